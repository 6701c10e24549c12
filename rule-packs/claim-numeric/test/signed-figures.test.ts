import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * Negative figures as the readers now read them: a minus before a currency written before the
 * number (`−$1.2 million`), and accounting parentheses followed by a scale word and a unit
 * (`(1,200) thousand dollars`). A loss reported as a profit is a sign flip, never excused by a
 * coincidental derivation (card bug 3, fl-066).
 */

type Row = { lang: 'en' | 'nb' | 'ja'; context: string; answer: string; focus: string; status: string; reason: string; nearest?: number };

const rows: Row[] = [
  {
    lang: 'en',
    context:
      "Acme Retail's operating result for the third quarter was −$1.2 million. Marketing spend rose from $2.3 million to $3.5 million over the same period.",
    answer: 'Acme Retail posted an operating profit of $1.2 million in the third quarter.',
    focus: '$1.2 million',
    status: 'contradicted',
    reason: 'numeric.sign-flip',
    nearest: -1.2e6,
  },
  {
    lang: 'en',
    context: 'The operating result of the Leeds branch was -$1.2 million in 2025.',
    answer: 'The Leeds branch had an operating result of -$1.2 million in 2025.',
    focus: '-$1.2 million',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    lang: 'en',
    context: 'The Bristol branch recorded a net profit of 1,200 thousand dollars in 2025.',
    answer: 'The Bristol branch closed 2025 with a net result of (1,200) thousand dollars.',
    focus: '(1,200)',
    status: 'contradicted',
    reason: 'numeric.sign-flip',
    nearest: 1.2e6,
  },
  {
    lang: 'en',
    context: 'The Leeds branch reported a net result of −1,200 thousand dollars for 2025.',
    answer: "For 2025 the Leeds branch's net result was (1,200) thousand dollars.",
    focus: '(1,200)',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    lang: 'nb',
    context: 'Driftsresultatet for Nordvik Bygg ble −1 200 000 kroner i 2025.',
    answer: 'Driftsresultatet for Nordvik Bygg ble (1 200) tusen kroner i 2025.',
    focus: '(1 200)',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    lang: 'ja',
    context: '2025年度の営業損益は−¥1,200万だった。',
    answer: '2025年度の営業損益は¥1,200万の黒字でした。',
    focus: '¥1,200万',
    status: 'contradicted',
    reason: 'numeric.sign-flip',
    nearest: -1.2e7,
  },
];

describe('signed figures', () => {
  it.each(rows)('$lang: $answer → $status', (row) => {
    const { claims } = judge(row.lang, row.context, row.answer);
    const claim = claimAt(claims, row.answer, row.focus, 'NUMERIC');
    expect(claim, JSON.stringify(claims)).toMatchObject({ status: row.status, reason: row.reason });
    if (row.nearest !== undefined) expect(claim!.nearest_context_value).toBe(row.nearest);
  });

  it('ja accounting parentheses before 千円 scale the figure by a thousand (was a limitation)', () => {
    const answer = '営業損益は(1,200)千円でした。';
    const { claims } = judge('ja', '営業損益は−120万円だった。', answer);
    expect(claimAt(claims, answer, '(1,200)', 'NUMERIC')).toMatchObject({ status: 'supported', text: '(1,200)千円' });
  });
});
