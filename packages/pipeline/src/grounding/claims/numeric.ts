import type { Evidence } from '@factlint/kernel';
import type { LocaleData } from '@factlint/text';
import type { AnalysedText, ClaimJudgement, ClaimTypePlugin, EvidenceIndex, ExtractedClaim, GroundingContext } from '../claim-type.js';
import { sentenceAt } from '../analysed-text.js';
import { oppositeDirections, sentencePolarities, type Direction, type SentencePolarity } from '../sentence-direction.js';
import { fragmentKeys, sentenceSubjects, shareSubject } from '../sentence-subject.js';
import { clauseAt } from '../sentence-clauses.js';
import { findDerivation, type Term } from './numeric-derivation.js';
import { formatValue, numericFigures, sameFamily, sameValue, unitsMatch, type Figure } from './numeric-figures.js';
import { unitConversion, type Conversion } from './unit-conversion.js';

export const NUMERIC = 'NUMERIC';

/** A figure of the context, with what the comparator needs to know about its sentence. */
interface ContextFigure {
  figure: Figure;
  text: AnalysedText;
  direction: Direction;
  polarity: SentencePolarity | undefined;
  subject: ReadonlySet<string> | undefined;
  noun: string | undefined;
  /** Set on a copy whose figure was converted into the claim's unit: the figure as written. */
  written?: Figure;
  /** A conversion through a unit of varying length (months to days): a match is only approximate. */
  roughly?: Conversion;
}

/** A claim's side of a comparison. */
interface ClaimSide {
  figure: Figure;
  direction: Direction;
  polarity: SentencePolarity | undefined;
  subject: ReadonlySet<string> | undefined;
  noun: string | undefined;
  /** The values of the other figures in the claim's sentence. */
  named: number[];
  text: AnalysedText;
}

/** Below this magnitude an opposite-signed twin elsewhere in the context may be a coincidence. */
const SIGN_FLIP_WITHOUT_SUBJECT = 100;

/**
 * NUMERIC (SPEC §4): figures with their units, hedges and ranges, judged in this order: the same
 * value (supported), a near one (approximate), arithmetic over context numbers (derived), a different
 * value about the same subject (contradicted), else unsupported. A sign flip or a reversed direction
 * word on the same value is contradicted before any derivation is tried: a coincidental formula never
 * excuses a loss reported as a profit.
 */
export const numericClaimType: ClaimTypePlugin = {
  id: NUMERIC,
  extract(text, locale) {
    return numericFigures(text, locale).map((figure): ExtractedClaim => ({
      type: NUMERIC,
      text: figure.text,
      span: figure.span,
      value: figure.kind === 'point' ? figure.value : `${figure.value}..${figure.high}`,
      unit: figure.unit?.id ?? null,
      hedged: figure.hedged,
      sentence: figure.sentence,
      detail: figure,
    }));
  },
  judge(claim, answer, ctx) {
    const side = claimSide(claim.detail as Figure, answer, ctx.locale);
    const context = contextFigures(ctx.index, ctx.locale);
    const converted = convertedFigures(side.figure, context, ctx);
    return side.figure.kind === 'range' ? judgeRange(side, context, converted) : judgePoint(side, context, converted, ctx);
  },
};

function judgePoint(claim: ClaimSide, context: readonly ContextFigure[], converted: readonly ContextFigure[], ctx: GroundingContext): ClaimJudgement {
  const f = claim.figure;
  const exactlyConverted = converted.filter((c) => !c.roughly);
  const comparable = [...context.filter((c) => unitsMatch(f.unit, c.figure.unit)), ...exactlyConverted];

  // 1. The same magnitude: supported, unless its sign or direction word is the opposite.
  const twins = comparable.filter((c) => c.figure.kind === 'point' && sameValue(Math.abs(c.figure.value), Math.abs(f.value)));
  const relations = twins.map((c) => ({ c, relation: relationOf(claim, c) }));
  const same = relations.find((r) => r.relation === 'same');
  if (same) {
    const other = boundToOtherSubject(claim, same.c, context, ctx);
    if (other) return judged('contradicted', 'numeric.other-subject', [other, same.c], (other.written ?? other.figure).value);
    return judged('supported', same.c.written ? 'numeric.converted-unit' : 'numeric.exact', [same.c]);
  }
  const worded = relations.find((r) => r.relation === 'sign-in-words');
  const flipped = relations.find(
    (r) => r.relation === 'sign-flip' && (about(claim, r.c) || (!worded && Math.abs(f.value) >= SIGN_FLIP_WITHOUT_SUBJECT)),
  );
  if (flipped) return judged('contradicted', 'numeric.sign-flip', [flipped.c], flipped.c.figure.value);
  const reversed = relations.find((r) => r.relation === 'reversed' && about(claim, r.c));
  if (reversed) return judged('contradicted', 'numeric.polarity-reversed', [reversed.c], reversed.c.figure.value);
  if (worded) return judged('approximate', 'numeric.sign-in-words', [worded.c]);
  const rangeEnd = comparable.find((c) => c.figure.kind === 'range' && (sameValue(c.figure.value, f.value) || sameValue(c.figure.high, f.value)));
  if (rangeEnd) return judged('supported', 'numeric.range-end', [rangeEnd]);

  // 2. A near value: within tolerance, or matching at the precision the claim is written to.
  let best: { c: ContextFigure; reason: string; distance: number } | undefined;
  for (const c of comparable) {
    if (!sameSign(f.value, c.figure.value) || countsOtherThing(claim, c)) continue;
    const reason = nearReason(f, c.figure, ctx);
    if (!reason) continue;
    const distance = c.figure.kind === 'range' ? 0 : relativeDifference(f.value, c.figure.value);
    if (!best || distance < best.distance) best = { c, reason, distance };
  }
  if (best) {
    if (best.c.figure.kind === 'point' && oppositeDirections(claim.polarity, best.c.polarity) && about(claim, best.c)) {
      return judged('contradicted', 'numeric.polarity-reversed', [best.c], best.c.figure.value);
    }
    return judged('approximate', best.reason, [best.c]);
  }
  const rough = converted.find((c) => c.roughly && sameSign(f.value, c.figure.value) && !countsOtherThing(claim, c) && withinConvertedRange(f, c, ctx));
  if (rough) return judged('approximate', 'numeric.converted-approximately', [rough]);

  // 3. Arithmetic over context numbers.
  if (ctx.tolerances.derivation) {
    const derivation = derive(claim, context, ctx);
    if (derivation) return derivation;
  }

  // 4. A different value about the same subject.
  const rival = nearestRival(claim, [...context, ...converted]);
  if (rival) return judged('contradicted', 'numeric.different-value', [rival], (rival.written ?? rival.figure).value);
  return judged('unsupported', 'numeric.not-in-context', []);
}

function judgeRange(claim: ClaimSide, context: readonly ContextFigure[], converted: readonly ContextFigure[]): ClaimJudgement {
  const f = claim.figure;
  const comparable = [...context.filter((c) => unitsMatch(f.unit, c.figure.unit)), ...converted.filter((c) => !c.roughly)];
  const same = comparable.find((c) => c.figure.kind === 'range' && sameValue(c.figure.value, f.value) && sameValue(c.figure.high, f.high));
  if (same) return judged('supported', 'numeric.exact-range', [same]);
  const inside = comparable.find((c) => c.figure.value >= f.value - 1e-9 && c.figure.high <= f.high + 1e-9 && !countsOtherThing(claim, c));
  if (inside) return judged('approximate', 'numeric.range-contains', [inside]);
  const rival = nearestRival(claim, [...context, ...converted]);
  const written = rival?.written ?? rival?.figure;
  if (rival) return judged('contradicted', 'numeric.outside-range', [rival], written!.kind === 'point' ? written!.value : written!.text);
  return judged('unsupported', 'numeric.not-in-context', []);
}

type Relation = 'same' | 'sign-flip' | 'reversed' | 'sign-in-words';

/** How a context figure of the same magnitude relates to the claim, by sign and direction words. */
function relationOf(claim: ClaimSide, c: ContextFigure): Relation {
  const f = claim.figure;
  const claimSign = f.value < 0 ? -1 : 1;
  const contextSign = c.figure.value < 0 ? -1 : 1;
  if (claimSign === contextSign) return oppositeDirections(claim.polarity, c.polarity) ? 'reversed' : 'same';
  if (claim.direction === c.direction) return 'sign-flip';
  // One side states the sign in words ("a loss of 1,200" against "(1,200)"): compare what they mean.
  if (claim.direction === 0 || c.direction === 0) {
    const meant = (sign: number, direction: Direction) => (direction === -1 ? -sign : sign);
    return meant(claimSign, claim.direction) === meant(contextSign, c.direction) ? 'sign-in-words' : 'sign-flip';
  }
  return 'sign-in-words';
}

/**
 * Context figures in another duration unit, converted into the claim's unit (`18 months` → 1.5 years).
 * A conversion through a unit of varying length keeps its midpoint as the value and is marked rough.
 */
function convertedFigures(f: Figure, context: readonly ContextFigure[], ctx: GroundingContext): ContextFigure[] {
  if (f.unit === null) return [];
  const out: ContextFigure[] = [];
  for (const c of context) {
    const g = c.figure;
    if (g.unit === null) continue;
    const conversion = unitConversion(g.unit, f.unit, ctx.locale);
    if (!conversion) continue;
    const factor = conversion.exact ? conversion.low : (conversion.low + conversion.high) / 2;
    const figure: Figure = { ...g, value: g.value * factor, high: g.high * factor, precision: g.precision * factor, roundingUnit: g.roundingUnit * factor, unit: f.unit };
    out.push({ ...c, figure, written: g, ...(conversion.exact ? {} : { roughly: conversion }) });
  }
  return out;
}

/** The claim inside a roughly converted figure's range (`3 months` against `90 days`), widened by the tolerance. */
function withinConvertedRange(f: Figure, c: ContextFigure, ctx: GroundingContext): boolean {
  const written = c.written!;
  const { low, high } = c.roughly!;
  const slack = f.hedged ? Math.max(ctx.tolerances.hedge_tolerance, ctx.tolerances.numeric_tolerance) : ctx.tolerances.numeric_tolerance;
  const from = Math.min(written.value * low, written.value * high) * (1 - slack);
  const to = Math.max(written.high * low, written.high * high) * (1 + slack);
  return f.value >= from - f.roundingUnit / 2 && f.value <= to + f.roundingUnit / 2;
}

function nearReason(f: Figure, g: Figure, ctx: GroundingContext): string | undefined {
  const { numeric_tolerance: tolerance, hedge_tolerance: hedgeTolerance } = ctx.tolerances;
  if (g.kind === 'range') return f.value >= g.value && f.value <= g.high ? 'numeric.within-context-range' : undefined;
  const diff = Math.abs(f.value - g.value);
  const rel = relativeDifference(f.value, g.value);
  if (rel <= tolerance) return 'numeric.within-tolerance';
  const atClaimPrecision = diff <= f.roundingUnit / 2 + 1e-9 * Math.abs(g.value);
  if (f.hedged && (atClaimPrecision || rel <= hedgeTolerance)) return 'numeric.hedged';
  if (!f.hedged && f.significantDigits >= 2 && f.roundingUnit > g.precision && atClaimPrecision) return 'numeric.rounded';
  if (g.hedged && rel <= hedgeTolerance) return 'numeric.context-hedged';
  return undefined;
}

function derive(claim: ClaimSide, context: readonly ContextFigure[], ctx: GroundingContext): ClaimJudgement | undefined {
  const f = claim.figure;
  const pool = derivationPool(claim, context, ctx);
  const tolerance = (f.hedged ? f.roundingUnit : f.precision) / 2 + 1e-9 * Math.abs(f.value);
  const found = findDerivation(
    { value: f.value, unit: f.unit, tolerance, direction: claim.direction, named: claim.named },
    pool.terms,
    ctx.tolerances.derivation_terms === 2 ? 2 : 3,
  );
  if (!found) return undefined;
  const evidence = found.terms.map((t) => pool.evidence[t.ref]!);
  if (found.reversed) {
    return { status: 'contradicted', reason: 'numeric.change-reversed', evidence, formula: found.formula, nearest_context_value: Number(formatValue(found.result)), similarity: null };
  }
  return { status: 'derived', reason: 'numeric.derived', evidence, formula: found.formula, nearest_context_value: null, similarity: null };
}

/** Context numbers and the years of context dates, the claim's own subject first. */
function derivationPool(claim: ClaimSide, context: readonly ContextFigure[], ctx: GroundingContext): { terms: Term[]; evidence: Evidence[] } {
  const near: Term[] = [];
  const far: Term[] = [];
  const evidence: Evidence[] = [];
  const position = new Map(ctx.index.texts.map((t, i) => [t, i * 1e9]));
  for (const c of context) {
    const list = about(claim, c) ? near : far;
    const order = position.get(c.text)! + c.figure.span[0];
    if (c.figure.kind === 'point') {
      list.push({ value: c.figure.value, unit: c.figure.unit, year: false, order, ref: evidence.length, direction: c.direction });
      evidence.push(evidenceOf(c));
      continue;
    }
    // "from 120 to 150" is read as a range; its ends are the two values of a change.
    for (const end of [c.figure.ends[0], c.figure.ends[1]]) {
      list.push({ value: end.value, unit: end.unit ?? c.figure.unit, year: false, order: order + (end === c.figure.ends[0] ? 0 : 1), ref: evidence.length });
      evidence.push({ doc: c.text.id, span: end.span, text: end.text });
    }
  }
  for (const text of ctx.index.texts) {
    if (text.scan.dates.length === 0) continue;
    const subjects = sentenceSubjects(text, ctx.locale);
    for (const d of text.scan.dates) {
      const term: Term = { value: d.year, unit: null, year: true, order: position.get(text)! + d.span[0], ref: evidence.length };
      evidence.push({ doc: text.id, span: d.span, text: d.text });
      (shareSubject(claim.subject, subjects[sentenceAt(text, d.span[0])]) ? near : far).push(term);
    }
  }
  return { terms: [...near, ...far], evidence };
}

/** The context figure that most plausibly states the same thing with another value. */
function nearestRival(claim: ClaimSide, context: readonly ContextFigure[]): ContextFigure | undefined {
  const f = claim.figure;
  let best: { c: ContextFigure; distance: number } | undefined;
  for (const c of context) {
    if (!sameFamily(f.unit, c.figure.unit) || !about(claim, c) || countsOtherThing(claim, c)) continue;
    if (f.kind === 'range' && c.figure.value >= f.value && c.figure.high <= f.high) continue;
    const distance = c.figure.kind === 'range' ? relativeDifference(f.value, (c.figure.value + c.figure.high) / 2) : relativeDifference(f.value, c.figure.value);
    if (!best || distance < best.distance) best = { c, distance };
  }
  return best?.c;
}

/**
 * The right value bound to another subject in the same context sentence (`$4.2 million` of Eastgate
 * claimed for Westmoor, where Westmoor's figure in that sentence is `$3.1 million`): the figure the
 * answer's subject has there, or undefined. Conservative: the context sentence must split into
 * clauses, one binding the value to words the answer does not use (Eastgate), another binding a
 * figure of the same kind to words the answer does use (Westmoor); and the answer must name nothing
 * of the first clause except the words right beside its figure, which say what is measured
 * ("revenue of $4.2 million"), not whose it is.
 */
function boundToOtherSubject(claim: ClaimSide, c: ContextFigure, context: readonly ContextFigure[], ctx: GroundingContext): ContextFigure | undefined {
  const answerKeys = claim.subject;
  if (!answerKeys || answerKeys.size === 0 || c.figure.kind !== 'point') return undefined;
  const mine = clauseAt(c.text, c.figure.span[0], ctx.locale);
  let measured: Set<string> | undefined;
  for (const other of context) {
    if (other.text !== c.text || other.figure.sentence !== c.figure.sentence || other.figure.kind !== 'point') continue;
    if (!sameFamily(claim.figure.unit, other.figure.unit) || sameValue(other.figure.value, c.figure.value)) continue;
    const theirs = clauseAt(c.text, other.figure.span[0], ctx.locale);
    if (theirs[0] === mine[0]) continue;
    const mineKeys = new Set(fragmentKeys(c.text.source.slice(mine[0], mine[1]), ctx.locale));
    const theirKeys = new Set(fragmentKeys(c.text.source.slice(theirs[0], theirs[1]), ctx.locale));
    const onlyMine = [...mineKeys].filter((k) => !theirKeys.has(k));
    const onlyTheirs = [...theirKeys].filter((k) => !mineKeys.has(k));
    if (!onlyTheirs.some((k) => answerKeys.has(k)) || !onlyMine.some((k) => !answerKeys.has(k))) continue;
    measured ??= wordsBeside(claim, ctx);
    if (onlyMine.some((k) => answerKeys.has(k) && !measured!.has(k))) continue;
    return other;
  }
  return undefined;
}

const BESIDE_WORDS = 2;
const BESIDE_CHARS_UNSPACED = 4;
const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;

/** The subject keys of the words right beside the claim's figure in the answer: what it measures. */
function wordsBeside(claim: ClaimSide, ctx: GroundingContext): Set<string> {
  const source = claim.text.source;
  const sentence = claim.text.document.sentences[claim.figure.sentence];
  const from = sentence ? sentence.span[0] : 0;
  const to = sentence ? sentence.span[1] : source.length;
  const [start, end] = claim.figure.span;
  let before: string;
  let after: string;
  if (ctx.locale.script === 'unspaced') {
    before = source.slice(Math.max(from, start - BESIDE_CHARS_UNSPACED), start);
    after = source.slice(end, Math.min(to, end + BESIDE_CHARS_UNSPACED));
  } else {
    before = (source.slice(from, start).match(WORD_RUN) ?? []).slice(-BESIDE_WORDS).join(' ');
    after = (source.slice(end, to).match(WORD_RUN) ?? []).slice(0, BESIDE_WORDS).join(' ');
  }
  return new Set(fragmentKeys(`${before} ${after}`, ctx.locale));
}

function about(claim: ClaimSide, c: ContextFigure): boolean {
  return shareSubject(claim.subject, c.subject);
}

/** `350 employees` against `120 stores`: both name what they count, and the names differ. */
function countsOtherThing(claim: ClaimSide, c: ContextFigure): boolean {
  if (claim.noun === undefined || c.noun === undefined || claim.noun === c.noun) return false;
  return !(c.subject?.has(claim.noun) ?? false);
}

function sameSign(a: number, b: number): boolean {
  return a === 0 || b === 0 || Math.sign(a) === Math.sign(b);
}

function relativeDifference(a: number, b: number): number {
  if (a === b) return 0;
  return Math.abs(a - b) / Math.max(Math.abs(b), Number.MIN_VALUE);
}

function judged(status: ClaimJudgement['status'], reason: string, evidence: readonly ContextFigure[], nearest: number | string | null = null): ClaimJudgement {
  return { status, reason, evidence: evidence.map(evidenceOf), formula: null, nearest_context_value: nearest, similarity: null };
}

function evidenceOf(c: ContextFigure): Evidence {
  return { doc: c.text.id, span: c.figure.span, text: c.figure.text };
}

function claimSide(figure: Figure, answer: AnalysedText, locale: LocaleData): ClaimSide {
  const polarity = sentencePolarities(answer, locale)[figure.sentence];
  return {
    figure,
    direction: polarity?.direction ?? 0,
    polarity,
    subject: sentenceSubjects(answer, locale)[figure.sentence],
    noun: countedNoun(answer, figure, locale),
    named: numericFigures(answer, locale).filter((g) => g !== figure && g.sentence === figure.sentence).map((g) => g.value),
    text: answer,
  };
}

const contextByIndex = new WeakMap<EvidenceIndex, ContextFigure[]>();

function contextFigures(index: EvidenceIndex, locale: LocaleData): ContextFigure[] {
  let found = contextByIndex.get(index);
  if (found) return found;
  found = index.claims(NUMERIC).map(({ claim, text }) => {
    const figure = claim.detail as Figure;
    const polarity = sentencePolarities(text, locale)[figure.sentence];
    return {
      figure,
      text,
      direction: polarity?.direction ?? 0,
      polarity,
      subject: sentenceSubjects(text, locale)[figure.sentence],
      noun: countedNoun(text, figure, locale),
    };
  });
  contextByIndex.set(index, found);
  return found;
}

const NEXT_WORD = /^[ \t\u00A0\u202F]*([\p{L}\p{M}][\p{L}\p{M}'’-]*)/u;

/** The content word right after a bare figure: what it counts (`350 employees`). */
function countedNoun(text: AnalysedText, figure: Figure, locale: LocaleData): string | undefined {
  if (figure.unit !== null) return undefined;
  const m = NEXT_WORD.exec(text.source.slice(figure.after, figure.after + 40));
  if (!m) return undefined;
  return fragmentKeys(m[1]!, locale)[0];
}

