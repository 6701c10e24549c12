import type { Span } from '@factlint/kernel';
import { normalizeText } from './normalize.js';

/**
 * A text prepared for the readers: they scan the folded text (full-width digits and signs as
 * ASCII, every dash as `-`, every space as ` `) and report spans and texts of the original.
 */
export interface ReadingText {
  source: string;
  /** The folded text the readers scan. */
  text: string;
  span(start: number, end: number): Span;
}

export function prepareReadingText(source: string): ReadingText {
  const folded = normalizeText(source);
  return {
    source,
    text: folded.text,
    span: (start, end) => [folded.toOriginal(start), folded.toOriginalEnd(end)],
  };
}

export function originalText(reading: ReadingText, span: Span): string {
  return reading.source.slice(span[0], span[1]);
}
