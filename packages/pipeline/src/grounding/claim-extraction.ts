import type { LocaleData } from '@factlint/text';
import type { AnalysedText, ClaimTypePlugin, ExtractedClaim } from './claim-type.js';
import { SpanSet } from './span-set.js';

/** Quotes are checked on their own and for the claims inside them, so nothing takes their span. */
const NEVER_DROPPED = 'QUOTE';

/**
 * Whether a claim of `plugin` gives way to a span owner's claims: the digits of a URL or of an
 * identifier like `ISO 9001` are not figures. Owners never take each other's claims.
 */
export function yieldsToOwners(plugin: ClaimTypePlugin): boolean {
  return !plugin.ownsSpan && plugin.id !== NEVER_DROPPED;
}

export function withoutOwnedSpans(claims: readonly ExtractedClaim[], owned: readonly ExtractedClaim[]): ExtractedClaim[] {
  if (owned.length === 0) return [...claims];
  const taken = new SpanSet(owned.map((o) => o.span));
  return claims.filter((c) => !taken.overlaps(c.span[0], c.span[1]));
}

/** Every enabled type's claims in one text, span owners first, sorted by position. */
export function extractClaims(text: AnalysedText, plugins: readonly ClaimTypePlugin[], locale: LocaleData): ExtractedClaim[] {
  const owned = plugins.filter((p) => p.ownsSpan).flatMap((p) => p.extract(text, locale));
  const out = [...owned];
  for (const plugin of plugins) {
    if (plugin.ownsSpan) continue;
    const claims = plugin.extract(text, locale);
    out.push(...(yieldsToOwners(plugin) ? withoutOwnedSpans(claims, owned) : claims));
  }
  return out.sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
}
