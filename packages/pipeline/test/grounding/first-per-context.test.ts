import { describe, expect, it } from 'vitest';
import { analyseText } from '../../src/grounding/analysed-text.js';
import { ContextEvidenceIndex, firstPerContext } from '../../src/grounding/evidence-index.js';
import { localeFor } from '../facts/packs-fixture.js';

/*
 * firstPerContext: a lookup over a whole context, built once per context, giving for each key the
 * first entry in text order and the text it stands in — what a comparator got by asking every text
 * per claim, which cost a transcript of thousands of turns (each a text) their product.
 */

/** The whole numbers each text writes in digits, as a comparator might key them. */
const digitRuns = firstPerContext((text) => [...text.source.matchAll(/\d+/g)].map((m) => [Number(m[0]), m.index] as const));

describe('firstPerContext', () => {
  it.each([
    ['en', ['The fee was 250 kroner.', 'It rose to 300 kroner, from 250.', 'Nothing here.'], [250, 300, 7]],
    ['nb', ['Avgiften var 250 kroner.', 'Den steg til 300 kroner, fra 250.', 'Ingenting her.'], [250, 300, 7]],
    ['ja', ['手数料は250円だった。', '250円から300円に上がった。', '該当なし。'], [250, 300, 7]],
  ])('%s: the first text that holds each key, in text order', (lang, texts, keys) => {
    const locale = localeFor(lang);
    const docs = texts.map((t, i) => analyseText(`doc-${i + 1}`, 'context', t, locale));
    const lookup = digitRuns(new ContextEvidenceIndex(docs, [], locale), locale);
    const found = keys.map((k) => {
      const hit = lookup.get(k);
      return hit && [hit.text.id, hit.value];
    });
    expect(found).toEqual([['doc-1', texts[0]!.indexOf('250')], ['doc-2', texts[1]!.indexOf('300')], undefined]);
  });

  it('is built once per context, and anew for another', () => {
    const locale = localeFor('en');
    let reads = 0;
    const counted = firstPerContext((text) => {
      reads++;
      return [[text.id, text.source.length] as const];
    });
    const index = new ContextEvidenceIndex(
      [analyseText('a', 'context', 'One.', locale), analyseText('b', 'context', 'Two.', locale)],
      [],
      locale,
    );
    expect(counted(index, locale).get('b')?.value).toBe(4);
    expect(counted(index, locale).get('a')?.value).toBe(4);
    expect(reads).toBe(2);
    counted(new ContextEvidenceIndex([analyseText('c', 'context', 'Three.', locale)], [], locale), locale);
    expect(reads).toBe(3);
  });
});
