import { appendAll } from '@factlint/kernel';
import { perObject, type LocaleData } from '@factlint/text';
import type { AnalysedText, ClaimTypePlugin, ExtractedClaim } from './claim-type.js';
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

export function withoutSpansOf(claims: readonly ExtractedClaim[], kept: readonly ExtractedClaim[]): ExtractedClaim[] {
  if (kept.length === 0) return [...claims];
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
  const out: ExtractedClaim[] = [];
  // Walking down the ranks: `higher` holds the kept claims of every rank above the current one.
  let higher: ExtractedClaim[] = [];
  let current: ExtractedClaim[] = [];
  let currentRank = Infinity;
  for (const plugin of byRankDescending(plugins)) {
    if (plugin.span?.shared) {
      appendAll(out, plugin.extract(text, locale));
      continue;
    }
    const rank = plugin.span?.rank ?? 0;
    if (rank < currentRank) {
      higher = higher.concat(current);
      current = [];
      currentRank = rank;
    }
    const claims = withoutSpansOf(plugin.extract(text, locale), higher);
    appendAll(current, claims);
    appendAll(out, claims);
  }
  return out.sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
}
