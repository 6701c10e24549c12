import type { AnalysedText, ClaimJudgement, GroundingContext } from '@factlint/pipeline';
import { sentenceAt } from '@factlint/pipeline';
import type { Figure } from './numeric-figures.js';

/*
 * A span of years the answer counts itself: "In 2023, 25 years after it opened, the bakery moved"
 * against "The bakery opened in 1998". 25 is the distance from the context's year to the year its
 * own sentence states, so it is derived — not a figure the context lacks. The year itself is the
 * date claim's to check.
 */

/** The years-family figure as the distance between a year of its own sentence and a context year, or undefined. */
export function yearsBetween(figure: Figure, answer: AnalysedText, ctx: GroundingContext): ClaimJudgement | undefined {
  if (figure.kind !== 'point' || figure.unit?.family !== 'years' || !Number.isInteger(figure.value) || figure.value <= 0) return undefined;
  for (const own of answer.scan.dates) {
    if (sentenceAt(answer, own.span[0]) !== figure.sentence) continue;
    for (const text of ctx.index.texts) {
      for (const c of text.scan.dates) {
        if (Math.abs(own.year - c.year) !== figure.value) continue;
        const [from, to] = own.year > c.year ? [c.year, own.year] : [own.year, c.year];
        return {
          status: 'derived',
          reason: 'numeric.years-between',
          evidence: [{ doc: text.id, span: c.span, text: c.text }],
          formula: `${to} - ${from} = ${figure.value}`,
          nearest_context_value: null,
          similarity: null,
        };
      }
    }
  }
  return undefined;
}
