import type { LocaleData } from './locale-data.js';
import type { ListMarkerMatch } from './matches.js';
import { prepareReadingText, type ReadingText } from './reading-text.js';
import { digitRunEnd, isAsciiDigitAt, isSpaceCode } from './characters.js';
import { EVERY_OFFSET, type Starts } from './starts.js';
import { byStart } from './sorted-search.js';

/*
 * Enumeration and footnote markers: `1.` or `2)` or `(3)` opening a line or a Markdown heading
 * (`## 1. Weight`), `[4]` anywhere. They are numbers in form only; no claim is made by them.
 * Language-neutral (full-width forms are folded).
 */

export interface ListMarkerRead {
  match: ListMarkerMatch;
  start: number;
  end: number;
}

/** The locale is accepted for a uniform reader signature; markers are written alike everywhere. */
export function readListMarkers(text: string, _locale?: LocaleData): ListMarkerMatch[] {
  return readListMarkersIn(prepareReadingText(text)).map((m) => m.match);
}

function digitsEnd(text: string, at: number): number {
  const j = digitRunEnd(text, at, 4);
  return j - at >= 1 && j - at <= 3 && !isAsciiDigitAt(text, j) ? j : -1;
}

function endsMarker(text: string, at: number): boolean {
  return at >= text.length || isSpaceCode(text.charCodeAt(at)) || text.charAt(at) === '\n' || text.charAt(at) === '\r';
}

/**
 * Past the indent and the marks of a Markdown heading (`## `: one to six `#` and a space) that
 * open the line at `lineStart`; the line start itself when it opens no heading.
 */
export function pastHeadingMarks(text: string, lineStart: number): number {
  let at = lineStart;
  while (isSpaceCode(text.charCodeAt(at))) at++;
  const marks = at;
  while (text.charCodeAt(at) === HASH && at - marks < 6) at++;
  return at > marks && isSpaceCode(text.charCodeAt(at)) ? at : lineStart;
}

const HASH = 0x23;

/** Markers, tried at `starts` (line starts and `[`). */
export function readListMarkersIn(reading: ReadingText, starts: Starts = EVERY_OFFSET): ListMarkerRead[] {
  const text = reading.text;
  const out: ListMarkerRead[] = [];
  const push = (start: number, end: number) => {
    const span = reading.span(start, end);
    out.push({ match: { kind: 'list-marker', text: reading.source.slice(span[0], span[1]), span }, start, end });
  };
  for (let i = starts.from(0); i < text.length; i = starts.from(i + 1)) {
    if (i === 0 || text.charAt(i - 1) === '\n') {
      let at = pastHeadingMarks(text, i);
      while (isSpaceCode(text.charCodeAt(at))) at++;
      if (text.charAt(at) === '(') {
        const end = digitsEnd(text, at + 1);
        if (end > 0 && text.charAt(end) === ')' && endsMarker(text, end + 1)) push(at, end + 1);
      } else {
        const end = digitsEnd(text, at);
        if (end > 0 && (text.charAt(end) === '.' || text.charAt(end) === ')') && endsMarker(text, end + 1)) push(at, end + 1);
      }
    }
    if (text.charAt(i) === '[') {
      const end = digitsEnd(text, i + 1);
      if (end > 0 && text.charAt(end) === ']') push(i, end + 1);
    }
  }
  if (out.length > 1) out.sort(byStart);
  return out;
}
