import type { LocaleData } from './locale-data.js';
import type { UnitMatch } from './matches.js';
import { prepareReadingText } from './reading-text.js';
import { skipSpaces, skipSpacesBack } from './characters.js';
import { unitLexicon } from './units.js';
import { numeralGrammar } from './numerals.js';

/*
 * A Markdown table writes a column's unit once, in its header (`| Share (%) |`, a CJK header with a
 * full-width pair of parentheses): a bare figure in a cell of that column is written in that unit.
 * Only a unit alone in the parentheses counts, or one given per another (`(€/MWh)`, a coin per kWh: a
 * figure in the text reads its unit so too, before the slash), and one that opens with no scale word
 * or letter: a scale there (`(mrd. kr)`, a ten-thousand-yen form, `(m)` over populations) is read by
 * the judge apart, as a scale the cell leaves out, and by columnUnitAt (unit-declarations.ts) as a
 * declared unit the context index converts. Any other factor built into the unit's form (a coin, a
 * hundredth of its currency; per mille) scales the cell as it scales a figure written with it.
 */

/**
 * How many table rows one walk goes up for a cell's header (a longer table asked about out of order
 * loses its header: the cautious side; asked row by row, each walk stops where the last began).
 */
const TABLE_REACH = 200;
const PIPE = 0x7c;
const NEWLINE = 0x0a;
const OPENERS = new Set([0x28, 0xff08]);
const CLOSERS = new Set([0x29, 0xff09]);

/** The unit a column's header names, and the factor built into its form (0.01 for a coin). */
export interface HeaderUnit {
  unit: UnitMatch;
  factor: number;
}

/**
 * The unit the header of the Markdown table column holding offset `at` of `source` names alone in
 * parentheses, with its span in `source`; null where `at` is in no table cell, in the header row
 * itself, or the header names no unit so.
 */
export function headerUnitAt(source: string, at: number, locale: LocaleData, lineStart?: number): HeaderUnit | null {
  const cell = headerCellAt(source, at, lineStart);
  return cell && headerCellUnit(source, cell, locale);
}

/** A reading of a header cell: what the cell `[start, end)` of `source` names. */
type HeaderCellReading<T> = (source: string, cell: readonly [number, number], locale: LocaleData) => T;

/**
 * `read`, kept for the header cell it read last: the cells of one column ask in a row, so their
 * header is read once for them all. One per reading (the cell's own unit here, a declared one in
 * unit-declarations.ts).
 */
export function readOncePerHeaderCell<T>(read: HeaderCellReading<T>): HeaderCellReading<T> {
  let lastSource: string | undefined;
  let lastStart = -1;
  let lastLocale: LocaleData | undefined;
  let value: T;
  return (source, cell, locale) => {
    if (source !== lastSource || cell[0] !== lastStart || locale !== lastLocale) {
      lastSource = source;
      lastStart = cell[0];
      lastLocale = locale;
      value = read(source, cell, locale);
    }
    return value;
  };
}

/**
 * The unit the header cell `cell` names alone in its parentheses (unitInParentheses), read once for
 * the cells of its column: each of their readers (the cell's own unit, a declared one:
 * unit-declarations.ts) asks it.
 */
export const headerCellUnit: HeaderCellReading<HeaderUnit | null> = readOncePerHeaderCell((source, cell, locale) =>
  unitInParentheses(source, cell[0], cell[1], locale),
);

/**
 * The span of the header cell of the Markdown table column holding offset `at` of `source`; null
 * where `at` is in no table cell, or in the header row itself. `lineStart`, where a caller knows
 * it (a read text's lines): searched back from `at`, a text of one long line was walked from its
 * start for every figure that asked.
 */
export function headerCellAt(source: string, at: number, lineStart = source.lastIndexOf('\n', at - 1) + 1): [number, number] | null {
  if (!opensTableRow(source, lineStart)) return null;
  let column = 0;
  for (let i = lineStart; i < at; i++) if (source.charCodeAt(i) === PIPE) column++;
  const header = headerLineStart(source, lineStart);
  if (header === lineStart || !isSeparatorRow(source, nextLineStart(source, header))) return null;
  return cellSpan(source, header, column);
}

/**
 * The table last walked: its header and the rows from it to the last row asked about. The cells of
 * one table are asked about row by row, and each walk stops where the last one began, so a long
 * table is walked up once in all, not once per cell.
 */
let walkedSource: string | undefined;
let walkedHeader = -1;
let walkedTo = -1;

/** The first line of the run of table rows the line at `lineStart` belongs to. */
function headerLineStart(source: string, lineStart: number): number {
  const known = source === walkedSource;
  let header = lineStart;
  for (let rows = 0; header > 0 && rows < TABLE_REACH; rows++) {
    if (known && header >= walkedHeader && header <= walkedTo) {
      header = walkedHeader;
      break;
    }
    const previous = tableRowAbove(source, header);
    if (previous < 0) break;
    header = previous;
  }
  walkedSource = source;
  walkedHeader = header;
  walkedTo = lineStart;
  return header;
}

/** Whether the line starting at `lineStart` is a row of a Markdown table (it opens with a pipe, after its indent). */
export function opensTableRow(text: string, lineStart: number): boolean {
  return text.charCodeAt(skipSpaces(text, lineStart)) === PIPE;
}

/** The start of the line before the one at `lineStart` when that line is a table row too; -1 when it is not. */
export function tableRowAbove(text: string, lineStart: number): number {
  const previous = text.lastIndexOf('\n', lineStart - 2) + 1;
  return opensTableRow(text, previous) ? previous : -1;
}

function nextLineStart(source: string, lineStart: number): number {
  const end = source.indexOf('\n', lineStart);
  return end < 0 ? source.length : end + 1;
}

/** Whether the line at `lineStart` is a table's separator row (`|---|:--:|`): pipes, dashes, colons and spaces, a dash among them. */
function isSeparatorRow(source: string, lineStart: number): boolean {
  let dash = false;
  for (let i = lineStart; i < source.length && source.charCodeAt(i) !== NEWLINE; i++) {
    const code = source.charCodeAt(i);
    if (code === 0x2d) dash = true;
    else if (code !== PIPE && code !== 0x3a && code !== 0x20 && code !== 0x09 && code !== 0x0d) return false;
  }
  return dash;
}

/** The span of cell `column` of the row at `lineStart` (the text after its `column`-th pipe), or null. */
function cellSpan(source: string, lineStart: number, column: number): [number, number] | null {
  let pipes = 0;
  let i = lineStart;
  for (; i < source.length && source.charCodeAt(i) !== NEWLINE && pipes < column; i++) if (source.charCodeAt(i) === PIPE) pipes++;
  if (pipes < column) return null;
  let end = i;
  while (end < source.length && source.charCodeAt(end) !== PIPE && source.charCodeAt(end) !== NEWLINE) end++;
  return [i, end];
}

/**
 * Where a header cell's label `source[from, to)` starts and ends: past the spaces and Markdown
 * emphasis (`*`, `_`) around it, and before a note it opens in parentheses (`Per year ($)`).
 */
export function headerLabelIn(source: string, from: number, to: number): [number, number] {
  let start = skipSpaces(source, from);
  while (start < to && EMPHASIS.has(source.charCodeAt(start))) start++;
  let end = start;
  while (end < to && !OPENERS.has(source.charCodeAt(end))) end++;
  end = skipSpacesBack(source, end);
  while (end > start && EMPHASIS.has(source.charCodeAt(end - 1))) end--;
  return [start, end];
}

/** Markdown emphasis marks around a header's label. */
const EMPHASIS = new Set([0x2a, 0x5f]);

/** Where the text inside the last pair of parentheses of `source[from, to)` starts and ends; null when there is none. */
export function lastParenthesesIn(source: string, from: number, to: number): [number, number] | null {
  let close = to - 1;
  while (close > from && !CLOSERS.has(source.charCodeAt(close))) close--;
  let open = close - 1;
  while (open >= from && !OPENERS.has(source.charCodeAt(open))) open--;
  return close <= from || open < from ? null : [open + 1, close];
}

/** The unit alone (or given per another) inside the last pair of parentheses of `source[from, to)`. */
function unitInParentheses(source: string, from: number, to: number, locale: LocaleData): HeaderUnit | null {
  const parentheses = lastParenthesesIn(source, from, to);
  if (!parentheses) return null;
  const inside = source.slice(parentheses[0], parentheses[1]).trim();
  if (inside === '') return null;
  const lexicon = unitLexicon(locale);
  const reading = prepareReadingText(inside);
  const hit = lexicon.after.matchAt(reading.text, 0) ?? lexicon.before.matchAt(reading.text, 0);
  if (!hit || (hit.end !== reading.text.length && !perAnother(reading.text, hit.end))) return null;
  // `(m)` over a column of populations is a million as often as a metre: a scale letter names no unit alone.
  const grammar = numeralGrammar(locale);
  if (grammar.currencyScales.matchAt(reading.text, 0)?.end === reading.text.length || grammar.scales.matchAt(reading.text, 0)) return null;
  const written = inside.slice(0, reading.span(hit.start, hit.end)[1]);
  const start = source.indexOf(inside, parentheses[0]);
  return {
    unit: { id: hit.value.id, family: hit.value.family, text: written, span: [start, start + written.length], position: 'after' },
    factor: hit.value.factor ?? 1,
  };
}

/** Whether the header's unit ending at `end` is given per another (`€/MWh`): a slash, and something after it. */
function perAnother(text: string, end: number): boolean {
  return text.charCodeAt(end) === SLASH && end + 1 < text.length;
}

const SLASH = 0x2f;
