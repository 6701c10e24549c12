import 'reflect-metadata';
import { inject, injectable } from 'tsyringe';
import { HOLDING_STATUSES, TOKENS } from '@factlint/kernel';
import type { Evidence } from '@factlint/kernel';
import {
  CodeUnitSet,
  isPercent,
  partitionPoint,
  PerObjectMap,
  perLocale,
  perObject,
  readBound,
  skipSpacesBack,
  WordMatcher,
  type BoundSide,
  type LocaleData,
  type NumberMatch,
  type UnitMatch,
  writingOf,
} from '@factlint/text';
import type {
  AnalysedText,
  ClaimJudgement,
  ClaimTypeOptions,
  ClaimTypePlugin,
  ExtractedClaim,
  GroundingContext as ContextOf,
} from '@factlint/pipeline';
import { oppositeDirections, sentencePolarities, type Direction, type SentencePolarity } from '@factlint/pipeline';
import { directedBySignOnly, figurePolarity } from './figure-polarity.js';
import { changeAgainstOwnLevels, type ChangeAgainstLevels } from './own-change.js';
import { evidenceIn, firstPerContext, fragmentKeys, sentenceSubject, shareSubject, sharedKeyCount } from '@factlint/pipeline';
import { claimJudgement, clauseAt, clauseStartAt, restated, withConfidence } from '@factlint/pipeline';
import {
  allMatches,
  type DerivationTarget,
  figurePrecision,
  findAnswerProduct,
  DERIVATION_LIMITS,
  findDerivation,
  findListSum,
  countsWholes,
  findMean,
  readRatios,
  sameValue,
  TIMES,
  type Term,
  unicodePatternOnFirstUse,
} from '@factlint/text';
import { comparableMagnitude, formatValue, numericFigures, pointFigure, sameFamily, unitsMatch, type Figure } from './numeric-figures.js';
import { baseOf, exactBetween, periodOf } from './numeric-periods.js';
import { rateBaseOrPerCent, rateFactor } from './rate-bases.js';
import { judgeScoreSide, scoreLineAt } from './score-lines.js';
import { outranked } from './superlatives.js';
import { percentRestated } from './percent-forms.js';
import {
  fractionInContext,
  multipleAsRise,
  ratioOfContextFigure,
  scaleLeftOutInContext,
  scaleLetterInContext,
  spelledInContext,
  spelledRival,
  yearInContext,
} from './other-forms.js';
import { yearsBetween, yearsToTheWriting } from './years-between.js';
import { otherScaleInContext } from './scale-conversion.js';
import { clockDurationInContext, unitCountedOnceInContext, unitFractionInContext, yearsSpannedInContext } from './units-without-figures.js';
import { derivationPool } from './derivation-pool.js';
import { averageSentences, totalSentences } from './averages.js';
import { yearPhraseIn } from './year-phrases.js';
import { isConditionClause } from './conditions.js';
import {
  contextFigureIndex,
  countedNoun,
  SMALL_CONTEXT,
  type ContextFigure,
  type ContextFigureIndex,
  type PositionSink,
  type SortedPoints,
  type UnitGroup,
} from './numeric-context.js';
import { unitConversion, type Conversion } from './unit-conversion.js';

export const NUMERIC = 'NUMERIC';

/**
 * A claim's side of a comparison. What every rule reads (sign, direction, subject) is read when the
 * side is made; what only the near-value and rival rules read (the bound word, the counted noun) is
 * read when first asked for: a claim with a twin in the context never asks. A class, so that asking
 * whether its sentence names a value is a method, not a closure made per claim.
 */
export class ClaimSide {
  readonly direction: Direction;
  readonly polarity: SentencePolarity | undefined;
  private subjectRead = false;
  private subjectKeys: ReadonlySet<string> | undefined = undefined;
  private boundRead = false;
  private boundSide: BoundSide | null = null;
  private nounRead = false;
  private nounKey: string | undefined = undefined;

  constructor(
    readonly figure: Figure,
    readonly text: AnalysedText,
    readonly locale: LocaleData,
  ) {
    this.polarity = figurePolarity(text, figure, locale);
    this.direction = this.polarity?.direction ?? 0;
  }

  /**
   * The subject keys of the claim's sentence, read when a rule first weighs a subject: a claim whose
   * twin no other figure of its context sentence rivals never does (the keys of an answer sentence
   * are read anew for every answer).
   */
  get subject(): ReadonlySet<string> | undefined {
    if (!this.subjectRead) {
      this.subjectKeys = sentenceSubject(this.text, this.locale, this.figure.sentence);
      this.subjectRead = true;
    }
    return this.subjectKeys;
  }

  /** A bound word before or after the figure (`over $181 million`, `just under 50%`): the side the value lies on. */
  get bound(): BoundSide | null {
    if (!this.boundRead) {
      this.boundSide = readBound(this.text.source, this.figure.span, this.locale)?.side ?? null;
      this.boundRead = true;
    }
    return this.boundSide;
  }

  /** What a bare figure counts (`350 employees`). */
  get noun(): string | undefined {
    if (!this.nounRead) {
      this.nounKey = countedNoun(this.text, this.figure, this.locale);
      this.nounRead = true;
    }
    return this.nounKey;
  }

  /** What `read` (periodOf, baseOf) gives for the claim's figure, read once per claim. */
  reading<T extends object>(read: (figure: Figure, text: AnalysedText, locale: LocaleData) => T | null): T | null {
    const readings = this.readings;
    if (readings) for (let k = 0; k < readings.length; k += 2) if (readings[k] === read) return readings[k + 1] as T | null;
    const value = read(this.figure, this.text, this.locale);
    // Made at the length it needs: a list grown by a push took room for sixteen on every claim asked.
    if (!readings) this.readings = [read, value];
    else {
      const more = new Array<unknown>(readings.length + 2);
      for (let k = 0; k < readings.length; k++) more[k] = readings[k];
      more[readings.length] = read;
      more[readings.length + 1] = value;
      this.readings = more;
    }
    return value;
  }

  /** Reader, value, reader, value …: made when a claim is first asked (two readers in practice). */
  private readings: unknown[] | undefined;

  /** Whether another figure of the claim's sentence has this value. */
  named(value: number): boolean {
    return namedAmong(this.sentenceFigures, this.figure, value);
  }

  /** The figures of the claim's sentence sorted by value, found once per claim (a derivation asks for every pair of terms). */
  get sentenceFigures(): readonly Figure[] {
    return (this.ownSentence ??= sentenceFigures(this.text, this.locale, this.figure.sentence));
  }

  private ownSentence: readonly Figure[] | undefined;
}

/** The options this type's pack declares (pack.yaml `optionsSchema`). */
export interface NumericOptions {
  numeric_tolerance: number;
  hedge_tolerance: number;
  derivation: boolean;
  derivation_terms: number;
}
type GroundingContext = ContextOf<NumericOptions>;

/** Below this magnitude an opposite-signed twin elsewhere in the context may be a coincidence. */
const SIGN_FLIP_WITHOUT_SUBJECT = 100;

/**
 * NUMERIC (SPEC §4): figures with their units, hedges and ranges, judged in this order: the same
 * value (supported), a near one (approximate), arithmetic over context numbers (derived), a different
 * value about the same subject (contradicted), else unsupported. A sign flip or a reversed direction
 * word on the same value is contradicted before any derivation is tried: a coincidental formula never
 * excuses a loss reported as a profit.
 */
@injectable()
export class NumericClaimType implements ClaimTypePlugin<NumericOptions> {
  readonly id = NUMERIC;
  readonly reasons: readonly string[] = [
    'numeric.exact',
    'numeric.range-end',
    'numeric.exact-range',
    'numeric.within-tolerance',
    'numeric.hedged',
    'numeric.rounded',
    'numeric.context-hedged',
    'numeric.within-context-range',
    'numeric.range-contains',
    'numeric.sign-in-words',
    'numeric.converted-unit',
    'numeric.converted-approximately',
    'numeric.derived',
    'numeric.sign-flip',
    'numeric.polarity-reversed',
    'numeric.change-reversed',
    'numeric.direction-against-own-figures',
    'numeric.different-value',
    'numeric.outside-range',
    'numeric.other-subject',
    'numeric.not-in-context',
    'numeric.years-to-writing',
    'numeric.other-scale',
    'numeric.year-in-context',
    'numeric.scale-letter',
    'numeric.scale-left-out',
    'numeric.spelled-in-context',
    'numeric.multiple-as-rise',
    'numeric.percent-restated',
    'numeric.ratio-of-amount',
    'numeric.digits-elsewhere',
    'numeric.score-line',
    'numeric.score-line-unchecked',
    'numeric.score-line-unmatched',
    'numeric.score-line-narrated',
    'numeric.short-year-end',
    'numeric.per-period',
    'numeric.per-period-roughly',
    'numeric.other-period',
    'numeric.other-base',
    'numeric.per-base',
    'numeric.fraction-in-context',
    'numeric.clock-duration',
    'numeric.unit-in-words',
    'numeric.years-in-words',
    'numeric.bound',
    'numeric.years-between',
    'numeric.outranked',
    'numeric.change-and-level',
    'numeric.answer-count',
  ];

  /** The options schema and defaults its pack.yaml declares: the engine that builds the type injects them. */
  constructor(@inject(TOKENS.claimTypeOptions) readonly options: ClaimTypeOptions) {}

  extract(text: AnalysedText, locale: LocaleData): ExtractedClaim[] {
    return numericFigures(text, locale).map(
      (figure): ExtractedClaim => ({
        type: NUMERIC,
        text: figure.text,
        span: figure.span,
        value: figure.kind === 'point' ? figure.value : `${figure.value}..${figure.high}`,
        unit: figure.unit?.id ?? null,
        hedged: figure.hedged,
        sentence: figure.sentence,
        detail: figure,
      }),
    );
  }
  compare(claim: ExtractedClaim, answer: AnalysedText, ctx: GroundingContext): ClaimJudgement {
    const figure = claim.detail as Figure;
    const judgement = this.judge(figure, answer, ctx);
    if (figure.otherUnit === undefined || backed(judgement)) return judgement;
    // `points` read by its own sentence found nothing: its context may tell it the other way (a
    // per cent in the context's sentence, none in the answer's, or the other way round).
    const other = this.judge(withUnit(figure, figure.otherUnit), answer, ctx);
    return backed(other) ? other : judgement;
  }

  private judge(figure: Figure, answer: AnalysedText, ctx: GroundingContext): ClaimJudgement {
    const side = new ClaimSide(figure, answer, ctx.locale);
    const index = contextFigureIndex(ctx.index, ctx.locale, NUMERIC);
    const judgement = side.figure.kind === 'range' ? judgeRange(side, index, ctx) : judgePoint(side, index, ctx);
    if (judgement.status !== 'supported' && shortYearEnd(answer.source, side.figure)) {
      return restated(judgement, 'not_extracted', 'numeric.short-year-end');
    }
    const asResult = judgeScoreSide(side.figure, judgement, answer, ctx);
    if (asResult) return asResult;
    // Only where the context has no figure of its own for it: a rival span (`after 20 years`) still contradicts.
    if (judgement.status === 'unsupported') {
      const counted = yearsBetween(side.figure, answer, ctx) ?? yearsToTheWriting(side.figure, side.bound, judgement, ctx);
      if (counted) return counted;
    }
    // The count a figure of its own sentence is worked out with (`For 2 children that is $74 a day`): the
    // answer's working, not a claim about the world. A count the context gives otherwise is a rival and stays contradicted.
    if (judgement.reason === 'numeric.not-in-context' && factorOfItsSentence(side, index, ctx)) {
      return restated(judgement, 'not_extracted', 'numeric.answer-count');
    }
    if (judgement.status === 'unsupported' && smallBareCount(side.figure)) return withConfidence(judgement, false);
    return againstOwnLevels(side, judgement, index, ctx) ?? judgement;
  }
}

/**
 * A change whose direction word its own two levels deny (`rose to 21.7% from 24.2%`): wrong
 * whatever the context says, unless the context states the same reversed change (then the answer
 * copies its source, and the grounding judges it as ever).
 */
function againstOwnLevels(
  claim: ClaimSide,
  judgement: ClaimJudgement,
  index: ContextFigureIndex,
  ctx: GroundingContext,
): ClaimJudgement | undefined {
  if (judgement.status === 'contradicted' || judgement.status === 'not_extracted') return undefined;
  const change = changeAgainstOwnLevels(claim.text, claim.figure, claim.polarity, ctx.locale);
  if (change === undefined || sourceStatesSame(change, index, ctx.locale)) return undefined;
  const formula = `${formatValue(change.reached)} \u2212 ${formatValue(change.from)} = ${formatValue(change.reached - change.from)}`;
  return claimJudgement('contradicted', 'numeric.direction-against-own-figures', judgement.evidence, change.from, formula);
}

/** Whether a context figure near the level reached states the same change against its own levels. */
function sourceStatesSame(change: ChangeAgainstLevels, index: ContextFigureIndex, locale: LocaleData): boolean {
  for (const c of index.all) {
    if (relativeDifference(c.figure.ends[1].value, change.reached) > SAME_LEVEL) continue;
    const stated = changeAgainstOwnLevels(c.text, c.figure, c.polarity, locale);
    if (stated?.direction === change.direction && relativeDifference(stated.from, change.from) <= SAME_LEVEL) return true;
  }
  return false;
}

/** How far a context's level may lie from the answer's and still be the same one, rounded (2 147 millioner for 2,15 milliarder). */
const SAME_LEVEL = 0.05;

/** `figure` in `unit` (null: bare), its ends too. */
function withUnit(figure: Figure, unit: UnitMatch | null): Figure {
  const [low, high] = figure.ends;
  const first = { ...low, unit };
  return { ...figure, unit, ends: low === high ? [first, first] : [first, { ...high, unit }] };
}

const YEAR_BEFORE_DASH = /(\d{4}) ?[-\u2013\u2014/]{1,2} ?$/;

/**
 * Whether the figure is the short second year of a span (`12` in `the 2011–12 season`): a date, whose
 * first year the DATE claims check, not a count.
 */
function shortYearEnd(source: string, f: Figure): boolean {
  if (f.kind !== 'point' || f.unit !== null || f.text.length !== 2) return false;
  const m = YEAR_BEFORE_DASH.exec(source.slice(Math.max(0, f.span[0] - 8), f.span[0]));
  return m !== null && (Number(m[1]) + 1) % 100 === f.value;
}

/**
 * The context figure's value counted as the claim's rate (`2.9 per 1,000` as a rate per 10,000 is
 * 29): its own value where neither is a rate over a base the text names; undefined where only one
 * is, or their bases do not convert (`6 litres per 100 km` is no rival to `36 litres`).
 */
function asClaimRate(claim: ClaimSide, c: ContextFigure): number | undefined {
  const mine = claim.figure.rateBase;
  const theirs = c.figure.rateBase;
  if (mine === null && theirs === null) return c.figure.value;
  if (mine === null || theirs === null) return undefined;
  const factor = rateFactor(claim.figure, mine, c.figure, theirs, claim.locale);
  return factor === null ? undefined : c.figure.value * factor;
}

/** Whether the claim and the context figure both name a period (`periodOf`) or a base (`baseOf`), and not the same one. */
function namedDifferently(
  of: (figure: Figure, text: AnalysedText, locale: LocaleData) => { id: string } | null,
  claim: ClaimSide,
  c: ContextFigure,
  index: ContextFigureIndex,
): boolean {
  // The context's side first, kept by position in the index (a converted copy reads the figure as
  // written there): most context figures name no period or base, and then the answer's is never read.
  const theirs = index.readAt(of, c.ref);
  if (!theirs) return false;
  const mine = claim.reading(of);
  return mine !== null && theirs.id !== mine.id;
}

/** At most this many context figures are tried for another period (a longer context loses the later ones: the cautious side). */
const PERIOD_SCAN = 4096;
/** A conversion through a period of varying length (a week in a month) holds to this share. */
const ROUGH_PERIOD = 0.02;

/**
 * A context amount of the claim's unit (or one that converts to it exactly: `4.5 mm per year` is
 * `4.5 cm per decade`) given per another period that equals the claim once converted (×12 from a
 * month to a year; a week to a year only roughly): derived, with the formula. Either end of a range
 * is an amount of its own (`from $250 to $275 per month`: `$3,300 a year`).
 */
function otherPeriod(claim: ClaimSide, index: ContextFigureIndex): ClaimJudgement | undefined {
  const f = claim.figure;
  if (f.kind !== 'point') return undefined;
  // Only context figures that name a period can be one (listed once per context): the claim's own
  // period is read only when there is one.
  const withPeriod = index.figuresNamingAPeriod();
  if (withPeriod.length === 0 || withPeriod[0]! >= PERIOD_SCAN) return undefined;
  const mine = claim.reading(periodOf);
  if (!mine) return undefined;
  for (let k = 0; k < withPeriod.length && withPeriod[k]! < PERIOD_SCAN; k++) {
    const c = index.all[withPeriod[k]!]!;
    if (!sameSign(f.value, c.figure.value)) continue;
    const unitFactor = unitsMatch(f.unit, c.figure.unit) ? 1 : exactUnitFactor(c.figure.unit!, f.unit!, claim.locale);
    if (unitFactor === undefined) continue;
    const theirs = index.readAt(periodOf, c.ref)!;
    if (theirs.id === mine.id) continue;
    const factor = theirs.perYear / mine.perYear;
    const exact = exactBetween(mine, theirs);
    for (let end = 0; end < (c.figure.kind === 'range' ? 2 : 1); end++) {
      const from = end === 0 ? c.figure.value : c.figure.high;
      const value = from * factor * unitFactor;
      // A round figure's last significant digit reaches far (`$400` is 350 to 450): unhedged, it is
      // held to the share a rough conversion is, as well.
      const close = relativeDifference(f.value, value) <= ROUGH_PERIOD;
      const near = exact ? withinRounding(f, value) && (close || f.hedged) : close;
      if (!near) continue;
      let formula = scaledFormula(from, factor, from * factor);
      if (unitFactor !== 1) formula += ` ${c.figure.unit!.text} = ${formatValue(value)} ${f.unit!.text}`;
      return claimJudgement(
        exact ? 'derived' : 'approximate',
        exact ? 'numeric.per-period' : 'numeric.per-period-roughly',
        [evidenceOf(c)],
        null,
        formula,
      );
    }
  }
  return undefined;
}

/** How many `to` one `from` is where the two units convert exactly (`mm` to `cm`), else undefined. */
function exactUnitFactor(from: UnitMatch, to: UnitMatch, locale: LocaleData): number | undefined {
  const conversion = unitConversion(from, to, locale);
  return conversion?.exact ? conversion.low : undefined;
}

/** Whether the claim and its twin are rates over bases both name that differ (and do not scale to the claim's value). */
function overOtherBase(claim: ClaimSide, same: ContextFigure): boolean {
  if (claim.figure.rateBase === null || same.figure.rateBase === null) return false;
  const rate = asClaimRate(claim, same);
  return rate !== undefined && !withinRounding(claim.figure, rate);
}

/** The formula of a context value scaled by `factor` to `value` (`250 × 12 = 3000`, `3000 / 12 = 250`). */
function scaledFormula(from: number, factor: number, value: number): string {
  const step = factor >= 1 ? `${TIMES} ${formatValue(factor)}` : `/ ${formatValue(1 / factor)}`;
  return `${formatValue(from)} ${step} = ${formatValue(value)}`;
}

/** Whether `value` is the claim's figure at the precision it is written to. */
function withinRounding(f: Figure, value: number): boolean {
  return Math.abs(value - f.value) <= f.roundingUnit / 2 + 1e-9 * Math.abs(value);
}

/**
 * A context rate over a base that equals the claim, a rate over another base (or a per cent: over a
 * hundred), once counted over the claim's: derived, with the formula. Only where one of the two
 * names its base (two per cents are compared as they are).
 */
function otherRateBase(claim: ClaimSide, index: ContextFigureIndex): ClaimJudgement | undefined {
  const f = claim.figure;
  if (f.kind !== 'point') return undefined;
  const rated = index.pointsOverABase();
  if (rated.length === 0) return undefined;
  const mine = rateBaseOrPerCent(f);
  if (!mine) return undefined;
  for (let k = 0; k < rated.length; k++) {
    const c = index.all[rated[k]!]!;
    if (!sameSign(f.value, c.figure.value)) continue;
    const factor = rateFactor(f, mine.base, c.figure, c.figure.rateBase!, claim.locale);
    if (factor === null || factor === 1) continue;
    const value = c.figure.value * factor;
    if (!withinRounding(f, value)) continue;
    return claimJudgement('derived', 'numeric.per-base', [evidenceOf(c)], null, scaledFormula(c.figure.value, factor, value));
  }
  return undefined;
}

/** Below this a bare whole number is as often counted from the source's prose as copied from it. */
const SMALL_COUNT = 10;

/** `three parties`, `2 goals`: a source lists or narrates such counts more often than it writes them. */
function smallBareCount(f: Figure): boolean {
  return f.kind === 'point' && f.unit === null && Number.isInteger(f.value) && Math.abs(f.value) <= SMALL_COUNT;
}

/*
 * Bounds that keep judging one figure cheap however large the context (they change nothing on a
 * context of ordinary size). A value window (the claim's value, its opposite, the tolerances) yields
 * at most WINDOW_CAP context figures per unit, the closest in value first and equal values in
 * context order: only a context with more than that many figures within the tolerance of one
 * answer figure loses the farther ones. A rival is searched by walking the figures sorted by value
 * outward from the claim's value (and in from both extremes) for at most RIVAL_STEPS figures per
 * walk: a context where more than that many figures of the unit family, none about the claim's
 * subject, lie between the claim's value and its rival's reports `unsupported` instead of
 * `contradicted` — the cautious side.
 */
const WINDOW_CAP = 16;
const RIVAL_STEPS = 64;

interface Candidates {
  context: readonly ContextFigure[];
  converted: readonly ContextFigure[];
}

/** Half the width of the window around `f` holding every g with |g − f| ≤ t·|g| + r (t < 1; Infinity otherwise: the whole line). */
function halfWindow(f: number, t: number, r: number): number {
  if (!(t < 1)) return Infinity;
  return ((t * Math.abs(f) + r) / (1 - t)) * (1 + 1e-6) + 1e-9 * Math.max(1, Math.abs(f));
}

/**
 * The value windows of the claim being judged, `[lo, hi]` pairs in one buffer reused claim after
 * claim: a lookup is made for every claim, and the windows are only read inside `candidates`.
 */
class ValueWindows {
  /** `[lo, hi]` of window k at 2k, 2k + 1. */
  readonly bounds = new Float64Array(6);
  /** The value window k is walked out from, nearest first: its low end for a range's, else the value it is around. */
  readonly centres = new Float64Array(3);
  count = 0;

  clear(): this {
    this.count = 0;
    return this;
  }

  add(lo: number, hi: number): void {
    this.bounds[2 * this.count] = lo;
    this.bounds[2 * this.count + 1] = hi;
    this.centres[this.count] = lo;
    this.count++;
  }

  /** The window of halfWindow(f, t, r) around `f` (written straight into the buffer: see collectNearestIn). */
  around(f: number, t: number, r: number): void {
    const w = halfWindow(f, t, r);
    this.bounds[2 * this.count] = w === Infinity ? -Infinity : f - w;
    this.bounds[2 * this.count + 1] = w === Infinity ? Infinity : f + w;
    this.centres[this.count] = f;
    this.count++;
  }

  lo(k: number): number {
    return this.bounds[2 * k]!;
  }

  hi(k: number): number {
    return this.bounds[2 * k + 1]!;
  }

  /** Whether another window holds window `k` (of two equal windows, the first holds the second). */
  heldByAnother(k: number): boolean {
    for (let j = 0; j < this.count; j++) {
      if (j === k || this.lo(j) > this.lo(k) || this.hi(j) < this.hi(k)) continue;
      if (j < k || this.lo(j) < this.lo(k) || this.hi(j) > this.hi(k)) return true;
    }
    return false;
  }
}

const valueWindows = new ValueWindows();

/** The value windows a claim's twins, near values and roughly converted figures lie in (none for a rival's search). */
function windowsOf(f: Figure, ctx: GroundingContext, which: 'values' | 'rivals'): ValueWindows {
  const windows = valueWindows.clear();
  if (which === 'rivals') return windows;
  if (f.kind === 'range') {
    windows.add(f.value - 1e-9, f.high + 1e-9);
    return windows;
  }
  const { numeric_tolerance: tolerance, hedge_tolerance: hedgeTolerance } = ctx.tolerances;
  windows.around(f.value, 2e-9, 2e-9);
  windows.around(-f.value, 2e-9, 2e-9);
  windows.around(f.value, Math.max(tolerance, hedgeTolerance, 1e-9), f.roundingUnit / 2);
  return windows;
}

/** How far a roughly converted figure may lie from the claim, relative to its converted value (see withinConvertedRange). */
function roughSlack(f: Figure, conversion: Conversion, ctx: GroundingContext): number {
  const slack = f.hedged ? Math.max(ctx.tolerances.hedge_tolerance, ctx.tolerances.numeric_tolerance) : ctx.tolerances.numeric_tolerance;
  const mid = (conversion.low + conversion.high) / 2;
  let t = 0;
  for (const end of [conversion.low / mid, conversion.high / mid])
    for (const s of [1 - slack, 1 + slack]) t = Math.max(t, Math.abs(1 - end * s));
  return t;
}

/**
 * Adds the figures of `points` inside the windows, at most WINDOW_CAP per window, closest to the
 * claim's value first. A point's window that another around the same value holds is passed over:
 * walked nearest first from the same centre, it would add only what the wider one adds first (the
 * exact window inside the tolerance window, a third of the walks of every claim).
 */
function collectInWindows(points: SortedPoints, windows: ValueWindows, f: Figure, out: PositionSink, factor: number): void {
  for (let k = 0; k < windows.count; k++) {
    if (f.kind === 'point' && windows.heldByAnother(k)) continue;
    points.collectNearestIn(windows.bounds, k, windows.centres[k]!, WINDOW_CAP, out, factor);
  }
}

/**
 * The context figures (and converted copies) inside the claim's value windows and every range
 * figure, in context order, as the comparator would meet them in the whole context: what the rules
 * before a rival's search compare with.
 */
function candidates(claim: ClaimSide, index: ContextFigureIndex, ctx: GroundingContext): Candidates {
  if (index.all.length <= SMALL_CONTEXT) return { context: index.all, converted: everyConverted(claim.figure, index) };
  const refs = gatheredContext(claim, index, ctx, 'values');
  const context: ContextFigure[] = new Array(refs.length);
  for (let k = 0; k < refs.length; k++) context[k] = index.all[refs[k]!]!;
  return { context, converted: gatheredConverted(claim, index, ctx, 'values') };
}

/**
 * The positions of the context's candidates, ascending: for `values` those inside the claim's value
 * windows, for `rivals` the nearest figures of the claim's unit family about its subject; and every
 * range figure. A view of the index's reused collector, good until its next gathering: a rival's
 * search reads it in place (a context of many figures near the claim's value made a list of
 * hundreds per claim).
 */
function gatheredContext(claim: ClaimSide, index: ContextFigureIndex, ctx: GroundingContext, which: 'values' | 'rivals'): Int32Array {
  const f = claim.figure;
  const picked = index.positions.begin();
  picked.addAll(index.ranges);
  if (which === 'rivals') {
    const family = index.familyPoints(f.unit);
    if (family) family.collectFirstAccepted(f.value, RIVAL_STEPS, rivalTest(claim, index), picked, 1);
  } else {
    const windows = windowsOf(f, ctx, which);
    for (const points of index.comparablePoints(f.unit)) collectInWindows(points, windows, f, picked, 1);
  }
  return picked.ascending();
}

/** A rival's test reads only the candidate's subject, noun and (converted) value: no converted copy is made to ask it. */
function rivalTest(claim: ClaimSide, index: ContextFigureIndex): (ref: number, value: number) => boolean {
  return (ref, value) => rivalAccepts(claim, index.all[ref]!, value);
}

/**
 * The context figures of other units that convert into the claim's, converted, in context order:
 * inside the value windows (and, roughly converted, near the claim's value) for `values`, the
 * nearest about its subject for `rivals`, and every range figure.
 */
function gatheredConverted(
  claim: ClaimSide,
  index: ContextFigureIndex,
  ctx: GroundingContext,
  which: 'values' | 'rivals',
): readonly ContextFigure[] {
  const f = claim.figure;
  if (f.unit === null) return NONE;
  const conversions = index.convertibleInto(f.unit);
  if (conversions.length === 0) return NONE;
  const windows = windowsOf(f, ctx, which);
  const accept = which === 'rivals' ? rivalTest(claim, index) : null;
  // Every written unit's figures go to one gathering: the groups share no position, so reading it
  // ascending gives the converted figures in context order without sorting copies.
  const chosen = index.positions.begin();
  for (const { group, conversion } of conversions) {
    const factor = conversion.exact ? conversion.low : (conversion.low + conversion.high) / 2;
    chosen.addAll(group.ranges);
    if (accept) group.points.collectFirstAccepted(f.value, RIVAL_STEPS, accept, chosen, factor);
    else collectInWindows(group.points, windows, f, chosen, factor);
    if (!conversion.exact && which === 'values' && f.kind === 'point') {
      const w = halfWindow(f.value, roughSlack(f, conversion, ctx), f.roundingUnit / 2);
      const whole = w === Infinity;
      group.points.collectNearest(whole ? -Infinity : f.value - w, whole ? Infinity : f.value + w, f.value, WINDOW_CAP, chosen, factor);
    }
  }
  const converted: ContextFigure[] = [];
  for (const ref of chosen.ascending()) {
    converted.push(convertedFigure(index.all[ref]!, f.unit, conversionOf(conversions, index.groupOf(ref))!));
  }
  return converted;
}

/** The empty candidate list, shared. */
const NONE: readonly ContextFigure[] = [];

/** A small context's figures that convert into the claim's unit, converted (every one of them is a candidate). */
function everyConverted(f: Figure, index: ContextFigureIndex): readonly ContextFigure[] {
  const conversions = f.unit === null ? [] : index.convertibleInto(f.unit);
  if (conversions.length === 0) return NONE;
  const converted: ContextFigure[] = [];
  for (let ref = 0; ref < index.all.length; ref++) {
    const conversion = conversionOf(conversions, index.groupOf(ref));
    if (conversion) converted.push(convertedFigure(index.all[ref]!, f.unit!, conversion));
  }
  return converted;
}

/** The conversion of a written-unit group into the claim's unit, if it has one. */
function conversionOf(
  conversions: readonly { group: UnitGroup; conversion: Conversion }[],
  group: UnitGroup | undefined,
): Conversion | undefined {
  for (const x of conversions) if (x.group === group) return x.conversion;
  return undefined;
}

/** What nearestRival asks of a point candidate whose value (converted into the claim's unit) is `value`, but its distance. */
function rivalAccepts(claim: ClaimSide, c: ContextFigure, value: number): boolean {
  const f = claim.figure;
  if (!about(claim, c) || countsOtherThing(claim, c)) return false;
  return !(f.kind === 'range' && value >= f.value && value <= f.high);
}

function judgePoint(claim: ClaimSide, index: ContextFigureIndex, ctx: GroundingContext): ClaimJudgement {
  const f = claim.figure;
  const { context, converted } = candidates(claim, index, ctx);
  const comparable = comparableFigures(f, context, converted, index);

  // 1. The same magnitude: supported, unless its sign or direction word is the opposite. The first
  // twin of the same sign and direction that backs the claim decides at once; one bound to another
  // subject or period decides only when no other twin backs it (`children under 12 … concessions
  // £12` holds a twin of `£12` for each), and a bare twin backs it in the place of one with a unit
  // only where that one was bare too (`Adult tickets cost £12; children under 12 go free` does not
  // back a child's £12). The others' relations are only kept (and only needed) when there is none.
  // (Made only when a twin is not the same: most claims never need the list.)
  let relations: { c: ContextFigure; relation: Relation }[] | undefined;
  let firstTwin: { judgement: ClaimJudgement; bare: boolean } | undefined;
  for (const c of comparable) {
    if (c.figure.kind !== 'point' || !sameValue(Math.abs(c.figure.value), Math.abs(f.value))) continue;
    const relation = relationOf(claim, c);
    if (relation === 'same') {
      const bare = c.figure.unit === null;
      if (firstTwin && bare && !firstTwin.bare) continue;
      const twin = judgeTwin(claim, c, index, ctx);
      if (twin.status === 'supported') return twin;
      firstTwin ??= { judgement: twin, bare };
      continue;
    }
    (relations ??= []).push({ c, relation });
  }
  if (firstTwin) return (firstTwin.judgement.status === 'contradicted' && meanOfTwins(claim, index, ctx)) || firstTwin.judgement;
  if (relations) {
    const worded = relations.find((r) => r.relation === 'sign-in-words');
    const flipped = relations.find(
      (r) => r.relation === 'sign-flip' && (about(claim, r.c) || (!worded && Math.abs(f.value) >= SIGN_FLIP_WITHOUT_SUBJECT)),
    );
    if (flipped)
      return withConfidence(judged('contradicted', 'numeric.sign-flip', [flipped.c], flipped.c.figure.value), about(claim, flipped.c));
    const reversed = relations.find((r) => r.relation === 'reversed' && about(claim, r.c));
    if (reversed) return judged('contradicted', 'numeric.polarity-reversed', [reversed.c], reversed.c.figure.value);
    if (worded) return judged('approximate', 'numeric.sign-in-words', [worded.c]);
  }
  const year = yearInContext(f, ctx);
  if (year) return judgedBy('supported', 'numeric.year-in-context', [year]);
  const scaled = scaleLetterInContext(f, index, ctx);
  if (scaled) return judged('supported', 'numeric.scale-letter', [scaled]);
  // Loops, not `find` with a closure: every claim without a twin comes this way.
  for (let k = 0; k < comparable.length; k++) {
    const c = comparable[k]!;
    if (c.figure.kind === 'range' && (sameValue(c.figure.value, f.value) || sameValue(c.figure.high, f.value)))
      return judged('supported', 'numeric.range-end', [c]);
  }

  // 2. A near value: within tolerance, or matching at the precision the claim is written to.
  let best: ContextFigure | undefined;
  let bestReason = '';
  let bestDistance = Infinity;
  let bestWorded = false;
  for (let k = 0; k < comparable.length; k++) {
    const c = comparable[k]!;
    // A sign one side states in words (`約12億円の赤字` against `△1,234百万円`) is compared by magnitude.
    const worded = !sameSign(f.value, c.figure.value) && c.figure.kind === 'point' && relationOf(claim, c) === 'sign-in-words';
    if ((!sameSign(f.value, c.figure.value) && !worded) || countsOtherThing(claim, c)) continue;
    let g = worded ? negated(c.figure) : c.figure;
    let reason = nearTo(claim, g, ctx);
    // A range's end is a value of its own (`from 8,120 to 9,870`, a change): "nearly 10,000" rounds it.
    if (!reason && g.kind === 'range') {
      for (const end of RANGE_ENDS) {
        if (!mayBeNear(claim, c.figure.ends[end].value, ctx)) continue;
        const point = endAsPoint(c, end);
        reason = nearTo(claim, point, ctx);
        if (reason) {
          g = point;
          break;
        }
      }
    }
    if (!reason) continue;
    const distance = g.kind === 'range' ? 0 : relativeDifference(f.value, g.value);
    if (!best || distance < bestDistance) {
      best = c;
      bestReason = reason;
      bestDistance = distance;
      bestWorded = worded;
    }
  }
  if (best) {
    if (!bestWorded && best.figure.kind === 'point' && oppositeDirections(claim.polarity, best.polarity) && about(claim, best)) {
      return judged('contradicted', 'numeric.polarity-reversed', [best], best.figure.value);
    }
    return judged('approximate', bestReason, [best]);
  }
  for (let k = 0; k < converted.length; k++) {
    const c = converted[k]!;
    if (c.roughly && sameSign(f.value, c.figure.value) && !countsOtherThing(claim, c) && withinConvertedRange(f, c, ctx))
      return judged('approximate', 'numeric.converted-approximately', [c]);
  }

  // 3. The same amount given per another period (`1 250 kroner per måned` for `15 000 kroner i året`).
  const perPeriod = otherPeriod(claim, index);
  if (perPeriod) return perPeriod;
  // The same rate counted over another base (`29 per 10,000` for `2.9 per 1,000`; `0.34%` for `3.4 per 1,000`).
  const perBase = otherRateBase(claim, index);
  if (perBase) return perBase;

  // 3. The same figure spelled in words (`eight silver` for `8 silver`) says more than a different
  // one nearby, and more than arithmetic, whose terms the numbers spelled in words are too.
  const spelled = spelledInContext(f, ctx);
  if (spelled) return judgedBy('supported', 'numeric.spelled-in-context', [spelled]);

  // 4. Arithmetic over context numbers (never for one side of a result: a score is counted, not computed).
  if (ctx.tolerances.derivation && !scoreLineAt(claim.text.source, f.span, ctx.locale)) {
    const derivation = derive(claim, index, ctx);
    if (derivation) return derivation;
  }

  const fraction = fractionInContext(f, ctx);
  if (fraction) return judgedBy('supported', 'numeric.fraction-in-context', [fraction]);
  const scale = otherScaleInContext(f, index, ctx.locale);
  if (scale) return judged('supported', 'numeric.other-scale', [scale]);
  const clock = clockDurationInContext(f, ctx);
  if (clock) return judgedBy('supported', 'numeric.clock-duration', [clock]);
  const once = unitCountedOnceInContext(f, ctx) ?? unitFractionInContext(f, ctx);
  if (once) return judgedBy('supported', 'numeric.unit-in-words', [once]);
  const spanned = yearsSpannedInContext(f, ctx);
  if (spanned) return judgedBy('supported', 'numeric.years-in-words', [spanned]);
  const multiple = multipleAsRise(f, claim.polarity, claim.subject, ctx);
  if (multiple)
    return judgedBy('derived', 'numeric.multiple-as-rise', [multiple.evidence], `(${multiple.multiple} \u2212 1) \u00D7 100 = ${f.value}`);
  const restated = percentRestated(claim, index);
  if (restated) return judgedBy('derived', 'numeric.percent-restated', [evidenceOf(restated.evidence)], restated.formula);

  const ofRatio = ratioOfContextFigure(f, comparable, ctx);
  if (ofRatio) return judgedBy('derived', 'numeric.ratio-of-amount', ofRatio.evidence, ofRatio.formula);

  // A bare figure whose scale a table header or a list carries is the context's figure with its scale.
  const leftOut = scaleLeftOutInContext(f, claim.text.source, index);
  if (leftOut) return judged('approximate', 'numeric.scale-left-out', [leftOut]);

  // 5. A different value about the same subject; one on the bound's side of a bound figure holds it,
  // if further than a bound reaches ("prices rose by more than 15%" for 18.4 %): no accusation.
  const rival = nearestRival(claim, index, ctx);
  if (rival && claim.bound && rival.figure.kind === 'point' && !breaksBound(claim, rival.figure))
    return judged('approximate', 'numeric.bound', [rival]);
  if (rival) return judged('contradicted', 'numeric.different-value', [rival], (rival.written ?? rival.figure).value);
  const inWords =
    f.kind === 'point' && f.unit === null ? spelledRival(f, claim.subject, claim.noun, ctx, (v) => plausibleValue(claim, v)) : undefined;
  if (inWords) return judgedBy('contradicted', 'numeric.different-value', [inWords.evidence], null, inWords.value);
  // The digits stand in the context where no figure was read (a counter word glued on): not proven, not invented.
  const written = f.unit === null && f.kind === 'point' && isWholeNumber(f.value) && contextIntegers(ctx.index, ctx.locale).has(f.value);
  if (written) return withConfidence(judgedBy('unsupported', 'numeric.digits-elsewhere', []), false);
  return judged('unsupported', 'numeric.not-in-context', []);
}

/** A context figure of the claim's value, sign and direction: supported, unless it is given per another period or bound to another subject. */
function judgeTwin(claim: ClaimSide, same: ContextFigure, index: ContextFigureIndex, ctx: GroundingContext): ClaimJudgement {
  if (namedDifferently(periodOf, claim, same, index)) return judged('contradicted', 'numeric.other-period', [same], same.figure.value);
  // $1.20 per share is not $1.20 in total: both bases said, and not the same.
  if (namedDifferently(baseOf, claim, same, index)) return judged('contradicted', 'numeric.other-base', [same], same.figure.value);
  // 2.9 per 100 is not 2.9 per 1,000: both rates' bases said, and not the same (nor scaling to it).
  if (overOtherBase(claim, same)) return judged('contradicted', 'numeric.other-base', [same], same.figure.value);
  const other = boundToOtherSubject(claim, same, index, ctx);
  if (other) return judged('contradicted', 'numeric.other-subject', [other, same], (other.written ?? other.figure).value);
  const above = outranked(claim.figure, claim.text.source, same, index, ctx);
  if (above) return judged('contradicted', 'numeric.outranked', [above, same], above.figure.value);
  return judged('supported', same.written ? 'numeric.converted-unit' : 'numeric.exact', [same]);
}

function judgeRange(claim: ClaimSide, index: ContextFigureIndex, ctx: GroundingContext): ClaimJudgement {
  const f = claim.figure;
  const { context, converted } = candidates(claim, index, ctx);
  const comparable = comparableFigures(f, context, converted, index);
  const same = comparable.find((c) => c.figure.kind === 'range' && sameValue(c.figure.value, f.value) && sameValue(c.figure.high, f.high));
  if (same) return judged('supported', 'numeric.exact-range', [same]);
  const split = changeAndLevel(claim, index, ctx);
  if (split && backed(split.change) && backed(split.level)) return bothEnds(split.change, split.level);
  // A wrong change before the level it reached (`rose by $25 to $50` against $40 and $50).
  if (split && split.change.status === 'contradicted' && backed(split.level)) return split.change;
  const inside = comparable.find((c) => c.figure.value >= f.value - 1e-9 && c.figure.high <= f.high + 1e-9 && !countsOtherThing(claim, c));
  if (inside) return judged('approximate', 'numeric.range-contains', [inside]);
  const rounded = comparable.find((c) => endsRoundTo(f, c.figure) && !countsOtherThing(claim, c));
  if (rounded) return judged('approximate', 'numeric.rounded', [rounded]);
  const rival = nearestRival(claim, index, ctx);
  const written = rival?.written ?? rival?.figure;
  if (rival) return judged('contradicted', 'numeric.outside-range', [rival], written!.kind === 'point' ? written!.value : written!.text);
  return judged('unsupported', 'numeric.not-in-context', []);
}

/**
 * `cut journey times by 32 minutes to 49 minutes`: a range after a word of the ranges' `change_by`
 * whose low end writes its own unit may be the size of a change and the level it reached. Each end
 * judged as a figure of its own; undefined where the range is not written so.
 */
function changeAndLevel(
  claim: ClaimSide,
  index: ContextFigureIndex,
  ctx: GroundingContext,
): { change: ClaimJudgement; level: ClaimJudgement } | undefined {
  const [low, high] = claim.figure.ends;
  const unit = low.unit;
  if (unit === null || unit.span[0] < low.span[0] || unit.span[1] > low.span[1]) return undefined;
  const source = claim.text.source;
  if (changeWords(claim.locale).matchEndingAt(source, skipSpacesBack(source, claim.figure.span[0])) === undefined) return undefined;
  const side = (n: NumberMatch) => new ClaimSide(pointFigure(claim.text, n), claim.text, claim.locale);
  return { change: judgePoint(side(low), index, ctx), level: judgePoint(side(high), index, ctx) };
}

const changeWords = perLocale((locale: LocaleData) => WordMatcher.ofForms(locale.ranges.change_by, writingOf(locale)));

/** Whether a judgement holds the claim up (the kernel's HOLDING_STATUSES: supported, derived, approximate). */
function backed(j: ClaimJudgement): boolean {
  return HOLDING_STATUSES.includes(j.status);
}

/** A change and its level both backed: the change's judgement, approximate when either is, with the evidence of both. */
function bothEnds(change: ClaimJudgement, level: ClaimJudgement): ClaimJudgement {
  const status = change.status === 'approximate' || level.status === 'approximate' ? 'approximate' : change.status;
  return claimJudgement(status, 'numeric.change-and-level', [...change.evidence, ...level.evidence], null, change.formula ?? null);
}

/**
 * Whether a context range's ends, written more finely, round to the claim range's ends (`9 to 11
 * inches` for 8.6 to 11.4): each end within half the claim's rounding unit of its own.
 */
function endsRoundTo(f: Figure, g: Figure): boolean {
  if (g.kind !== 'range' || f.roundingUnit <= g.precision) return false;
  return roundsTo(g.value, f.value, f.roundingUnit) && roundsTo(g.high, f.high, f.roundingUnit);
}

/** Whether `value` rounds half up to `rounded` at `unit` (85 and 114 round to 90 and 110 at tens, 115 to 120). */
function roundsTo(value: number, rounded: number, unit: number): boolean {
  const slack = 1e-9 * Math.max(Math.abs(value), unit);
  return value >= rounded - unit / 2 - slack && value < rounded + unit / 2 - slack;
}

/** The candidates in the claim's unit (or bare), then the exactly converted ones, in that order: what the rules compare with. */
function comparableFigures(
  f: Figure,
  context: readonly ContextFigure[],
  converted: readonly ContextFigure[],
  index: ContextFigureIndex,
): readonly ContextFigure[] {
  // A small context's candidates are all its figures: which of them are comparable depends on the
  // claim's unit alone, picked once per unit (every claim of a short answer walked them all, twice
  // for a claim in per cent against a context of amounts).
  if (converted.length === 0 && context === index.all) return index.allInUnitOrBare(f.unit);
  // Nearly always every candidate is comparable (the lookups ask for the claim's unit and bare
  // figures) and none is converted: then the candidates themselves, not a copy.
  let every = converted.length === 0;
  for (let k = 0; every && k < context.length; k++) every = unitsMatch(f.unit, context[k]!.figure.unit);
  if (every) return context;
  const comparable: ContextFigure[] = [];
  for (const c of context) if (unitsMatch(f.unit, c.figure.unit)) comparable.push(c);
  for (const c of converted) if (!c.roughly) comparable.push(c);
  return comparable;
}

type Relation = 'same' | 'sign-flip' | 'reversed' | 'sign-in-words';

/** How a context figure of the same magnitude relates to the claim, by sign and direction words. */
function relationOf(claim: ClaimSide, c: ContextFigure): Relation {
  const f = claim.figure;
  const claimSign = f.value < 0 ? -1 : 1;
  const contextSign = c.figure.value < 0 ? -1 : 1;
  if (claimSign === contextSign) return oppositeDirections(claim.polarity, c.polarity) ? 'reversed' : 'same';
  const meant = (sign: number, direction: Direction) => (direction === -1 ? -sign : sign);
  // A statement's parentheses (`Operating loss (1,200)`) write the sign its row label already says:
  // "the operating loss was 1,200" means the same -1,200, and "a profit of 1,200" does not.
  if (c.figure.ends[0].accounting) return meant(claimSign, claim.direction) === contextSign ? 'sign-in-words' : 'sign-flip';
  // A pair both sides state alike names what is measured (`profit` in "profit was -5.2%" and "profit
  // fell 5.2%"), not the sign: the other words say it.
  // A word that states the amount as money going out or a fall (`spent £412.86`, `down 1.8 per
  // cent`) says its sign where no direction word does: asked only here, of two figures of one
  // magnitude and two signs. Named on both sides (`Dividends paid: -£40m`, `paid £40m`), it says what
  // is measured, and the sign one writes is the ledger's.
  const claimWords = negativeInWords(claim.text, f, claim.locale);
  const contextWords = negativeInWords(c.text, c.figure, claim.locale);
  if (claimWords !== 0 && contextWords !== 0) return 'sign-in-words';
  const claimDirection = directionBeside(claim.polarity, c.polarity) || claimWords;
  const contextDirection = directionBeside(c.polarity, claim.polarity) || contextWords;
  if (claimDirection === contextDirection) return restatesFall(claim, c) ? 'sign-in-words' : 'sign-flip';
  // One side states the sign in words ("a loss of 1,200" against "-1,200"): compare what they mean.
  if (claimDirection === 0 || contextDirection === 0) {
    return meant(claimSign, claimDirection) === meant(contextSign, contextDirection) ? 'sign-in-words' : 'sign-flip';
  }
  return 'sign-in-words';
}

/**
 * Both sides state a fall, and the negative figure is the fall's size written with its sign: in
 * parentheses after the fall word ("a reduction in blood pressure (−8.4 mmHg)") or after a word
 * that makes it a change's size ("reduced by −8.4"). The minus says the fall again; "reduced by 8.4"
 * states the same change. A negative level ("fell to −5 °C") is none of these, and stays a flip.
 */
function restatesFall(claim: ClaimSide, c: ContextFigure): boolean {
  if (claim.direction !== -1 || (c.polarity?.direction ?? 0) !== -1) return false;
  const negative = claim.figure.value < 0 ? { text: claim.text, figure: claim.figure } : { text: c.text, figure: c.figure };
  const source = negative.text.source;
  const before = skipSpacesBack(source, negative.figure.span[0]);
  return OPENING_PARENTHESES.has(source.charCodeAt(before - 1)) || changeWords(claim.locale).matchEndingAt(source, before) !== undefined;
}

/** An opening parenthesis, as written in spaced and in CJK text. */
const OPENING_PARENTHESES = new CodeUnitSet([0x28, 0xff08]);

/** -1 where a word of the locale's `numbers.negative_words` stands in the figure's clause (`spent`, a CJK outflow), else 0. */
function negativeInWords(text: AnalysedText, figure: Figure, locale: LocaleData): Direction {
  const words = negativeWords(locale);
  if (words.size === 0) return 0;
  const [start, end] = clauseAt(text, figure.span[0], locale);
  return words.occursIn(text.source, start, end) ? -1 : 0;
}

const negativeWords = perLocale((locale: LocaleData) => WordMatcher.ofForms(locale.numbers.negative_words, writingOf(locale)));

/** A point figure with its sign turned (a sign the other side states in words). */
function negated(g: Figure): Figure {
  return { ...g, value: -g.value, high: -g.high, negative: !g.negative };
}

/** The direction `mine` states in the polarity pairs `theirs` does not state alike. */
function directionBeside(mine: SentencePolarity | undefined, theirs: SentencePolarity | undefined): Direction {
  if (!mine || mine.pairs.size === 0) return 0;
  let rises = false;
  let falls = false;
  for (const [pair, direction] of mine.pairs) {
    if (theirs?.pairs.get(pair) === direction) continue;
    // A pair stated both ways (0) states both sides, as polarityOfWords reads it.
    rises ||= direction >= 0;
    falls ||= direction <= 0;
  }
  return rises === falls ? 0 : rises ? 1 : -1;
}

/**
 * A context figure in another duration unit, converted into the claim's unit (`18 months` → 1.5 years).
 * A conversion through a unit of varying length keeps its midpoint as the value and is marked rough.
 */
function convertedFigure(c: ContextFigure, unit: UnitMatch, conversion: Conversion): ContextFigure {
  const g = c.figure;
  const factor = conversion.exact ? conversion.low : (conversion.low + conversion.high) / 2;
  const figure: Figure = {
    ...g,
    value: g.value * factor,
    high: g.high * factor,
    precision: g.precision * factor,
    roundingUnit: g.roundingUnit * factor,
    unit,
  };
  // Every field written out: a spread followed by fields it lacks gets a hidden class of its own on
  // every run once optimised (see withConfidence in @factlint/pipeline).
  return {
    ref: c.ref,
    figure,
    text: c.text,
    direction: c.direction,
    polarity: c.polarity,
    subject: c.subject,
    noun: c.noun,
    written: g,
    roughly: conversion.exact ? undefined : conversion,
  };
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

/** A figure written to at most this many significant digits is a round figure: the tolerances apply to it. */
const ROUND_FIGURE_DIGITS = 2;

/**
 * A near value, as far as the claim's own precision and hedge explain the difference (SPEC §4):
 * `about 12,000` for 12,345 is approximate; `ca. 52 300` against 50 800, or a six-digit amount 0.5 %
 * off, states digits the context does not have and is not. The relative tolerances apply to round
 * figures only (two significant digits at most), or where the context's own figure is the round one.
 */
/**
 * A bound the value keeps (`over $181 million` for $181,674,817; `just under 50%` for 49.6 %): on the
 * bound's side of the figure and within one unit of its last stated digit.
 */
function boundReason(claim: ClaimSide, g: Figure, ctx: GroundingContext): string | undefined {
  const f = claim.figure;
  if (!claim.bound || g.kind !== 'point' || f.kind !== 'point') return undefined;
  const beyond = claim.bound === 'above' ? g.value - f.value : f.value - g.value;
  return beyond > 0 && beyond < boundReach(f, ctx) ? 'numeric.bound' : undefined;
}

/**
 * How far beyond a bound figure the value may lie: within the figure's rounding, or as far as a
 * hedge may stray (`over 40 %` for 41.7 %, `35度を超えた` for 36.2 度); a value far beyond says
 * more than the bound does (`over 1,000` for 50,000 is another figure).
 */
function boundReach(f: Figure, ctx: GroundingContext): number {
  return Math.max(f.roundingUnit, ctx.tolerances.hedge_tolerance * Math.abs(f.value));
}

function breaksBound(claim: ClaimSide, g: Figure): boolean {
  if (!claim.bound || g.kind !== 'point') return false;
  return claim.bound === 'above' ? g.value < claim.figure.value : g.value > claim.figure.value;
}

/** Why `g` is near enough to back the claim, or undefined; a bound the value breaks (`just under 50%` for 51.2 %) is never excused. */
function nearTo(claim: ClaimSide, g: Figure, ctx: GroundingContext): string | undefined {
  return breaksBound(claim, g) ? undefined : (nearReason(claim.figure, g, ctx) ?? boundReason(claim, g, ctx));
}

const RANGE_ENDS = [0, 1] as const;

/**
 * Whether `value` is close enough to the claim for nearTo to weigh it at all: the widest reach of
 * its rules (the claim's rounding, a bound's reach, the larger relative tolerance). A range's ends
 * are weighed as points only then, so most ranges build no figure for them.
 */
function mayBeNear(claim: ClaimSide, value: number, ctx: GroundingContext): boolean {
  const f = claim.figure;
  const { numeric_tolerance: tolerance, hedge_tolerance: hedgeTolerance } = ctx.tolerances;
  const reach = Math.max(
    f.roundingUnit,
    boundReach(f, ctx),
    Math.max(Math.abs(f.value), Math.abs(value)) * Math.max(tolerance, hedgeTolerance),
  );
  return Math.abs(f.value - value) <= reach;
}

/** One end of a context range as a point figure of its own, in the range's unit. */
function endAsPoint(c: ContextFigure, end: 0 | 1): Figure {
  const point = pointFigure(c.text, c.figure.ends[end]);
  return point.unit === null ? { ...point, unit: c.figure.unit } : point;
}

function nearReason(f: Figure, g: Figure, ctx: GroundingContext): string | undefined {
  const { numeric_tolerance: tolerance, hedge_tolerance: hedgeTolerance } = ctx.tolerances;
  if (g.kind === 'range') return f.value >= g.value && f.value <= g.high ? 'numeric.within-context-range' : undefined;
  const diff = Math.abs(f.value - g.value);
  const rel = relativeDifference(f.value, g.value);
  const slack = 1e-9 * Math.abs(g.value);
  const round = f.significantDigits <= ROUND_FIGURE_DIGITS;
  // A rounder context figure excuses a claim that rounds to it (strictly: 1,095,000 rounds up, away from 1,090,000).
  if (rel <= tolerance && (round || diff < g.roundingUnit / 2 - slack)) return 'numeric.within-tolerance';
  const atClaimPrecision = diff <= f.roundingUnit / 2 + slack;
  // A hedged figure states its value to its last non-zero digit (`omtrent 10,90 kroner` to the ten øre).
  const atHedgedPrecision = f.hedged && diff <= figurePrecision(f.value) / 2 + slack;
  if (f.hedged && (atClaimPrecision || atHedgedPrecision || (round && rel <= hedgeTolerance))) return 'numeric.hedged';
  if (!f.hedged && f.significantDigits >= 2 && f.roundingUnit > g.precision && atClaimPrecision) return 'numeric.rounded';
  if (g.hedged && rel <= hedgeTolerance) return 'numeric.context-hedged';
  return undefined;
}

/**
 * The claim a derivation is searched for, and what the search is asked: one target rewritten per
 * claim, whose `named` reads the claim being derived, rather than a target and a closure made for
 * every claim that reaches the search.
 */
let deriving: ClaimSide | undefined;
const derivationTarget: Required<Omit<DerivationTarget, 'year'>> = {
  value: 0,
  unit: null,
  tolerance: 0,
  direction: 0,
  sentenceDirection: 0,
  named: (value) => deriving!.named(value),
  bound: false,
  signOnly: false,
};

/**
 * A claim whose twin is bound to another subject or period, in a sentence that states an average:
 * the mean of the figures the context lists may be the claim (`39, 45 and 42 kroner`, 42 on average).
 */
function meanOfTwins(claim: ClaimSide, index: ContextFigureIndex, ctx: GroundingContext): ClaimJudgement | undefined {
  return ctx.tolerances.derivation && statesAverage(claim) ? derive(claim, index, ctx, true) : undefined;
}

/** Arithmetic over the context's numbers that gives the claim (`meanOnly`: only the mean of a sentence's figures). */
function derive(claim: ClaimSide, index: ContextFigureIndex, ctx: GroundingContext, meanOnly = false): ClaimJudgement | undefined {
  const f = claim.figure;
  const pool = derivationPool(claim.subject, index, ctx);
  derivationTarget.value = f.value;
  derivationTarget.unit = f.unit;
  derivationTarget.tolerance = (f.hedged ? f.roundingUnit : f.precision) / 2 + 1e-9 * Math.abs(f.value);
  // A bound figure (`fell by over 40 %`) takes a result on its side of the figure, within its reach.
  if (claim.bound) {
    const half = boundReach(f, ctx) / 2;
    derivationTarget.value = claim.bound === 'above' ? f.value + half : f.value - half;
    derivationTarget.tolerance = half;
  }
  derivationTarget.bound = claim.bound !== null;
  derivationTarget.direction = claim.direction;
  derivationTarget.sentenceDirection = claim.direction === 0 ? sentenceDirectionOf(claim) : 0;
  derivationTarget.signOnly = claim.direction !== 0 && isPercent(f.unit) && directedBySignOnly(claim.text, f, claim.locale);
  deriving = claim;
  let found: ReturnType<typeof findDerivation>;
  try {
    const maxTerms = ctx.tolerances.derivation_terms === 2 ? 2 : 3;
    found = meanOnly ? findMean(derivationTarget, pool.terms) : findDerivation(derivationTarget, pool.terms, maxTerms);
    if (!meanOnly) {
      // The context's numbers alone first: the answer's own figures and ratios only where they find nothing.
      if (!found) {
        const factors = answerFactors(claim, pool.terms);
        if (factors.length > 0) found = findAnswerProduct(derivationTarget, factors, pool.terms);
      }
      if (!found) found = deriveInTermUnit(pool.terms, maxTerms, ctx.locale);
      if (!found && statesAverage(claim)) found = findMean(derivationTarget, pool.terms);
      if (!found && statesTotal(claim)) found = findListSum(derivationTarget, pool.terms);
    }
  } finally {
    deriving = undefined;
  }
  if (!found) return undefined;
  // The pool is shared by every claim about the same subject: each judgement gets its own evidence
  // (the answer's own figures, in the formula, are none).
  const evidence = found.terms.filter((t) => t.ref >= 0).map((t) => ({ ...pool.evidence[t.ref]! }));
  if (found.reversed) {
    return claimJudgement('contradicted', 'numeric.change-reversed', evidence, Number(formatValue(found.result)), found.formula);
  }
  return claimJudgement('derived', 'numeric.derived', evidence, null, found.formula);
}

/** Whether the claim's answer sentence states an average (the locale's `average_words`). */
function statesAverage(claim: ClaimSide): boolean {
  return averageSentences(claim.text, claim.locale).has(claim.figure.sentence);
}

/** Whether the claim's answer sentence states a total (the locale's `total_words`). */
function statesTotal(claim: ClaimSide): boolean {
  return totalSentences(claim.text, claim.locale).has(claim.figure.sentence);
}

/** The direction the claim's whole answer sentence states (its own clause may state none). */
function sentenceDirectionOf(claim: ClaimSide): Direction {
  return sentencePolarities(claim.text, claim.locale)[claim.figure.sentence]?.direction ?? 0;
}

/** Whether a context figure is a total of parts its sentence lists (`計57棟`, `in total`: the locale's base with `sum`). */
function isTotal(c: ContextFigure, ctx: GroundingContext): boolean {
  return baseOf(c.figure, c.text, ctx.locale)?.sum === true;
}

/**
 * The derivation the target makes in the unit of some term of the pool, where that unit is larger
 * and converts exactly into the claim's (`90 cm more snow` against 2.3 and 1.4 metres): the target,
 * converted, searched for again, once per such unit among the first terms. Never into a smaller
 * unit: the claim's coarser precision would stretch there (`2 years` would take 18 months as 24
 * rounded). Asked only where the claim's own unit found nothing. The target is restored for the caller.
 */
function deriveInTermUnit(terms: readonly Term[], maxTerms: 2 | 3, locale: LocaleData): ReturnType<typeof findDerivation> {
  const { unit, value, tolerance } = derivationTarget;
  if (unit === null) return null;
  const tried = new Set<string>([unit.id]);
  try {
    for (let k = 0; k < terms.length && k < DERIVATION_LIMITS.pairTerms; k++) {
      const other = terms[k]!.unit;
      if (other === null || tried.has(other.id)) continue;
      tried.add(other.id);
      const conversion = unitConversion(other, unit, locale);
      if (!conversion?.exact || conversion.low <= 1) continue;
      derivationTarget.unit = other;
      derivationTarget.value = value / conversion.low;
      derivationTarget.tolerance = tolerance / conversion.low;
      const found = findDerivation(derivationTarget, terms, maxTerms);
      if (found) return found;
    }
    return null;
  } finally {
    derivationTarget.unit = unit;
    derivationTarget.value = value;
    derivationTarget.tolerance = tolerance;
  }
}

/**
 * The other figures of the claim's own answer sentence nearest it, and the multiples and fractions
 * it writes in words, as terms that may multiply a context number (`10 tickets cost $400` against
 * the price of one, «Seks ganger grunnbeløpet er 780 960 kroner», `half of it is $6,508`): none
 * when the sentence has neither. At most ANSWER_FACTORS figures on each side, found by a search,
 * and the ratios of the one sentence, read only here (where derivation found nothing), so a long
 * answer stays linear. Other numbers the answer spells in words are left out: reading them cost
 * every answer a pass (some 1.5 % of the evaluation set's engine).
 */
function answerFactors(claim: ClaimSide, pool: readonly Term[]): Term[] {
  const { text, figure, locale } = claim;
  const factors: Term[] = [];
  for (const g of sentenceNeighbours(numericFigures(text, locale), figure.span[0], (g) => g.sentence === figure.sentence)) {
    if (g.kind === 'point' && g.span[0] !== figure.span[0])
      factors.push({ value: g.value, unit: g.unit, year: false, order: g.span[0], ref: ANSWER_REF });
  }
  // A multiple or fraction in words times a context amount keeps the amount's unit: a bare claim's
  // sentence is not read for them (most claims that reach this search are bare counts).
  const sentence = text.document.sentences[figure.sentence];
  if (figure.unit === null || sentence === undefined || !someSimpleRatio(figure, pool)) return factors;
  const [from, to] = sentence.span;
  for (const ratio of ratiosOf(text, locale))
    if (ratio.span[0] >= from && ratio.span[1] <= to)
      factors.push({ value: ratio.value, unit: null, year: false, order: ratio.span[0], ref: ANSWER_REF });
  return factors;
}

/**
 * Whether the claim is some context term times a multiple or fraction words say (a whole number up
 * to a dozen, or sixtieths of one: halves, thirds, quarters, fifths, sixths, tenths, twelfths), within
 * the claim's precision: asked before the answer is read for its ratios in words, which most claims
 * could not use.
 */
function someSimpleRatio(f: Figure, pool: readonly Term[]): boolean {
  const n = Math.min(pool.length, DERIVATION_LIMITS.pairTerms);
  for (let j = 0; j < n; j++) {
    const b = pool[j]!.value;
    if (b === 0 || pool[j]!.year) continue;
    const parts = (f.value / b) * SIMPLE_RATIO_DENOMINATOR;
    const slack = ((f.precision / 2) * SIMPLE_RATIO_DENOMINATOR) / Math.abs(b);
    if (parts > 0 && parts <= SIMPLE_RATIO_DENOMINATOR * SIMPLE_MULTIPLE_MAX && Math.abs(parts - Math.round(parts)) <= slack) return true;
  }
  return false;
}

/** Ratios in words are sixtieths of a whole (a half, a third, a quarter, a fifth, a tenth) or multiples up to SIMPLE_MULTIPLE_MAX. */
const SIMPLE_RATIO_DENOMINATOR = 60;
const SIMPLE_MULTIPLE_MAX = 12;

/**
 * The multiples and fractions an answer writes in words, read over its whole text once, when a claim
 * first asks: a sentence cut out of it would be another string layout at the readers' loads.
 */
const ratiosOf = perObject((text: AnalysedText, locale: LocaleData) => readRatios(text.source, locale));

/**
 * Whether the claim is a count (a whole number of things or of spans of time: `countsWholes`)
 * that times a context number gives another figure of its own answer sentence, one of the
 * ANSWER_FACTORS nearest on each side (`12 måneder` of `90 000 kroner … i 12 måneder` against 7 500
 * kroner a month; `5 virkedager` of `75 dager (15 uker à 5 virkedager)`): the answer's own working.
 * A count of one is the factor of any amount of its sentence worked out from the context (the amount
 * of 1 payment); one beside an amount the context states is a claim of its own. Asked
 * only for a claim found nowhere in the context.
 */
function factorOfItsSentence(claim: ClaimSide, index: ContextFigureIndex, ctx: GroundingContext): boolean {
  const f = claim.figure;
  if (f.kind !== 'point' || !Number.isInteger(f.value) || f.value < 1 || !countsWholes(f.unit)) return false;
  const factor: Term[] = [{ value: f.value, unit: f.unit, year: false, order: f.span[0], ref: ANSWER_REF }];
  const { text, locale } = claim;
  for (const g of sentenceNeighbours(numericFigures(text, locale), f.span[0], (g) => g.sentence === f.sentence)) {
    if (g.kind !== 'point' || g.span[0] === f.span[0]) continue;
    const side = new ClaimSide(g, text, locale);
    if (f.value === 1) {
      if (g.unit !== null && judgePoint(side, index, ctx).status === 'derived') return true;
      continue;
    }
    const pool = derivationPool(side.subject, index, ctx).terms;
    const tolerance = (g.hedged ? g.roundingUnit : g.precision) / 2 + 1e-9 * Math.abs(g.value);
    if (findAnswerProduct({ value: g.value, unit: g.unit, tolerance }, factor, pool)) return true;
  }
  return false;
}

/** The `ref` of a term the answer states: it has no evidence in the context. */
const ANSWER_REF = -1;

/** How many of the answer's own figures on each side of a claim are read (as factors, or for their clauses). */
const ANSWER_FACTORS = 4;

/** Up to ANSWER_FACTORS items of `sorted` (by span start) on each side of offset `at`, walking out from it while `keep` accepts them. */
function sentenceNeighbours<T extends { span: readonly [number, number] }>(
  sorted: readonly T[],
  at: number,
  keep: (item: T) => boolean,
): T[] {
  const mid = partitionPoint(sorted.length, (k) => sorted[k]!.span[0] < at);
  const out: T[] = [];
  for (let k = mid - 1; k >= 0 && k >= mid - ANSWER_FACTORS && keep(sorted[k]!); k--) out.push(sorted[k]!);
  for (let k = mid; k < sorted.length && k < mid + ANSWER_FACTORS + 1 && keep(sorted[k]!); k++) out.push(sorted[k]!);
  return out;
}

/**
 * The context figure a different claimed value contradicts: among figures about the same subject,
 * the one whose clause shares most of the answer's subject words ("revenue … for the third quarter
 * $120.0 million" over "up from $100.0 million a year earlier"), then the nearest in value.
 */
function nearestRival(claim: ClaimSide, index: ContextFigureIndex, ctx: GroundingContext): ContextFigure | undefined {
  const f = claim.figure;
  const all = index.all;
  // A small context's every figure; a larger one's gathered rivals, read where they were gathered.
  const refs = all.length <= SMALL_CONTEXT ? undefined : gatheredContext(claim, index, ctx, 'rivals');
  let best: ContextFigure | undefined;
  let bestShared = 0;
  let bestDistance = 0;
  const whole = claim.reading(baseOf)?.sum === true;
  // The context's candidates, then the converted ones (gathered only now: the gathering reuses the
  // collector the first side was read from). Of equals, the first met is kept.
  for (let side = 0; side < 2; side++) {
    const converted = side === 0 ? NONE : refs ? gatheredConverted(claim, index, ctx, 'rivals') : everyConverted(f, index);
    const count = side === 1 ? converted.length : refs ? refs.length : all.length;
    for (let k = 0; k < count; k++) {
      const c = side === 1 ? converted[k]! : all[refs ? refs[k]! : k]!;
      if (!sameFamily(f.unit, c.figure.unit) || !about(claim, c) || countsOtherThing(claim, c)) continue;
      // An amount per another period is another measure (the conversion was tried before): no rival.
      if (namedDifferently(periodOf, claim, c, index)) continue;
      // A rate over a base (`6 litres per 100 km`) is no rival to an amount, and a rate over another
      // base is one counted over the claim's (`2.9 per 1,000` against `3.5 per 10,000`: 29 per 10,000).
      const rate = asClaimRate(claim, c);
      if (rate === undefined) continue;
      if (f.kind === 'range' && c.figure.value >= f.value && c.figure.high <= f.high) continue;
      if (c.figure.rateBase === null ? !plausibleRival(claim, c.figure) : !plausibleValue(claim, rate)) continue;
      // A whole (`$63 in total`) is not contradicted by one of its parts: a smaller amount that is no sum itself.
      if (whole && Math.abs(c.figure.value) < Math.abs(f.value) && index.readAt(baseOf, c.ref)?.sum !== true) continue;
      // relativeDifference written out: a double a call returns is a new heap number unless the
      // optimiser inlined the call, which it does not always do here, and this runs for every rival.
      const g = c.figure.kind === 'range' ? (c.figure.value + c.figure.high) / 2 : c.figure.value;
      const distance = f.value === g ? 0 : Math.abs(f.value - g) / Math.max(Math.abs(g), Number.MIN_VALUE);
      const shared = sharedClauseKeys(claim, c, ctx);
      if (!best || shared > bestShared || (shared === bestShared && distance < bestDistance)) {
        best = c;
        bestShared = shared;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** How many of the answer's subject words the clause around a context figure holds. */
function sharedClauseKeys(claim: ClaimSide, c: ContextFigure, ctx: GroundingContext): number {
  if (!claim.subject || claim.subject.size === 0) return 0;
  return sharedKeyCount(clauseKeys(c.text, clauseStartAt(c.text, c.figure.span[0], ctx.locale), ctx.locale), claim.subject);
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
function boundToOtherSubject(
  claim: ClaimSide,
  c: ContextFigure,
  index: ContextFigureIndex,
  ctx: GroundingContext,
): ContextFigure | undefined {
  // The answer's subject is read only when a clause of the context sentence may bind the figure to
  // another one (with no keys of its own, the answer names nothing a clause could bind).
  if (c.figure.kind !== 'point') return undefined;
  const mine = clauseStartAt(c.text, c.figure.span[0], ctx.locale);
  // A clause that dates its figure by a year counted from another ("up from $3.5 billion a year
  // earlier") gives the same subject's figure at another time: the time is the DATE claim's to check.
  if (datedRelatively(c, mine, ctx)) return undefined;
  let measured: Set<string> | undefined;
  // The answer's subject words, read at the first rival that asks (null: not yet read).
  let answerKeys: ReadonlySet<string> | undefined | null = null;
  const sentence = index.sameSentence(c);
  for (let k = 0; k < sentence.length && k < SENTENCE_FIGURES_CAP; k++) {
    const other = index.all[sentence[k]!]!;
    if (other.figure.kind !== 'point') continue;
    if (!sameFamily(claim.figure.unit, other.figure.unit) || sameValue(other.figure.value, c.figure.value)) continue;
    // The answer's sentence states the other figure too ("$120 million, up 20 % on the $100 million"),
    // or the difference between the two ("cost $2.3 million, $300,000 over budget" against "budgeted
    // at $2 million"), or their sum ("on 90 points, 16 clear of Chelsea" against "Chelsea finished
    // with 74 points, 16 behind"): it is comparing them, not moving one to another subject. Never accuse then.
    if (
      claim.named(other.figure.value) ||
      claim.named(Math.abs(claim.figure.value - other.figure.value)) ||
      claim.named(claim.figure.value + other.figure.value) ||
      !plausibleRival(claim, other.figure)
    )
      continue;
    const theirs = clauseStartAt(c.text, other.figure.span[0], ctx.locale);
    // The same holds for the rival's clause: "前年同期の3.5兆円から" is no other subject's figure.
    if (theirs === mine || datedRelatively(other, theirs, ctx)) continue;
    if (answerKeys === null) answerKeys = subjectOfOwnClause(claim, ctx);
    if (!answerKeys || answerKeys.size === 0) return undefined;
    const mineKeys = clauseKeys(c.text, mine, ctx.locale);
    // A condition of the sentence ("If you prepay the premium ($175 a month) for a year, …") binds
    // its figure to the words beside it only: the rest of it holds for the main clause too.
    const theirKeys = isConditionClause(c.text, theirs, ctx.locale)
      ? wordsBeside(c.text, other.figure, ctx.locale)
      : clauseKeys(c.text, theirs, ctx.locale);
    // The answer names a word only the other clause has, and the figure's own clause has a word the answer does not name.
    if (!someOwnKey(theirKeys, mineKeys, answerKeys, true) || !someOwnKey(mineKeys, theirKeys, answerKeys, false)) continue;
    measured ??= wordsBeside(claim.text, claim.figure, ctx.locale);
    // Of the words only the figure's clause has, the answer names none but what the figure measures.
    if (someOwnKey(mineKeys, theirKeys, answerKeys, true, measured)) continue;
    // An answer sentence that restates the context sentence binds nothing anew: asked only now that
    // a figure is found, since most twins have no other figure in their sentence to weigh.
    // A part (`$91 million in total, of which $48 million`) is none of its total's: another figure may
    // bind it still. A total (`計57棟`, `a total of 57`) sums the parts its sentence lists: it is none
    // of theirs (asked last, as the restatement is: most twins are bound to nothing before it).
    if (isTotal(other, ctx)) continue;
    return restatesSentence(claim, c, sentence, index) || isTotal(c, ctx) ? undefined : other;
  }
  return undefined;
}

/**
 * The answer's subject words that may bind the claim's figure: its sentence's, less those only the
 * clause of another figure of that sentence holds, of the ANSWER_FACTORS nearest on each side
 * ("死傷者は28人で、5人が死亡しました": 死傷者 is the 28's subject, not the 5's; "Sales were $584
 * million and operating profit $61 million").
 */
function subjectOfOwnClause(claim: ClaimSide, ctx: GroundingContext): ReadonlySet<string> | undefined {
  const keys = claim.subject;
  if (!keys || keys.size === 0) return keys;
  const { text, figure } = claim;
  const own = clauseStartAt(text, figure.span[0], ctx.locale);
  let others: Set<string> | undefined;
  for (const f of sentenceNeighbours(numericFigures(text, ctx.locale), figure.span[0], (g) => g.sentence === figure.sentence)) {
    if (f.span[0] === figure.span[0]) continue;
    const start = clauseStartAt(text, f.span[0], ctx.locale);
    if (start === own) continue;
    for (const key of clauseKeys(text, start, ctx.locale)) (others ??= new Set()).add(key);
  }
  if (!others) return keys;
  const mine = clauseKeys(text, own, ctx.locale);
  const kept = new Set<string>();
  for (const key of keys) if (mine.has(key) || !others.has(key)) kept.add(key);
  return kept;
}

/** Whether the clause of `c` (starting at `clauseStart`) dates it by a year counted from another. */
function datedRelatively(c: ContextFigure, clauseStart: number, ctx: GroundingContext): boolean {
  // Most texts write no relative date: their clause is not looked for.
  if (c.text.scan.relativeDates.length === 0) return false;
  return yearPhraseIn(c.text, ctx.locale, clauseStart, clauseAt(c.text, c.figure.span[0], ctx.locale)[1]);
}

/**
 * Whether some key of `keys` that `other` lacks is in `subject` (`named`) or is not (`!named`),
 * leaving out those in `besides`: a set difference asked about without making it (the test runs for
 * every twin whose sentence has another figure in another clause).
 */
function someOwnKey(
  keys: ReadonlySet<string>,
  other: ReadonlySet<string>,
  subject: ReadonlySet<string>,
  named: boolean,
  besides?: ReadonlySet<string>,
): boolean {
  for (const k of keys) if (!other.has(k) && subject.has(k) === named && !besides?.has(k)) return true;
  return false;
}

/**
 * Whether the answer's sentence restates the context sentence that holds the claim's value: it
 * states another figure of the same kind from that sentence too ("at exits 16E and 17 … to Route
 * 495" beside "the Turnpike (Interstate 95)"). A sentence that repeats the source's figures side by side is the
 * source's statement, not a value moved to another subject.
 */
function restatesSentence(claim: ClaimSide, c: ContextFigure, sentence: readonly number[], index: ContextFigureIndex): boolean {
  const own = claim.sentenceFigures;
  if (own.length < 2) return false;
  for (let k = 0; k < sentence.length && k < SENTENCE_FIGURES_CAP; k++) {
    const other = index.all[sentence[k]!]!;
    if (other === c || other.figure.kind !== 'point' || sameValue(other.figure.value, c.figure.value)) continue;
    // Only a figure of the claim's own kind: ages or years beside an amount describe whose amount it is.
    if (sameFamily(claim.figure.unit, other.figure.unit) && claim.named(other.figure.value)) return true;
  }
  return false;
}

/**
 * At most this many figures of one context sentence are tried as the other subject's figure: a
 * "sentence" with more (a table flattened without stops, a run of digits) is read no further, and
 * a figure bound to another subject beyond them goes unnoticed (the cautious side).
 */
const SENTENCE_FIGURES_CAP = 64;

const keysByClause = new PerObjectMap<AnalysedText, Map<number, ReadonlySet<string>>>();

/**
 * The subject keys of the clause starting at `start` (clauseStartAt) in a context or answer text,
 * read once per clause (its span is made only then).
 */
function clauseKeys(text: AnalysedText, start: number, locale: LocaleData): ReadonlySet<string> {
  let clauses = keysByClause.get(text);
  if (!clauses) keysByClause.set(text, (clauses = new Map()));
  let keys = clauses.get(start);
  if (!keys) {
    const [, end] = clauseAt(text, start, locale);
    clauses.set(start, (keys = new Set(fragmentKeys(text.source, locale, start, end))));
  }
  return keys;
}

const BESIDE_WORDS = 2;
const BESIDE_CHARS_UNSPACED = 4;
const WORD_RUN = unicodePatternOnFirstUse(String.raw`[\p{L}\p{M}\p{N}]+`, 'g');

/** The subject keys of the words right beside a figure (the claim's in the answer, or a context figure): what it measures. */
function wordsBeside(text: AnalysedText, figure: Figure, locale: LocaleData): Set<string> {
  const source = text.source;
  const sentence = text.document.sentences[figure.sentence];
  const from = sentence ? sentence.span[0] : 0;
  const to = sentence ? sentence.span[1] : source.length;
  const [start, end] = figure.span;
  let before: string;
  let after: string;
  if (!writingOf(locale).spaced) {
    before = source.slice(Math.max(from, start - BESIDE_CHARS_UNSPACED), start);
    after = source.slice(end, Math.min(to, end + BESIDE_CHARS_UNSPACED));
  } else {
    before = wordsBefore(source, from, start).join(' ');
    after = wordsAfter(source, end, to).join(' ');
  }
  return new Set(fragmentKeys(`${before} ${after}`, locale));
}

/**
 * The last BESIDE_WORDS words of `source[from, to)`, read from a window before `to` that widens
 * until it holds one word more (so none is cut) or reaches `from`: never the whole sentence.
 */
function wordsBefore(source: string, from: number, to: number): string[] {
  for (let width = 64; ; width *= 4) {
    const start = Math.max(from, to - width);
    const words = source.slice(start, to).match(WORD_RUN()) ?? [];
    if (words.length > BESIDE_WORDS || start === from) return words.slice(-BESIDE_WORDS);
  }
}

/** The first BESIDE_WORDS words of `source[from, to)`, read the same way from `from`. */
function wordsAfter(source: string, from: number, to: number): string[] {
  for (let width = 64; ; width *= 4) {
    const end = Math.min(to, from + width);
    const words = source.slice(from, end).match(WORD_RUN()) ?? [];
    if (words.length > BESIDE_WORDS || end === to) return words.slice(0, BESIDE_WORDS);
  }
}

/**
 * Whether a different context figure can be the value the claim gets wrong. Not when the answer
 * states that figure itself anywhere (it knows the figure and uses it for something else), nor when
 * the two are of different orders of magnitude with different digits (24 countries against 77,984
 * cases, a year against the `08` of `2007 -- 08`): such a pair is two things, not one thing misstated.
 * A scale slip keeps its digits (1.2 million against 1.2 billion) and stays a rival.
 */
function plausibleRival(claim: ClaimSide, rival: Figure): boolean {
  return plausibleValue(claim, rival.kind === 'range' ? (rival.value + rival.high) / 2 : rival.value);
}

/** A rival value the answer does not state itself, of the claim's magnitude. */
function plausibleValue(claim: ClaimSide, value: number): boolean {
  return !statedInAnswer(claim, value) && comparableMagnitude(claim.figure.value, value);
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

function judged(
  status: ClaimJudgement['status'],
  reason: string,
  evidence: readonly ContextFigure[],
  nearest: number | string | null = null,
): ClaimJudgement {
  return claimJudgement(status, reason, evidence.map(evidenceOf), nearest);
}

/** A judgement whose evidence is not a context figure (a year, a number in words, a ratio word), with its formula. */
function judgedBy(
  status: ClaimJudgement['status'],
  reason: string,
  evidence: Evidence[],
  formula: string | null = null,
  nearest: number | null = null,
): ClaimJudgement {
  return claimJudgement(status, reason, evidence, nearest, formula);
}

function evidenceOf(c: ContextFigure): Evidence {
  return evidenceIn(c.text, c.figure);
}

const answerValues = new PerObjectMap<AnalysedText, Map<number, number>>();

/** Whether a figure of the answer other than the claim's own has `value`, anywhere in the answer. */
function statedInAnswer(claim: ClaimSide, value: number): boolean {
  let counts = answerValues.get(claim.text);
  if (!counts) {
    counts = new Map();
    for (const g of numericFigures(claim.text, claim.locale)) counts.set(g.value, (counts.get(g.value) ?? 0) + 1);
    answerValues.set(claim.text, counts);
  }
  const own = sameValue(claim.figure.value, value) ? 1 : 0;
  return (counts.get(value) ?? 0) > own || (own === 0 && writesInteger(claim.text, value));
}

/** The whole numbers a text writes in digits, even inside a name (`I-95`): its digit runs, read once per text. */
const integersOf = perObject((text: AnalysedText): ReadonlySet<number> => {
  const integers = new Set<number>();
  for (const run of allMatches(text.source, DIGIT_RUN)) if (run[0].length <= MAX_SAFE_DIGITS) integers.add(Number(run[0]));
  return integers;
});

function writesInteger(text: AnalysedText, value: number): boolean {
  return isWholeNumber(value) && integersOf(text).has(value);
}

const isWholeNumber = (value: number) => Number.isInteger(value) && value >= 0;

/** The whole numbers the context writes in digits, in any of its texts. */
const contextIntegers = firstPerContext((text) => integersOf(text).entries());

const DIGIT_RUN = /\d+/g;
const MAX_SAFE_DIGITS = 15;

/** Per text, each sentence's figures sorted by value, by sentence (filled as sentences are asked for). */
const figuresBySentence = new PerObjectMap<AnalysedText, (readonly Figure[] | undefined)[]>();

/**
 * The figures of one sentence of a text sorted by value, sorted when the sentence is first asked
 * for: the text's figures are in text order, so a sentence's are a stretch of them, found by two
 * searches. One sort of the whole text with a comparator (a call per comparison) had cost more
 * than every sentence's own few figures put in order (1.2 % of the 2k bench, sampled).
 */
function sentenceFigures(text: AnalysedText, locale: LocaleData, sentence: number): readonly Figure[] {
  let groups = figuresBySentence.get(text);
  if (!groups) figuresBySentence.set(text, (groups = new Array(text.document.sentences.length)));
  const known = groups[sentence];
  if (known) return known;
  const all = numericFigures(text, locale);
  const from = countFiguresBefore(all, sentence);
  const to = countFiguresBefore(all, sentence + 1);
  const mine = valueOrder(all, from, to);
  if (sentence >= 0) groups[sentence] = mine;
  return mine;
}

/** How many of `figures` (in text order) lie in a sentence before `sentence` (asked once per sentence). */
function countFiguresBefore(figures: readonly Figure[], sentence: number): number {
  return partitionPoint(figures.length, (i) => figures[i]!.sentence < sentence);
}

/** A sentence with more figures than this is sorted by the builtin; fewer are placed one by one. */
const FEW_FIGURES = 16;

/** `figures[from, to)` sorted by value, equal values kept in text order (a stable sort). */
function valueOrder(figures: readonly Figure[], from: number, to: number): readonly Figure[] {
  if (from === to) return NO_FIGURES;
  if (to - from > FEW_FIGURES) return figures.slice(from, to).sort((a, b) => a.value - b.value);
  const out: Figure[] = [];
  for (let k = from; k < to; k++) {
    const g = figures[k]!;
    let at = out.length;
    out.push(g);
    while (at > 0 && out[at - 1]!.value - g.value > 0) {
      out[at] = out[at - 1]!;
      at--;
    }
    out[at] = g;
  }
  return out;
}

const NO_FIGURES: readonly Figure[] = [];

/** What namedAmong looks for, read by one predicate made once: it runs for every derivation term of every claim. */
const sought: { figures: readonly Figure[]; below: number } = { figures: NO_FIGURES, below: 0 };
const belowSought = (i: number) => sought.figures[i]!.value < sought.below;

/** Whether a figure of `figures` (its sentence's, sorted by value) other than `figure` has `value` (a binary search, not a scan). */
function namedAmong(figures: readonly Figure[], figure: Figure, value: number): boolean {
  const tolerance = 1e-9 * Math.max(1, Math.abs(value));
  sought.figures = figures;
  sought.below = value - tolerance;
  const lo = partitionPoint(figures.length, belowSought);
  sought.figures = NO_FIGURES;
  for (let k = lo; k < figures.length && figures[k]!.value <= value + tolerance; k++) {
    if (figures[k] !== figure && Math.abs(figures[k]!.value - value) <= tolerance) return true;
  }
  return false;
}
