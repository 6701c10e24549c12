import { describe, expect, it } from 'vitest';
import { AddressTokens, addressTokensOf } from '../src/address-tokens.js';

/*
 * A token (the text between white space) is an address when it holds `@` or opens with `www.` or a
 * scheme (a Latin letter, then letters, digits, `+`, `.`, `-`, then `://`), in either case. The
 * pattern below is that definition; the class reads the text in place instead. Each row's figure is
 * asked for by its own span inside a real sentence, so the token's ends are found as a figure's are.
 */
const DEFINITION = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)|@/i;

describe('AddressTokens: the token around a figure is a URL or an e-mail address', () => {
  it.each([
    // [sentence, figure, is an address]
    ['Write to anna.2024@example.com for help.', '2024', true],
    ['Send søknaden til kari.2024@nav.no innen fristen.', '2024', true],
    ['お問い合わせは info.2024@example.jp までお願いします。', '2024', true],
    ['The forms are at WWW.Example.com/forms/2024 today.', '2024', true],
    ['Clone svn+ssh://repo.example.org/trunk/2024 first.', '2024', true],
    ['Tabellen ligger på HTTPS://www.ssb.no/statbank/table/07459 i dag.', '07459', true],
    ['詳しくは https://www.e-stat.go.jp/stat-search/files?page=1 をご覧ください。', '1', true],
    // Not an address: a colon with no `//`, `www` with no dot, a scheme that opens with a digit.
    ['The plant meets ISO 9001:2015 since spring.', '2015', false],
    ['See wwwx.2024 and www2024 in the log.', '2024', false],
    ['Revenue was $120.0 million in 2026.', '120.0', false],
    ['Omsetningen økte med 4,5 prosent i fjor.', '4,5', false],
    ['売上高は4.2億円だった。', '4.2', false],
    ['Version 2://draft was filed.', '2', false],
    ['The notes of Rev.2024 are final.', '2024', false],
    ['The call is at 09:30 on weekdays.', '30', false],
    // A text that writes an address elsewhere: each figure's own token is still tested.
    ['Revenue was $120.0 million in 2026; see https://example.org or mail ir@example.org.', '120.0', false],
    ['売上高は4.2億円だった（詳細は www.example.jp/ir）。', '4.2', false],
    ['The notes of Rev.2024 are at www.example.org/rev.', '2024', false],
  ])('%s → %s', (sentence, figure, expected) => {
    const start = sentence.indexOf(figure);
    const end = start + figure.length;
    expect(new AddressTokens(sentence).holds(start, end)).toBe(expected);
    let tokenStart = start;
    while (tokenStart > 0 && !/\s/.test(sentence[tokenStart - 1]!)) tokenStart--;
    let tokenEnd = end;
    while (tokenEnd < sentence.length && !/\s/.test(sentence[tokenEnd]!)) tokenEnd++;
    expect(DEFINITION.test(sentence.slice(tokenStart, tokenEnd))).toBe(expected);
  });

  it('gives each figure of one long token the same answer (tested once per token)', () => {
    const link = `https://example.org/${Array.from({ length: 400 }, (_, k) => k).join('/')}`;
    const tokens = new AddressTokens(`See ${link} now.`);
    for (const k of [0, 7, 123, 399]) {
      const at = 4 + link.indexOf(`/${k}/`) + 1;
      expect(tokens.holds(at, at + String(k).length)).toBe(true);
    }
    expect(new AddressTokens(`${'1,'.repeat(5_000)}2`).holds(4_000, 4_001)).toBe(false);
  });

  it('is one per text for every claim type that asks', () => {
    const text = { source: 'Write to anna.2024@example.com for help.' };
    expect(addressTokensOf(text)).toBe(addressTokensOf(text));
    expect(addressTokensOf({ source: text.source })).not.toBe(addressTokensOf(text));
  });
});
