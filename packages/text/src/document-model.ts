import type { Span } from '@factlint/kernel';

/*
 * The document model over an answer or a conversation turn. Spans are `[start, end)` into the
 * original string of that turn.
 */

export type LineKind = 'blank' | 'heading' | 'body';

export interface LineInfo {
  index: number;
  span: Span;
  /** `heading`: an ATX heading (`### X`) or a line that is bold and nothing else (`**X**`). */
  kind: LineKind;
  /** For a heading, its text without markup. */
  headingText: string | null;
  /** A bold label opening the line (`- **Personal allowance:** $14,600`): its text without markup. */
  label: { text: string; span: Span } | null;
  /** A list item (`- `, `* `, `1. `). */
  listItem: boolean;
}

export interface SentenceInfo {
  index: number;
  span: Span;
  text: string;
  /** The line the sentence stands on; a line is a hard boundary, so a sentence never spans two. */
  line: number;
}

/**
 * A Markdown scope that lends its anchor text to the lines under it (SPEC §5): a heading holds for
 * the lines below it up to the next heading or a blank line after body text; a bold label holds from
 * its line until the next label, heading or blank line.
 */
export interface Scope {
  kind: 'heading' | 'label';
  /** The heading's or label's text. */
  text: string;
  /** The heading line or the label. */
  span: Span;
  /** Lines (indexes) the scope covers, excluding a heading's own line. */
  lines: number[];
}

export interface QuoteInfo {
  span: Span;
  /** Inside the marks. */
  innerSpan: Span;
  text: string;
}

export interface TextDocument {
  source: string;
  lines: LineInfo[];
  sentences: SentenceInfo[];
  scopes: Scope[];
  quotes: QuoteInfo[];
}

export interface ConversationTurn {
  index: number;
  role: 'user' | 'assistant';
  document: TextDocument;
}
