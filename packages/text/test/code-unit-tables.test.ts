import { describe, expect, it, vi } from 'vitest';
import { CodeUnitAnswers, CodeUnitSet, codeUnitAnswers, isWhiteSpaceAt } from '../src/characters.js';

describe('CodeUnitAnswers: a question about a code unit, answered once per unit and remembered', () => {
  it('answers as the pattern does for every code unit, the first time and again', () => {
    const pattern = /[\p{sc=Han}\p{sc=Katakana}\u30FC]/u;
    const answers = codeUnitAnswers(pattern);
    const wrong: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let code = 0; code < 0x10000; code++) {
        const ch = String.fromCharCode(code);
        if (answers.at(`a${ch}`, 1) !== pattern.test(ch)) wrong.push(code);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps one set of answers per pattern object', () => {
    const pattern = /[\p{L}\p{M}]/u;
    expect(codeUnitAnswers(pattern)).toBe(codeUnitAnswers(pattern));
    expect(codeUnitAnswers(/[\p{L}\p{M}]/u)).not.toBe(codeUnitAnswers(pattern));
  });

  it('asks the question once per code unit, and answers no off the text', () => {
    const asked: number[] = [];
    const digit = new CodeUnitAnswers((code) => {
      asked.push(code);
      return code >= 0x30 && code <= 0x39;
    });
    const text = 'Q3 2024';
    const read = [...text].map((_, i) => digit.at(text, i));
    expect(read).toEqual([false, true, false, true, true, true, true]);
    expect(asked).toEqual(['Q', '3', ' ', '2', '0', '4'].map((c) => c.charCodeAt(0)));
    expect([digit.at(text, -1), digit.at(text, text.length), digit.has(Number.NaN), digit.has(-1)]).toEqual([false, false, false, false]);
  });
});

describe('CodeUnitSet: code units as a bitmap', () => {
  it('holds what it was given and what is added, lists them ascending, and holds nothing off the text', () => {
    const set = new CodeUnitSet(['k', 'r', '。'].map((c) => c.charCodeAt(0)));
    set.add('\u00A0'.charCodeAt(0));
    set.add(0xffff);
    expect(set.codes()).toEqual([0x6b, 0x72, 0xa0, 0x3002, 0xffff]);
    expect(['k', 'K', '。', '\u00A0'].map((c) => set.has(c.charCodeAt(0)))).toEqual([true, false, true, true]);
    expect([set.has('kr'.charCodeAt(2)), set.has(-1), new CodeUnitSet().codes()]).toEqual([false, false, []]);
  });

  // The bitmap reaches only as far as the highest unit added: a unit past it is outside the set,
  // and adding one past it keeps what was there.
  it.each([
    ['ASCII only, asked about Latin-1, kana and the last unit', 'ab', 'æ…カ\uFFFF', [false, false, false, false]],
    ['kana, then ASCII', 'カa', 'aカｶ', [true, true, false]],
    ['the last unit, then the first', '\uFFFF\u0000', '\u0000\uFFFF\u0001', [true, true, false]],
  ])('%s', (_name, added, asked, expected) => {
    const set = new CodeUnitSet();
    for (const ch of added) set.add(ch.charCodeAt(0));
    expect([...asked].map((ch) => set.has(ch.charCodeAt(0)))).toEqual(expected);
    expect(set.codes()).toEqual([...added].map((ch) => ch.charCodeAt(0)).sort((a, b) => a - b));
  });

  it('lists every unit of a word of every bit, of the highest and lowest bit alone, and of random sets', () => {
    const sets: number[][] = [Array.from({ length: 32 }, (_, i) => i), [31, 32, 63, 64, 0xffe0, 0xffff], [0x1f, 0x3f, 0x801f]];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
    for (let k = 0; k < 200; k++) sets.push(Array.from({ length: 1 + (next() % 300) }, () => next() % (k % 2 ? 0x10000 : 0x100)));
    for (const codes of sets) {
      const expected = [...new Set(codes)].sort((a, b) => a - b);
      expect(new CodeUnitSet(codes).codes()).toEqual(expected);
    }
  });

  it('refuses what is no UTF-16 code unit instead of growing to it', () => {
    const set = new CodeUnitSet();
    for (const bad of [-1, 0x10000, Number.NaN, 0x1f600]) expect(() => set.add(bad)).toThrow(RangeError);
    expect(set.codes()).toEqual([]);
  });
});

describe('CodeUnitSet.nextIn: the next code unit of the set, found by a native search', () => {
  /** The reference definition: the first offset at or after `from` whose code unit is in the set. */
  const nextByLoop = (set: CodeUnitSet, text: string, from: number) => {
    for (let i = Math.max(0, from); i < text.length; i++) if (set.has(text.charCodeAt(i))) return i;
    return -1;
  };
  /** Every stop of a forward walk from 0: what findQuotes and the sentence splitter do. */
  const walk = (set: CodeUnitSet, text: string) => {
    const stops: number[] = [];
    for (let i = set.nextIn(text, 0); i >= 0; i = set.nextIn(text, i + 1)) stops.push(i);
    return stops;
  };

  it.each([
    ['en: sentence ends and a decimal point', '.!?\u2026', 'Revenue rose 4.5% in Q3! Why? Costs\u2026 fell.', [14, 23, 28, 35, 41]],
    ['nb: quotation marks and a line break', '«»"\n', 'Hun sa «nei».\nHan sa "ja"', [7, 11, 13, 21, 24]],
    ['ja: ideographic stops and corner brackets', '。」「', '売上は「好調」だった。次に', [3, 6, 10]],
    ['a range of code units: every ASCII digit', '0123456789', 'Q3 2024, 5 %', [1, 3, 4, 5, 6, 9]],
    ['a lone surrogate is found as itself', '\uD83D', 'a\uD83D\uDE00b\uD83Dc', [1, 4]],
    ['regular-expression syntax in the set is only characters', ']^-\\', 'a-b]c^d\\e', [1, 3, 5, 7]],
    ['no unit of the set in the text', '.', 'no full stop here', []],
    [
      'more ranges than a native search takes: walked in a loop, alike',
      'acegikmoqsuwy',
      'a quick brown fox',
      [0, 2, 3, 4, 5, 6, 10, 11, 15],
    ],
    ['an empty set', '', 'anything.', []],
  ])('%s', (_name, units, text, expected) => {
    const set = new CodeUnitSet([...units].map((c) => c.charCodeAt(0)));
    expect(walk(set, text)).toEqual(expected);
    for (let from = -1; from <= text.length + 1; from++) expect(set.nextIn(text, from), `from ${from}`).toBe(nextByLoop(set, text, from));
  });

  it('answers every start alike, asked in any order over several texts, on random text (against the loop)', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const alphabet = 'abfr .?\n«»「。\uD800\uFFFF';
    const sets = [['.', '?', '\n', '»', '。', '\uFFFF'], [...'.?\n»。\uFFFFbdfhjlnpr']].map(
      (units) => new CodeUnitSet(units.map((c) => c.charCodeAt(0))),
    );
    const texts = Array.from({ length: 6 }, () => Array.from({ length: 1 + random(60) }, () => alphabet[random(alphabet.length)]).join(''));
    const wrong: string[] = [];
    for (let ask = 0; ask < 5_000; ask++) {
      const set = sets[random(sets.length)]!;
      const text = texts[random(texts.length)]!;
      const from = random(text.length + 2);
      if (set.nextIn(text, from) !== nextByLoop(set, text, from)) wrong.push(`${JSON.stringify(text)} from ${from}`);
    }
    expect(wrong).toEqual([]);
  });

  it('walks a set of more than twelve ranges in JavaScript (a native search of it is slower), and a smaller one natively', () => {
    const searches = vi.spyOn(RegExp.prototype, 'test');
    const scattered = new CodeUnitSet([...'acegikmoqsuwy'].map((c) => c.charCodeAt(0)));
    expect(scattered.nextIn('the quick brown fox', 0)).toBe(2);
    expect(searches).not.toHaveBeenCalled();
    const twelve = new CodeUnitSet([...'acegikmoqsuw'].map((c) => c.charCodeAt(0)));
    expect(twelve.nextIn('the quick brown fox', 0)).toBe(2);
    expect(searches).toHaveBeenCalledTimes(1);
    searches.mockRestore();
  });

  it('searches a text with none of its units once for a walk line by line, and sees a unit added after a search', () => {
    const set = new CodeUnitSet(['.'].map((c) => c.charCodeAt(0)));
    const lines = 'no end here\nnor here\nnor here either';
    const searches = vi.spyOn(RegExp.prototype, 'test');
    expect([0, 12, 21].map((lineStart) => set.nextIn(lines, lineStart))).toEqual([-1, -1, -1]);
    expect(searches).toHaveBeenCalledTimes(1);
    searches.mockRestore();
    // An equal text built anew is the same text; a different one is searched afresh.
    expect(set.nextIn(['no end here', 'nor here'].join('\n'), 0)).toBe(-1);
    expect(set.nextIn('an end.', 0)).toBe(6);
    set.add('\n'.charCodeAt(0));
    expect(set.nextIn(lines, 0)).toBe(11);
  });
});

describe('isWhiteSpaceAt: /\\s/ at an offset, read by code', () => {
  it('answers as the pattern does for every code unit, and no off the text', () => {
    const wrong: number[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const ch = String.fromCharCode(code);
      if (isWhiteSpaceAt(`a${ch}`, 1) !== /\s/.test(ch)) wrong.push(code);
    }
    expect(wrong).toEqual([]);
    expect([isWhiteSpaceAt(' ', -1), isWhiteSpaceAt(' ', 1)]).toEqual([false, false]);
  });

  it.each([
    ['en', 'Revenue rose 4%\u00a0in Q3.', [7, 12, 15, 18]],
    ['nb', 'Prisen steg med 1\u202f200 kroner.', [6, 11, 15, 17, 21]],
    ['ja', '売上は前年比７％増\u3000となった。', [9]],
  ])('finds the white space of a real sentence (%s)', (_, text, offsets) => {
    expect([...text].map((_, i) => i).filter((i) => isWhiteSpaceAt(text, i))).toEqual(offsets);
  });
});
