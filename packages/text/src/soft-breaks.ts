import { readLines, type MarkdownLine } from './markdown-lines.js';

/**
 * Source documents are often hard-wrapped: one sentence runs over several lines ("… a dividend of
 * $0.45 per share on⏎14 October 2026."). In Markdown such a line break is soft — the paragraph goes
 * on. This replaces every soft break with a space, so a sentence is read whole; the result has the
 * same length as the input, so every offset still points into the original string.
 *
 * A break stays hard before or after a blank line, a heading, a list item, a bold label, a table
 * row, a quote marker, and inside fenced code. Answers keep every break hard (SPEC §5: a line is a
 * hard boundary for declared facts); this is for context documents.
 */
export function joinSoftLineBreaks(text: string): string {
  if (!text.includes('\n')) return text;
  const lines = readLines(text);
  let out: string[] | null = null;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    if (!continuesParagraph(line, next, text)) continue;
    // The break is the text between the two lines: `\n` or `\r\n`.
    const breakStart = line.span[1];
    const breakEnd = next.span[0];
    out ??= text.split('');
    for (let k = breakStart; k < breakEnd; k++) if (out[k] === '\n' || out[k] === '\r') out[k] = ' ';
  }
  return out ? out.join('') : text;
}

function continuesParagraph(line: MarkdownLine, next: MarkdownLine, text: string): boolean {
  if (line.kind !== 'body' || next.kind !== 'body') return false;
  if (line.code || next.code || next.listItem || next.label) return false;
  const start = next.span[0];
  const first = text.charCodeAt(next.content[0]);
  // A table row or a quote marker opens a block of its own.
  if (first === 0x7c /* | */ || text.charCodeAt(start) === 0x3e /* > */) return false;
  return line.content[1] > line.content[0] && next.content[1] > next.content[0];
}
