import { appendAll } from '@factlint/kernel';
import { perObject, type LocaleData } from '@factlint/text';
import type { AnalysedText, ClaimTypePlugin, ExtractedClaim } from './claim-type.js';
import { MERGED_FROM, visitInOrder } from './merge-in-order.js';
import { SpanSet } from './span-set.js';

/** Whether claims of `over` take the span of overlapping claims of `under` (SpanRule). */
export function outranks(over: ClaimTypePlugin, under: ClaimTypePlugin): boolean {
  if (over.span?.shared || under.span?.shared) return false;
  return (over.span?.rank ?? 0) > (under.span?.rank ?? 0);
}

/** The types whose kept claims take spans from `plugin`'s claims. */
export function typesAbove(plugin: ClaimTypePlugin, plugins: Iterable<ClaimTypePlugin>): ClaimTypePlugin[] {
  return [...plugins].filter((other) => outranks(other, plugin));
}

/** `claims` without those overlapping a kept claim; the list itself when nothing is kept (no one changes it). */
export function withoutSpansOf(claims: readonly ExtractedClaim[], kept: readonly ExtractedClaim[]): readonly ExtractedClaim[] {
  if (kept.length === 0) return claims;
  const taken = new SpanSet(kept.map((o) => o.span));
  return claims.filter((c) => !taken.overlaps(c.span[0], c.span[1]));
}

/**
 * Highest rank first (stable): a type's claims are settled before those of every type it outranks.
 * Sorted once per list of types (a scenario's assembly passes the same list for every text).
 */
const byRankDescending = perObject((plugins: readonly ClaimTypePlugin[]): readonly ClaimTypePlugin[] =>
  [...plugins].sort((a, b) => (b.span?.rank ?? 0) - (a.span?.rank ?? 0)),
);

/** A type's claims in one text, each in the normal form the type's resolver gives it. */
export function readClaims(plugin: ClaimTypePlugin, text: AnalysedText, locale: LocaleData): ExtractedClaim[] {
  const claims = plugin.extract(text, locale);
  return plugin.resolve ? claims.map((c) => plugin.resolve!(c, text, locale)) : claims;
}

/** Every enabled type's claims in one text as extracted (not yet resolved), one claim per span as the types' span rules say, sorted by position. */
export function extractClaims(text: AnalysedText, plugins: readonly ClaimTypePlugin[], locale: LocaleData): ExtractedClaim[] {
  // Each type's kept claims (`lists`), and while they are few all of them joined (`out`), to be
  // sorted; from MERGED_FROM on, the lists are merged instead (inPositionOrder).
  const lists: (readonly ExtractedClaim[])[] = [];
  const out: ExtractedClaim[] = [];
  // Walking down the ranks: `higher` holds the kept claims of every rank above the current one,
  // `current` the lists of the current rank.
  let higher: readonly ExtractedClaim[] = [];
  let current: (readonly ExtractedClaim[])[] = [];
  let currentRank = Infinity;
  for (const plugin of byRankDescending(plugins)) {
    if (plugin.span?.shared) {
      const claims = plugin.extract(text, locale);
      lists.push(claims);
      if (out.length < MERGED_FROM) appendAll(out, claims);
      continue;
    }
    const rank = plugin.span?.rank ?? 0;
    if (rank < currentRank) {
      for (let k = 0; k < current.length; k++) higher = higher.concat(current[k]!);
      current = [];
      currentRank = rank;
    }
    const claims = withoutSpansOf(plugin.extract(text, locale), higher);
    current.push(claims);
    lists.push(claims);
    if (out.length < MERGED_FROM) appendAll(out, claims);
  }
  return out.length < MERGED_FROM ? out.sort(byPosition) : inPositionOrder(lists);
}

function byPosition(a: ExtractedClaim, b: ExtractedClaim): number {
  return a.span[0] - b.span[0] || a.span[1] - b.span[1];
}

/**
 * The lists' claims as one list in order of position, the earlier list's first among claims of one
 * span, merged into a list made at its length at once: what joining and sorting them gives. For a
 * long text's claims: on a 1 MB verify, joining them push by push and sorting took 12–15 ms beside
 * the types' own extraction (forty-second round).
 */
export function inPositionOrder(lists: readonly (readonly ExtractedClaim[])[]): ExtractedClaim[] {
  let total = 0;
  for (let l = 0; l < lists.length; l++) total += lists[l]!.length;
  const out = new Array<ExtractedClaim>(total);
  let k = 0;
  visitInOrder(lists, byPosition, (claim) => {
    out[k++] = claim;
  });
  return out;
}
