import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * A different date as precise as the claim, in a context sentence about the same thing, wins over a
 * coarser or finer date that agrees in another sentence: "4 October 2026" against "14 October 2026"
 * is contradicted even though "the third quarter of 2026" elsewhere has the right year.
 */

const rows = [
  {
    lang: 'en' as const,
    context:
      'Acme Corp reported revenue of $120.0 million for the third quarter of 2026, up from $100.0 million a year earlier. The board approved a dividend of $0.45 per share on 14 October 2026.',
    answer: 'The board approved a dividend of $0.45 per share on 4 October 2026.',
    focus: '4 October 2026',
    nearest: '2026-10-14',
  },
  {
    lang: 'nb' as const,
    context: 'Skattetallene for 2025 ble publisert i desember 2025. Kommunestyret vedtok budsjettet 14. desember 2025.',
    answer: 'Kommunestyret vedtok budsjettet 4. desember 2025.',
    focus: '4. desember 2025',
    nearest: '2025-12-14',
  },
  {
    lang: 'ja' as const,
    context: '決算は2026年に発表される。取締役会は2026年10月14日に配当を承認した。',
    answer: '取締役会は2026年10月4日に配当を承認した。',
    focus: '2026年10月4日',
    nearest: '2026-10-14',
  },
];

describe('DATE: a same-subject date of the same granularity wins', () => {
  it.each(rows)('$lang: $answer → contradicted', (row) => {
    const { claims } = judge(row.lang, row.context, row.answer);
    expect(claimAt(claims, row.answer, row.focus, 'DATE')).toMatchObject({
      status: 'contradicted',
      reason: 'date.different-date',
      nearest_context_value: row.nearest,
    });
  });

  it.each([
    // the right day is still supported
    ['en', rows[0]!.context, 'The board approved a dividend of $0.45 per share on 14 October 2026.', '14 October 2026', 'supported'],
    // a coarser claim agreeing with the same-subject date stays approximate
    ['en', rows[0]!.context, 'The board approved a dividend of $0.45 per share in October 2026.', 'October 2026', 'approximate'],
    // a finer date with only a coarser date about the same thing stays approximate
    [
      'nb',
      'Kommunestyret vedtok budsjettet i desember 2025.',
      'Kommunestyret vedtok budsjettet 4. desember 2025.',
      '4. desember 2025',
      'approximate',
    ],
    ['ja', '取締役会は2026年10月に配当を承認した。', '取締役会は2026年10月4日に配当を承認した。', '2026年10月4日', 'approximate'],
  ])('%s: %s | %s → %s', (lang, context, answer, focus, status) => {
    const { claims } = judge(lang as 'en', context, answer);
    expect(claimAt(claims, answer, focus, 'DATE')?.status).toBe(status);
  });

  it('limitation: with no shared content word the other sentence is not "about the same thing", so the coarser match elsewhere decides', () => {
    const context = 'Results for the third quarter of 2026 were published. It was approved on 14 October 2026.';
    const answer = 'The dividend was approved on 4 October 2026.';
    const { claims } = judge('en', context, answer);
    expect(claimAt(claims, answer, '4 October 2026', 'DATE')).toMatchObject({ status: 'approximate', reason: 'date.finer' });
  });
});
