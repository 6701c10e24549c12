import type { QuoteInfo } from './document-model.js';
import type { LocaleData } from './locale-data.js';
import { normalizeText, type NormalizedText } from './normalize.js';
import type { Starts } from './starts.js';
import { perLocale } from './locale-cache.js';
import { CodeUnitSet } from './characters.js';
import { bySpanStart } from './sorted-search.js';

/*
 * Quotations by the locale's mark pairs (`«…»`, `“…”`, `"…"`, CJK corner brackets). Read on the original text,
 * because normalisation folds every double mark to `"` and would lose which side a mark is.
 *
 * - A mark that opens and closes alike (`"`) pairs left to right.
 * - Pairs nest (`«He said “no”»` gives both quotes).
 * - A quote never crosses a line break; a mark left open at the end of a line is dropped.
 * - An apostrophe (`'`, `’`) is never a quote mark, whatever the data says: `don’t`, `Norway’s`.
 */

interface CompiledQuoteMarks {
  /** Opening mark to the closing marks it pairs with. */
  closersOf: Map<string, Set<string>>;
  /** Every mark that can close a quote. */
  closers: Set<string>;
  marks: Set<string>;
}

const APOSTROPHES = new Set(["'", '\u2019']);
const LINE_BREAK = 10;
const compile = perLocale((locale: LocaleData): CompiledQuoteMarks => {
  const closersOf = new Map<string, Set<string>>();
  const closers = new Set<string>();
  for (const [open, close] of locale.quotes) {
    if (APOSTROPHES.has(open) || APOSTROPHES.has(close) || open.length !== 1 || close.length !== 1) continue;
    let set = closersOf.get(open);
    if (!set) closersOf.set(open, (set = new Set()));
    set.add(close);
    closers.add(close);
  }
  return { closersOf, closers, marks: new Set([...closersOf.keys(), ...closers]) };
});

/**
 * Where the one pass (reader-starts.ts), reading the normalised text, is to stop for the quotation
 * reader: each mark as written and as folded (`“` is `"` there, but stays `“` beside a combining
 * mark, which the fold keeps with it), and the line break.
 */
export function quoteStopCodes(locale: LocaleData): readonly number[] {
  const codes = [LINE_BREAK];
  for (const mark of compile(locale).marks) codes.push(mark.charCodeAt(0), normalizeText(mark).text.charCodeAt(0));
  return codes;
}

/** The marks that close a quotation, as written and as folded (`”` is `"` there). */
export const quoteCloserCodes = perLocale((locale: LocaleData): CodeUnitSet => {
  const codes: number[] = [];
  for (const mark of compile(locale).closers) codes.push(mark.charCodeAt(0), normalizeText(mark).text.charCodeAt(0));
  return new CodeUnitSet(codes);
});

interface OpenMark {
  mark: string;
  at: number;
}

/**
 * Finds the quotations in `text` (spans into `text`), ordered by start, from `stops`: the offsets of
 * `normalized` (the text folded) where the one pass found a quotation mark or a line break may stand.
 * Each is read as written in `text`.
 */
export function findQuotes(text: string, normalized: NormalizedText, stops: Starts, locale: LocaleData): QuoteInfo[] {
  const marks = compile(locale);
  if (marks.marks.size === 0) return [];
  const quotes: QuoteInfo[] = [];
  const open: OpenMark[] = [];
  // For each closing mark, the depths in `open` of the marks it closes, ascending: the innermost is
  // found at once, not by walking a stack that unmatched openers (`「「「…`) can make as long as the line.
  // Made at the first opening mark: most texts have none, and a short one paid more for the table than for its scan.
  let closable: Map<string, number[]> | undefined;
  const truncate = (depth: number) => {
    open.length = depth;
    for (const depths of closable!.values()) while (depths.length > 0 && depths[depths.length - 1]! >= depth) depths.pop();
  };
  const end = normalized.text.length;
  let read = -1;
  for (let n = stops.from(0); n < end; n = stops.from(n + 1)) {
    const i = normalized.toOriginal(n);
    // A character whose fold is two stops (`⁇` is `??`) maps both to its one place: read it once.
    if (i <= read) continue;
    read = i;
    if (text.charCodeAt(i) === LINE_BREAK) {
      if (open.length) truncate(0);
      continue;
    }
    const c = text[i]!;
    const depths = closable?.get(c);
    if (depths !== undefined && depths.length > 0) {
      const depth = depths[depths.length - 1]!;
      const opener = open[depth]!;
      truncate(depth);
      quotes.push({ span: [opener.at, i + 1], innerSpan: [opener.at + 1, i], text: text.slice(opener.at + 1, i) });
      continue;
    }
    const closers = marks.closersOf.get(c);
    if (closers) {
      closable ??= new Map([...marks.closers].map((closer) => [closer, []]));
      for (const closer of closers) closable.get(closer)!.push(open.length);
      open.push({ mark: c, at: i });
    }
  }
  return quotes.sort(bySpanStart);
}
