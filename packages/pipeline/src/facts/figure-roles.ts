import type { DroppedFigure, Span } from '@factlint/kernel';
import {
  clauseSpans,
  sameValue,
  type NumberMatch,
  perLocale,
  perObject,
  skipSpaces,
  skipSpacesBack,
  WordMatcher,
  writingOf,
  yearOffsetsOf,
  type LocaleData,
  type RangeMatch,
  type WordHit,
} from '@factlint/text';
import type { FactWords } from './anchor-roles.js';
import type { ReadTurn, StatedFigure } from './turn-figures.js';

/*
 * What a figure beside a fact's anchor is when it is not the fact's value, from the locale's `roles`
 * data: the size of a change ("cut by 0.25%"), an amount of another period ("£23,616 a year" for a
 * monthly rate), a total over several people or months, a past value ("£15,240 in 2016/17"),
 * or a change's start and end ("from £174.50 to £180"). Each test is a word lookup next to the
 * figure or in its clause; the turn's word hits are found once, when a fact first asks. RoleReader
 * puts them together for one fact in one turn.
 */

export type Period = 'hour' | 'day' | 'week' | 'month' | 'year';

interface RoleWords {
  changeBefore: WordMatcher<true>;
  changeBeforeAfterVerb: WordMatcher<true>;
  changeVerbs: WordMatcher<true>;
  changeAfter: WordMatcher<true>;
  changeFrom: WordMatcher<true>;
  toAfter: WordMatcher<true>;
  periodForms: WordMatcher<Period>;
  periodBefore: WordMatcher<Period>;
  totals: WordMatcher<true>;
  pastWords: WordMatcher<true>;
  since: WordMatcher<true>;
}

const roleWordsOf = perLocale((locale: LocaleData): RoleWords => {
  const { change, periods, totals, past } = locale.roles;
  const writing = writingOf(locale);
  const words = (forms: readonly string[]) => WordMatcher.ofForms(forms, writing);
  const byPeriod = (pick: (p: (typeof periods)[number]) => readonly string[]) =>
    new WordMatcher<Period>(
      periods.flatMap((p) => pick(p).map((form) => ({ form, value: p.period }))),
      writing,
    );
  return {
    changeBefore: words(change.before),
    changeBeforeAfterVerb: words(change.before_after_verb),
    changeVerbs: words(change.verbs),
    changeAfter: words(change.after),
    changeFrom: words(change.from),
    toAfter: words(change.to_after),
    periodForms: byPeriod((p) => p.forms),
    periodBefore: byPeriod((p) => [...p.forms, ...p.before]),
    totals: words(totals),
    pastWords: words(past.words),
    since: words(past.since),
  };
});

/** Where the change verbs, total words, past words and period words of a turn stand, found once per turn. */
interface TurnWords {
  verbs: WordHit<true>[];
  totals: WordHit<true>[];
  pastWords: WordHit<true>[];
  periods: WordHit<Period>[];
}

const turnWordsOf = perObject((turn: ReadTurn, locale: LocaleData): TurnWords => {
  const words = roleWordsOf(locale);
  const find = (m: WordMatcher<true>) => (m.size === 0 ? [] : m.findAll(turn.plain));
  return {
    verbs: find(words.changeVerbs),
    totals: find(words.totals),
    pastWords: find(words.pastWords),
    periods: words.periodForms.size === 0 ? [] : words.periodForms.findAll(turn.plain),
  };
});

/** The clauses of a turn's sentences, cut once per sentence as figures ask. */
class ClauseCache {
  private readonly bySentence = new Map<number, Span[]>();
  constructor(
    private readonly turn: ReadTurn,
    private readonly locale: LocaleData,
  ) {}

  /** The clause holding `offset` in sentence `index` (the sentence when no clause does); an empty span off any sentence. */
  at(index: number, offset: number): Span {
    const sentence = this.turn.document.sentences[index];
    if (!sentence) return [offset, offset];
    let cut = this.bySentence.get(index);
    if (!cut) this.bySentence.set(index, (cut = clauseSpans(this.turn.plain, sentence.span, this.locale)));
    return cut.find((c) => c[0] <= offset && offset < c[1]) ?? sentence.span;
  }
}

const clausesOf = perObject((turn: ReadTurn, locale: LocaleData) => new ClauseCache(turn, locale));

export function clauseOf(turn: ReadTurn, figure: { sentence: number; span: Span }, locale: LocaleData): Span {
  return clausesOf(turn, locale).at(figure.sentence, figure.span[0]);
}

const inside = (hits: readonly WordHit<true>[], [from, to]: Span) => hits.some((h) => h.start >= from && h.end <= to);

/**
 * The size of a change, not a level: right after a change word (`by 0.25%`; a word that also means
 * "with" only after a change verb earlier in its clause), or right before one where the verb follows
 * its amount (a raise verb right after `0.25%`, never after `0.75%` and the particle for "to").
 */
export function isChangeSize(turn: ReadTurn, figure: StatedFigure, locale: LocaleData): boolean {
  const words = roleWordsOf(locale);
  const { plain } = turn;
  const before = skipSpacesBack(plain, figure.span[0]);
  if (words.changeBefore.size > 0 && words.changeBefore.matchEndingAt(plain, before)) return true;
  if (words.changeAfter.size > 0 && words.changeAfter.matchAt(plain, afterFigure(plain, figure.span[1], locale))) return true;
  if (words.changeBeforeAfterVerb.size === 0) return false;
  const hit = words.changeBeforeAfterVerb.matchEndingAt(plain, before);
  if (!hit) return false;
  const clause = clauseOf(turn, figure, locale);
  return inside(turnWordsOf(turn, locale).verbs, [clause[0], hit.start]);
}

/** Where the text after a figure goes on: right after it in a script without spaces, after its spaces otherwise. */
function afterFigure(text: string, end: number, locale: LocaleData): number {
  return writingOf(locale).spaced ? skipSpaces(text, end) : end;
}

/**
 * A range that is a change from one level to another: followed by a word that marks the level
 * reached (a particle for "to" after the range), or opened by a `from` word in a sentence that states a change
 * (a change verb, or a figure that is a change's size).
 */
export function isTransition(turn: ReadTurn, range: StatedFigure, sentenceHasChange: () => boolean, locale: LocaleData): boolean {
  const words = roleWordsOf(locale);
  const { plain } = turn;
  if (words.toAfter.size > 0 && words.toAfter.matchAt(plain, afterFigure(plain, range.span[1], locale))) return true;
  if (words.changeFrom.size === 0 || !words.changeFrom.matchAt(plain, range.span[0])) return false;
  return sentenceHasChange();
}

/** Whether the turn's sentence `index` holds a change verb. */
export function sentenceHasChangeVerb(turn: ReadTurn, index: number, locale: LocaleData): boolean {
  const sentence = turn.document.sentences[index];
  return sentence !== undefined && inside(turnWordsOf(turn, locale).verbs, sentence.span);
}

/** The range match of the turn that a range figure was made from. */
export function rangeMatchOf(turn: ReadTurn, figure: StatedFigure): RangeMatch | undefined {
  return turn.scan.ranges.find((r) => r.span[0] === figure.span[0] && r.span[1] === figure.span[1]);
}

/** The period a claim names (`per month`, `annual`), read in the scenario's language and the claim languages; null when none. */
export function claimPeriod(claim: string, readers: readonly LocaleData[]): Period | null {
  for (const locale of readers) {
    const forms = roleWordsOf(locale).periodForms;
    if (forms.size === 0) continue;
    const hit = forms.findAll(claim)[0];
    if (hit) return hit.value;
  }
  return null;
}

/** Whether a claim says it is a total itself, in any of its languages: then a total states it. */
export function claimIsTotal(claim: string, readers: readonly LocaleData[]): boolean {
  return readers.some((locale) => roleWordsOf(locale).totals.size > 0 && roleWordsOf(locale).totals.findAll(claim).length > 0);
}

/**
 * The period a figure is stated for: a period word right after it (`£35 a month`) or right before it,
 * else the one period its clause names ("Per month that comes to about 4,340"); null when none is
 * named or the clause names two.
 */
export function figurePeriod(turn: ReadTurn, figure: StatedFigure, locale: LocaleData): Period | null {
  const words = roleWordsOf(locale);
  if (words.periodForms.size === 0) return null;
  const { plain } = turn;
  const next =
    words.periodForms.matchAt(plain, skipSpaces(plain, figure.span[1])) ??
    words.periodBefore.matchEndingAt(plain, skipSpacesBack(plain, figure.span[0]));
  if (next) return next.value;
  const [from, to] = clauseOf(turn, figure, locale);
  let period: Period | null = null;
  for (const hit of turnWordsOf(turn, locale).periods) {
    if (hit.start < from || hit.end > to) continue;
    if (period !== null && hit.value !== period) return null;
    period = hit.value;
  }
  return period;
}

/** Whether a total word (`til sammen`, `in total`) stands in the figure's clause. */
export function inTotalClause(turn: ReadTurn, figure: StatedFigure, locale: LocaleData): boolean {
  const totals = turnWordsOf(turn, locale).totals;
  return totals.length > 0 && inside(totals, clauseOf(turn, figure, locale));
}

/** How far from a figure a year or past word may stand and still date it, in characters between them. */
const DATING_REACH = 24;

interface TimeMarker {
  span: Span;
  /** Whether it puts a figure it dates in the past. */
  past: boolean;
}

/**
 * A past value: the year or relative year nearest the figure in its clause (within DATING_REACH,
 * no other figure between) is earlier than the fact's year, or a past word stands next to it. A year
 * after a `since` word ("since 2017", or before one where it is written after the year) keeps the value
 * current. Without a year in the claim only relative years and past words date a figure.
 */
export function isPastValue(turn: ReadTurn, figure: StatedFigure, factYear: number | null, locale: LocaleData): boolean {
  const clause = clauseOf(turn, figure, locale);
  const markers = timeMarkersIn(turn, figure, clause, factYear, locale);
  if (markers.length === 0) return false;
  let nearest: TimeMarker | undefined;
  let nearestGap = DATING_REACH + 1;
  for (const m of markers) {
    const gap = m.span[0] >= figure.span[1] ? m.span[0] - figure.span[1] : figure.span[0] - m.span[1];
    if (gap < 0 || gap >= nearestGap || figureBetween(turn, figure, m.span)) continue;
    nearest = m;
    nearestGap = gap;
  }
  return nearest?.past ?? false;
}

/** Whether another figure, or a bracket, stands between a figure and a time marker: then the marker dates something else. */
function figureBetween(turn: ReadTurn, figure: StatedFigure, marker: Span): boolean {
  const [from, to] = marker[0] >= figure.span[1] ? [figure.span[1], marker[0]] : [marker[1], figure.span[0]];
  for (let i = from; i < to; i++) if (BRACKETS.has(turn.plain[i]!)) return true;
  return turn.figures.some((f) => f !== figure && f.span[0] >= from && f.span[1] <= to);
}

/** Brackets set an aside apart: "420,000 (400,000 in 2025)" dates the figure inside them only. */
const BRACKETS = new Set(['(', ')', '[', ']', '\uFF08', '\uFF09']);

function timeMarkersIn(turn: ReadTurn, figure: StatedFigure, [from, to]: Span, factYear: number | null, locale: LocaleData): TimeMarker[] {
  const within = (span: Span) => span[0] >= from && span[1] <= to;
  const out: TimeMarker[] = [];
  for (const hit of turnWordsOf(turn, locale).pastWords)
    if (within([hit.start, hit.end])) out.push({ span: [hit.start, hit.end], past: true });
  const offsets = yearOffsetsOf(locale);
  for (const r of turn.scan.relativeDates) {
    const offset = offsets.get(r.text.toLowerCase())?.offset;
    if (offset !== undefined && within(r.span)) out.push({ span: r.span, past: offset < 0 });
  }
  if (factYear === null) return out;
  for (const d of turn.scan.dates) {
    if (within(d.span)) out.push({ span: d.span, past: d.year < factYear && !afterSince(turn.plain, d.span, locale) });
  }
  for (const n of turn.scan.numbers) {
    if (!within(n.span) || n.span[0] === figure.span[0] || !isYearLike(n.text, n.value, n.unit === null)) continue;
    out.push({ span: n.span, past: n.value < factYear && !afterSince(turn.plain, n.span, locale) });
  }
  return out;
}

function afterSince(text: string, span: Span, locale: LocaleData): boolean {
  const since = roleWordsOf(locale).since;
  if (since.size === 0) return false;
  return (
    since.matchEndingAt(text, skipSpacesBack(text, span[0])) !== undefined ||
    since.matchAt(text, afterFigure(text, span[1], locale)) !== undefined
  );
}

/** Four digits between 1900 and 2100 with no unit: a year written bare, as in a tax year `2016/17`. */
function isYearLike(text: string, value: number, bare: boolean): boolean {
  return bare && text.length === 4 && Number.isInteger(value) && value >= 1900 && value <= 2100;
}

/** The first year a claim names (`tax year 2026/27` and `academic year 2026–2027` → 2026), or null. */
export function claimYear(claimScan: {
  dates: readonly { year: number }[];
  numbers: readonly { text: string; value: number; unit: unknown }[];
}): number | null {
  let year: number | null = null;
  for (const d of claimScan.dates) year = Math.min(year ?? d.year, d.year);
  for (const n of claimScan.numbers) if (isYearLike(n.text, n.value, n.unit === null)) year = Math.min(year ?? n.value, n.value);
  return year;
}

/** What the role filters know of the fact: its value, period, year, whether it is a total, and its words. */
export interface FactContext {
  /** The declared value; null when unknown (no figure is then kept for being it). */
  declared: number | null;
  /** The period the claim names (`per month`), or null. */
  period: Period | null;
  /** The year the fact holds from (`valid_from`, else the first year its claim names), or null: an earlier year beside a figure makes it a past value. */
  year: number | null;
  /** The claim says the fact is a total: a total word then does not set a figure aside. */
  totalClaim: boolean;
  /** The claim's and anchors' words; null reads no qualifier. */
  words: FactWords | null;
}

export const NO_FACT_CONTEXT: FactContext = { declared: null, period: null, year: null, totalClaim: true, words: null };

/** The role filters of one turn for one fact. */
export class RoleReader {
  private change: boolean[] | undefined;

  constructor(
    private readonly turn: ReadTurn,
    private readonly fact: FactContext,
    private readonly locale: LocaleData,
  ) {}

  isDeclared(figure: StatedFigure): boolean {
    return this.fact.declared !== null && sameValue(figure.value, this.fact.declared);
  }

  /** Why a figure states no level of the fact (a filter name), or null when it may. */
  roleOf(figure: StatedFigure): DroppedFigure['filter'] | null {
    const { turn, fact, locale } = this;
    if (isChangeSize(turn, figure, locale)) return 'change';
    if (isPastValue(turn, figure, fact.year, locale)) return 'past';
    if (fact.period !== null) {
      const period = figurePeriod(turn, figure, locale);
      if (period !== null && period !== fact.period) return 'period';
    }
    if (!fact.totalClaim && !this.isDeclared(figure) && inTotalClause(turn, figure, locale)) return 'total';
    return null;
  }

  /**
   * The levels a figure states: itself, or for a range that is a change from one level to another
   * ("rose from £174.50 to £180"), its high end, reached, and its low end, the start (a past level);
   * for a range after a change word whose low end writes its own unit ("cut by 0.25% to 4%"), the
   * high end, reached, and the low end, the change.
   */
  levelsOf(figure: StatedFigure): { reached: StatedFigure[]; start: { figure: StatedFigure; role: DroppedFigure['filter'] } | null } {
    const as = { reached: [figure], start: null };
    if (figure.range === null) return as;
    const { turn, locale } = this;
    const match = rangeMatchOf(turn, figure);
    if (!match) return as;
    const byChange = match.low.unit !== null && isChangeSize(turn, figure, locale);
    if (!byChange && !isTransition(turn, figure, () => this.sentenceHasChange(figure.sentence), locale)) return as;
    const end = (n: NumberMatch): StatedFigure => ({
      ...figure,
      value: n.value,
      range: null,
      text: turn.text.slice(n.span[0], n.span[1]),
      span: n.span,
      unit: n.unit ?? match.unit,
      hedged: n.hedge !== null,
      precision: n.precision,
      bound: null,
    });
    return { reached: [end(match.high)], start: { figure: end(match.low), role: byChange ? 'change' : 'past' } };
  }

  private sentenceHasChange(sentence: number): boolean {
    const { turn, locale } = this;
    if (sentenceHasChangeVerb(turn, sentence, locale)) return true;
    this.change ??= turn.figures.map((f) => isChangeSize(turn, f, locale));
    return turn.figures.some((f, k) => f.sentence === sentence && this.change![k]);
  }
}
