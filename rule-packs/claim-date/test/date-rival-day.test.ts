import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * A rival date the context writes several times: of the dates of the nearest day, the first in the
 * context that is about the claim's subject is the one cited, on either side of the claim's day.
 * The first date of that day here is about something else (the bridge), and a later one restates it.
 */

const rows = [
  {
    lang: 'en' as const,
    context: 'The bridge opened in 2004. The museum was renovated in 2004. The museum was renovated again in 2004.',
    cited: 'The museum was renovated in 2004',
    below: 'The museum was renovated in 2005.',
    above: 'The museum was renovated in 2003.',
    focus: (year: number) => String(year),
  },
  {
    lang: 'nb' as const,
    context: 'Brua åpnet i 2004. Museet ble pusset opp i 2004. Museet ble pusset opp igjen i 2004.',
    cited: 'Museet ble pusset opp i 2004',
    below: 'Museet ble pusset opp i 2005.',
    above: 'Museet ble pusset opp i 2003.',
    focus: (year: number) => String(year),
  },
  {
    lang: 'ja' as const,
    context: '橋は2004年に開通した。博物館は2004年に改装された。博物館は2004年に再び改装された。',
    cited: '博物館は2004年',
    below: '博物館は2005年に改装された。',
    above: '博物館は2003年に改装された。',
    focus: (year: number) => `${year}年`,
  },
];

describe('DATE: the rival of a day the context writes several times', () => {
  it.each(
    rows.flatMap((row) => [
      { ...row, side: 'a later day', answer: row.below, year: 2005 },
      { ...row, side: 'an earlier day', answer: row.above, year: 2003 },
    ]),
  )('$lang, the claim on $side: $answer → the first 2004 about the museum', (row) => {
    const { claims } = judge(row.lang, row.context, row.answer);
    const claim = claimAt(claims, row.answer, row.focus(row.year), 'DATE');
    expect(claim).toMatchObject({ status: 'contradicted', reason: 'date.different-date', nearest_context_value: '2004' });
    const citedAt = row.context.indexOf(row.cited);
    const year = row.context.indexOf('2004', citedAt);
    expect(claim?.evidence[0]?.span[0]).toBe(year);
  });

  it.each([
    ['en', 'The museum was renovated in 2004.', 'Paid in 2005.', '2005'],
    ['nb', 'Museet ble pusset opp i 2004.', 'Betalt i 2005.', '2005'],
  ])('%s: a claim whose sentence has no content word has no rival: %s | %s → unsupported', (lang, context, answer, focus) => {
    const { claims } = judge(lang as 'en', context, answer);
    expect(claimAt(claims, answer, focus, 'DATE')).toMatchObject({ status: 'unsupported', reason: 'date.not-in-context' });
  });
});
