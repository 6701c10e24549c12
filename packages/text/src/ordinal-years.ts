import type { LocaleData } from './locale-data.js';
import { perLocale } from './locale-cache.js';
import { WordMatcher } from './word-matcher.js';
import { skipSpacesBack } from './characters.js';
import { writingOf } from './writing.js';

/*
 * Years counted by an ordinal, from the locale's `dates.ordinal_years`: "its 46th year" is 45 years
 * after the first, "its 50th anniversary" 50 years after it. DATE derives the year from them,
 * NUMERIC the count.
 */

const ordinalForms = perLocale(
  (locale: LocaleData) =>
    new WordMatcher(
      [
        ...locale.dates.ordinal_years.nth.map((form) => ({ form, value: -1 })),
        ...locale.dates.ordinal_years.anniversary.map((form) => ({ form, value: 0 })),
      ],
      writingOf(locale),
    ),
);

/**
 * When an ordinal form of years follows the digits ending at `digitsEnd` (`th year` after `46`), how
 * many years from the first year the ordinal `n` counts: n − 1 for the nth year, n for an
 * anniversary; undefined otherwise.
 */
export function ordinalYearsAfter(source: string, digitsEnd: number, n: number, locale: LocaleData): number | undefined {
  const forms = ordinalForms(locale);
  if (forms.size === 0) return undefined;
  const hit = forms.matchAt(source, digitsEnd);
  return hit && n + hit.value > 0 ? n + hit.value : undefined;
}

const anniversaryWords = perLocale((locale: LocaleData) =>
  WordMatcher.ofForms(locale.dates.ordinal_years.anniversary_before, writingOf(locale)),
);

/**
 * Whether a word that makes the number an anniversary stands right before the digits starting at
 * `digitsStart` ("turns 100 in 2025"): the number counts n years from the first year.
 */
export function anniversaryBefore(source: string, digitsStart: number, locale: LocaleData): boolean {
  const words = anniversaryWords(locale);
  return words.size > 0 && words.matchEndingAt(source, skipSpacesBack(source, digitsStart)) !== undefined;
}
