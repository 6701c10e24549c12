import { spansOverlap, type Span } from '@factlint/kernel';
import {
  blankInlineMarks,
  buildDocument,
  bySpanStart,
  findNegations,
  isWhiteSpaceAt,
  partitionPoint,
  polarityStartsOf,
  readBound,
  scanText,
  type LocaleData,
  type NegationWord,
  type NumberMatch,
  type PhoneMatch,
  type TextDocument,
  type TextScan,
  type UnitMatch,
  writingOf,
  perLocale,
} from '@factlint/text';

/** A figure an answer states: one number, or a range of two, with its unit and hedge. */
export interface StatedFigure {
  /** The point value; for a range, its low end. */
  value: number;
  /** `[low, high]` for a range, null for a point figure. */
  range: [number, number] | null;
  text: string;
  span: Span;
  unit: UnitMatch | null;
  /** After a hedge word or a bound word, or a range (a range is an approximation). */
  hedged: boolean;
  /** The place value of the last written digit times the scale word (`15,5 tusen` → 100); 1 for a range. */
  precision: number;
  /** A bound word says the value lies just above or just below the figure (`litt over`, `just under`). */
  bound: 'above' | 'below' | null;
  /** Index into the turn's `document.sentences`, or -1 when no sentence holds it. */
  sentence: number;
  /** Index into the turn's `document.lines`. */
  line: number;
  /** Denied by a negation word of the locale (`is not $12,000`), before it or after it, as `locale.negation` says. */
  negated: boolean;
}

/** One conversation turn, read once and shared by every fact. */
export interface ReadTurn {
  index: number;
  role: 'user' | 'assistant';
  text: string;
  /** The text with inline Markdown marks blanked (same offsets): what figures, hedges, anchors and negations are read in. */
  plain: string;
  document: TextDocument;
  scan: TextScan;
  figures: StatedFigure[];
  phones: PhoneMatch[];
  /** Every value the turn states as a number (range ends included; dates and phones not), for F1. */
  statedValues: number[];
  /** Where each anchor stands in the turn, filled as facts ask; several facts share anchors. */
  anchorCache: Map<string, Span[]>;
}

export interface ConversationTurnInput {
  index: number;
  role: 'user' | 'assistant';
  text: string;
  /** The turn already read by the caller (the engine reads each turn once for every judge). */
  document?: TextDocument;
  scan?: TextScan;
  /**
   * Where the engine's one pass over `text` found that a direction word or a negation may begin, as
   * offsets of `text` (readText's polarityWordStarts): the turn's negations are read there instead
   * of searched for.
   */
  polarityWordStarts?: Int32Array;
}

/**
 * Reads a turn's figures. A date is never a figure, nor is a number inside one (`1 May 2026`): the
 * scanner already resolves dates, and the overlap check below keeps that true whatever it returns.
 */
export function readTurn(turn: ConversationTurnInput, locale: LocaleData): ReadTurn {
  // A user turn is only asked which values it states (F1), so its sentences and scopes are not needed.
  const document = turn.document ?? (turn.role === 'assistant' ? buildDocument(turn.text, locale) : emptyDocument(turn.text));
  // Emphasis, code and link marks never change what a sentence says: the figures are read without them.
  const plain = blankInlineMarks(turn.text);
  const scan = turn.scan && plain === turn.text ? turn.scan : scanText(plain, locale);
  const insideDate = (span: Span) => scan.dates.some((d) => spansOverlap(d.span, span));
  const place = placeIn(document);
  const negatedAt = negationAround(plain, negationsOf(turn, plain, scan, locale), locale);

  const figures: StatedFigure[] = [];
  const statedValues: number[] = [];
  for (const r of scan.ranges) {
    if (insideDate(r.span)) continue;
    figures.push({
      value: r.low.value,
      range: [r.low.value, r.high.value],
      text: turn.text.slice(r.span[0], r.span[1]),
      span: r.span,
      unit: r.unit ?? r.high.unit ?? r.low.unit,
      hedged: true,
      precision: 1,
      bound: null,
      ...place(r.span[0]),
      negated: negatedAt(r.span),
    });
    statedValues.push(r.low.value, r.high.value);
  }
  for (const n of scan.numbers) {
    if (insideDate(n.span)) continue;
    if (n.inRange) {
      if (!scan.ranges.some((r) => spansOverlap(r.span, n.span))) statedValues.push(n.value);
      continue;
    }
    const bound = readBound(plain, n.span, locale)?.side ?? null;
    figures.push({
      ...pointFigure(n, place(n.span[0])),
      text: turn.text.slice(n.span[0], n.span[1]),
      hedged: n.hedge !== null || bound !== null,
      bound,
      negated: negatedAt(n.span),
    });
    statedValues.push(n.value);
  }
  figures.sort(bySpanStart);
  return {
    index: turn.index,
    role: turn.role,
    text: turn.text,
    plain,
    document,
    scan,
    figures,
    phones: scan.phones,
    statedValues,
    anchorCache: new Map(),
  };
}

function emptyDocument(source: string): TextDocument {
  return { source, lines: [], sentences: [], scopes: [], quotes: [] };
}

function pointFigure(n: NumberMatch, where: { sentence: number; line: number }): Omit<StatedFigure, 'negated' | 'bound'> {
  return {
    value: n.value,
    range: null,
    text: n.text,
    span: n.span,
    unit: n.unit,
    hedged: n.hedge !== null,
    precision: n.precision,
    ...where,
  };
}

/** Finds the sentence and line that hold an offset. */
function placeIn(document: TextDocument): (offset: number) => { sentence: number; line: number } {
  return (offset) => {
    const sentence = document.sentences.find((s) => s.span[0] <= offset && offset < s.span[1]);
    if (sentence) return { sentence: sentence.index, line: sentence.line };
    const line = document.lines.find((l) => l.span[0] <= offset && offset <= l.span[1]);
    return { sentence: -1, line: line ? line.index : -1 };
  };
}

/**
 * The negations of a turn with figures: read at the engine's places where it gave them, searched
 * otherwise. The places of the text as written serve its blanked form too: a mark is no letter or
 * digit, so a word begins at the same offset with or without the marks beside it, and is the same word.
 */
function negationsOf(turn: ConversationTurnInput, plain: string, scan: TextScan, locale: LocaleData): NegationWord[] {
  if (scan.numbers.length === 0) return [];
  const wordStarts = turn.polarityWordStarts;
  if (wordStarts === undefined) return findNegations(plain, locale);
  // No place at all: no negation, and no folded copy of the turn made to find none.
  if (wordStarts.length === 0) return [];
  return findNegations(plain, locale, polarityStartsOf(wordStarts, plain));
}

/** What negationAround reads of a locale, once per locale. */
const denialWordsOf = perLocale((locale: LocaleData) => ({
  /** The negation adverbs ("no longer $12,000"), lower-cased. */
  adverbs: new Set(locale.polarity.negation_adverbs.map((word) => word.toLowerCase())),
  /** The characters that end the clause a negation after a figure is looked for in. */
  clauseEnds: new Set([...locale.sentences.terminators, ',', '\uFF0C', '\u3001', '\n']),
}));

/*
 * Whether the answer denies a figure rather than states it, read from the turn's negations as
 * grounding reads them (findNegations: whole words of a spaced script, any case and width, a
 * typographic apostrophe as an ASCII one; the longest form in an unspaced script; none inside an
 * affirming form such as "not only"). Where the locale's negation stands before what it denies
 * (`locale.negation`: before or both), a negation that begins at most BEFORE_WINDOW characters
 * before the figure, nothing but white space or one of the locale's negation adverbs between ("is
 * not $12,000", "is no longer $12,000"); only adjacency counts, so "never more than $400" (a
 * ceiling) still states 400.
 * Where it stands after (a verb ending: after or both), a negation that begins within the figure's
 * next AFTER_WINDOW characters, blanks not counted, before the next comma or sentence end: the verb
 * of the figure's clause, which may run on past them ("400,000 yen was not paid" in Japanese).
 * The negations' starts and ends both ascend: a form is found only where it runs on past those
 * before it, so each side is one binary search.
 */
function negationAround(text: string, negations: readonly NegationWord[], locale: LocaleData): (span: Span) => boolean {
  const { negationBefore, negationAfter } = writingOf(locale);
  const { adverbs, clauseEnds } = denialWordsOf(locale);
  return ([start, end]) => {
    if (negations.length === 0) return false;
    if (negationBefore) {
      const last = negations[partitionPoint(negations.length, (k) => negations[k]!.span[1] <= start) - 1];
      if (last && start - last.span[0] <= BEFORE_WINDOW && onlyAdverbBetween(text, last.span[1], start, adverbs)) return true;
    }
    if (!negationAfter) return false;
    let windowEnd = end;
    // Blanks (a blanked emphasis mark among them) do not count towards the window.
    for (let seen = 0; windowEnd < text.length && seen < AFTER_WINDOW && !clauseEnds.has(text[windowEnd]!); windowEnd++)
      if (text[windowEnd] !== ' ') seen++;
    const next = negations[partitionPoint(negations.length, (k) => negations[k]!.span[0] < end)];
    return next !== undefined && next.span[0] < windowEnd;
  };
}

/** Whether `text[from, to)` is white space, or white space, one of `adverbs` and white space again. */
function onlyAdverbBetween(text: string, from: number, to: number, adverbs: ReadonlySet<string>): boolean {
  let i = from;
  while (i < to && isWhiteSpaceAt(text, i)) i++;
  if (i === from) return false;
  if (i === to) return true;
  let j = i;
  while (j < to && !isWhiteSpaceAt(text, j)) j++;
  if (j === to || !adverbs.has(text.slice(i, j).toLowerCase())) return false;
  while (j < to && isWhiteSpaceAt(text, j)) j++;
  return j === to;
}

/** How far before a figure a negation that precedes it may begin, in characters. */
const BEFORE_WINDOW = 24;

/** How far after a figure a negation that follows is looked for, in characters. */
const AFTER_WINDOW = 8;
