import { describe, expect, it } from 'vitest';
import { claimAt, entityClaimType, judge } from '../../../test/grounding-harness.js';

/*
 * The context name nearest an answer's name by edit distance: a later name replaces the best only
 * when strictly more alike, so of two as alike the earlier is cited. Names that cannot beat the
 * best by the fewest edits their length allows are not measured; the result must not change.
 */

const rows = [
  {
    lang: 'en' as const,
    lines: ['Acme Carp reported record revenue.', 'Acme Corp reported record revenue.', 'Acre Corp reported record revenue.'],
    answer: 'Acne Corp reported record revenue.',
    focus: 'Acne Corp',
    cited: 'Acme Corp',
    similarity: 0.889,
  },
  {
    lang: 'nb' as const,
    lines: ['Fjerdlist AS har levert tilbudet.', 'Fjordlys AS har levert tilbudet.', 'Fjordlyse AS har levert tilbudet.'],
    answer: 'Fjordlyst AS har levert tilbudet.',
    focus: 'Fjordlyst AS',
    cited: 'Fjordlys AS',
    similarity: 0.917,
  },
  {
    lang: 'ja' as const,
    lines: ['山川商店株式会社が受注した。', '山田商事株式会社が受注した。', '山田商店株式会社が受注した。'],
    answer: '山田商亊株式会社が受注した。',
    focus: '山田商亊株式会社',
    cited: '山田商事株式会社',
    similarity: 0.875,
  },
];

describe('ENTITY: the most similar context name, in context order', () => {
  it.each(rows)('$lang: $focus → $cited (a nearer name after a farther one; a tie after it is not cited)', (row) => {
    const context = row.lines.join('\n');
    const { claims } = judge(row.lang, context, row.answer, { claimTypes: [entityClaimType] });
    const claim = claimAt(claims, row.answer, row.focus, 'ENTITY');
    expect(claim).toMatchObject({ status: 'approximate', reason: 'entity.similar-name', similarity: row.similarity });
    expect(claim?.evidence[0]).toMatchObject({
      text: row.cited,
      span: [context.indexOf(row.cited), context.indexOf(row.cited) + row.cited.length],
    });
  });
});
