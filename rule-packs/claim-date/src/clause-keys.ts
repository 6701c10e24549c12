import type { AnalysedText, GroundingContext, SubjectKeys } from '@factlint/pipeline';
import { fragmentKeys } from '@factlint/pipeline';
import { clauseSpans } from '@factlint/text';

/*
 * The words of one clause of the answer, to tell which context sentence a date in it is about:
 * "broke up in 2000 due to internal tensions" is a clause of its own beside "released in December
 * 2000 by Epic Records", though one sentence may hold both.
 */

/** Content words of the clause around `at`, less `leaveOut` (the context's topic words). */
export function clauseKeysAt(
  text: AnalysedText,
  at: number,
  sentence: number,
  ctx: GroundingContext,
  leaveOut: SubjectKeys = NONE,
): Set<string> {
  const span = text.document.sentences[sentence]?.span ?? [0, text.source.length];
  const clause = clauseSpans(text.source, span, ctx.locale).find(([s, e]) => s <= at && at < e) ?? span;
  return new Set(fragmentKeys(text.source.slice(clause[0], clause[1]), ctx.locale).filter((k) => !leaveOut.has(k)));
}

const NONE: SubjectKeys = new Set();

/** How many keys of `a` are in `b`. */
export function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const k of a) if (b.has(k)) n++;
  return n;
}
