import {
  CategorySet,
  partitionPoint,
  perLocale,
  skipSpaces,
  skipSpacesBack,
  WordMatcher,
  writingOf,
  type LocaleData,
  type NumberMatch,
} from '@factlint/text';
import {
  countedNounAfter,
  negatesWithin,
  statedDirectionWordsOf,
  type AnalysedText,
  type Direction,
  type SentencePolarity,
} from '@factlint/pipeline';
import { figurePolarity } from './figure-polarity.js';
import { numericFigures, pointFigure, type Figure } from './numeric-figures.js';

/*
 * A change stated with both its levels ("rose to 21.7% from 24.2%", "increased from 24.2% to
 * 21.7%", a particle after each level in a script without spaces): its direction word must agree
 * with the two levels' difference, and where it does not, the sentence is wrong whatever the
 * context says. Read only for a figure whose own clause states a rise or a fall (the polarity its
 * claim already holds) and that a mark of the level reached stands beside: nearly every figure is
 * turned away by a map lookup.
 */

/** A change an answer states against its own two levels: the level reached, the level it started from, and the direction it names. */
export interface ChangeAgainstLevels {
  reached: number;
  from: number;
  direction: 1 | -1;
}

interface EndMarks {
  before: WordMatcher<true>;
  after: WordMatcher<true>;
  notAfter: WordMatcher<true>;
}

interface LevelMarks {
  pair: number;
  /** How many pairs state a direction (the outcome pairs are numbered after them). */
  pairs: number;
  from: EndMarks;
  to: EndMarks;
}

const levelMarks = perLocale((locale: LocaleData): LevelMarks | undefined => {
  const data = locale.polarity.level_change;
  if (data.pair === undefined) return undefined;
  const ends = writingOf(locale);
  const marks = (m: typeof data.from): EndMarks => ({
    before: WordMatcher.ofForms(m.before, ends),
    after: WordMatcher.ofForms(m.after, ends),
    notAfter: WordMatcher.ofForms(m.not_after, ends),
  });
  return { pair: data.pair, pairs: locale.polarity.pairs.length, from: marks(data.from), to: marks(data.to) };
});

/** Where a mark of one end of a change stands beside a figure: before it (`to 21.7%`) or after it (`21.7%に`). */
interface Mark {
  start: number;
  end: number;
  after: boolean;
}

/**
 * The change the figure states against its own levels, where its clause states a rise or a fall
 * with the figure as the level reached and another figure of its sentence, of one unit, as the
 * level it started from, and the direction word disagrees with their difference beyond what their
 * rounding or hedge allows. Undefined for every other figure, and wherever a negation stands in
 * the sentence or another pair (a loss, a comparison) may say the sign or the sense.
 */
export function changeAgainstOwnLevels(
  text: AnalysedText,
  figure: Figure,
  polarity: SentencePolarity | undefined,
  locale: LocaleData,
): ChangeAgainstLevels | undefined {
  const marks = levelMarks(locale);
  if (marks === undefined || polarity === undefined) return undefined;
  const direction = changeDirection(polarity, marks);
  if (direction === 0) return undefined;
  const levels = figure.kind === 'range' ? rangeLevels(text, figure, marks, locale) : pointLevels(text, figure, direction, marks, locale);
  if (levels === undefined) return undefined;
  // A negation anywhere in the sentence: "did not rise to 5% from 6%", and the verb endings that deny after the word.
  const [start, end] = text.document.sentences[figure.sentence]!.span;
  if (negatesWithin(text, start, end, locale)) return undefined;
  const reached = pointFigure(text, levels.reached);
  const from = pointFigure(text, levels.from);
  const difference = reached.value - from.value;
  if (difference * direction >= -slackOf(reached, from)) return undefined;
  // `fell from 10% to 20%` may be a range of the fall's sizes: only a mark after the level reached
  // (a particle) makes a change written from-first with a rise in its figures a fall's levels.
  if (levels.fromFirst && !levels.markedAfter && direction === -1) return undefined;
  return { reached: reached.value, from: from.value, direction };
}

/**
 * The rise (1) or fall (-1) the change pair states; 0 where it states none or both, or where
 * another direction pair states its second side (`fell to a loss of $3m from a profit of $2m`: a
 * loss or a deficit gives a level a sign in words). Its first side gives none (`profit`, and the
 * subject words that hold it, `営業利益率`).
 */
function changeDirection(polarity: SentencePolarity, marks: LevelMarks): Direction {
  let stated: Direction = 0;
  for (const [pair, direction] of polarity.pairs) {
    if (pair === marks.pair) stated = direction;
    else if (pair < marks.pairs && direction !== 1) return 0;
  }
  return stated;
}

interface Levels {
  reached: NumberMatch;
  from: NumberMatch;
  fromFirst: boolean;
  markedAfter: boolean;
}

/** A range read as one figure (`from 24.2% to 21.7%`, `4100億円から5200億円に`): its ends, where each is marked as its end of a change. */
function rangeLevels(text: AnalysedText, figure: Figure, marks: LevelMarks, locale: LocaleData): Levels | undefined {
  const [from, reached] = figure.ends;
  const toMark = markOf(text.source, reached, marks.to);
  if (toMark === undefined || !reachedMark(text, toMark, marks, locale) || markOf(text.source, from, marks.from) === undefined)
    return undefined;
  return { reached, from, fromFirst: true, markedAfter: toMark.after };
}

/**
 * A figure marked as the level reached, and the figure next to it in its sentence marked as the
 * level a change started from: after it (`to 21.7% from 24.2%`), anywhere in the sentence; before
 * it (`from 24.2% to 21.7%`), only with the marks between them.
 */
function pointLevels(text: AnalysedText, figure: Figure, direction: Direction, marks: LevelMarks, locale: LocaleData): Levels | undefined {
  const source = text.source;
  const reached = figure.ends[0];
  const toMark = markOf(source, reached, marks.to);
  if (toMark === undefined || !reachedMark(text, toMark, marks, locale)) return undefined;
  const figures = numericFigures(text, locale);
  const k = partitionPoint(figures.length, (i) => figures[i]!.span[0] < figure.span[0]);
  const next = figures[k + 1];
  if (next && next.sentence === figure.sentence && next.kind === 'point' && markOf(source, next.ends[0], marks.from)) {
    const from = next.ends[0];
    if (!oneUnit(text, reached, from, false, locale) || !sameDirection(text, next, direction, marks, locale)) return undefined;
    return { reached, from, fromFirst: false, markedAfter: toMark.after };
  }
  const previous = figures[k - 1];
  if (!previous || previous.sentence !== figure.sentence || previous.kind !== 'point') return undefined;
  const from = previous.ends[0];
  const fromMark = markOf(source, from, marks.from);
  if (fromMark === undefined || !oneUnit(text, reached, from, true, locale)) return undefined;
  // Only the marks between them: `from $3m, compared to $2m` is no change from one to the other.
  const between = fromMark.after ? fromMark.end : extentOf(from)[1];
  const toStart = toMark.after ? extentOf(reached)[0] : toMark.start;
  return skipSpaces(source, between) === toStart ? { reached, from, fromFirst: true, markedAfter: toMark.after } : undefined;
}

/** The mark of one end of a change beside a figure: a word right before it (a hedge between), or a particle right after it. */
function markOf(source: string, n: NumberMatch, marks: EndMarks): Mark | undefined {
  const [start, end] = extentOf(n);
  const after = marks.after.matchAt(source, end);
  if (after) return { start: after.start, end: after.end, after: true };
  const before = marks.before.matchEndingAt(source, skipSpacesBack(source, start));
  if (before === undefined || marks.notAfter.matchEndingAt(source, skipSpacesBack(source, before.start))) return undefined;
  return { start: before.start, end: before.end, after: false };
}

/** A figure with its hedge, on whichever side it stands. */
function extentOf(n: NumberMatch): [number, number] {
  if (n.hedge === null) return [n.span[0], n.span[1]];
  return [Math.min(n.span[0], n.hedge.span[0]), Math.max(n.span[1], n.hedge.span[1])];
}

/**
 * A particle marks the level reached only right before the change's direction word (`21.7%に上昇`):
 * the same particle joins the two figures of a ratio (`5人に1人`).
 */
function reachedMark(text: AnalysedText, mark: Mark, marks: LevelMarks, locale: LocaleData): boolean {
  if (!mark.after) return true;
  const words = statedDirectionWordsOf(text, locale);
  const start = skipSpaces(text.source, mark.end);
  const k = partitionPoint(words.length, (i) => words[i]!.span[0] < start);
  return words[k]?.span[0] === start && words[k]!.pair === marks.pair;
}

/**
 * The two levels measure one thing: one unit, a bare level with a scale word beside one with a unit
 * (`2,15 milliarder kroner … fra 1,89 milliarder`), or two bare ones counting the same noun, or none
 * (`to 300 from 12 schools` counts two things). Written from-first, the noun after the level
 * reached is the other's too (`from 250 to 300 students`).
 */
function oneUnit(text: AnalysedText, reached: NumberMatch, from: NumberMatch, fromFirst: boolean, locale: LocaleData): boolean {
  if (reached.unit !== null && from.unit !== null) return reached.unit.id === from.unit.id;
  if (reached.unit !== null || from.unit !== null) return scaledInWords(text.source, reached.unit === null ? reached : from);
  const fromNoun = countedNounAfter(text.source, from.span[1], locale);
  return fromNoun === countedNounAfter(text.source, reached.span[1], locale) || (fromFirst && fromNoun === undefined);
}

/** A letter among a figure's digits: a scale word (`1,89 milliarder`), which makes a bare figure an amount. */
function scaledInWords(source: string, n: NumberMatch): boolean {
  for (let i = n.numberSpan[0]; i < n.numberSpan[1]; i++) if (LETTER.has(source.charCodeAt(i))) return true;
  return false;
}

const LETTER = new CategorySet(['L']);

/** The level a change started from, written in another clause, is told with the same direction or none (`while costs fell from $3m` tells another change). */
function sameDirection(text: AnalysedText, from: Figure, direction: Direction, marks: LevelMarks, locale: LocaleData): boolean {
  const polarity = figurePolarity(text, from, locale);
  if (polarity === undefined) return true;
  const stated = changeDirection(polarity, marks);
  return stated === direction || (stated === 0 && !polarity.pairs.has(marks.pair));
}

/** Half of each level's rounding, and a tenth of the larger where either is hedged ("to about 5% from 5.2%" may be a rise). */
function slackOf(reached: Figure, from: Figure): number {
  const rounding = (reached.roundingUnit + from.roundingUnit) / 2;
  if (!reached.hedged && !from.hedged) return rounding;
  return Math.max(rounding, 0.1 * Math.max(Math.abs(reached.value), Math.abs(from.value)));
}
