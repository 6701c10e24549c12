import type { LineInfo, Scope } from './document-model.js';
import type { MarkdownLine } from './markdown-lines.js';

/*
 * Heading and label scopes (SPEC §5).
 *
 * A heading (ATX, or a line that is bold and nothing else) holds its text for the lines under it up
 * to the next heading of any level, or a blank line after body text. A blank line directly under
 * the heading does not end it. A deeper heading ends a shallower one's scope too: its lines belong
 * to the nearest heading only, so `## Rates` lends nothing to the bullets under `### Base amount`.
 *
 * A bold label opening a line (`- **Personal allowance:** $14,600`) holds its own line and the lines
 * after it until the next label, heading or blank line, and — our refinement — until the next list
 * item at the same or a shallower indentation: a sibling bullet names its own subject, and letting
 * `Personal allowance` lend itself to `- Standard deduction: $13,850` would make a false accusation.
 * Nested bullets and continuation lines under the label stay in its scope, and so does a list right
 * under a label that opens a paragraph (`**Basic loan**: $15,488` then `- paid over 10 months`).
 */

/** Finds the heading and label scopes of a document's lines. `text` is the string the lines index. */
export function findScopes(lines: readonly LineInfo[], text: string): Scope[] {
  void text;
  const scopes: Scope[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.kind === 'heading') scopes.push(headingScope(lines, i));
    else if (line.label) scopes.push(labelScope(lines, i));
  }
  return scopes;
}

function headingScope(lines: readonly LineInfo[], at: number): Scope {
  const heading = lines[at]!;
  const covered: number[] = [];
  for (let j = at + 1; j < lines.length; j++) {
    const line = lines[j]!;
    if (line.kind === 'heading') break;
    if (line.kind === 'blank') {
      if (covered.length > 0) break;
      continue;
    }
    covered.push(j);
  }
  return { kind: 'heading', text: heading.headingText ?? '', span: heading.span, lines: covered };
}

function indentOf(line: LineInfo): number {
  return (line as Partial<MarkdownLine>).indent ?? 0;
}

function labelScope(lines: readonly LineInfo[], at: number): Scope {
  const labelled = lines[at]!;
  const label = labelled.label!;
  const covered = [at];
  for (let j = at + 1; j < lines.length; j++) {
    const line = lines[j]!;
    if (line.kind !== 'body' || line.label) break;
    if (line.listItem && labelled.listItem && indentOf(line) <= indentOf(labelled)) break;
    covered.push(j);
  }
  return { kind: 'label', text: label.text, span: label.span, lines: covered };
}
