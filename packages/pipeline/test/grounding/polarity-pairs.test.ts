import { describe, expect, it } from 'vitest';
import { claimAt, FIRST_PARTY_CLAIM_TYPES, judge } from '../../../../test/grounding-harness.js';

/*
 * The continued/ended polarity pair (kept/scrapped, videreført/avviklet, 継続/終了) and the rule that
 * polarity pairs are compared one by one: a sentence about a year that "ended" does not reverse a
 * figure that "rose".
 */

const ALL = Object.values(FIRST_PARTY_CLAIM_TYPES);

describe('continued / ended is a polarity pair', () => {
  it.each([
    [
      'en',
      'The transport committee said: "The night bus service between Harbour Street and the airport will be kept next year."',
      'The committee said: "The night bus service between Harbour Street and the airport will be scrapped next year."',
      'The night bus service',
    ],
    [
      'en',
      'The council said: "The free parking scheme at the library will be retained in 2027."',
      'The council said: "The free parking scheme at the library will be discontinued in 2027."',
      'The free parking scheme',
    ],
    [
      'nb',
      'Kommunen skriver: «Nattbussen mellom sentrum og flyplassen blir videreført neste år.»',
      'Kommunen skriver: «Nattbussen mellom sentrum og flyplassen blir avviklet neste år.»',
      'Nattbussen',
    ],
    [
      'nb',
      'Rådmannen sa: «Skolebiblioteket på Tveita blir beholdt etter sammenslåingen.»',
      'Rådmannen sa: «Skolebiblioteket på Tveita blir nedlagt etter sammenslåingen.»',
      'Skolebiblioteket',
    ],
    [
      'ja',
      '交通局は「駅前の夜間窓口は2026年度以降も継続する方針です」と説明した。',
      '交通局は「駅前の夜間窓口は2026年度以降は終了する方針です」と説明しました。',
      '駅前の夜間窓口',
    ],
  ])('%s: a quote with the opposite word is contradicted (%s)', (lang, context, answer, focus) => {
    const { claims } = judge(lang as 'en', context, answer, { claimTypes: ALL });
    expect(claimAt(claims, answer, focus, 'QUOTE')).toMatchObject({ status: 'contradicted', reason: 'quote.polarity-reversed' });
  });

  it.each([
    [
      'en',
      'For the year ended 31 March 2026, revenue was $5.0 million.',
      'Revenue rose to $5.0 million in the year to March 2026.',
      '$5.0 million',
    ],
    [
      'en',
      'The programme continued in 2025 and cost $2.1 million, a cost that fell from 2024.',
      'The programme cost fell to $2.1 million in 2025.',
      '$2.1 million',
    ],
    [
      'nb',
      'Ordningen ble videreført i 2025, og utgiftene var 4,2 millioner kroner.',
      'Utgiftene økte til 4,2 millioner kroner i 2025.',
      '4,2 millioner kroner',
    ],
    ['ja', '事業は2025年も継続し、売上高は120億円だった。', '売上高は120億円に増加した。', '120億円'],
  ])('%s: a figure is not reversed by a word of another pair (%s)', (lang, context, answer, focus) => {
    const { claims, summary } = judge(lang as 'en', context, answer, { claimTypes: ALL });
    expect(claimAt(claims, answer, focus, 'NUMERIC')).toMatchObject({ status: 'supported', reason: 'numeric.exact' });
    expect(summary.verdict).toBe('pass');
  });

  it('limitation: a multi-word form (`lagt ned`) is not read, so it reverses nothing', () => {
    const context = 'Rådmannen sa: «Skolebiblioteket på Tveita blir beholdt etter sammenslåingen.»';
    const answer = 'Rådmannen sa: «Skolebiblioteket på Tveita blir lagt ned etter sammenslåingen.»';
    const { claims } = judge('nb', context, answer, { claimTypes: ALL });
    expect(claimAt(claims, answer, 'Skolebiblioteket', 'QUOTE')?.status).not.toBe('contradicted');
  });

  it('limitation: opposite words of two different pairs (grew / lower) do not reverse a figure', () => {
    const context = 'Ticket revenue was lower at 4.2 million dollars in 2025.';
    const answer = 'Ticket revenue grew to 4.2 million dollars in 2025.';
    const { claims } = judge('en', context, answer);
    expect(claimAt(claims, answer, '4.2 million', 'NUMERIC')).toMatchObject({ status: 'supported' });
  });
});
