import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (no `2027-02-30`, no `2027-5-1`). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A date field. YAML parses an unquoted `2027-01-01` as a timestamp in some schemas; the scenario
 * reader keeps scalars as strings, so only the string form is accepted here.
 */
export const IsoDateSchema = z.string().refine(isIsoDate, {
  message: 'expected a real date written YYYY-MM-DD',
});
