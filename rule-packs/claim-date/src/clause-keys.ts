import type { AnalysedText, GroundingContext, SubjectKeys } from '@factlint/pipeline';
import { clauseAt, clauseStartAt, fragmentKeys } from '@factlint/pipeline';
import { PerObjectMap } from '@factlint/text';

/*
 * The words of one clause of the answer, to tell which context sentence a date in it is about:
 * "broke up in 2000 due to internal tensions" is a clause of its own beside "released in December
 * 2000 by Epic Records", though one sentence may hold both. Clauses are the pipeline's (`clauseAt`:
 * cut once per text), the same NUMERIC binds its figures by.
 */

/**
 * Content words of the clause around `at`, less `leaveOut` (the context's topic words). Read once
 * per clause and `leaveOut` set: every year claim asks for the clauses of the answer's other dates,
 * and a long sentence holding hundreds of dates was read again for each of them (cubic). Found by
 * the clause's start, with no span made unless the clause is read now.
 */
export function clauseKeysAt(text: AnalysedText, at: number, ctx: GroundingContext, leaveOut: SubjectKeys = NONE): ReadonlySet<string> {
  const start = clauseStartAt(text, at, ctx.locale);
  let byLeaveOut = keysByText.get(text);
  if (!byLeaveOut) keysByText.set(text, (byLeaveOut = new Map()));
  let byClause = byLeaveOut.get(leaveOut);
  if (!byClause) byLeaveOut.set(leaveOut, (byClause = new Map()));
  let keys = byClause.get(start);
  if (!keys) {
    const [, end] = clauseAt(text, at, ctx.locale);
    const own = new Set<string>();
    for (const k of fragmentKeys(text.source, ctx.locale, start, end)) if (!leaveOut.has(k)) own.add(k);
    byClause.set(start, (keys = own));
  }
  return keys;
}

const NONE: SubjectKeys = new Set();
/**
 * By text, then by the `leaveOut` set (one per context's topic words: a text meets one or two), then
 * by clause start. The text comes first so that the cache lives on it (PerObjectMap): a map made
 * per `leaveOut` set would be a cache made per context.
 */
const keysByText = new PerObjectMap<AnalysedText, Map<SubjectKeys, Map<number, ReadonlySet<string>>>>();
