import type { Span } from '@factlint/kernel';
import type { UnitFamily } from './locale-data.js';

/*
 * What the readers find in a text. Every span is `[start, end)` into the ORIGINAL string the reader
 * was given, never into a normalised copy.
 */

export interface UnitMatch {
  id: string; // canonical: `NOK`, `USD`, `JPY`, `%`, `day`, `month` …
  family: UnitFamily;
  text: string;
  span: Span;
  position: 'before' | 'after';
}

export interface HedgeMatch {
  text: string;
  span: Span;
}

export interface NumberMatch {
  kind: 'number';
  /** The whole figure as written, including a currency before it and a scale word after it. */
  text: string;
  span: Span;
  /** The digits (and separators, sign, scale) only. */
  numberSpan: Span;
  /** The value with sign, scale word and unit factor applied: `3.5 million` → 3500000, `(1,200)` → -1200. */
  value: number;
  /** The place value of the last written digit times the scale: `12,000` → 1, `12.3 million` → 100000, `31,25` → 0.01. */
  precision: number;
  /** Significant digits as written, trailing zeros of an integer not counted: `12,000` → 2, `12,345` → 5. */
  significantDigits: number;
  negative: boolean;
  /** Written with accounting parentheses. */
  accounting: boolean;
  unit: UnitMatch | null;
  hedge: HedgeMatch | null;
  /** Part of a range (see RangeMatch); the range lists both ends. */
  inRange: boolean;
}

export interface RangeMatch {
  kind: 'range';
  text: string;
  span: Span;
  low: NumberMatch;
  high: NumberMatch;
  unit: UnitMatch | null;
  hedge: HedgeMatch | null;
}

export type DateGranularity = 'year' | 'month' | 'day';

export interface DateMatch {
  kind: 'date';
  text: string;
  span: Span;
  /** ISO: `2024`, `2024-03`, `2024-03-05` (Gregorian, eras converted). */
  value: string;
  granularity: DateGranularity;
  year: number;
  month: number | null;
  day: number | null;
  /** Written with an era name and era year (converted to the Gregorian year). */
  era: boolean;
  /**
   * The value of the same characters read by another of the locale's templates, when both are
   * dates (`3/4/2025`: 4 March month first, 3 April day first); absent when only one reading is.
   */
  otherReading?: string;
}

/**
 * A day written without its year (a month and a day alone): no date of the calendar, a day of some
 * year. Its digits are no figures (its day is no duration of so many days).
 */
export interface DayOfYearMatch {
  kind: 'day-of-year';
  text: string;
  span: Span;
  month: number;
  day: number;
}

export interface RelativeDateMatch {
  kind: 'relative-date';
  text: string;
  span: Span;
}

export interface PhoneMatch {
  kind: 'phone';
  text: string;
  span: Span;
}

export interface ListMarkerMatch {
  kind: 'list-marker';
  text: string;
  span: Span;
}

/**
 * One pass of every reader over a text, with overlaps resolved: a date is not also read as numbers,
 * a phone number's digit groups are not amounts, a list marker or footnote marker is not a figure.
 */
export interface TextScan {
  numbers: NumberMatch[];
  ranges: RangeMatch[];
  dates: DateMatch[];
  daysOfYear: readonly DayOfYearMatch[];
  relativeDates: RelativeDateMatch[];
  phones: PhoneMatch[];
  listMarkers: ListMarkerMatch[];
}
