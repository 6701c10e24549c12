import { appendAll, spansOverlap, type CandidateVia, type DroppedFigure, type FactCandidate, type Span } from '@factlint/kernel';
import {
  numberWordBefore,
  perObject,
  ratioNextTo,
  readRatios,
  type LocaleData,
  type RatioMatch,
  unicodePatternOnFirstUse,
  writingOf,
} from '@factlint/text';
import { anchorSpans } from './anchors.js';
import { groupScope } from './group-scope.js';
import { unitFits, type FactUnit } from './fact-unit.js';
import type { ReadTurn, StatedFigure } from './turn-figures.js';

/** The figures of one assistant turn that may state a fact, and those a filter set aside. */
export interface TurnCandidates {
  candidates: FactCandidate[];
  /**
   * Figures that fit but stand right after a negation (`is not $12,000`): the answer denies them. They
   * still go through F1 (a denied figure the user typed is reported as the user's), then are set
   * aside; the report has no filter name for them yet.
   */
  negated: FactCandidate[];
  dropped: DroppedFigure[];
}

/**
 * Which figures of a turn can state the fact (SPEC §5): those in a sentence that carries an anchor,
 * on a line under an anchored heading, or in the reach of an anchored bold label — and nowhere else,
 * not even in the sentence after an anchored one. Of those, a figure needs the fact's unit.
 *
 * `foreignAnchors` are the anchors of the scenario's other facts: a line that carries one of them
 * (or stands under a bold label that does) and none of this fact's anchors does not borrow this
 * fact's heading, so a list of several facts under one heading is not one candidate list.
 */
export function findCandidates(
  turn: ReadTurn,
  anchors: readonly string[],
  foreignAnchors: readonly string[],
  unit: FactUnit,
  locale: LocaleData,
): TurnCandidates {
  const own = spansIn(turn, anchors, locale).filter((a) => !namesAMultiple(turn, a, locale));
  if (own.length === 0) return { candidates: [], negated: [], dropped: [] };
  const reach = anchoredReach(turn, own, spansIn(turn, foreignAnchors, locale));
  const groups = groupScope(turn, own, locale);

  const candidates: FactCandidate[] = [];
  const negated: FactCandidate[] = [];
  const dropped: DroppedFigure[] = [];
  for (const figure of turn.figures) {
    // A figure inside the anchor itself (`6 G`, `over 25 years`) names the quantity, it does not state it.
    if (own.some((a) => spansOverlap(a, figure.span)) || groups.namesTheOtherGroup(figure.span)) continue;
    // A multiple or fraction (`6 ganger`, a fraction word that a number reader takes for minutes) is a factor, not an amount.
    if (ratiosOf(turn, locale).some((r) => spansOverlap(r.span, figure.span))) continue;
    const via = reach(figure);
    if (via === null) continue;
    const fit = unitFits(figure.unit, unit);
    // A figure in a clause about the contrasted group (over / under 25) is that group's, not this fact's.
    if (fit === 'fits' && via === 'anchor sentence' && groups.belongsToTheOtherGroup(figure)) {
      dropped.push({ value: figure.value, text: figure.text, span: figure.span, turn: turn.index, filter: 'other_group' });
    } else if (fit === 'fits') (figure.negated ? negated : candidates).push(toCandidate(turn, figure, via));
    else if (fit === 'other') dropped.push({ value: figure.value, text: figure.text, span: figure.span, turn: turn.index, filter: 'unit' });
  }
  for (const phone of turn.phones) {
    if (reach(placeOf(turn, phone.span)) === null) continue;
    dropped.push({ value: digitsOf(phone.text), text: phone.text, span: phone.span, turn: turn.index, filter: 'phone' });
  }
  return { candidates, negated, dropped };
}

function spansIn(turn: ReadTurn, anchors: readonly string[], locale: LocaleData): Span[] {
  const out: Span[] = [];
  for (const anchor of anchors) {
    let spans = turn.anchorCache.get(anchor);
    if (!spans) turn.anchorCache.set(anchor, (spans = anchorSpans(turn.plain, [anchor], locale)));
    appendAll(out, spans);
  }
  return out;
}

/*
 * "2.041 G", "6 times G": a bare number right before the anchor, or one word before it, or a multiple
 * or fraction of the locale's words next to it ("five times G", "two thirds of the rate"),
 * makes that mention a multiple of the quantity, not the quantity. Without this, a sentence that
 * states only the 6G ceiling ("6 times the basic amount, which is 819,294") would give G a wrong
 * figure although the answer never stated G. One (`1 G`) is the quantity itself.
 */
// Spaces within the line only: a number at the end of the line above is no multiplier.
const GAP_SPACED = unicodePatternOnFirstUse(String.raw`^[ \t\u00A0\u202F]*(?:\p{L}+[ \t\u00A0\u202F]+)?$`);
const GAP_UNSPACED = /^[ \t\u00A0\u202F\u3000]*$/u;

function namesAMultiple(turn: ReadTurn, anchor: Span, locale: LocaleData): boolean {
  const gap = writingOf(locale).spaced ? GAP_SPACED() : GAP_UNSPACED;
  // A multiple or fraction in words ("five times G", "two thirds of"), from locale data, before the anchor or after it.
  const ratio = ratioNextTo(turn.plain, anchor, ratiosOf(turn, locale), locale);
  if (ratio && ratio.value !== 1) return true;
  const word = numberWordBefore(turn.plain, anchor[0], locale);
  if (word && word.value !== 1) return true;
  return turn.scan.numbers.some(
    (n) =>
      n.unit === null &&
      n.value !== 1 &&
      !turn.scan.dates.some((d) => spansOverlap(d.span, n.span)) &&
      n.span[1] <= anchor[0] &&
      anchor[0] - n.span[1] <= 40 &&
      gap.test(turn.plain.slice(n.span[1], anchor[0])),
  );
}

/** The turn's multiples and fractions, read when a fact first asks (most turns never need them). */
const ratiosOf = perObject((turn: ReadTurn, locale: LocaleData): RatioMatch[] => readRatios(turn.plain, locale));

type Reach = (where: { sentence: number; line: number }) => CandidateVia | null;

function anchoredReach(turn: ReadTurn, own: Span[], foreign: Span[]): Reach {
  const { sentences, scopes, lines } = turn.document;
  const anchoredSentences = new Set(sentences.filter((s) => own.some((a) => spansOverlap(a, s.span))).map((s) => s.index));
  const labelLines = new Set<number>();
  const headingLines = new Set<number>();
  // Lines that speak of another fact and not of this one keep out of this fact's heading.
  const foreignLines = new Set<number>();
  for (const line of lines) {
    if (foreign.some((a) => spansOverlap(a, line.span)) && !own.some((a) => spansOverlap(a, line.span))) foreignLines.add(line.index);
  }
  for (const scope of scopes) {
    const holdsOwn = own.some((a) => spansOverlap(a, scope.span));
    if (scope.kind === 'label') {
      if (holdsOwn) for (const l of scope.lines) labelLines.add(l);
      else if (foreign.some((a) => spansOverlap(a, scope.span))) for (const l of scope.lines) foreignLines.add(l);
    } else if (holdsOwn) for (const l of scope.lines) headingLines.add(l);
  }
  return ({ sentence, line }) => {
    if (anchoredSentences.has(sentence)) return 'anchor sentence';
    if (labelLines.has(line)) return 'label';
    if (headingLines.has(line) && !foreignLines.has(line)) return 'anchored heading';
    return null;
  };
}

function toCandidate(turn: ReadTurn, figure: StatedFigure, via: CandidateVia): FactCandidate {
  const sentence = turn.document.sentences[figure.sentence];
  return {
    value: figure.value,
    text: figure.text,
    span: figure.span,
    turn: turn.index,
    sentence: sentence ? sentence.text : lineText(turn, figure.line),
    via,
    hedged: figure.hedged,
    precision: figure.precision,
    bound: figure.bound,
    range: figure.range,
  };
}

function placeOf(turn: ReadTurn, span: Span): { sentence: number; line: number } {
  const s = turn.document.sentences.find((x) => x.span[0] <= span[0] && span[0] < x.span[1]);
  if (s) return { sentence: s.index, line: s.line };
  const l = turn.document.lines.find((x) => x.span[0] <= span[0] && span[0] <= x.span[1]);
  return { sentence: -1, line: l ? l.index : -1 };
}

function lineText(turn: ReadTurn, line: number): string {
  const info = turn.document.lines[line];
  return info ? turn.text.slice(info.span[0], info.span[1]) : '';
}

/** A phone number's digits as one number, so a report can say which number was set aside. */
function digitsOf(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}
