/*
 * Normalisation for matching: NFKC-style width folding plus dash, quote, space and zero-width
 * folding, with an exact map from every offset of the normalised text back to the original string.
 *
 * Why not `text.normalize('NFKC')` on the whole string: NFKC changes lengths (the era-name square
 * U+337B becomes two ideographs, `ﬁ` becomes `fi`, a half-width kana and its voicing mark become one
 * letter), so offsets would be lost, and some of its foldings change what a text says (`10³` → `103`,
 * a circled 1 before `200` → `1200`). Here each character cluster (a code point and the combining
 * marks after it) is folded on its own and the map records where it came from.
 */

import { countBelow } from './sorted-search.js';
import { doubled } from './int-buffers.js';
import { CodeUnitAnswers, codeUnitCount, sliceOf, unitInside } from './characters.js';
import { RecentTexts } from './recent-texts.js';

export interface NormalizedText {
  /** The normalised text. */
  text: string;
  /** The original offset of the character at `offset` in the normalised text (its cluster's start);
   * `text.length` maps to the original length. Use for the start of a span. */
  toOriginal(offset: number): number;
  /** The original offset just after the character before `offset` (its cluster's end). Use for the
   * end of a span: it stays exact when the span ends inside an expansion like `ﬁ` → `fi`. */
  toOriginalEnd(offset: number): number;
  /** The normalised offset of the original offset `offset` (the first normalised character that
   * comes from at or after it). Inverse of `toOriginal` at cluster boundaries. */
  fromOriginal(offset: number): number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included, is the point.
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** Explicit foldings, applied before (instead of) NFKC. Lengths 1 → 1 keep offsets aligned. */
const FOLD = new Map<number, string>([
  // dashes and the minus sign: readers can still tell a U+2212 minus from the original text
  [0x2010, '-'],
  [0x2011, '-'],
  [0x2012, '-'],
  [0x2013, '-'],
  [0x2014, '-'],
  [0x2015, '-'],
  [0x2212, '-'],
  [0xfe58, '-'],
  [0xfe63, '-'],
  [0xff0d, '-'],
  // double and single quotation marks (guillemets included); CJK corner brackets are kept
  [0x201c, '"'],
  [0x201d, '"'],
  [0x201e, '"'],
  [0x201f, '"'],
  [0x00ab, '"'],
  [0x00bb, '"'],
  [0x2018, "'"],
  [0x2019, "'"],
  [0x201a, "'"],
  [0x201b, "'"],
  // spaces that NFKC keeps or that should read as one space
  [0x00a0, ' '],
  [0x2007, ' '],
  [0x2009, ' '],
  [0x200a, ' '],
  [0x202f, ' '],
  [0x205f, ' '],
  [0x2028, ' '],
  [0x2029, ' '],
  [0x3000, ' '],
  // zero-width characters and the soft hyphen vanish (`allow\u00adance` is one word)
  [0x00ad, ''],
  [0x200b, ''],
  [0x200c, ''],
  [0x200d, ''],
  [0x2060, ''],
  [0xfeff, ''],
  // the katakana prolonged sound mark is a letter, never a hyphen (NFKC keeps it; say so explicitly)
  [0x30fc, '\u30fc'],
  [0xff70, '\u30fc'],
]);

// Whether each UTF-16 code unit stays as written (ASCII, or NFKC-stable with no explicit folding),
// remembered per unit: the test runs on every character of every text.
const keptAsWritten = new CodeUnitAnswers((code) => code < 0x80 || code === 0x30fc || (isStable(code) && !FOLD.has(code)));

/** Code points NFKC leaves unchanged, checked before calling `normalize` (speed for nb and ja text). */
function isStable(cp: number): boolean {
  return (
    (cp >= 0x00c0 && cp <= 0x017e && cp !== 0x0132 && cp !== 0x0133 && cp !== 0x013f && cp !== 0x0140 && cp !== 0x0149) ||
    (cp >= 0x3041 && cp <= 0x3096) || // hiragana
    (cp >= 0x30a1 && cp <= 0x30fa) || // katakana
    (cp >= 0x4e00 && cp <= 0x9fff) || // CJK unified ideographs
    (cp >= 0x3001 && cp <= 0x3003) ||
    (cp >= 0x3008 && cp <= 0x3011) ||
    (cp >= 0x3014 && cp <= 0x301f)
  );
}

/** Marks that NFKC composes with the character before them. */
function isCombining(cp: number): boolean {
  return (
    (cp >= 0x0300 && cp <= 0x036f) ||
    (cp >= 0x1ab0 && cp <= 0x1aff) ||
    (cp >= 0x1dc0 && cp <= 0x1dff) ||
    (cp >= 0x20d0 && cp <= 0x20ff) ||
    (cp >= 0xfe20 && cp <= 0xfe2f) ||
    cp === 0x3099 ||
    cp === 0x309a ||
    cp === 0xff9e ||
    cp === 0xff9f
  );
}

const ASCII_DIGIT = /[0-9]/;
/** Full-width digits and the CJK telegraph date/hour symbols (U+32C0 is month 1, U+33E0 is day 1) may yield digits. */
function mayYieldDigits(cp: number): boolean {
  return (
    (cp >= 0xff10 && cp <= 0xff19) || (cp >= 0x32c0 && cp <= 0x32cb) || (cp >= 0x33e0 && cp <= 0x33fe) || (cp >= 0x3358 && cp <= 0x3370)
  );
}

function foldCluster(cluster: string, first: number): string {
  const folded = cluster.normalize('NFKC');
  // A compatibility form that turns a non-digit into digits changes the figure (`10³`, `①`, `½`, `㎡`): keep it.
  if (!mayYieldDigits(first) && ASCII_DIGIT.test(folded) && !ASCII_DIGIT.test(cluster)) return cluster;
  return foldedExplicitly(folded);
}

/**
 * NFKC's result with the explicit foldings applied to it as well: a superscript minus is U+2212
 * after NFKC, and a vertical em dash U+2014, which FOLD writes `-`. A text folded once is then
 * folded for good (normalizeText of its own result gives that result back).
 */
function foldedExplicitly(text: string): string {
  let out = '';
  let copiedTo = 0;
  for (let i = 0; i < text.length; i++) {
    const fixed = FOLD.get(text.charCodeAt(i));
    if (fixed === undefined) continue;
    out += text.slice(copiedTo, i) + fixed;
    copiedTo = i + 1;
  }
  return copiedTo === 0 ? text : out + text.slice(copiedTo);
}

/**
 * The first code unit that is not kept as written; -1 when there is none (most nb and ja text). This
 * loop and foldAligned's read every code unit of a text not in ASCII, inside its bounds: unitInside.
 */
function firstNotKept(text: string): number {
  for (let i = 0, n = codeUnitCount(text); i < n; i++) if (!keptAsWritten.has(unitInside(text, i))) return i;
  return -1;
}

function identity(text: string): NormalizedText {
  const length = codeUnitCount(text);
  const clamp = (offset: number): number => (offset < 0 ? 0 : Math.min(offset, length));
  return { text, toOriginal: clamp, toOriginalEnd: clamp, fromOriginal: clamp };
}

// The document model, the readers and the anchor and polarity matchers each fold the same answer
// or sentence in turn; the last few results are kept (a result is never changed after it is made).
const recentFolds = new RecentTexts<NormalizedText>(8);

/** Folds `text` for matching and keeps an exact offset map back to it. */
export function normalizeText(text: string): NormalizedText {
  const known = recentFolds.get(text);
  if (known !== undefined) return known;
  const from = ASCII_ONLY.test(text) ? -1 : firstNotKept(text);
  return recentFolds.keep(text, from < 0 ? identity(text) : (foldAligned(text, from) ?? fold(text, from)));
}

/**
 * Folds `text` when every character that changes becomes exactly one code unit on its own (full-width
 * digits and signs, curly quotes, dashes, the no-break spaces): offsets then stay as they are and no
 * map is made. Undefined when some character folds otherwise (a combining mark, a vanishing or
 * widening character, a surrogate pair): `fold` handles those.
 */
function foldAligned(text: string, from: number): NormalizedText | undefined {
  const n = codeUnitCount(text);
  // Pieces joined once: a string grown by `+=` is a rope, which the readers' character tests would walk.
  const pieces: string[] = [];
  let unchangedFrom = 0;
  for (let i = from; i < n; i++) {
    const code = unitInside(text, i);
    if (keptAsWritten.has(code)) continue;
    if (isCombining(code) || (i + 1 < n && isCombining(unitInside(text, i + 1))) || (code >= 0xd800 && code <= 0xdfff)) return undefined;
    const fixed = FOLD.get(code);
    const folded =
      fixed !== undefined
        ? fixed
        : code >= 0xff01 && code <= 0xff5e
          ? String.fromCharCode(code - 0xfee0)
          : foldCluster(text.charAt(i), code);
    if (folded.length !== 1) return undefined;
    pieces.push(sliceOf(text, unchangedFrom, i), folded);
    unchangedFrom = i + 1;
  }
  pieces.push(sliceOf(text, unchangedFrom, n));
  return identity(pieces.join(''));
}

/** Folds `text`, whose first code unit not kept as written is at `from`. */
function fold(text: string, from: number): NormalizedText {
  const pieces: string[] = [];
  // starts[i] / ends[i]: the original cluster that produced normalised character i
  let starts = new Int32Array(text.length + 16);
  let ends = new Int32Array(text.length + 16);
  let length = 0;
  const put = (start: number, end: number): void => {
    if (length === starts.length) {
      starts = doubled(starts);
      ends = doubled(ends);
    }
    starts[length] = start;
    ends[length] = end;
    length++;
  };
  let changed = false;
  // Every character before the one ahead of `from` stays as written, one to one: none of them is a
  // combining mark, so only the one right before `from` can open a cluster with what follows.
  let i = Math.max(0, from - 1);
  for (let k = 0; k < i; k++) {
    starts[k] = k;
    ends[k] = k + 1;
  }
  length = i;
  const n = text.length;
  let unchangedFrom = 0;
  while (i < n) {
    const cp = text.codePointAt(i)!;
    const next = i + (cp > 0xffff ? 2 : 1);
    let j = next;
    while (j < n && isCombining(text.charCodeAt(j))) j++;
    const single = j === next;
    // ASCII and NFKC-stable letters stay as written: they extend the unchanged run copied in one slice.
    if (single && cp <= 0xffff && keptAsWritten.has(cp)) {
      if (length < starts.length) {
        starts[length] = i;
        ends[length] = j;
        length++;
      } else put(i, j);
      i = j;
      continue;
    }
    if (unchangedFrom < i) pieces.push(text.slice(unchangedFrom, i));
    const cluster = text.slice(i, j);
    let out: string;
    const fixed = single ? FOLD.get(cp) : undefined;
    if (fixed !== undefined) out = fixed;
    // The full-width forms of ASCII (`１２０`, `（`, `：`) are NFKC's ASCII, 0xFEE0 lower, without asking `normalize`.
    else if (single && cp >= 0xff01 && cp <= 0xff5e) out = String.fromCharCode(cp - 0xfee0);
    else out = foldCluster(cluster, cp);
    if (out !== cluster) changed = true;
    pieces.push(out);
    for (let k = 0; k < out.length; k++) put(i, j);
    i = j;
    unchangedFrom = j;
  }
  if (!changed) return identity(text);
  if (unchangedFrom < n) pieces.push(text.slice(unchangedFrom, n));
  const folded = pieces.join('');
  const mapStarts = starts.subarray(0, length);
  const mapEnds = ends;
  return {
    text: folded,
    toOriginal(offset: number): number {
      if (offset <= 0) return offset < length ? (length > 0 ? mapStarts[0]! : 0) : n;
      return offset >= length ? n : mapStarts[offset]!;
    },
    toOriginalEnd(offset: number): number {
      if (offset <= 0) return length > 0 ? mapStarts[0]! : 0;
      return offset > length ? n : mapEnds[offset - 1]!;
    },
    fromOriginal(offset: number): number {
      return countBelow(mapStarts, offset);
    },
  };
}

/** A text folded for case-insensitive matching: `lower` has the same length as `normalized.text`. */
export interface MatchableText {
  normalized: NormalizedText;
  lower: string;
}

/** Lower case with one code unit per code unit, so offsets stay aligned (`İ` would grow: it is kept). */
export function lowerCaseAligned(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const c of text) {
    const l = c.toLowerCase();
    out += l.length === c.length ? l : c;
  }
  return out;
}

// Several anchors and word lists are matched against the same sentence or answer in a row.
const recentMatchables = new RecentTexts<MatchableText>(8);

/** `normalizeText` plus an aligned lower-case copy, cached for the last few texts. */
export function matchableText(text: string): MatchableText {
  const known = recentMatchables.get(text);
  if (known !== undefined) return known;
  const normalized = normalizeText(text);
  return recentMatchables.keep(text, { normalized, lower: lowerCaseAligned(normalized.text) });
}

/**
 * White space collapsed to single spaces and trimmed, as a claim's value is written; a text that
 * needs neither (nearly every name and sentence of ASCII) is returned as it is, with no pattern run
 * and no copy made.
 */
export function collapseWhiteSpace(text: string): string {
  return isCollapsed(text) ? text : text.replace(/\s+/g, ' ').trim();
}

/** ASCII with single inner spaces only: collapsing would change nothing. Any other character is left to the pattern. */
function isCollapsed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80 || (code >= 0x09 && code <= 0x0d)) return false;
    if (code === 0x20 && (i === 0 || i === text.length - 1 || text.charCodeAt(i - 1) === 0x20)) return false;
  }
  return true;
}
