import type { AnalysedText, ClaimJudgement, GroundingContext } from '@factlint/pipeline';
import { sentenceAt } from '@factlint/pipeline';
import { ordinalYearsAfter } from '@factlint/text';
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
  const distance = counted ?? (figure.unit?.family === 'years' ? figure.value : undefined);
  if (distance === undefined) return undefined;
  for (const own of answer.scan.dates) {
    if (sentenceAt(answer, own.span[0]) !== figure.sentence) continue;
    for (const text of ctx.index.texts) {
      for (const c of text.scan.dates) {
        if (Math.abs(own.year - c.year) !== distance) continue;
        const [from, to] = own.year > c.year ? [c.year, own.year] : [own.year, c.year];
        return {
          status: 'derived',
          reason: 'numeric.years-between',
          evidence: [{ doc: text.id, span: c.span, text: c.text }],
          // the nth year counts year one itself: 2023 - 1978 + 1 = 46
          formula: distance === figure.value ? `${to} - ${from} = ${distance}` : `${to} - ${from} + 1 = ${figure.value}`,
          nearest_context_value: null,
          similarity: null,
        };
      }
    }
  }
  return undefined;
}
