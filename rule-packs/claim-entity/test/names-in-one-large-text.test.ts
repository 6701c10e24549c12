import { describe, expect, it } from 'vitest';
import { claimAt, entityClaimType, judge } from '../../../test/grounding-harness.js';

/*
 * Names looked up word for word in a context given as one large text (a register, a report):
 * once the context has been searched often enough, the first place a name stands whole comes from
 * the context's index of code-unit pairs, shared with QUOTE, instead of a search of the whole text
 * per name. The place cited must be the one a search of the text finds: the first whole one, not
 * one inside a longer word, in any case.
 */

const rows = [
  {
    lang: 'en' as const,
    lines: 800,
    line: (i: number) => `Entry ${i}: Nordvik Shipping${i} AS renewed its licence with the harbour office.`,
    focusLine: 'Entry 9000: Bergfjord Salmon AS renewed its licence, and BERGFJORD SALMON AS paid the fee.',
    longer: 'Entry 9001: Vestbergfjord Salmonella AS was struck off.',
    sentence: 'Bergfjord Salmon AS renewed its licence.',
    focus: 'Bergfjord Salmon AS',
  },
  {
    lang: 'nb' as const,
    lines: 900,
    line: (i: number) => `Oppføring ${i}: Nordvik Rederi${i} AS fornyet lisensen hos havnekontoret.`,
    focusLine: 'Oppføring 9000: Bergfjord Laks AS fornyet lisensen, og BERGFJORD LAKS AS betalte gebyret.',
    longer: 'Oppføring 9001: Vestbergfjord Laksefisk AS ble slettet.',
    sentence: 'Bergfjord Laks AS fornyet lisensen.',
    focus: 'Bergfjord Laks AS',
  },
  {
    lang: 'ja' as const,
    lines: 2000,
    // A company name of three characters picked by the entry's digits: digits in it would make it an identifier.
    line: (i: number) =>
      `登録${i}：${[i % 10, Math.floor(i / 10) % 10, Math.floor(i / 100) % 10].map((d) => '東西南北山川田野森林'[d]).join('')}海運株式会社が港湾事務所で免許を更新した。`,
    focusLine: '登録9000：山田水産株式会社が免許を更新した。',
    longer: '登録9001：西山田水産物流株式会社は抹消された。',
    sentence: '山田水産株式会社が免許を更新した。',
    focus: '山田水産株式会社',
  },
];

describe('ENTITY: names in a context given as one large text', () => {
  it.each(rows)('$lang: the first whole place of the name is cited, after many names were looked up', (row) => {
    // Over 60,000 characters in one text, the focus line after a line that holds the name only inside longer words.
    const lines = Array.from({ length: row.lines }, (_, i) => row.line(i));
    lines.splice(400, 0, row.longer, row.focusLine);
    const context = lines.join('\n');
    expect(context.length).toBeGreaterThan(60_000);
    // 150 names the context holds, asked before the focus: enough searches for the index.
    const asked = Array.from({ length: 150 }, (_, i) => row.line(2 * i + 1).replace(/^\S+ \d+[:：]\s*/u, ''));
    const answer = [...asked, row.sentence].join(row.lang === 'ja' ? '' : ' ');
    const { claims } = judge(row.lang, context, answer, { claimTypes: [entityClaimType] });
    const claim = claimAt(claims, answer, row.focus, 'ENTITY');
    expect(claim).toMatchObject({ status: 'supported', reason: 'entity.exact' });
    // The name as the claim holds it (a company form after it may be left out), at the focus line's place.
    const at = context.indexOf(row.focusLine) + row.focusLine.indexOf(row.focus);
    const evidence = claim?.evidence[0];
    expect(evidence).toMatchObject({ doc: 'context', text: String(claim?.value) });
    expect(evidence?.span).toEqual([at, at + String(claim?.value).length]);
  });
});
