import { isWordCharAt, perLocale, skipSpacesBack, WordMatcher, writingOf, type LocaleData } from '@factlint/text';
import type { AnalysedText } from '@factlint/pipeline';
import { clauseAt } from '@factlint/pipeline';

/*
 * Clauses that state a condition of the rest of their sentence ("If you prepay the premium ($175 a
 * month) for a year, you get a $41 discount"): the locale's `sentences.condition_openers` open one,
 * its `condition_endings` close one right before the separator. Such a clause is no other subject's:
 * its words hold for the main clause too.
 */

const conditionWords = perLocale((locale: LocaleData) => {
  const writing = writingOf(locale);
  return {
    openers: WordMatcher.ofForms(locale.sentences.condition_openers, writing),
    endings: WordMatcher.ofForms(locale.sentences.condition_endings, writing),
  };
});

/** How far past a clause's start its opener may stand: the separator, its spaces, a conjunction's letters. */
const OPENER_REACH = 4;

/** Whether the clause starting at `start` (clauseStartAt) in `text` states a condition of its sentence. */
export function isConditionClause(text: AnalysedText, start: number, locale: LocaleData): boolean {
  const { openers, endings } = conditionWords(locale);
  if (openers.size === 0 && endings.size === 0) return false;
  const [, end] = clauseAt(text, start, locale);
  const source = text.source;
  if (endings.size > 0 && endings.matchEndingAt(source, skipSpacesBack(source, end)) !== undefined) return true;
  if (openers.size === 0) return false;
  // Past the separator that opens the clause (a comma and its space), to the clause's first word.
  let at = start;
  while (at < end && at < start + OPENER_REACH && !isWordCharAt(source, at)) at++;
  return openers.matchAt(source, at, true) !== undefined;
}
