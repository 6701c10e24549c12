import type { Evidence } from '@factlint/kernel';
import type { AnalysedText, GroundingContext } from '@factlint/pipeline';
import { sentenceAt, sentenceSubject } from '@factlint/pipeline';
import { perLocale } from '@factlint/text';
import { clauseKeysAt, sharedCount } from './clause-keys.js';

/*
 * A year the context gives only relatively. "At the 2016 Games in Rio" against "targeting further
 * Paralympic success at next year's Games in Rio de Janeiro": which year "next year" is depends on
 * when the source was written, which the context does not say. The year can be neither backed nor
 * refuted, so it is a weak flag — and a rival year in another sentence (the 2012 Games in London)
 * does not make it a contradiction when the relative date's sentence is the closer match to the
 * claim's clause.
 */

/** The locale's words for a year (its unit forms of the years family): `next year`, `neste år` and 来年 hold one. */
const yearForms = perLocale((locale) =>
  locale.units.filter((u) => u.family === 'years').flatMap((u) => u.forms.map((f) => f.toLowerCase())),
);

/**
 * The relative date of a context sentence that shares more content words with the claim's clause
 * than `rival`'s sentence does (any shared word when there is no rival), or undefined.
 */
export function relativeYearFor(
  claim: { span: readonly [number, number] },
  answer: AnalysedText,
  rival: { text: AnalysedText; sentence: number } | undefined,
  ctx: GroundingContext,
): Evidence | undefined {
  const own = clauseKeysAt(answer, claim.span[0], ctx);
  if (own.size === 0) return undefined;
  const rivalKeys = rival ? sentenceSubject(rival.text, ctx.locale, rival.sentence) : undefined;
  const toBeat = rivalKeys ? sharedCount(own, rivalKeys) : 0;
  const yearWords = yearForms(ctx.locale);
  for (const text of ctx.index.texts) {
    for (const relative of text.scan.relativeDates) {
      // "this month", "recently": they never name another year.
      if (!yearWords.some((w) => relative.text.toLowerCase().includes(w))) continue;
      const keys = sentenceSubject(text, ctx.locale, sentenceAt(text, relative.span[0]));
      if (keys && sharedCount(own, keys) > toBeat) return { doc: text.id, span: relative.span, text: relative.text };
    }
  }
  return undefined;
}
