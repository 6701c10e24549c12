import { perObject, type LocaleData } from '@factlint/text';
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
    // The outranking types' kept claims, grouped by text once: filtering all of them for each text
    // made a context of thousands of texts (a long transcript's turns) cost their product.
    const keptByText = new Map<AnalysedText, ExtractedClaim[]>();
    for (const above of typesAbove(plugin, this.plugins.values())) {
      for (const { claim, text } of this.claims(above.id)) {
        const kept = keptByText.get(text);
        if (kept) kept.push(claim);
        else keptByText.set(text, [claim]);
      }
    }
    const out: Indexed[] = [];
    for (const text of this.texts) {
      const read = readClaims(plugin, text, this.locale);
      const kept = keptByText.get(text);
      for (const claim of kept ? withoutSpansOf(read, kept) : read) out.push({ claim, text });
    }
    return out;
  }
}

/**
 * A lookup over a whole context, built once per context: the first entry of each key, texts in
 * order, with the text it stands in. A comparator that asked every text for its key per claim cost
 * a context of thousands of texts (a long transcript, every turn a text) their product; it asks the
 * lookup instead, and gets the same first text.
 */
export function firstPerContext<K, V>(
  entriesOf: (text: AnalysedText, locale: LocaleData) => Iterable<readonly [K, V]>,
): (index: EvidenceIndex, locale: LocaleData) => ReadonlyMap<K, { text: AnalysedText; value: V }> {
  return perObject((index: EvidenceIndex, locale: LocaleData) => {
    const first = new Map<K, { text: AnalysedText; value: V }>();
    for (const text of index.texts) {
      for (const [key, value] of entriesOf(text, locale)) if (!first.has(key)) first.set(key, { text, value });
    }
    return first;
  });
}
