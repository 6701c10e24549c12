import type { LocaleData, UnitFamily } from './locale-data.js';
import { readNumbers } from './numbers.js';
import { unitLexicon } from './units.js';
import { isAsciiDigitAt, isWordCharAt } from './characters.js';
import { headerCellAt, headerCellUnit, type HeaderUnit, lastParenthesesIn, readOncePerHeaderCell } from './table-headers.js';

/*
 * A unit declared once for the figures below it: a line of a financial statement or a table's
 * caption that says its amounts are in a unit with a scale (a Japanese "unit: 100 million yen", an
 * English "All figures in £m"), or a Markdown table header whose parentheses hold one
 * (table-headers.ts). A bare figure it governs is that many of the unit: 1,290 under a declared
 * hundred million yen is 129 billion yen. The figure is still read bare; the declared reading is
 * what an answer that writes the unit is compared with.
 */

/**
 * A unit with the scale a declaration gives it: `factor` of `unit` make one of what the figure
 * counts, as a header's own unit scales its cell (table-headers.ts: one shape for both).
 */
export type DeclaredUnit = HeaderUnit;

/** Characters that end a declared unit's text: a closing or opening parenthesis (ASCII or full-width). */
const UNIT_TEXT_ENDS = new Set([0x28, 0x29, 0xff08, 0xff09]);
const NEWLINE = 0x0a;
/** Spaces and a colon (ASCII or full-width) between the declaration's words and its unit. */
const LEADING_COLONS = /^[\s:\uff1a]+/;
/** The longest unit text a declaration is read for (`thousands of US dollars` and spaces). */
const LONGEST_UNIT_TEXT = 40;
/** A line holding only spaces: the end of the block a declaration governs. */
const BLANK_LINE = /\n[ \t\r]*(?=\n)/g;

/**
 * `text` read as a unit with its scale (a CJK hundred million yen, `£m`, `million pounds`, `1,000
 * USD`): the figure one of it writes, read by the figure reader, when that figure is the whole text
 * and has a unit; null otherwise (a scale alone, two units, words). A text that starts with digits
 * is read as it stands; else a one is written before it, or after a unit that stands before its figure.
 */
function readDeclaredUnit(text: string, locale: LocaleData): ReadUnit | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const candidates: string[] = [];
  if (isAsciiDigitAt(trimmed, 0)) candidates.push(trimmed);
  else {
    candidates.push(`1${trimmed}`, `1 ${trimmed}`);
    const before = unitLexicon(locale).before.matchAt(trimmed, 0);
    if (before)
      candidates.push(
        `${trimmed.slice(0, before.end)}1${trimmed.slice(before.end)}`,
        `${trimmed.slice(0, before.end)} 1${trimmed.slice(before.end)}`,
      );
  }
  for (const candidate of candidates) {
    const read = readNumbers(candidate, locale);
    if (read.length !== 1) continue;
    const n = read[0]!;
    if (n.unit === null || n.negative || n.hedge !== null || n.span[0] !== 0 || n.span[1] !== candidate.length || !(n.value > 0)) continue;
    return { unitText: trimmed, unitId: n.unit.id, unitFamily: n.unit.family, factor: n.value };
  }
  return null;
}

/** A unit text read: as written, the unit it names and the factor of its scale. */
interface ReadUnit {
  unitText: string;
  unitId: string;
  unitFamily: UnitFamily;
  factor: number;
}

/** The declared unit of a unit text read, with the span of its text, searched in `source` from `from`. */
function declaredIn(source: string, read: ReadUnit, from: number): DeclaredUnit {
  const start = source.indexOf(read.unitText, from);
  return {
    unit: { id: read.unitId, family: read.unitFamily, text: read.unitText, span: [start, start + read.unitText.length], position: 'after' },
    factor: read.factor,
  };
}

interface Declaration {
  /** Where the declared unit's text ends: the figures after it are governed. */
  from: number;
  /** Where its block ends (a blank line after the first line of figures, or the text's end). */
  to: number;
  declared: DeclaredUnit;
}

/**
 * The unit declarations of one text, in order, found by searching for each of the locale's
 * declaration words (`numbers.unit_declarations`): a word searched natively, not a pass of our own
 * over the text. Made once per text by the caller, and only for a text with a bare figure.
 */
export class UnitDeclarations {
  private readonly list: Declaration[] = [];

  constructor(source: string, locale: LocaleData) {
    for (const word of locale.numbers.unit_declarations) {
      for (let at = source.indexOf(word); at >= 0; at = source.indexOf(word, at + word.length)) {
        // A word of a spaced script starts a word (`figures in` is not the tail of `configures in`).
        if (isWordCharAt(word, 0) && isWordCharAt(source, at - 1)) continue;
        const found = declarationAt(source, at + word.length, locale);
        if (found) this.list.push(found);
      }
    }
    this.list.sort((a, b) => a.from - b.from);
  }

  /** The unit declared for a bare figure starting at `at`: the last declaration before it whose block holds it. */
  at(at: number): DeclaredUnit | null {
    const list = this.list;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.from <= at) lo = mid + 1;
      else hi = mid;
    }
    const last = list[lo - 1];
    return last !== undefined && at < last.to ? last.declared : null;
  }
}

/**
 * The declaration whose words end at `from`: the unit text after them (spaces and a colon skipped
 * by the reader) up to a parenthesis or the line's end, read as a unit with a factor other than
 * one (a unit without a scale declares nothing a bare figure does not already match). Its block runs
 * to the first blank line after the first line that follows the declaration's own (blank lines
 * right after a caption are skipped).
 */
function declarationAt(source: string, from: number, locale: LocaleData): Declaration | undefined {
  let end = from;
  while (end < source.length && source.charCodeAt(end) !== NEWLINE && !UNIT_TEXT_ENDS.has(source.charCodeAt(end))) end++;
  // Prose after the words (`the figures in the report show …`) is no unit: not read at all.
  if (end - from > LONGEST_UNIT_TEXT) return undefined;
  const text = source.slice(from, end);
  const read = readDeclaredUnit(text.replace(LEADING_COLONS, ''), locale);
  if (!read || read.factor === 1) return undefined;
  return { from: end, to: blockEnd(source, end), declared: declaredIn(source, read, from) };
}

/** Where the block holding `at` ends: the next blank line after the first line with text past `at`'s line. */
function blockEnd(source: string, at: number): number {
  let lineEnd = source.indexOf('\n', at);
  // Blank lines right after the declaration's line (a caption set apart from its table) are skipped.
  while (lineEnd >= 0) {
    const next = source.indexOf('\n', lineEnd + 1);
    if (source.slice(lineEnd + 1, next < 0 ? source.length : next).trim() !== '') break;
    lineEnd = next;
  }
  if (lineEnd < 0) return source.length;
  BLANK_LINE.lastIndex = lineEnd + 1;
  const blank = BLANK_LINE.exec(source);
  return blank ? blank.index : source.length;
}

/**
 * The unit with a scale the header of the Markdown table column holding offset `at` declares in its
 * parentheses (`| 2025 (£m) |`, `| Revenue ($ million) |`, a CJK amount in ten thousand or a hundred
 * million yen): the cell is read bare, and also as that many of the unit. Null where `at` is in no
 * table cell, or the header names a unit headerUnitAt reads as the cell's own (`(%)`, a coin, a
 * rate: table-headers.ts), or none (`(m)` alone over populations is a million as often as a metre).
 */
export function columnUnitAt(source: string, at: number, locale: LocaleData, lineStart?: number): DeclaredUnit | null {
  const cell = headerCellAt(source, at, lineStart);
  return cell && declaredByHeader(source, cell, locale);
}

/** What a header cell declares (headerUnitOf), read once for the cells of its column. */
const declaredByHeader = readOncePerHeaderCell((source, cell, locale) => headerUnitOf(source, cell, locale));

/** The unit with a scale the header cell `[from, to)` declares in its parentheses (see columnUnitAt). */
function headerUnitOf(source: string, [from, to]: readonly [number, number], locale: LocaleData): DeclaredUnit | null {
  // A unit alone, per another or with a factor in its form is the cell's own unit (headerUnitAt), declared by nothing.
  if (headerCellUnit(source, [from, to], locale)) return null;
  const inside = lastParenthesesIn(source, from, to);
  const read = inside && readDeclaredUnit(source.slice(inside[0], inside[1]), locale);
  return read && read.factor !== 1 ? declaredIn(source, read, inside[0]) : null;
}
