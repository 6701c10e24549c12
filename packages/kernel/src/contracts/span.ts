import { z } from 'zod';

/** `[start, end)` offsets into the original string (UTF-16 code units, as JavaScript indexes strings). */
export const SpanSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
export type Span = [start: number, end: number];

export function spanText(source: string, span: Span): string {
  return source.slice(span[0], span[1]);
}

export function spansOverlap(a: Span, b: Span): boolean {
  return a[0] < b[1] && b[0] < a[1];
}
