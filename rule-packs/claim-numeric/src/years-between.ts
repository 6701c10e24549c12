import type { AnalysedText, ClaimJudgement, EvidenceIndex, GroundingContext } from '@factlint/pipeline';
import { claimJudgement, evidenceIn, sentenceAt, withConfidence } from '@factlint/pipeline';
import { anniversaryBefore, ordinalYearsAfter, perObject, type DateMatch } from '@factlint/text';
import type { Figure } from './numeric-figures.js';

/*
 * A span of years the answer counts itself: "In 2023, 25 years after it opened, the bakery moved"
 * against "The bakery opened in 1998". 25 is the distance from the context's year to the year its
 * own sentence states, so it is derived — not a figure the context lacks. The year itself is the
 * date claim's to check.
 */

/** The years-family figure as the distance between a year of its own sentence and a context year, or undefined. */
export function yearsBetween(figure: Figure, answer: AnalysedText, ctx: GroundingContext): ClaimJudgement | undefined {
  if (figure.kind !== 'point' || !Number.isInteger(figure.value) || figure.value <= 0) return undefined;
  // An ordinal counts from year one: the 46th year (46. år, 46年目) is 45 years after the first.
  const counted = ordinalYearsAfter(answer.source, figure.ends[1].numberSpan[1], figure.value, ctx.locale);
  // A number after a word for reaching an anniversary ("turns 100") counts years too.
  const years = figure.unit?.family === 'years' || anniversaryBefore(answer.source, figure.ends[0].numberSpan[0], ctx.locale);
  const distance = counted ?? (years ? figure.value : undefined);
  if (distance === undefined) return undefined;
  const firstByYear = contextYears(ctx.index);
  for (const own of answerDatesBySentence(answer).get(figure.sentence) ?? []) {
    // the first context date, in context order, that lies `distance` years from the answer's own
    const before = firstByYear.get(own.year - distance);
    const after = firstByYear.get(own.year + distance);
    const c = before && after ? (before.order < after.order ? before : after) : (before ?? after);
    if (!c) continue;
    const [from, to] = own.year > c.date.year ? [c.date.year, own.year] : [own.year, c.date.year];
    // The nth year counts year one itself: 2023 - 1978 + 1 = 46.
    const formula = distance === figure.value ? `${to} - ${from} = ${distance}` : `${to} - ${from} + 1 = ${figure.value}`;
    return claimJudgement('derived', 'numeric.years-between', [evidenceIn(c.text, c.date)], null, formula);
  }
  return undefined;
}

/** A text's dates by sentence, read once per text. */
const answerDatesBySentence = perObject((text: AnalysedText): ReadonlyMap<number, DateMatch[]> => {
  const bySentence = new Map<number, DateMatch[]>();
  for (const d of text.scan.dates) {
    const sentence = sentenceAt(text, d.span[0]);
    const list = bySentence.get(sentence);
    if (list) list.push(d);
    else bySentence.set(sentence, [d]);
  }
  return bySentence;
});

interface ContextYear {
  text: AnalysedText;
  date: DateMatch;
  /** Position in context order (text, then date). */
  order: number;
}

/** The first context date of each year, in context order: read once per context. */
const contextYears = perObject((index: EvidenceIndex): ReadonlyMap<number, ContextYear> => {
  const first = new Map<number, ContextYear>();
  let order = 0;
  for (const text of index.texts)
    for (const date of text.scan.dates) if (!first.has(date.year)) first.set(date.year, { text, date, order: order++ });
  return first;
});

/**
 * A span of years the answer counts from a context year to the time of writing: "the highest in more
 * than three decades" against "the highest since 1992". A context document the scenario dates gives
 * that time: derived when the distance from one of its years is the span (more than the figure after
 * a bound word for "more than", less for "almost", within a tenth when hedged). A context that writes
 * years but not when it was written cannot tell: the span is unsupported, and no confident finding.
 */
export function yearsToTheWriting(
  figure: Figure,
  bound: 'above' | 'below' | null,
  judgement: ClaimJudgement,
  ctx: GroundingContext,
): ClaimJudgement | undefined {
  if (figure.kind !== 'point' || figure.unit?.family !== 'years' || !(figure.value > 0)) return undefined;
  let undated = false;
  for (const text of ctx.index.texts) {
    if (text.scan.dates.length === 0) continue;
    if (text.date === undefined) {
      undated = true;
      continue;
    }
    const written = Number(text.date.slice(0, 4));
    for (const d of text.scan.dates) {
      const distance = written - d.year;
      if (distance > 0 && spanHolds(figure, bound, distance))
        return claimJudgement('derived', 'numeric.years-to-writing', [evidenceIn(text, d)], null, `${written} - ${d.year} = ${distance}`);
    }
  }
  return undated ? withConfidence(judgement, false) : undefined;
}

/** Whether `distance` years is what the figure says: above or below it after a bound word (by at most half), near it when hedged, else equal. */
function spanHolds(figure: Figure, bound: 'above' | 'below' | null, distance: number): boolean {
  const v = figure.value;
  if (bound === 'above') return distance > v && distance <= v * 1.5;
  if (bound === 'below') return distance < v && distance >= v / 1.5;
  if (figure.hedged) return Math.abs(distance - v) <= Math.max(1, v / 10);
  return distance === v;
}
