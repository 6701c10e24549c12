import type { Span } from '@factlint/kernel';
import type { LineInfo } from './document-model.js';
import { CodeUnitSet, isAsciiDigitCode } from './characters.js';

/*
 * Line-level Markdown: the little structure the facts judge relies on (SPEC §5 heading scope).
 * An answer is read line by line; a line is a hard boundary for sentences and scopes.
 */

/** A line with where its prose starts, for the sentence splitter and the scope finder. */
export interface MarkdownLine extends LineInfo {
  /** The prose of the line: after indentation, `>` quote marks, a list marker or heading hashes;
   * without trailing whitespace or closing hashes. Empty (`[end, end]`) for a blank line. */
  content: Span;
  /** Indentation before the list marker or text, in columns (a tab counts 4). */
  indent: number;
  /** The list marker (`-`, `*`, `+`, `1.`, `1)`) when the line is a list item. */
  listMarker: Span | null;
  /** Inside a fenced code block (or the fence itself): no heading, label or list is read there. */
  code: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^(#{1,6})(?:[ \t]+|$)/;
const ATX_CLOSING = /[ \t]+#+[ \t]*$/;
const QUOTE_MARK = /^ {0,3}>[ \t]?/;
const LIST_MARKER = /^([-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const MARKUP = /\*\*|__|`/g;
const LABEL_DASH = /^[ \t]*[-\u2013\u2014][ \t]/;

/*
 * The first character each block pattern needs after at most three spaces (or, for headings and list
 * markers, at the start of the rest): most lines open with none of them, and are read without
 * slicing and matching them against every pattern.
 */
const FENCE_MARKS = new CodeUnitSet([0x60, 0x7e]);
const BREAK_MARKS = new CodeUnitSet([0x2d, 0x2a, 0x5f]);
const QUOTE_MARKS = new CodeUnitSet([0x3e]);
const LIST_MARKS = new CodeUnitSet([0x2d, 0x2a, 0x2b]);
const HASH = 0x23;

/** Whether one of `marks` stands at `from` after at most three spaces (before `to`). */
function mayOpenBlock(text: string, from: number, to: number, marks: CodeUnitSet): boolean {
  let k = from;
  while (k < to && k - from < 3 && text.charCodeAt(k) === 32) k++;
  return k < to && marks.has(text.charCodeAt(k));
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 0xa0 || code === 0x3000 || code === 0x202f;
}

/** Splits `text` into lines and reads each line's Markdown role. */
export function readLines(text: string): MarkdownLine[] {
  const lines: MarkdownLine[] = [];
  let inFence: string | null = null;
  let start = 0;
  for (let index = 0; start <= text.length; index++) {
    let newline = text.indexOf('\n', start);
    if (newline < 0) newline = text.length;
    const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    const raw = text.slice(start, end);
    const fence = mayOpenBlock(text, start, end, FENCE_MARKS) ? FENCE.exec(raw) : null;
    let line: MarkdownLine;
    if (inFence !== null || fence) {
      line = readCodeLine(text, index, start, end);
      if (fence) {
        const mark = fence[1]!;
        if (inFence === null) inFence = mark[0]!.repeat(mark.length);
        else if (mark.startsWith(inFence)) inFence = null;
      }
    } else {
      line = readLine(text, raw, index, start, end);
    }
    lines.push(line);
    if (newline >= text.length) break;
    start = newline + 1;
  }
  return lines;
}

function blankLine(index: number, start: number, end: number): MarkdownLine {
  return {
    index,
    span: [start, end],
    kind: 'blank',
    headingText: null,
    label: null,
    listItem: false,
    content: [end, end],
    indent: 0,
    listMarker: null,
    code: false,
  };
}

function readCodeLine(text: string, index: number, start: number, end: number): MarkdownLine {
  const [from, to] = trimmed(text, start, end);
  if (from >= to) return { ...blankLine(index, start, end), code: true };
  return {
    index,
    span: [start, end],
    kind: 'body',
    headingText: null,
    label: null,
    listItem: false,
    content: [from, to],
    indent: 0,
    listMarker: null,
    code: true,
  };
}

function trimmed(text: string, from: number, to: number): Span {
  while (from < to && isSpace(text.charCodeAt(from))) from++;
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  return [from, to];
}

function readLine(text: string, raw: string, index: number, start: number, end: number): MarkdownLine {
  const [first, last] = trimmed(text, start, end);
  // A thematic break (`---`, `***`) separates sections like a blank line does.
  if (first >= last || (mayOpenBlock(text, start, end, BREAK_MARKS) && THEMATIC_BREAK.test(raw))) return blankLine(index, start, end);

  let at = start;
  while (mayOpenBlock(text, at, end, QUOTE_MARKS)) {
    const quote = QUOTE_MARK.exec(text.slice(at, end));
    if (!quote) break;
    at += quote[0].length;
  }

  let indent = 0;
  while (at < end && isSpace(text.charCodeAt(at))) {
    indent += text.charCodeAt(at) === 9 ? 4 : 1;
    at++;
  }
  if (at >= last) return blankLine(index, start, end);

  const rest = text.slice(at, last);
  const atx = indent <= 3 && rest.charCodeAt(0) === HASH ? ATX.exec(rest) : null;
  if (atx) {
    let contentEnd = last;
    const closing = ATX_CLOSING.exec(rest);
    if (closing && closing.index >= atx[0].length) contentEnd = at + closing.index;
    const content = trimmed(text, at + atx[0].length, contentEnd);
    // `### #` or a bare `###` has no text: it reads as a heading with empty text
    return {
      index,
      span: [start, end],
      kind: 'heading',
      headingText: plainText(text.slice(content[0], content[1])),
      label: null,
      listItem: false,
      content,
      indent,
      listMarker: null,
      code: false,
    };
  }

  let listMarker: Span | null = null;
  const marker = LIST_MARKS.has(rest.charCodeAt(0)) || isAsciiDigitCode(rest.charCodeAt(0)) ? LIST_MARKER.exec(rest) : null;
  if (marker) {
    listMarker = [at, at + marker[1]!.length];
    at += marker[0].length;
  }
  const content = trimmed(text, at, last);
  const line: MarkdownLine = {
    index,
    span: [start, end],
    kind: 'body',
    headingText: null,
    label: null,
    listItem: listMarker !== null,
    content,
    indent,
    listMarker,
    code: false,
  };
  if (content[0] >= content[1]) return line;

  const bold = readBold(text, content[0], content[1]);
  if (!bold) return line;
  if (bold.alone && listMarker === null) {
    line.kind = 'heading';
    line.headingText = bold.text;
  } else if (bold.labelled) {
    line.label = { text: bold.text, span: bold.textSpan };
  }
  return line;
}

interface BoldOpening {
  /** Text inside the markers, without markup and a trailing colon. */
  text: string;
  textSpan: Span;
  /** The bold run is the whole content (an optional colon after it allowed). */
  alone: boolean;
  /** A colon inside or right after the bold run, or a dash after it: `**X:** …`, `**X**: …`, `**X** – …`. */
  labelled: boolean;
}

/** Reads a bold run (`**X**` or `__X__`) opening `text[from, to)`. */
function readBold(text: string, from: number, to: number): BoldOpening | null {
  const delimiter = text.slice(from, from + 2);
  if (delimiter !== '**' && delimiter !== '__') return null;
  const close = text.indexOf(delimiter, from + 2);
  if (close < 0 || close + 2 > to || close === from + 2) return null;
  let [innerStart, innerEnd] = trimmed(text, from + 2, close);
  let colon = false;
  if (innerEnd > innerStart && (text[innerEnd - 1] === ':' || text[innerEnd - 1] === '\uff1a')) {
    colon = true;
    [innerStart, innerEnd] = trimmed(text, innerStart, innerEnd - 1);
  }
  if (innerEnd <= innerStart) return null;
  let after = close + 2;
  while (after < to && isSpace(text.charCodeAt(after))) after++;
  if (after < to && (text[after] === ':' || text[after] === '\uff1a')) {
    colon = true;
    after++;
    while (after < to && isSpace(text.charCodeAt(after))) after++;
  }
  const tail = text.slice(close + 2, to);
  return {
    text: plainText(text.slice(innerStart, innerEnd)),
    textSpan: [innerStart, innerEnd],
    alone: after >= to,
    labelled: colon || LABEL_DASH.test(tail),
  };
}

/** Heading or label text without emphasis markup and a trailing colon. */
function plainText(raw: string): string {
  let text = raw.replace(MARKUP, '').trim();
  if (text.endsWith(':') || text.endsWith('\uff1a')) text = text.slice(0, -1).trimEnd();
  return text;
}
