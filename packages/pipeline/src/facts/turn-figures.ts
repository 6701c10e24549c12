import { spansOverlap, type Span } from '@factlint/kernel';
import {
  blankInlineMarks,
  buildDocument,
  bySpanStart,
  CategorySet,
  readBound,
  scanText,
  type LocaleData,
  type NumberMatch,
  type PhoneMatch,
  type TextDocument,
  type TextScan,
  type UnitMatch,
  writingOf,
  literalAlternation,
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
  const negatedAt = negationAround(plain, locale);

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

interface NegationReader {
  /** Spaced scripts: a negation word ending right before the figure (where it follows no letter or digit: see standsAlone). */
  before: RegExp | null;
  /** Unspaced scripts: negation words that may follow the figure in its clause. */
  after: string[];
  clauseEnds: Set<string>;
}

/** The locale's negation words, read once per locale (negationAround). */
const negationReaderOf = perLocale((locale: LocaleData): NegationReader => {
  const words = [...locale.polarity.negations].sort((a, b) => b.length - a.length);
  const { negationBefore, negationAfter } = writingOf(locale);
  // "no longer $12,000": one adverb of the locale may stand between.
  const adverbs = locale.polarity.negation_adverbs.length
    ? `(?:[\\s\\u00A0]+(?:${literalAlternation(locale.polarity.negation_adverbs)}))?`
    : '';
  return {
    before: negationBefore && words.length ? new RegExp(`(?:${literalAlternation(words)})${adverbs}[\\s\\u00A0]+$`, 'giu') : null,
    after: negationAfter ? words : [],
    clauseEnds: new Set([...locale.sentences.terminators, ',', '\uFF0C', '\u3001', '\n']),
  };
});

/*
 * Whether the answer denies a figure rather than states it. Where the locale's negation stands
 * before what it denies (`locale.negation`: before or both), a negation word of the locale right
 * before the figure, nothing but spaces or one of the locale's negation adverbs between ("is not
 * $12,000", "is no longer $12,000"); only adjacency counts, so "never more than $400" (a ceiling)
 * still states 400. Where it stands after (a verb ending: after or both), a negation word of the
 * locale within a few characters after the figure, before the next comma or sentence end.
 */
function negationAround(text: string, locale: LocaleData): (span: Span) => boolean {
  const r = negationReaderOf(locale);
  return ([start, end]) => {
    if (r.before && standsAlone(r.before, text.slice(Math.max(0, start - 24), start))) return true;
    if (r.after.length === 0) return false;
    let clause = '';
    // Blanks (a blanked emphasis mark among them) do not count towards the window.
    for (let i = end; i < text.length && clause.length < AFTER_WINDOW && !r.clauseEnds.has(text[i]!); i++)
      if (text[i] !== ' ') clause += text[i];
    return r.after.some((w) => clause.includes(w));
  };
}

const LETTER_OR_DIGIT = new CategorySet(['L', 'N']);

/**
 * Whether some match of `pattern` (g flag) in `window` starts it or follows no letter or digit: the
 * `(?:^|[^\p{L}\p{N}])` the pattern would otherwise open with, asked of the table: with the class in
 * it, the case-insensitive pattern took V8 about twice as long to compile (a Unicode class is case-
 * folded), at the first figure of every process.
 */
function standsAlone(pattern: RegExp, window: string): boolean {
  for (let from = 0; from < window.length; ) {
    pattern.lastIndex = from;
    const m = pattern.exec(window);
    if (!m) return false;
    if (!LETTER_OR_DIGIT.endsAt(window, m.index)) return true;
    from = m.index + (window.codePointAt(m.index)! > 0xffff ? 2 : 1);
  }
  return false;
}

/** How far after a figure a negation that follows is looked for, in characters. */
const AFTER_WINDOW = 8;
