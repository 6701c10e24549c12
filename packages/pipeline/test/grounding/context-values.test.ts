import { describe, expect, it } from 'vitest';
import { analyseText } from '../../src/grounding/analysed-text.js';
import { valuesPerContext } from '../../src/grounding/context-values.js';
import { ContextEvidenceIndex } from '../../src/grounding/evidence-index.js';
import { localeFor } from '../facts/packs-fixture.js';

/*
 * valuesPerContext: every entry of a context sorted by a number, built once per context, asked for
 * the entry a walk over the texts in order would meet first near a value — what a comparator got
 * by asking every text per claim, which cost a transcript of thousands of turns their product.
 */

/** Each whole number a text writes in digits, with its offset. */
const digitRuns = valuesPerContext((text) => [...text.source.matchAll(/\d+/g)].map((m) => [Number(m[0]), m.index] as const));

function contextOf(lang: string, texts: string[]) {
  const locale = localeFor(lang);
  const docs = texts.map((t, i) => analyseText(`doc-${i + 1}`, 'context', t, locale));
  return digitRuns(new ContextEvidenceIndex(docs, [], locale), locale);
}

const everything = () => true;

describe('valuesPerContext', () => {
  it.each([
    ['en', ['The fee rose to 310 kroner.', 'It was 300 kroner, then 305.', 'Later 299 kroner.']],
    ['nb', ['Avgiften steg til 310 kroner.', 'Den var 300 kroner, så 305.', 'Senere 299 kroner.']],
    ['ja', ['手数料は310円に上がった。', '300円、その後305円だった。', 'のちに299円。']],
  ])('%s: the first entry in text order within the range, not the nearest in value', (lang, texts) => {
    const values = contextOf(lang, texts);
    // Within `slack` of `centre`: the numbers from centre − slack to centre + slack.
    const at = (centre: number, slack: number, accepts: (text: unknown, offset: number) => boolean = everything) => {
      const hit = values.firstNear(centre, slack, accepts);
      return hit && [hit.text.id, hit.value];
    };
    // 300, 305 and 310 are in range; 310 stands in the first text.
    expect(at(305, 5)).toEqual(['doc-1', texts[0]!.indexOf('310')]);
    // Within one text, its entries in the order given: 300 before 305.
    expect(at(303, 3)).toEqual(['doc-2', texts[1]!.indexOf('300')]);
    // The rule is asked in that order and the first it takes wins.
    expect(at(304.5, 5.5, (_, offset) => offset === texts[1]!.indexOf('305'))).toEqual(['doc-2', texts[1]!.indexOf('305')]);
    expect(at(355.5, 44.5)).toBeUndefined();
  });

  it('asks the rule only about entries in range, in context order, and stops at the first it takes', () => {
    const values = contextOf('en', ['Rates of 5, 7 and 9 per cent.', 'Then 7 again, and 40.']);
    const asked: number[] = [];
    values.firstNear(8, 2, (_, offset) => {
      asked.push(offset);
      return offset === 'Rates of 5, 7 and '.length;
    });
    expect(asked).toEqual(['Rates of 5, '.length, 'Rates of 5, 7 and '.length]);
  });

  it('leaves out an entry whose number is not a number', () => {
    const locale = localeFor('en');
    const odd = valuesPerContext((text) => [[Number.NaN, 'none'] as const, [text.source.length, 'length'] as const]);
    const values = odd(new ContextEvidenceIndex([analyseText('a', 'context', 'Four.', locale)], [], locale), locale);
    expect(values.firstNear(0, Infinity)?.value).toBe('length');
  });
});
