import { describe, expect, it } from 'vitest';
import { FILLER, fillerTurns as turns } from '../../../test/filler-turns.js';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * A score line and a number spelled in words, judged against a context of many texts (a
 * transcript's turns, each a text): the context's results and spelled numbers are read once per
 * context, and the judgement is the one a walk over every text in turn gives — the one result a
 * context writes contradicts, two do not; the first narrated result is cited; a spelled rival must
 * count what the claim counts, and the first such turn is cited.
 */

const scoreRows = [
  {
    lang: 'en' as const,
    result: 'Morton beat Alloa 4-1 at Cappielow.',
    another: 'Arbroath beat Stenhousemuir 2-0 on Tuesday.',
    answer: 'Morton beat Alloa 3-1 at Cappielow.',
    focus: '3',
    narrated: 'Forney made it 2-1, and Desmarais made it 4-2 before Ling got one back for Nottingham.',
    laterNarrated: 'Hale made it 5-1 before Dunn got one back for the visitors.',
    narratedAnswer: 'The Giants won 4-3.',
    narratedFocus: '3',
  },
  {
    lang: 'nb' as const,
    result: 'Haugesund slo Sogndal 4–1 på Haugesund stadion.',
    another: 'Bryne slo Åsane 2–0 på tirsdag.',
    answer: 'Haugesund slo Sogndal 3–1 på Haugesund stadion.',
    focus: '3',
    narrated: 'Haugesund gjorde det 4–2 før Sogndal reduserte for bortelaget.',
    laterNarrated: 'Bryne gjorde det 5–1 før Åsane reduserte for bortelaget.',
    narratedAnswer: 'Haugesund vant 4–3.',
    narratedFocus: '3',
  },
  {
    lang: 'ja' as const,
    result: '横浜は川崎に4対1で勝った。',
    another: '浦和は鹿島に2対0で勝った。',
    answer: '横浜は川崎に3対1で勝った。',
    focus: '3',
    narrated: '横浜は4対2とした後、終了間際に1点を返された。',
    laterNarrated: '浦和は5対1とした後、終了間際に1点を返された。',
    narratedAnswer: '横浜が4対3で勝利した。',
    narratedFocus: '3',
  },
];

const spelledRows = [
  {
    lang: 'en' as const,
    otherNoun: 'The club hired twelve coaches last summer.',
    rival: 'The club signed twelve players last summer.',
    answer: 'The club signed 14 players last summer.',
    focus: '14',
  },
  {
    lang: 'nb' as const,
    otherNoun: 'Klubben ansatte tolv trenere i sommer.',
    rival: 'Klubben hentet tolv spillere i sommer.',
    answer: 'Klubben hentet 14 spillere i sommer.',
    focus: '14',
  },
];

describe('NUMERIC: score lines in a context of many texts', () => {
  it.each(scoreRows)('$lang: the one result the context writes, in a late turn, contradicts another', (row) => {
    const documents = turns(row.lang, 120, { 80: row.result });
    const { claims } = judge(row.lang, FILLER[row.lang], row.answer, { documents });
    const claim = claimAt(claims, row.answer, row.focus, 'NUMERIC');
    expect(claim).toMatchObject({ status: 'contradicted', reason: 'numeric.score-line' });
    expect(claim?.evidence[0]?.doc).toBe('turn-80');
  });

  it.each(scoreRows)('$lang: two results in two turns contradict nothing: a weak flag', (row) => {
    const documents = turns(row.lang, 120, { 30: row.another, 80: row.result });
    const { claims } = judge(row.lang, FILLER[row.lang], row.answer, { documents });
    expect(claimAt(claims, row.answer, row.focus, 'NUMERIC')).toMatchObject({
      status: 'unsupported',
      reason: 'numeric.score-line-unmatched',
      confident: false,
    });
  });

  it.each(scoreRows)('$lang: the first turn that narrates a result after a running score is cited', (row) => {
    const documents = turns(row.lang, 120, { 50: row.narrated, 90: row.laterNarrated });
    const { claims } = judge(row.lang, FILLER[row.lang], row.narratedAnswer, { documents });
    const claim = claimAt(claims, row.narratedAnswer, row.narratedFocus, 'NUMERIC');
    expect(claim).toMatchObject({ status: 'derived', reason: 'numeric.score-line-narrated' });
    expect(claim?.evidence[0]?.doc).toBe('turn-50');
  });
});

describe('NUMERIC: a number spelled in words as a rival, in a context of many texts', () => {
  it.each(spelledRows)('$lang: the first turn that spells a rival counting the same thing contradicts', (row) => {
    const documents = turns(row.lang, 120, { 20: row.otherNoun, 60: row.rival, 100: row.rival });
    const { claims } = judge(row.lang, FILLER[row.lang], row.answer, { documents });
    const claim = claimAt(claims, row.answer, row.focus, 'NUMERIC');
    expect(claim).toMatchObject({ status: 'contradicted', reason: 'numeric.different-value', nearest_context_value: 12 });
    expect(claim?.evidence[0]?.doc).toBe('turn-60');
  });

  it.each(spelledRows)('$lang: a spelled number that counts something else is no rival', (row) => {
    const documents = turns(row.lang, 120, { 20: row.otherNoun });
    const { claims } = judge(row.lang, FILLER[row.lang], row.answer, { documents });
    expect(claimAt(claims, row.answer, row.focus, 'NUMERIC')).toMatchObject({ status: 'unsupported', reason: 'numeric.not-in-context' });
  });
});
