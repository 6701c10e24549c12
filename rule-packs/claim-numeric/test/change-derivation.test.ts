import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * A change in % whose base is written after the new value ("$120.0 million, up from $100.0 million
 * a year earlier"): derived when the claim states the direction and names both values itself, or
 * when the context sentence states the direction. A reversal read from the written order alone never
 * beats such a reading.
 */

type Row = { lang: 'en' | 'nb' | 'ja'; context: string; answer: string; focus: string; status: string; reason: string; formula?: string };

const rows: Row[] = [
  {
    lang: 'en',
    context:
      'Acme Corp reported revenue of $120.0 million for the third quarter of 2026, up from $100.0 million a year earlier. The board approved a dividend of $0.45 per share on 14 October 2026.',
    answer: "Acme Corp's third-quarter revenue was **$120.0 million**, a 20% increase on the $100.0 million of the same quarter last year.",
    focus: '20%',
    status: 'derived',
    reason: 'numeric.derived',
    formula: '(120000000 \u2212 100000000) / 100000000 \u00D7 100 = 20 %',
  },
  {
    lang: 'nb',
    context: 'Omsetningen i tredje kvartal var 120 millioner kroner, mot 100 millioner kroner året før.',
    answer: 'Omsetningen i tredje kvartal var 120 millioner kroner, en økning på 20 prosent fra 100 millioner kroner året før.',
    focus: '20 prosent',
    status: 'derived',
    reason: 'numeric.derived',
    formula: '(120000000 \u2212 100000000) / 100000000 \u00D7 100 = 20 %',
  },
  {
    lang: 'ja',
    context: '第3四半期の売上高は120億円で、前年同期は100億円だった。',
    answer: '第3四半期の売上高は120億円で、前年同期の100億円から20%増加した。',
    focus: '20%',
    status: 'derived',
    reason: 'numeric.derived',
    formula: '(12000000000 \u2212 10000000000) / 10000000000 \u00D7 100 = 20 %',
  },
  // the context sentence states the direction: that decides the order
  {
    lang: 'en',
    context: 'Revenue rose to $120 million from $100 million.',
    answer: 'Revenue grew 20%.',
    focus: '20%',
    status: 'derived',
    reason: 'numeric.derived',
  },
  {
    lang: 'en',
    context: 'Revenue rose to $120 million from $100 million.',
    answer: 'Revenue fell 20%.',
    focus: '20%',
    status: 'contradicted',
    reason: 'numeric.change-reversed',
  },
  // written in time order, a reversed change stays contradicted (fl-070)
  {
    lang: 'en',
    context: 'Average order value decreased from $84 to $79 in the second half.',
    answer: 'Average order value increased by 6% in the second half.',
    focus: '6%',
    status: 'contradicted',
    reason: 'numeric.change-reversed',
  },
  // the answer names both values and a direction they fit: no accusation from the written order
  {
    lang: 'en',
    context: 'Average order value was $79, down from $84 in the first half.',
    answer: 'Average order value of $79 was 6% lower than the $84 of the first half.',
    focus: '6%',
    status: 'derived',
    reason: 'numeric.derived',
  },
];

describe('change in % against the written order', () => {
  it.each(rows)('$lang: $answer → $status', (row) => {
    const { claims } = judge(row.lang, row.context, row.answer);
    const claim = claimAt(claims, row.answer, row.focus, 'NUMERIC');
    expect(claim, JSON.stringify(claims)).toMatchObject({ status: row.status, reason: row.reason });
    if (row.formula) expect(claim!.formula).toBe(row.formula);
  });

  it('a claim that states its direction reads the change against the written order: "fell 6%" against "$79, down from $84" is derived (it was a false accusation)', () => {
    const answer = 'Average order value fell 6% in the second half.';
    const { claims } = judge('en', 'Average order value was $79, down from $84 in the first half.', answer);
    expect(claimAt(claims, answer, '6%', 'NUMERIC')).toMatchObject({ status: 'derived' });
  });

  it('"down from" a figure states the direction, so "rose 6%" against "$79, down from $84" is the reverse (it was derived)', () => {
    const answer = 'Average order value rose 6% in the second half.';
    const { claims } = judge('en', 'Average order value was $79, down from $84 in the first half.', answer);
    expect(claimAt(claims, answer, '6%', 'NUMERIC')).toMatchObject({ status: 'contradicted', reason: 'numeric.change-reversed' });
  });

  it('an answer that names both values with the wrong direction word is the reverse of "down from" (it was derived from the written order)', () => {
    const answer = 'Average order value of $79 was 6% higher than the $84 of the first half.';
    const { claims } = judge('en', 'Average order value was $79, down from $84 in the first half.', answer);
    expect(claimAt(claims, answer, '6%', 'NUMERIC')).toMatchObject({ status: 'contradicted', reason: 'numeric.change-reversed' });
  });

  it('limitation: against a context that states no direction, a claim with the wrong direction word is derived too ("rose 6%" against "$79, against $84")', () => {
    const answer = 'Average order value rose 6% in the second half.';
    const { claims } = judge('en', 'Average order value was $79, against $84 in the first half.', answer);
    expect(claimAt(claims, answer, '6%', 'NUMERIC')?.status).toBe('derived');
  });
});
