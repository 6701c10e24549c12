import type { LocaleData } from '@factlint/text';
import type { AnalysedText, ClaimTypePlugin, EvidenceIndex, ExtractedClaim } from './claim-type.js';
import { readClaims, typesAbove, withoutSpansOf } from './claim-extraction.js';

type Indexed = { claim: ExtractedClaim; text: AnalysedText };

/**
 * The context texts (documents, and the user's own turns: the user gave them to the model) with
 * each claim type's claims extracted lazily, once: a comparator asks for the types it compares
 * against, and other types are never read.
 */
export class ContextEvidenceIndex implements EvidenceIndex {
  private readonly byType = new Map<string, Indexed[]>();
  private readonly plugins: ReadonlyMap<string, ClaimTypePlugin>;

  constructor(
    readonly texts: readonly AnalysedText[],
    plugins: Iterable<ClaimTypePlugin>,
    private readonly locale: LocaleData,
  ) {
    this.plugins = new Map([...plugins].map((p) => [p.id, p]));
  }

  claims(type: string): readonly Indexed[] {
    let found = this.byType.get(type);
    if (found === undefined) {
      found = this.extract(type);
      this.byType.set(type, found);
    }
    return found;
  }

  private extract(type: string): Indexed[] {
    const plugin = this.plugins.get(type);
    if (!plugin) return [];
    const above = typesAbove(plugin, this.plugins.values());
    const out: Indexed[] = [];
    for (const text of this.texts) {
      let claims = readClaims(plugin, text, this.locale);
      if (above.length > 0) {
        const kept = above.flatMap((o) =>
          this.claims(o.id)
            .filter((c) => c.text === text)
            .map((c) => c.claim),
        );
        claims = withoutSpansOf(claims, kept);
      }
      for (const claim of claims) out.push({ claim, text });
    }
    return out;
  }
}
