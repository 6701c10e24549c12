import { spansOverlap, type Span } from '@factlint/kernel';
import { buildDocument, scanText, type LocaleData, type NumberMatch, type PhoneMatch, type TextDocument, type TextScan, type UnitMatch } from '@factlint/text';

/** A figure an answer states: one number, or a range of two, with its unit and hedge. */
export interface StatedFigure {
  /** The point value; for a range, its low end. */
  value: number;
  /** `[low, high]` for a range, null for a point figure. */
  range: [number, number] | null;
  text: string;
  span: Span;
  unit: UnitMatch | null;
  /** After a hedge word, or a range (a range is an approximation). */
  hedged: boolean;
  /** Index into the turn's `document.sentences`, or -1 when no sentence holds it. */
  sentence: number;
  /** Index into the turn's `document.lines`. */
  line: number;
}

/** One conversation turn, read once and shared by every fact. */
export interface ReadTurn {
  index: number;
  role: 'user' | 'assistant';
  text: string;
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
}

/**
 * Reads a turn's figures. A date is never a figure, nor is a number inside one (`1. mai 2026`): the
 * scanner already resolves dates, and the overlap check below keeps that true whatever it returns.
 */
export function readTurn(turn: ConversationTurnInput, locale: LocaleData): ReadTurn {
  const document = buildDocument(turn.text, locale);
  const scan = scanText(turn.text, locale);
  const insideDate = (span: Span) => scan.dates.some((d) => spansOverlap(d.span, span));
  const place = placeIn(document);

  const figures: StatedFigure[] = [];
  const statedValues: number[] = [];
  for (const r of scan.ranges) {
    if (insideDate(r.span)) continue;
    figures.push({
      value: r.low.value,
      range: [r.low.value, r.high.value],
      text: r.text,
      span: r.span,
      unit: r.unit ?? r.high.unit ?? r.low.unit,
      hedged: true,
      ...place(r.span[0]),
    });
    statedValues.push(r.low.value, r.high.value);
  }
  for (const n of scan.numbers) {
    if (insideDate(n.span)) continue;
    if (n.inRange) {
      if (!scan.ranges.some((r) => spansOverlap(r.span, n.span))) statedValues.push(n.value);
      continue;
    }
    figures.push(pointFigure(n, place(n.span[0])));
    statedValues.push(n.value);
  }
  figures.sort((a, b) => a.span[0] - b.span[0]);
  return { index: turn.index, role: turn.role, text: turn.text, document, scan, figures, phones: scan.phones, statedValues, anchorCache: new Map() };
}

function pointFigure(n: NumberMatch, where: { sentence: number; line: number }): StatedFigure {
  return { value: n.value, range: null, text: n.text, span: n.span, unit: n.unit, hedged: n.hedge !== null, ...where };
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
