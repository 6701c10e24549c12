import type { Evidence } from '@factlint/kernel';
import { evidenceIn, type GroundingContext } from '@factlint/pipeline';
import { perLocale, perObject, type LocaleData, type NumberMatch } from '@factlint/text';

/*
 * Days and months a context document the scenario dates gives without saying them in full:
 * "yesterday" in a story dated 4 March 2025 is 3 March 2025 (the locale's `dates.relative_days`),
 * "last month" February 2025 (`relative_months`), and a day written without its year (`3. mars`)
 * is that day in the year that puts it nearest the document's date, and a day of a month written
 * alone (a Japanese `5日`, `dates.month_day_units`) that day of the month nearest it. An answer that
 * writes them in full backs on them; without a document date they stay unread, as before.
 */

/** Half a year in days: a day without its year is put in the year that keeps it within this of the document's date. */
const HALF_YEAR_DAYS = 183;
const DAY_MS = 86_400_000;

const offsetsOf = perLocale((locale: LocaleData) => ({
  days: new Map(Object.entries(locale.dates.relative_days).map(([words, n]) => [words.toLowerCase(), n])),
  months: new Map(Object.entries(locale.dates.relative_months).map(([words, n]) => [words.toLowerCase(), n])),
  monthDayUnits: new Set(locale.dates.month_day_units),
}));

/** Each day and month the context's dated documents give relatively or without a year, by its value (`2025-03-03`, `2025-02`): the first place. */
export const documentDays = perObject((index: GroundingContext['index'], locale: LocaleData): ReadonlyMap<string, Evidence> => {
  const found = new Map<string, Evidence>();
  const { days, months, monthDayUnits } = offsetsOf(locale);
  const add = (value: string, evidence: Evidence) => {
    if (!found.has(value)) found.set(value, evidence);
  };
  for (const text of index.texts) {
    // The scenario's schema holds a document's date to YYYY-MM-DD, which Date.parse reads as UTC midnight.
    const at = text.date === undefined ? Number.NaN : Date.parse(text.date);
    if (Number.isNaN(at)) continue;
    for (const relative of text.scan.relativeDates) {
      const words = relative.text.toLowerCase();
      const dayOffset = days.get(words);
      if (dayOffset !== undefined) add(isoDay(at + dayOffset * DAY_MS), evidenceIn(text, relative));
      const monthOffset = months.get(words);
      if (monthOffset !== undefined) add(isoMonth(at, monthOffset), evidenceIn(text, relative));
    }
    for (const day of text.scan.daysOfYear) add(isoDay(nearestDay(at, day.month, day.day)), evidenceIn(text, day));
    if (monthDayUnits.size > 0)
      for (const n of text.scan.numbers) {
        const day = isDayOfMonth(n, monthDayUnits, text.source) ? nearestMonthDay(at, n.value) : Number.NaN;
        if (!Number.isNaN(day)) add(isoDay(day), evidenceIn(text, n));
      }
  }
  return found;
});

/** Where a dated document gives the day `month`/`day` of some year (an answer's day written without its year). */
export function documentDayOfYear(index: GroundingContext['index'], locale: LocaleData, month: number, day: number): Evidence | undefined {
  return documentDaysByMonthDay(index, locale).get(`${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

/** The dated documents' days by month and day (`03-05`), the first place of each: read once per context. */
const documentDaysByMonthDay = perObject((index: GroundingContext['index'], locale: LocaleData): ReadonlyMap<string, Evidence> => {
  const byDay = new Map<string, Evidence>();
  for (const [value, evidence] of documentDays(index, locale)) {
    const monthDay = value.slice(5);
    if (value.length === 10 && !byDay.has(monthDay)) byDay.set(monthDay, evidence);
  }
  return byDay;
});

/**
 * A day of a month written alone (`dates.month_day_units`, glued to a whole number from 1 to 31, no
 * hedge and no range) and set off by a comma after it, as a news story dates what it tells: the same
 * unit before anything else is as often a count of days (five days in a row, on the fifth day).
 */
function isDayOfMonth(n: NumberMatch, units: ReadonlySet<string>, source: string): boolean {
  const unit = n.unit;
  return (
    unit !== null &&
    units.has(unit.text) &&
    unit.span[0] === n.numberSpan[1] &&
    COMMAS.has(source.charCodeAt(unit.span[1])) &&
    n.hedge === null &&
    !n.inRange &&
    Number.isInteger(n.value) &&
    n.value >= 1 &&
    n.value <= 31
  );
}

/** A comma, an ideographic comma and a full-width comma. */
const COMMAS: ReadonlySet<number> = new Set([0x2c, 0x3001, 0xff0c]);

/** The day `day` of the month of the date `at`, of the month before or of the month after, whichever lies nearest it. */
function nearestMonthDay(at: number, day: number): number {
  const date = new Date(at);
  let best = Number.NaN;
  for (const offset of [0, -1, 1]) {
    const candidate = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, day);
    // A day the month does not have (the 31st of April) rolls into the next month: no such day.
    if (new Date(candidate).getUTCDate() !== day) continue;
    if (Number.isNaN(best) || Math.abs(candidate - at) < Math.abs(best - at)) best = candidate;
  }
  return best;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function isoMonth(ms: number, offset: number): string {
  const date = new Date(ms);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

/** The day `month`/`day` in the year before, of, or after the date `at` that lies nearest it. */
function nearestDay(at: number, month: number, day: number): number {
  const year = new Date(at).getUTCFullYear();
  for (const y of [year, year - 1, year + 1]) {
    const candidate = Date.UTC(y, month - 1, day);
    if (Math.abs(candidate - at) <= HALF_YEAR_DAYS * DAY_MS) return candidate;
  }
  return Date.UTC(year, month - 1, day);
}
