import { describe, expect, it } from 'vitest';
import { FILLER, fillerTurns as turns } from '../../../test/filler-turns.js';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * A share given as a fraction word, and a rise given as a multiple, found in a context of many
 * texts (a transcript's turns): the first text in order that gives it is cited, and for a rise
 * only one about the claim's subject — as when every text was asked in turn.
 */

const rows = [
  {
    lang: 'en' as const,
    fraction: {
      first: 'Half of the 40 members voted yes.',
      later: 'Half of the budget went to roads.',
      answer: '50% of the members voted yes.',
      focus: '50%',
    },
    multiple: {
      other: 'Parking fees at the station doubled last year.',
      first: 'Online revenue at the retailer doubled last year as shops stayed shut.',
      answer: 'Online revenue rose 100% last year.',
      focus: '100%',
    },
  },
  {
    lang: 'nb' as const,
    fraction: {
      first: 'Halvparten av de 40 medlemmene stemte ja.',
      later: 'Halvparten av budsjettet gikk til veier.',
      answer: '50 prosent av medlemmene stemte ja.',
      focus: '50 prosent',
    },
    multiple: {
      other: 'Parkeringsavgiften ved stasjonen ble doblet i fjor.',
      first: 'Netthandelens omsetning ble doblet i fjor mens butikkene var stengt.',
      answer: 'Netthandelens omsetning økte med 100 prosent i fjor.',
      focus: '100 prosent',
    },
  },
  {
    lang: 'ja' as const,
    fraction: {
      first: '工事費の半分を市が負担する。',
      later: '予算の半分は道路に使われた。',
      answer: '工事費の50%を市が負担します。',
      focus: '50%',
    },
    multiple: {
      other: '駅の駐車料金は前年の1.5倍になった。',
      first: '新サービスの売上は前年の1.5倍になった。',
      answer: '新サービスの売上は前年比50%増加しました。',
      focus: '50%',
    },
  },
];

describe('NUMERIC: other forms of a figure in a context of many texts', () => {
  it.each(rows)('$lang: a fraction word cites the first turn that writes one at the share', ({ lang, fraction }) => {
    const documents = turns(lang, 120, { 70: fraction.first, 90: fraction.later });
    const { claims } = judge(lang, FILLER[lang], fraction.answer, { documents });
    const claim = claimAt(claims, fraction.answer, fraction.focus, 'NUMERIC');
    expect(claim).toMatchObject({ status: 'supported', reason: 'numeric.fraction-in-context' });
    expect(claim?.evidence[0]?.doc).toBe('turn-70');
  });

  it.each(rows)(
    '$lang: a multiple cites the first turn about the claim’s subject, not an earlier one about another',
    ({ lang, multiple }) => {
      const documents = turns(lang, 120, { 30: multiple.other, 80: multiple.first, 100: multiple.first });
      const { claims } = judge(lang, FILLER[lang], multiple.answer, { documents });
      const claim = claimAt(claims, multiple.answer, multiple.focus, 'NUMERIC');
      expect(claim).toMatchObject({ status: 'derived', reason: 'numeric.multiple-as-rise' });
      expect(claim?.evidence[0]?.doc).toBe('turn-80');
    },
  );
});
