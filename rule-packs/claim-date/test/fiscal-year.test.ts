import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * Fiscal against calendar year (the card's FY2024 = 2024): only an answer that explicitly says
 * "calendar year" is held to the difference; a plain year against a fiscal year is accepted as
 * before (readers accept it, and the reference tool's flag on it was a false positive).
 */

describe('fiscal vs calendar year', () => {
  it.each([
    [
      'en',
      "Acme's FY2024 ran from 1 July 2023 to 30 June 2024, and FY2024 revenue was $18.6 million.",
      "Acme's revenue for calendar year 2024 was $18.6 million.",
      '2024',
      'FY2024',
    ],
    [
      'en',
      'Revenue for fiscal year 2025 was $4.1 million.',
      'Revenue for the calendar year 2025 was $4.1 million.',
      '2025',
      'fiscal year 2025',
    ],
    [
      'nb',
      'Omsetningen i regnskapsåret 2024 var 18,6 millioner kroner.',
      'Omsetningen i kalenderåret 2024 var 18,6 millioner kroner.',
      '2024',
      'regnskapsåret 2024',
    ],
    ['ja', '2024年度の売上高は120億円だった。', '暦年2024年の売上高は120億円でした。', '2024年', '2024年度'],
  ])('%s: %s | %s → contradicted', (lang, context, answer, focus, nearest) => {
    const { claims } = judge(lang as 'en', context, answer);
    const claim = claimAt(claims, answer, focus, 'DATE');
    expect(claim).toMatchObject({ status: 'contradicted', reason: 'date.fiscal-vs-calendar', nearest_context_value: nearest });
    expect(claim!.evidence[0]!.text).toBe(nearest);
  });

  it.each([
    // a plain year against a fiscal year is accepted, as a reader would
    [
      'en',
      "Acme's FY2024 ran from 1 July 2023 to 30 June 2024, and FY2024 revenue was $18.6 million.",
      "Acme's revenue for 2024 was $18.6 million.",
      '2024',
      'approximate',
    ],
    [
      'nb',
      'Omsetningen i regnskapsåret 2024 var 18,6 millioner kroner, ifølge årsrapporten for 2024.',
      'Omsetningen i 2024 var 18,6 millioner kroner.',
      '2024',
      'supported',
    ],
    ['ja', '2024年度の売上高は120億円だった。', '2024年の売上高は120億円でした。', '2024年', 'supported'],
    // a calendar year against a calendar year is the same period
    ['en', 'Revenue for calendar year 2024 was $18.6 million.', 'Revenue for calendar year 2024 was $18.6 million.', '2024', 'supported'],
    [
      'nb',
      'Kalenderåret 2024 ga et overskudd på 2 millioner kroner.',
      'I kalenderåret 2024 var overskuddet 2 millioner kroner.',
      '2024',
      'supported',
    ],
  ])('%s: %s | %s → %s', (lang, context, answer, focus, status) => {
    const { claims } = judge(lang as 'en', context, answer);
    expect(claimAt(claims, answer, focus, 'DATE')?.status).toBe(status);
  });

  it('limitation: a two-digit fiscal year (FY24) is not read as a year, so a calendar-year claim is not held to it', () => {
    const answer = 'Revenue for calendar year 2024 was $18.6 million.';
    const { claims } = judge('en', 'FY24 revenue was $18.6 million, for the year to 30 June 2024.', answer);
    expect(claimAt(claims, answer, '2024', 'DATE')).toMatchObject({ status: 'approximate' });
  });
});
