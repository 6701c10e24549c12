import { isPercent, multiplierWords, perLocale, skipSpaces, skipSpacesBack, WordMatcher, writingOf, type LocaleData } from '@factlint/text';
import { shareSubject, type AnalysedText, type SentencePolarity } from '@factlint/pipeline';
import type { ContextFigure, ContextFigureIndex } from './numeric-context.js';
import type { Figure } from './numeric-figures.js';

/*
 * A per cent the answer gives in another form of the fact the context gives (`numbers.percent_forms`):
 * a level of what it is measured against and the change from it (175 % of normal: 75 % more than
 * normal), a multiple and the rise it makes (1.6 times higher: 60 % higher), and one part of a whole
 * and the other (23 % below normal: 77 % of normal; 43 % of capacity: 57 % empty). Each side must
 * say its form in words: a bare per cent is neither a level nor a part, so "23% of voters" is never
 * "77% of voters". Asked only of a claim nothing else in the context backs, against the context
 * per cents of the one value the form gives, about the same subject.
 */

/** How a figure is told: a level (`175% of`), a rise (`75% more`), the other part (`23% below`), a multiple (`1.6 times`), or none of these. */
type Form = 'level' | 'rise' | 'other-part' | 'multiple' | 'plain';

/** The claim's side, as the comparator reads it. */
export interface RestatedClaim {
  figure: Figure;
  text: AnalysedText;
  polarity: SentencePolarity | undefined;
  subject: ReadonlySet<string> | undefined;
  locale: LocaleData;
}

/** The context per cent the claim restates, and the sum that turns one into the other. */
export function percentRestated(claim: RestatedClaim, index: ContextFigureIndex): { evidence: ContextFigure; formula: string } | undefined {
  const f = claim.figure;
  if (f.kind !== 'point' || f.value <= 0) return undefined;
  const form = formOf(f, claim.text.source, claim.locale);
  const slack = f.roundingUnit / 2 + 1e-9;
  if (form === 'multiple') {
    // 1.6 times is a 60 % rise, or 160 % of what it is measured against.
    const rise = (f.value - 1) * 100;
    const byRise = rise > 0 && restating(claim, index, rise, slack * 100, (c, cForm) => toldAsRise(cForm, c.polarity, claim.polarity));
    if (byRise) return { evidence: byRise, formula: `1 + ${byRise.figure.value} / 100 = ${f.value}` };
    const byLevel = restating(claim, index, f.value * 100, slack * 100, (_, cForm) => cForm === 'level');
    return byLevel && { evidence: byLevel, formula: `${byLevel.figure.value} / 100 = ${f.value}` };
  }
  if (!isPercent(f.unit) || f.unit!.id !== '%') return undefined;
  if (form === 'other-part') {
    const whole = restating(claim, index, 100 - f.value, slack, (_, cForm) => cForm === 'level');
    return whole && { evidence: whole, formula: `100 \u2212 ${whole.figure.value} = ${f.value}` };
  }
  if (form === 'level') {
    const part = f.value < 100 && restating(claim, index, 100 - f.value, slack, (_, cForm) => cForm === 'other-part');
    if (part) return { evidence: part, formula: `100 \u2212 ${part.figure.value} = ${f.value}` };
    const change =
      f.value > 100 && restating(claim, index, f.value - 100, slack, (c, cForm) => toldAsRise(cForm, c.polarity, claim.polarity));
    return change ? { evidence: change, formula: `100 + ${change.figure.value} = ${f.value}` } : undefined;
  }
  // A rise: the level it reached, over a hundred.
  if (form !== 'rise' && !mayStateRise(claim.polarity)) return undefined;
  const level = restating(
    claim,
    index,
    f.value + 100,
    slack,
    (c, cForm) => cForm === 'level' && toldAsRise(form, claim.polarity, c.polarity),
  );
  return level && { evidence: level, formula: `${level.figure.value} \u2212 100 = ${f.value}` };
}

/**
 * The first context per cent (in context order) within `slack` of `value`, about the claim's
 * subject, that `fits` (given its form).
 */
function restating(
  claim: RestatedClaim,
  index: ContextFigureIndex,
  value: number,
  slack: number,
  fits: (c: ContextFigure, form: Form) => boolean,
): ContextFigure | undefined {
  const points = index.everyPoint;
  let first: ContextFigure | undefined;
  for (let k = points.lowerBound(value - slack); k < points.values.length && points.values[k]! <= value + slack; k++) {
    const c = index.all[points.refs[k]!]!;
    if (first && c.ref > first.ref) continue;
    const g = c.figure;
    if (g.kind !== 'point' || !isPercent(g.unit) || g.unit!.id !== '%' || !shareSubject(claim.subject, c.subject)) continue;
    if (fits(c, formOf(g, c.text.source, claim.locale))) first = c;
  }
  return first;
}

/** How the words beside a figure tell it (see Form). */
function formOf(f: Figure, source: string, locale: LocaleData): Form {
  const words = percentWords(locale);
  const after = skipSpaces(source, f.span[1]);
  const before = skipSpacesBack(source, f.span[0]);
  if (f.unit === null) return multiplierWords(locale).matchAt(source, after, true) ? 'multiple' : 'plain';
  const beside = (w: WordsBeside) =>
    w.after.matchAt(source, after, true) !== undefined || w.before.matchEndingAt(source, before) !== undefined;
  if (beside(words.otherPart)) return 'other-part';
  if (beside(words.level)) return 'level';
  if (beside(words.rise)) return 'rise';
  return 'plain';
}

/** A figure told as a rise: by a word beside it, or by its sentence's direction words (`theirs`: the other side's, see statesRise). */
function toldAsRise(form: Form, mine: SentencePolarity | undefined, theirs: SentencePolarity | undefined): boolean {
  return form === 'rise' || (form === 'plain' && statesRise(mine, theirs));
}

/** The words of one form, right before the per cent and right after it. */
interface WordsBeside {
  before: WordMatcher<true>;
  after: WordMatcher<true>;
}

/** The locale's `numbers.percent_forms`, compiled once per locale. */
const percentWords = perLocale((locale: LocaleData) => {
  const { level, rise, other_part } = locale.numbers.percent_forms;
  const writing = writingOf(locale);
  const compiled = (words: { before: readonly string[]; after: readonly string[] }): WordsBeside => ({
    before: WordMatcher.ofForms(words.before, writing),
    after: WordMatcher.ofForms(words.after, writing),
  });
  return { level: compiled(level), rise: compiled(rise), otherPart: compiled(other_part) };
});

/** Whether a sentence's direction words hold a rise at all (the cheap test before any lookup). */
export function mayStateRise(mine: SentencePolarity | undefined): boolean {
  if (!mine) return false;
  for (const direction of mine.pairs.values()) if (direction === 1) return true;
  return false;
}

/**
 * Whether `mine` states a rise: its direction is up, or it holds a rise and every other direction
 * word it holds `theirs` holds alike. A fall word both sentences say names what is measured, not
 * the change ("the risk of dementia among people with hearing loss" is no fall).
 */
export function statesRise(mine: SentencePolarity | undefined, theirs: SentencePolarity | undefined): boolean {
  if (!mine || mine.direction === -1) return false;
  if (mine.direction === 1) return true;
  let rises = false;
  for (const [pair, direction] of mine.pairs) {
    if (direction === 1) rises = true;
    else if (theirs?.pairs.get(pair) !== direction) return false;
  }
  return rises;
}
