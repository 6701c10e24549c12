import type { DateMatch, LocaleData } from '@factlint/text';
import { isAsciiDigitAt, isWordCharAt, skipSpacesBack } from '@factlint/text';

/*
 * A range of days written with its month once: "12 to 15 July 2024", "12–15 July 2024", Norwegian
 * "fra 12. til 15. juli 2024". The date reader reads the last day with its month and year; the first
 * day stands right before it as a number and one of the locale's range connectors (`ranges.infix`).
 * A day the answer gives inside the range is one of the range's days, never another date.
 */

/** The most digits a day of the month takes. */
const DAY_DIGITS = 2;
const FULL_STOP = 0x2e;

/** The first day of the range `date` closes, when the text writes one right before it; else undefined. */
export function rangeStartDay(
  source: string,
  date: Pick<DateMatch, 'granularity' | 'day' | 'span'>,
  locale: LocaleData,
): number | undefined {
  if (date.granularity !== 'day' || date.day === null) return undefined;
  let at = skipSpacesBack(source, date.span[0]);
  const connector = locale.ranges.infix.find(
    (form) => form.length > 0 && source.endsWith(form, at) && !(isWordCharAt(form, 0) && isWordCharAt(source, at - form.length - 1)),
  );
  if (connector === undefined) return undefined;
  at = skipSpacesBack(source, at - connector.length);
  // A Norwegian day is written with its ordinal full stop (`12.`).
  if (source.charCodeAt(at - 1) === FULL_STOP) at--;
  let start = at;
  while (start > at - DAY_DIGITS && isAsciiDigitAt(source, start - 1)) start--;
  // Digits that run on before the day's two are some other number (`2023-15`).
  if (start === at || isWordCharAt(source, start - 1)) return undefined;
  const day = Number(source.slice(start, at));
  return day >= 1 && day < date.day ? day : undefined;
}
