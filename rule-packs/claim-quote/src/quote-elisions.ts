import type { AnalysedText, ClaimJudgement, GroundingContext } from '@factlint/pipeline';
import { claimJudgement, firstWholeIn } from '@factlint/pipeline';
import { allMatches, comparableText, comparableTextOf, indexOfWhole, type ComparableText } from '@factlint/text';

/** Whether a negation stands beside `[start, end)` of a context text's comparable form (quote.ts's test for an exact quotation). */
export type NegatedAt = (text: AnalysedText, comparable: ComparableText, start: number, end: number) => boolean;

/*
 * A quotation that marks what it leaves out (`"deeply sorry for the disruption … working around the
 * clock"`, `[…]`, `(…)`): each part between the marks is the source's, in the source's order, in one
 * of its texts. Compared whole, the marks and the words they stand for made a faithful quotation
 * unsupported (a firm flag).
 */

/**
 * An ellipsis, bare or in brackets, or words the quoter put in square brackets for the source's own
 * (`"[Northwind] will double …"` for "Our company will double …"; two characters or more, so a
 * letter recased in brackets, `[t]he`, stays part of its word), and the spaces around it.
 */
const ELISION = /\s*(?:\[\s*(?:\u2026|\.\.\.)\s*\]|\(\s*(?:\u2026|\.\.\.)\s*\)|\u2026|\.\.\.|[[\uFF3B][^\]\uFF3D\n]{2,40}[\]\uFF3D])\s*/g;
/** A quotation whose only mark is words put in brackets is one part: it must be this long to be looked up alone. */
const SOLE_PART = 12;

/** Closing punctuation a part may end with that the source need not have (`fix it.` for `fix it,`). */
const PART_END = /[\s.,;:!?]+$/;

/**
 * The parts of a quotation between its elision marks, folded for comparison; null when it marks no
 * elision or a part is empty (a quotation that opens or ends with one keeps its other parts), and
 * when it has one part only unless words in brackets stood for the rest (a long enough part).
 */
export function elidedParts(inner: string): string[] | null {
  const marks = allMatches(inner, ELISION);
  if (marks.length === 0) return null;
  const parts: string[] = [];
  let from = 0;
  for (const mark of [...marks, null]) {
    const to = mark ? mark.index : inner.length;
    const part = comparableText(inner.slice(from, to).replace(PART_END, '')).lower.trim();
    if (part.length > 0) parts.push(part);
    if (mark) from = mark.index + mark[0].length;
  }
  return parts.length > 1 || (parts.length === 1 && parts[0]!.length >= SOLE_PART && marks.some(isInsertion)) ? parts : null;
}

/** A mark that puts the quoter's words in square brackets (no ellipsis). */
function isInsertion(mark: RegExpExecArray): boolean {
  return !mark[0].includes('\u2026') && !mark[0].includes('...');
}

/**
 * Supported (`quote.elided`) when every part stands in one context text in order, the first where
 * the whole context first has it; contradicted (`quote.polarity-reversed`) when a negation stands
 * beside a part there; undefined otherwise, for the whole quotation to be compared.
 */
export function judgeElided(parts: readonly string[], ctx: GroundingContext, negatedAt: NegatedAt): ClaimJudgement | undefined {
  const first = firstWholeIn(ctx.index, parts[0]!);
  if (!first) return undefined;
  const comparable = comparableTextOf(first.text);
  let end = first.at + parts[0]!.length;
  let negated = negatedAt(first.text, comparable, first.at, end);
  for (let k = 1; k < parts.length; k++) {
    const at = indexOfWhole(comparable.lower, parts[k]!, end);
    if (at < 0) return undefined;
    end = at + parts[k]!.length;
    negated ||= negatedAt(first.text, comparable, at, end);
  }
  const span = comparable.span(first.at, end);
  const evidence = [{ doc: first.text.id, span, text: first.text.source.slice(span[0], span[1]) }];
  if (negated) return claimJudgement('contradicted', 'quote.polarity-reversed', evidence, null, null, 1);
  return claimJudgement('supported', 'quote.elided', evidence, null, null, 1);
}
