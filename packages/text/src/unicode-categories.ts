import { ASTRAL_RUNS, BMP_CLASSES, CATEGORY_CLASSES } from './unicode-categories-data.js';
import { codeUnitAt, codeUnitCount } from './string-reads.js';
import { partitionPoint } from './sorted-search.js';

/*
 * Unicode general categories answered from a table instead of a `\p{…}` pattern (issue 13, "fresh
 * process"). V8 builds a property class's ranges from ICU anew each time it parses or compiles a
 * pattern, and compiles a pattern twice (bytecode, then machine code on its second run): a fresh
 * `factlint verify` spent some 100 M instructions (a sixth of what it ran beyond Node's start) in
 * that for a dozen letter-or-digit patterns. The table (unicode-categories-data.ts, written by
 * scripts/unicode-categories.mjs from Node's own patterns and checked against them on every code
 * point by the tests) needs next to no work at start: a string of one digit per code unit, and
 * runs above. (The scripts, as ranges for patterns' classes, are in scripts.ts.)
 */

/** A category the table knows: a letter by case, a mark, a number; `L` is every letter. */
export type UnicodeCategory = (typeof CATEGORY_CLASSES)[number] | 'L';

/** The class of a code point above the BMP: that of the last run starting at or before it (`ASTRAL_RUNS`: start, class, start, class…). */
function astralClass(cp: number): number {
  const run = partitionPoint(ASTRAL_RUNS.length / 2, (k) => ASTRAL_RUNS[2 * k]! <= cp) - 1;
  return ASTRAL_RUNS[2 * Math.max(run, 0) + 1]!;
}

/** The bit of each class a category covers (bit k for class k; class 0 is in none). */
function classMask(categories: readonly UnicodeCategory[]): number {
  let mask = 0;
  for (const name of categories) {
    if (name === 'L') for (const letter of ['Lu', 'Ll', 'Lt', 'Lm', 'Lo'] as const) mask |= 1 << (CATEGORY_CLASSES.indexOf(letter) + 1);
    else mask |= 1 << (CATEGORY_CLASSES.indexOf(name) + 1);
  }
  return mask;
}

const DIGIT_ZERO = 48;

/**
 * The BMP's classes as bytes (the digits' character codes): a typed array is read in one load where
 * a string's `charCodeAt` first asks what kind of string it is, which made a test twice as slow.
 * Encoded natively from the one-byte string, no loop over it at start.
 */
const BMP = new TextEncoder().encode(BMP_CLASSES);

/**
 * A class of characters as a pattern `[\p{L}\p{N}'_-]` would be: some general categories and some
 * other code units (`extra`, of the BMP). It asks about a code unit (`has`: a lone surrogate is in
 * no category), a code point (`hasCodePoint`), or the character at an offset of a text (`unitsAt`:
 * how many code units it takes when in the class, a surrogate pair being one character).
 */
export class CategorySet {
  private readonly mask: number;
  /** The code units of `extra`: a few joiners, asked only of a unit in none of the categories. */
  private readonly extra: number[];

  constructor(categories: readonly UnicodeCategory[], extra = '') {
    this.mask = classMask(categories);
    this.extra = [...extra].map((c) => c.charCodeAt(0));
  }

  has(code: number): boolean {
    if (!(code >= 0 && code < 0x10000)) return false;
    return ((this.mask >>> (BMP[code]! - DIGIT_ZERO)) & 1) !== 0 || (this.extra.length > 0 && this.extra.includes(code));
  }

  hasCodePoint(cp: number): boolean {
    if (cp < 0x10000) return this.has(cp);
    return cp <= 0x10ffff && ((this.mask >>> astralClass(cp)) & 1) !== 0;
  }

  /** The code unit at `i` of `text` in the class (false outside the text). */
  at(text: string, i: number): boolean {
    return this.has(codeUnitAt(text, i));
  }

  unitsAt(text: string, i: number): number {
    const code = codeUnitAt(text, i);
    if (code < 0) return 0;
    if (code < 0xd800 || code > 0xdbff) return this.has(code) ? 1 : 0;
    // A high surrogate: 2 when it opens a pair whose code point is in the class.
    const cp = text.codePointAt(i)!;
    return cp > 0xffff && this.hasCodePoint(cp) ? 2 : 0;
  }

  /** Whether the character that ends at `i` (a surrogate pair being one) is in the class. */
  endsAt(text: string, i: number): boolean {
    if (i <= 0) return false;
    const last = codeUnitAt(text, i - 1);
    if (last < 0) return false;
    if (last >= 0xdc00 && last <= 0xdfff && i >= 2) {
      const cp = text.codePointAt(i - 2)!;
      if (cp > 0xffff) return this.hasCodePoint(cp);
    }
    return this.has(last);
  }

  /**
   * Where the run of characters of the class starting at `i` ends (`i` when none starts there), read
   * no further than `limit`: a reader of one stretch of a long text must not walk the rest of a run
   * that goes on past it (each word of a stretch would read the run again).
   */
  runEnd(text: string, i: number, limit = codeUnitCount(text)): number {
    let at = i;
    for (let n = this.unitsAt(text, at); n > 0 && at + n <= limit; n = this.unitsAt(text, at)) at += n;
    return at;
  }

  /**
   * Whether some character of `text` is in the class. For the short texts it is asked of (a sentence,
   * which opens with a letter or digit nearly always; a name): a scan over whole passages is a
   * pattern's job, which V8 runs natively where a loop run too seldom to be optimised takes ten
   * times as long (the quote pack keeps its `[\p{L}\p{N}]+` for that).
   */
  foundIn(text: string): boolean {
    for (let i = 0, n = codeUnitCount(text); i < n; i++) if (this.unitsAt(text, i) > 0) return true;
    return false;
  }
}
