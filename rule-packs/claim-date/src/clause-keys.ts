import type { Span } from '@factlint/kernel';
import type { AnalysedText, GroundingContext, SubjectKeys } from '@factlint/pipeline';
import { fragmentKeys } from '@factlint/pipeline';
import { clauseSpans } from '@factlint/text';

/*
 * The words of one clause of the answer, to tell which context sentence a date in it is about:
 * "broke up in 2000 due to internal tensions" is a clause of its own beside "released in December
 * 2000 by Epic Records", though one sentence may hold both.
 */

/**
 * Content words of the clause around `at`, less `leaveOut` (the context's topic words). Read once
 * per clause and `leaveOut` set: every year claim asks for the clauses of the answer's other dates,
 * and a long sentence holding hundreds of dates was read again for each of them (cubic).
 */
export function clauseKeysAt(
  text: AnalysedText,
  at: number,
  sentence: number,
  ctx: GroundingContext,
  leaveOut: SubjectKeys = NONE,
): ReadonlySet<string> {
  const span = text.document.sentences[sentence]?.span ?? [0, text.source.length];
  const clause = clausesOf(text, span, ctx).find(([s, e]) => s <= at && at < e) ?? span;
  let byText = keysByLeaveOut.get(leaveOut);
  if (!byText) keysByLeaveOut.set(leaveOut, (byText = new WeakMap()));
  let byClause = byText.get(text);
  if (!byClause) byText.set(text, (byClause = new Map()));
  const key = `${clause[0]}:${clause[1]}`;
  let keys = byClause.get(key);
  if (!keys) {
    keys = new Set(fragmentKeys(text.source.slice(clause[0], clause[1]), ctx.locale).filter((k) => !leaveOut.has(k)));
    byClause.set(key, keys);
  }
  return keys;
}

const NONE: SubjectKeys = new Set();
const keysByLeaveOut = new WeakMap<SubjectKeys, WeakMap<AnalysedText, Map<string, ReadonlySet<string>>>>();
const clausesByText = new WeakMap<AnalysedText, Map<string, readonly Span[]>>();

/** The clauses of one sentence span of a text, cut once. */
function clausesOf(text: AnalysedText, span: readonly [number, number], ctx: GroundingContext): readonly Span[] {
  let bySpan = clausesByText.get(text);
  if (!bySpan) clausesByText.set(text, (bySpan = new Map()));
  const key = `${span[0]}:${span[1]}`;
  let clauses = bySpan.get(key);
  if (!clauses) bySpan.set(key, (clauses = clauseSpans(text.source, [span[0], span[1]], ctx.locale)));
  return clauses;
}

/** How many keys of `a` are in `b`. */
export function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const k of a) if (b.has(k)) n++;
  return n;
}
