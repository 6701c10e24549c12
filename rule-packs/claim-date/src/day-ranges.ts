import type { DateMatch, LocaleData, TextScan } from '@factlint/text';
import { digitRunEnd, isAsciiDigitAt, isWordCharAt, perLocale, skipSpaces, skipSpacesBack } from '@factlint/text';

/*
 * A range of days written with its month once: "12 to 15 July 2024", "12–15 July 2024", Norwegian
 * "fra 12. til 15. juli 2024". The date reader reads the last day with its month and year; the first
 * day stands right before it as a number and one of the locale's range connectors (`ranges.infix`).
 * Where the first day is written whole and the last after it (Japanese 7月12日から15日まで), the last
 * day is a number with the locale's day mark after a connector (an infix, or a template's middle).
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

/**
 * The last day of the range `date` opens, when the text writes one right after it: a day number
 * with the day mark (`から15日`), or a date or day of its own in the same month (`から9月15日`,
 * `～2024年9月15日`); else undefined.
 */
export function rangeEndDay(
  text: { source: string; scan: Pick<TextScan, 'dates' | 'daysOfYear'> },
  date: { year?: number; month: number | null; day: number | null; span: readonly [number, number] },
  locale: LocaleData,
): number | undefined {
  const { connectors, dayMark } = rangeEndGrammar(locale);
  if (date.day === null) return undefined;
  const source = text.source;
  let at = skipSpaces(source, date.span[1]);
  const connector = connectors.find((form) => source.startsWith(form, at));
  if (connector === undefined) return undefined;
  at = skipSpaces(source, at + connector.length);
  const closing = dayStartingAt(text, at);
  if (closing) {
    const sameYear = closing.year === undefined || date.year === undefined || closing.year === date.year;
    return sameYear && closing.month === date.month && closing.day > date.day ? closing.day : undefined;
  }
  if (dayMark === undefined) return undefined;
  const end = digitRunEnd(source, at, DAY_DIGITS);
  // More digits, or another mark than the day's (`から15年間`: fifteen years), is no last day.
  if (end === at || isAsciiDigitAt(source, end) || !source.startsWith(dayMark, end)) return undefined;
  const day = Number(source.slice(at, end));
  return day > date.day && day <= 31 ? day : undefined;
}

/** The date with a day, or the day without its year, the text writes from `at`. */
function dayStartingAt(
  text: { scan: Pick<TextScan, 'dates' | 'daysOfYear'> },
  at: number,
): { year?: number; month: number; day: number } | undefined {
  for (const d of text.scan.daysOfYear) if (d.span[0] === at) return d;
  for (const d of text.scan.dates) if (d.span[0] === at && d.day !== null) return { year: d.year, month: d.month!, day: d.day };
  return undefined;
}

/**
 * A locale's connectors between the days of a range (its infixes and the middles of its range
 * templates: から of `{a}から{b}まで`), and the mark its date templates write right after a closing
 * day (日 of `{y}年{m}月{d}日`), when one does; compiled once per locale.
 */
const rangeEndGrammar = perLocale((locale: LocaleData): { connectors: string[]; dayMark: string | undefined } => {
  const middles = locale.ranges.templates.map((t) => t.slice(t.indexOf('{a}') + 3, t.indexOf('{b}')).trim());
  const connectors = [...new Set([...locale.ranges.infix, ...middles])].filter((form) => form.length > 0);
  connectors.sort((a, b) => b.length - a.length);
  const closing = locale.dates.formats.map((f) => /\{d\}([^{}\s]+)$/.exec(f)?.[1]).find((mark) => mark !== undefined);
  return { connectors, dayMark: closing };
});
