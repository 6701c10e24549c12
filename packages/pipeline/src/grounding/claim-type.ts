import type { ClaimStatus, Evidence, Span, Tolerances } from '@factlint/kernel';
import type { LocaleData, TextDocument, TextScan } from '@factlint/text';

/** A text the grounding judge reads: an answer turn, or a context document (or a user turn). */
export interface AnalysedText {
  /** `answer`, `turn-3`, `context`, `doc-1`, or the id a context document declares. */
  id: string;
  role: 'answer' | 'context';
  source: string;
  document: TextDocument;
  scan: TextScan;
}

/** A claim as an extractor found it, before judgement. */
export interface ExtractedClaim {
  type: string;
  text: string;
  span: Span;
  value: number | string | null;
  unit: string | null;
  hedged: boolean;
  /** Index into the text's `document.sentences`. */
  sentence: number;
  /** Type-specific detail for the comparator (a NumberMatch, a DateMatch, the normalised URL …). */
  detail: unknown;
}

export interface ClaimJudgement {
  status: ClaimStatus;
  /** Stable id, `<type>.<rule>`: `numeric.exact`, `numeric.derived`, `quote.polarity-reversed`. */
  reason: string;
  evidence: Evidence[];
  formula?: string | null;
  nearest_context_value?: number | string | null;
  similarity?: number | null;
  /** False for a weak flag (see ClaimResult.confident); true when left out. */
  confident?: boolean;
}

/** An alias a domain pack declares: every variant names the canonical entity. */
export interface EntityAlias {
  canonical: string;
  variants: string[];
}

/** Claims of the context, extracted once per type and shared by every comparator. */
export interface EvidenceIndex {
  readonly texts: readonly AnalysedText[];
  claims(type: string): readonly { claim: ExtractedClaim; text: AnalysedText }[];
}

export interface GroundingContext {
  locale: LocaleData;
  tolerances: Tolerances;
  aliases: readonly EntityAlias[];
  index: EvidenceIndex;
}

/**
 * A claim type as a plugin (SPEC §4): an extractor, used on the answer and on the context alike,
 * and a comparator that judges one answer claim against the evidence index.
 */
export interface ClaimTypePlugin {
  readonly id: string;
  /**
   * When true, claims of other types (except QUOTE) that overlap this type's claims are dropped:
   * the digits of a URL or of an identifier like `ISO 9001` are not figures.
   */
  readonly ownsSpan?: boolean;
  extract(text: AnalysedText, locale: LocaleData): ExtractedClaim[];
  judge(claim: ExtractedClaim, answer: AnalysedText, ctx: GroundingContext): ClaimJudgement;
}
