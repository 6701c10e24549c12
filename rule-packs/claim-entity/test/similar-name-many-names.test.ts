import { describe, expect, it } from 'vitest';
import { claimAt, entityClaimType, judge } from '../../../test/grounding-harness.js';

/*
 * The nearest context name in a context of many names, asked about many names (a transcript): once
 * the context has been asked about enough names, its names are indexed by what each is less one
 * code unit, and a name one edit away is found there instead of by measuring every name. The name
 * cited must be the one a look at every name gives: of names one edit away the longer (more alike),
 * of equals the first in the context.
 */

const rows = [
  {
    lang: 'en' as const,
    filler: (i: number) => `Nordvik Shipping${i} AS signed the lease.`,
    near: [
      'Acme Corp reported record revenue.',
      'Acn Corp reported record revenue.',
      'Acnes Corp reported record revenue.',
      'Acned Corp reported record revenue.',
    ],
    focus: 'Acne Corp',
    sentence: 'Acne Corp reported record revenue.',
    cited: 'Acnes Corp',
    similarity: 0.9,
  },
  {
    lang: 'nb' as const,
    filler: (i: number) => `Nordvik Rederi${i} AS signerte avtalen.`,
    near: [
      'Fjerdlyst AS har levert tilbudet.',
      'Fjordlys AS har levert tilbudet.',
      'Fjordlyste AS har levert tilbudet.',
      'Fjordlysta AS har levert tilbudet.',
    ],
    focus: 'Fjordlyst AS',
    sentence: 'Fjordlyst AS har levert tilbudet.',
    cited: 'Fjordlyste AS',
    similarity: 0.923,
  },
  {
    lang: 'ja' as const,
    filler: (i: number) =>
      `${'東西南北'[i % 4]}${'山川田野森'[Math.floor(i / 4) % 5]}${'海陸'[Math.floor(i / 20) % 2]}運株式会社が契約した。`,
    near: [
      '山田商事株式会社が受注した。',
      '山田商株式会社が受注した。',
      '山田大商亊株式会社が受注した。',
      '山田小商亊株式会社が受注した。',
    ],
    focus: '山田商亊株式会社',
    sentence: '山田商亊株式会社が受注した。',
    cited: '山田大商亊株式会社',
    similarity: 0.889,
  },
];

/** The focus claim, judged after twenty names the context does not hold (enough for the index). */
function focusAfterOtherNames(row: {
  lang: 'en' | 'nb' | 'ja';
  filler: (i: number) => string;
  near: string[];
  sentence: string;
  focus: string;
}) {
  // Forty turns of names the answer does not give, then the near names, one turn each.
  const turns = [...Array.from({ length: 40 }, (_, i) => row.filler(2 * i)), ...row.near];
  const documents: [string, string][] = turns.map((text, i) => [`turn-${i + 1}`, text]);
  const answer = [...Array.from({ length: 20 }, (_, i) => row.filler(2 * i + 1)), row.sentence].join(row.lang === 'ja' ? '' : ' ');
  const { claims } = judge(row.lang, turns[0]!, answer, { documents, claimTypes: [entityClaimType] });
  return claimAt(claims, answer, row.focus, 'ENTITY');
}

describe('ENTITY: the most similar name in a context of many names', () => {
  it.each(rows)('$lang: $focus → $cited (one unit longer, the first of two)', (row) => {
    const claim = focusAfterOtherNames(row);
    expect(claim).toMatchObject({ status: 'approximate', reason: 'entity.similar-name', similarity: row.similarity });
    expect(claim?.evidence[0]).toMatchObject({ doc: 'turn-43', text: row.cited });
  });
});

/*
 * The same, for a name whose nearest context names are two or more edits away: past the index of
 * names one edit apart, the names' shared pairs of code units bound how alike each can be, and only
 * names that could be nearer are measured. The name cited, and the similarity reported when none is
 * alike enough, must be what a look at every name gives.
 */
const twoEditRows = [
  {
    lang: 'en' as const,
    filler: rows[0]!.filler,
    near: [
      'Nordlis Enirgia Corp reported record revenue.',
      'Nordlus Energie Corp reported record revenue.',
      'Nordlyst Energi Corp reported record revenue.',
    ],
    focus: 'Nordlys Energy Corp',
    sentence: 'Nordlys Energy Corp reported record revenue.',
    expected: { status: 'approximate', reason: 'entity.similar-name', similarity: 0.9 },
    cited: { doc: 'turn-43', text: 'Nordlyst Energi Corp' },
  },
  {
    lang: 'nb' as const,
    filler: rows[1]!.filler,
    near: ['Fjerdlistad AS har levert tilbudet.', 'Fjordlustud AS har levert tilbudet.', 'Fjardlystod AS har levert tilbudet.'],
    focus: 'Fjordlystad AS',
    sentence: 'Fjordlystad AS har levert tilbudet.',
    expected: { status: 'approximate', reason: 'entity.similar-name', similarity: 0.857 },
    cited: { doc: 'turn-41', text: 'Fjerdlistad AS' },
  },
  {
    lang: 'ja' as const,
    filler: rows[2]!.filler,
    near: ['川田商事合同会社が受注した。', '山田物産株式会社が受注した。', '山川商店株式会社が受注した。'],
    focus: '山田商事株式会社',
    sentence: '山田商事株式会社が受注した。',
    expected: { status: 'unsupported', reason: 'entity.no-match', similarity: 0.75 },
    cited: undefined,
  },
];

describe('ENTITY: the most similar name two or more edits away, in a context of many names', () => {
  it.each(twoEditRows)('$lang: $focus', (row) => {
    const claim = focusAfterOtherNames(row);
    expect(claim).toMatchObject(row.expected);
    if (row.cited) expect(claim?.evidence[0]).toMatchObject(row.cited);
  });
});
