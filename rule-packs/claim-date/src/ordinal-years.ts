import type { AnalysedText } from '@factlint/pipeline';
import { anniversaryBefore, isAsciiDigitAt, ordinalYearsAfter, type LocaleData } from '@factlint/text';

/** The years from the first year that one sentence's ordinals count (`its 46th year` → 45; `turns 100` → 100), in text order. */
export function ordinalYearSpans(answer: AnalysedText, sentence: number, locale: LocaleData): number[] {
  const span = answer.document.sentences[sentence]?.span;
  if (!span) return [];
  const source = answer.source;
  const spans: number[] = [];
  for (let i = span[0]; i < span[1]; i++) {
    if (!isAsciiDigitAt(source, i) || isAsciiDigitAt(source, i - 1)) continue;
    let end = i;
    let n = 0;
    while (isAsciiDigitAt(source, end)) n = n * 10 + source.charCodeAt(end++) - 48;
    const counted = ordinalYearsAfter(source, end, n, locale) ?? (n > 0 && anniversaryBefore(source, i, locale) ? n : undefined);
    if (counted !== undefined) spans.push(counted);
    i = end;
  }
  return spans;
}
