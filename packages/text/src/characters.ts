import { DEFAULT_UNSPACED_SCRIPT_NAMES, scriptCharacters } from './scripts.js';
import { perObject } from './locale-cache.js';
import { CategorySet } from './unicode-categories.js';
import { codeUnitAt, codeUnitCount, sliceOf, unitInside } from './string-reads.js';
import { unicodePatternOnFirstUse } from './unicode-pattern.js';

export { codeUnitAt, codeUnitCount, sliceOf, unitInside };
/*
 * Character classes the readers share, the same for every locale. A "word character" is a letter
 * or digit of a script that separates words or phrases with spaces: a boundary check never fires
 * next to a letter of a script whose orthography writes no spaces (scripts.ts: Han, kana, Thai),
 * so a digit right after a kanji still starts a number. A locale's own `scripts` data is read by
 * the readers that take a locale (writing.ts); these helpers follow each script's orthography.
 */

const LETTER_MARK_OR_NUMBER = new CategorySet(['L', 'M', 'N']);
const UNSPACED_SCRIPT = new RegExp(`[${scriptCharacters(DEFAULT_UNSPACED_SCRIPT_NAMES)}]`, 'u');

const UNKNOWN = 0;
const YES = 1;
const NO = 2;

/**
 * A yes-or-no question about a UTF-16 code unit, answered the first time a unit is seen and
 * remembered: the readers and judges ask about each character of a text, often several times, and
 * a Unicode property test per ask dominated their time on Norwegian and Japanese text. Off the text
 * (`charCodeAt`'s NaN, `codeUnitAt`'s -1) the answer is no.
 */
export class CodeUnitAnswers {
  private readonly answers = new Uint8Array(0x10000);

  constructor(private readonly answer: (code: number) => boolean) {}

  has(code: number): boolean {
    if (!(code >= 0 && code < 0x10000)) return false;
    let a = this.answers[code]!;
    if (a === UNKNOWN) this.answers[code] = a = this.answer(code) ? YES : NO;
    return a === YES;
  }

  /** The answer for the code unit at `i` of `text` (no outside it). */
  at(text: string, i: number): boolean {
    return this.has(codeUnitAt(text, i));
  }
}

/**
 * A one-character pattern (no `g` or `y` flag: it keeps no state) answered per code unit, one set
 * of answers per pattern object. A lone surrogate matches no `u` pattern, as in a plain test.
 */
export const codeUnitAnswers = perObject((pattern: RegExp) => new CodeUnitAnswers((code) => pattern.test(String.fromCharCode(code))));

/**
 * A class of one character (`[\p{L}\p{N}]`), asked at an offset of a text: how many code units the
 * character there takes when it belongs to the class, 0 when not. A code unit that is no surrogate
 * is a whole character and is answered once per unit (a Unicode pattern per character of a
 * Norwegian or Japanese text was what reading its words cost); a surrogate pair asks the pattern.
 */
export class CharacterClass {
  private readonly sticky: () => RegExp;
  private readonly units: CodeUnitAnswers;

  /**
   * `source`: the class as a pattern of one character, read with the `u` flag. Both patterns are
   * built when first asked (unicode-pattern.ts, unicodePatternOnFirstUse): a class of hundreds of
   * ranges costs V8 a parse at construction, and the sticky one is for surrogate pairs only.
   */
  constructor(source: string) {
    this.sticky = unicodePatternOnFirstUse(source, 'y');
    const single = unicodePatternOnFirstUse(source);
    this.units = new CodeUnitAnswers((code) => single().test(String.fromCharCode(code)));
  }

  unitsAt(text: string, i: number): number {
    const code = codeUnitAt(text, i);
    if (code < 0) return 0;
    if (code < 0xd800 || code > 0xdfff) return this.units.has(code) ? 1 : 0;
    const sticky = this.sticky();
    sticky.lastIndex = i;
    return sticky.test(text) ? sticky.lastIndex - i : 0;
  }
}

const unspacedLetter = codeUnitAnswers(UNSPACED_SCRIPT);
const spacedWordChar = new CodeUnitAnswers((code) => LETTER_MARK_OR_NUMBER.has(code) && !unspacedLetter.has(code));

export function isAsciiDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** A capital of the ASCII alphabet (`A`–`Z`), by UTF-16 code unit. */
export function isAsciiUpperCode(code: number): boolean {
  return code >= 0x41 && code <= 0x5a;
}

/** A small letter of the ASCII alphabet (`a`–`z`), by UTF-16 code unit. */
export function isAsciiLowerCode(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

/**
 * A letter of the ASCII alphabet, either case, by UTF-16 code unit. Its own comparisons, as in
 * foldAsciiCase, not calls of the two above: these run on every code unit of the readers' and
 * judges' loops, where a call more per unit took 0.5 % more instructions on the 20k verify.
 */
export function isAsciiLetterCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

/** The code unit with an ASCII capital made small, any other as it is: a case fold that needs no table. */
export function foldAsciiCase(code: number): number {
  return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
}

export function isAsciiDigitAt(text: string, i: number): boolean {
  return isAsciiDigitCode(codeUnitAt(text, i));
}

/** The end of the run of ASCII digits at `i` (`i` itself when there is none), read at most `limit` digits far. */
export function digitRunEnd(text: string, i: number, limit = Number.POSITIVE_INFINITY): number {
  if (i < 0) return i;
  let j = i;
  const end = Math.min(codeUnitCount(text), i + limit);
  while (j < end && isAsciiDigitCode(unitInside(text, j))) j++;
  return j;
}

/** ASCII letters and digits by code (1): a look-up, for the loops that test every code unit of a word. */
const ASCII_WORD_CODES = new Uint8Array(0x80).map((_, c) => (isAsciiLetterCode(c) || isAsciiDigitCode(c) ? 1 : 0));

/** An ASCII letter or digit, by UTF-16 code unit (false beyond ASCII, and for -1 off a text). */
export function isAsciiWordCode(code: number): boolean {
  return code >= 0 && code < 0x80 && ASCII_WORD_CODES[code] === 1;
}

/** A letter or digit of a spaced script (Latin, Cyrillic, Greek …), by UTF-16 code unit. */
export function isWordCode(code: number): boolean {
  if (code < 128) return isAsciiWordCode(code);
  return spacedWordChar.has(code);
}

/** A letter or digit of a spaced script (Latin, Cyrillic, Greek …). */
export function isWordCharAt(text: string, i: number): boolean {
  const code = codeUnitAt(text, i);
  return code >= 0 && isWordCode(code);
}

/** The end of the run of letters and digits of a spaced script at `i` (`i` itself when there is none), read at most `limit` units far. */
export function wordRunEnd(text: string, i: number, limit = Number.POSITIVE_INFINITY): number {
  if (i < 0) return i;
  let j = i;
  const end = Math.min(codeUnitCount(text), i + limit);
  while (j < end && isWordCode(unitInside(text, j))) j++;
  return j;
}

/** Horizontal white space, including the no-break spaces used to group digits. */
export function isSpaceCode(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0xa0 || code === 0x202f || code === 0x2009 || code === 0x2007 || code === 0x3000;
}

export function isSpaceAt(text: string, i: number): boolean {
  return isSpaceCode(codeUnitAt(text, i));
}

/** `/\s/` beyond ASCII, answered once per code unit; made at the first such character a process meets. */
let wideWhiteSpace: CodeUnitAnswers | undefined;

/**
 * What `/\s/` matches, at `text[i]` (false off the text). Testing the pattern on each character of
 * a text without spaces (Japanese) was most of the time of looking for a token's ends there.
 */
export function isWhiteSpaceAt(text: string, i: number): boolean {
  const c = codeUnitAt(text, i);
  if (c < 0x80) return c === 32 || (c >= 9 && c <= 13);
  return (wideWhiteSpace ??= codeUnitAnswers(/\s/)).has(c);
}

/** The first offset at or after `i` that is not horizontal white space. */
export function skipSpaces(text: string, i: number): number {
  if (i < 0) return i;
  const end = codeUnitCount(text);
  while (i < end && isSpaceCode(unitInside(text, i))) i++;
  return i;
}

/** The offset just after the last non-space character before `i`. */
export function skipSpacesBack(text: string, i: number): number {
  while (i > 0 && isSpaceCode(codeUnitAt(text, i - 1))) i--;
  return i;
}

/**
 * The first of `forms`, in their order, written at `at` in `text`. Scanners call it from their
 * loop over every offset instead of `forms.find((f) => text.startsWith(f, i))`: an arrow in the
 * loop's body that reads the loop's `let i` makes V8 allocate a fresh binding of `i` for every
 * character, found or not (21 MB of garbage for sentence splitting alone on a 500,000-character text).
 */
export function formAt(text: string, at: number, forms: readonly string[]): string | undefined {
  for (let k = 0; k < forms.length; k++) if (text.startsWith(forms[k]!, at)) return forms[k];
  return undefined;
}

/** A letter of a script whose orthography writes no spaces between words (scripts.ts: Han, kana, Thai). */
export function isUnspacedLetterAt(text: string, i: number): boolean {
  const code = codeUnitAt(text, i);
  return code >= 0x80 && unspacedLetter.has(code);
}

// Lower case of each UTF-16 code unit (itself when lower-casing would change the length), plus one;
// 0 marks a unit not yet seen.
const lowerPlusOne = new Int32Array(0x10000);

/** The code unit lower-cased on its own, as `String.prototype.toLowerCase` does it, or itself. */
export function lowerCode(code: number): number {
  if (code < 0x80) return foldAsciiCase(code);
  let l = lowerPlusOne[code]!;
  if (l === 0) {
    const lower = String.fromCharCode(code).toLowerCase();
    l = (lower.length === 1 ? lower.charCodeAt(0) : code) + 1;
    lowerPlusOne[code] = l;
  }
  return l - 1;
}

const NO_BITS = new Uint32Array(0);
/** Words a bitmap grows by: 256 code units, so ASCII and Latin-1 take one step. */
const BITMAP_STEP = 8;

/**
 * A set of UTF-16 code units as a bitmap: a membership test per character of a text costs a shift.
 * The bitmap reaches only as far as the highest unit added. One for every unit (8 KB) per set cost
 * a fresh process 9–12 ms for its 437 sets, most of which hold ASCII letters only: an array that
 * size is memory the system hands out and zeroes page by page, while a few hundred bytes come from
 * memory the process already holds.
 */
export class CodeUnitSet {
  private bits = NO_BITS;

  constructor(codes: Iterable<number> = []) {
    for (const code of codes) this.add(code);
  }

  add(code: number): void {
    if (!(code >= 0 && code < 0x10000)) throw new RangeError(`not a UTF-16 code unit: ${code}`);
    const word = code >>> 5;
    if (word >= this.bits.length) this.reach(word);
    this.bits[word]! |= 1 << (code & 31);
  }

  /** Grows the bitmap to hold `word`, a step at a time: a list added in no order is copied seldom. */
  private reach(word: number): void {
    const grown = new Uint32Array(Math.ceil((word + 1) / BITMAP_STEP) * BITMAP_STEP);
    grown.set(this.bits);
    this.bits = grown;
  }

  /** The code units in the set, ascending (for compiling; a scan asks `has`). */
  codes(): number[] {
    const out: number[] = [];
    // Set bits only, lowest first (`w & -w`, then cleared): a set of keys of pairs and triples spans
    // thousands of words, each read 32 times over in code a fresh process has not optimised.
    for (let word = 0; word < this.bits.length; word++) {
      for (let w = this.bits[word]!; w !== 0; w &= w - 1) out.push((word << 5) | (31 - Math.clz32(w & -w)));
    }
    return out;
  }

  /** Off the text (`charCodeAt` gives NaN, `codeUnitAt` -1) nothing is in the set. */
  has(code: number): boolean {
    return code >= 0 && code >>> 5 < this.bits.length && (this.bits[code >>> 5]! & (1 << (code & 31))) !== 0;
  }
}
