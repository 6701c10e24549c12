import { appendAll, spansOverlap, type CandidateVia, type DroppedFigure, type FactCandidate, type Span } from '@factlint/kernel';
import {
  numberWordBefore,
  perObject,
  ratioNextTo,
  readRatios,
  type LocaleData,
  type RatioMatch,
  type SentenceInfo,
  unicodePatternOnFirstUse,
  writingOf,
} from '@factlint/text';
import { anchorSpans } from './anchors.js';
import { isQualified, namesAMargin } from './anchor-roles.js';
import { clauseOf, NO_FACT_CONTEXT, RoleReader, type FactContext } from './figure-roles.js';
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
  /**
   * Candidates that state no level of the fact, by the filter that sets each aside: a change's size, a
   * past value, an amount of another period, a total, or a figure of a qualified mention that is not
   * the declared value. The judge drops them after F1 and the negation filter, so a figure the user
   * typed is reported as the user's.
   */
  setAside: ReadonlyMap<FactCandidate, DroppedFigure['filter']>;
  /**
   * Candidates that are not plainly the fact's statement: in an anchored sentence, but not in a
   * clause after a mention of the anchor ("Up to £4,000 of your ISA allowance …").
   */
  unclear: ReadonlySet<FactCandidate>;
  /** Whether a sentence beside an anchored one, naming no fact, states the declared value (computed when asked). */
  declaredBeside: () => boolean;
}

/**
 * Which figures of a turn can state the fact (SPEC §5): those in a sentence that carries an anchor,
 * on a line under an anchored heading, or in the reach of an anchored bold label — and nowhere else,
 * not even in the sentence after an anchored one. Of those, a figure needs the fact's unit.
 *
 * `foreignAnchors` are the anchors of the scenario's other facts: a line that carries one of them
 * (or stands under a bold label that does) and none of this fact's anchors does not borrow this
 * fact's heading, so a list of several facts under one heading is not one candidate list.
 *
 * A mention that names a multiple of the quantity or the base of a margin is no anchor; one that a
 * word the fact lacks qualifies names another quantity, whose figures count only when they are the
 * declared value. A figure that is a change's size, an amount of another period, a total or a past
 * value is set aside (figure-roles.ts).
 */
export function findCandidates(
  turn: ReadTurn,
  anchors: readonly string[],
  foreignAnchors: readonly string[],
  unit: FactUnit,
  locale: LocaleData,
  fact: FactContext = NO_FACT_CONTEXT,
): TurnCandidates {
  const all = spansIn(turn, anchors, locale);
  const mentions = all.filter((a) => !namesAMultiple(turn, a, unit, locale) && !namesAMargin(turn, a, locale));
  if (mentions.length === 0)
    return { candidates: [], negated: [], dropped: [], setAside: new Map(), unclear: new Set(), declaredBeside: () => false };
  const words = fact.words;
  const own = words ? mentions.filter((a) => !isQualified(turn, a, words, locale)) : mentions;
  const foreign = spansIn(turn, foreignAnchors, locale);
  const reach = anchoredReach(turn, own, foreign);
  const reachQualified = own.length < mentions.length ? anchoredReach(turn, mentions, foreign) : null;
  const groups = groupScope(turn, mentions, locale);
  const roles = new RoleReader(turn, fact, locale);

  const candidates: FactCandidate[] = [];
  const negated: FactCandidate[] = [];
  const dropped: DroppedFigure[] = [];
  const setAside = new Map<FactCandidate, DroppedFigure['filter']>();
  const unclear = new Set<FactCandidate>();
  const drop = (figure: { value: number; text: string; span: Span }, filter: DroppedFigure['filter']) =>
    dropped.push({ value: figure.value, text: figure.text, span: figure.span, turn: turn.index, filter });
  const add = (figure: StatedFigure, via: CandidateVia, role: DroppedFigure['filter'] | null): void => {
    const candidate = toCandidate(turn, figure, via);
    (figure.negated ? negated : candidates).push(candidate);
    if (role !== null) setAside.set(candidate, role);
    else if (via === 'anchor sentence' && !afterOwnMention(turn, figure, own, locale)) unclear.add(candidate);
  };
  for (const stated of turn.figures) {
    // A figure inside the anchor itself (`6 G`, `over 25 years`) names the quantity, it does not state it.
    if (mentions.some((a) => spansOverlap(a, stated.span)) || groups.namesTheOtherGroup(stated.span)) continue;
    // A multiple or fraction (`6 ganger`, a fraction word that a number reader takes for minutes) is a factor, not an amount.
    if (ratiosOf(turn, locale).some((r) => spansOverlap(r.span, stated.span))) continue;
    let via = reach(stated);
    let byQualified = false;
    if (via === null && reachQualified) {
      via = reachQualified(stated);
      byQualified = via !== null;
    }
    if (via === null) continue;
    const fit = unitFits(stated.unit, unit);
    if (fit === 'other') drop(stated, 'unit');
    if (fit !== 'fits') continue;
    // A figure in a clause about the contrasted group (over / under 25) is that group's, not this fact's.
    if (via === 'anchor sentence' && groups.belongsToTheOtherGroup(stated)) {
      drop(stated, 'other_group');
      continue;
    }
    const levels = roles.levelsOf(stated);
    if (levels.start) add(levels.start.figure, via, levels.start.role);
    for (const figure of levels.reached) {
      const role = roles.roleOf(figure) ?? (byQualified && !roles.isDeclared(figure) ? 'qualified' : null);
      add(figure, via, role);
    }
  }
  for (const phone of turn.phones) {
    if (reach(placeOf(turn, phone.span)) === null) continue;
    dropped.push({ value: digitsOf(phone.text), text: phone.text, span: phone.span, turn: turn.index, filter: 'phone' });
  }
  const declaredBeside = () => fact.declared !== null && statesBeside(turn, [...all, ...foreign], own, unit, roles);
  return { candidates, negated, dropped, setAside, unclear, declaredBeside };
}

/** Whether a mention of the anchor stands before the figure in the figure's clause: then the figure plainly states it. */
function afterOwnMention(turn: ReadTurn, figure: StatedFigure, own: readonly Span[], locale: LocaleData): boolean {
  const [start] = clauseOf(turn, figure, locale);
  return own.some((a) => a[0] >= start && a[1] <= figure.span[0]);
}

/**
 * Whether a sentence right before or after an anchored one, on its line and naming no fact's anchor,
 * states the declared value as a level ("It's £20,000 for 2026/27. Up to £4,000 of your ISA allowance
 * …"): the answer then gives the fact's value beside its anchor.
 */
function statesBeside(turn: ReadTurn, named: readonly Span[], own: readonly Span[], unit: FactUnit, roles: RoleReader): boolean {
  const { sentences } = turn.document;
  const holds = (s: SentenceInfo, spans: readonly Span[]) => spans.some((a) => spansOverlap(a, s.span));
  for (const sentence of sentences) {
    if (!holds(sentence, own)) continue;
    for (const k of [sentence.index - 1, sentence.index + 1]) {
      const beside = sentences[k];
      if (!beside || beside.line !== sentence.line || holds(beside, named)) continue;
      const states = turn.figures.some(
        (f) =>
          f.sentence === k &&
          f.range === null &&
          !f.negated &&
          unitFits(f.unit, unit) === 'fits' &&
          roles.isDeclared(f) &&
          roles.roleOf(f) === null,
      );
      if (states) return true;
    }
  }
  return false;
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
 * figure although the answer never stated G. One (`1 G`) is the quantity itself. So is a share in
 * per cent before an anchor whose fact is no percentage ("60 per cent of the benefit, that is
 * 4,500" for the full rate): a part of the quantity, unless it is all of it.
 */
// Spaces within the line only: a number at the end of the line above is no multiplier.
const GAP_SPACED = unicodePatternOnFirstUse(String.raw`^[ \t\u00A0\u202F]*(?:\p{L}+[ \t\u00A0\u202F]+)?$`);
const GAP_UNSPACED = /^[ \t\u00A0\u202F\u3000]*$/u;

function namesAMultiple(turn: ReadTurn, anchor: Span, unit: FactUnit, locale: LocaleData): boolean {
  const gap = writingOf(locale).spaced ? GAP_SPACED() : GAP_UNSPACED;
  // A multiple or fraction in words ("five times G", "two thirds of"), from locale data, before the anchor or after it.
  const ratio = ratioNextTo(turn.plain, anchor, ratiosOf(turn, locale), locale);
  if (ratio && ratio.value !== 1) return true;
  const word = numberWordBefore(turn.plain, anchor[0], locale);
  if (word && word.value !== 1) return true;
  const share = unit.family !== 'percent';
  return turn.scan.numbers.some(
    (n) =>
      (n.unit === null ? n.value !== 1 : share && n.unit.family === 'percent' && n.value !== 100) &&
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
