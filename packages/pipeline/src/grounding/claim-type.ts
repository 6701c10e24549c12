import type { ClaimStatus, Evidence, Span } from '@factlint/kernel';
import type { LocaleData, TextDocument, TextScan } from '@factlint/text';

/** A text the grounding judge reads: an answer turn, or a context document (or a user turn). */
export interface AnalysedText {
  /** `answer`, `turn-3`, `context`, `doc-1`, or the id a context document declares. */
  id: string;
  role: 'answer' | 'context';
  source: string;
  document: TextDocument;
  scan: TextScan;
  /** When a context document was written or published (YYYY-MM-DD), if the scenario gives it. */
  date?: string;
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
  /** Type-specific detail for the comparator (a NumberMatch, a DateMatch, a normalised link …). */
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

/** A claim type's options: the keys its options schema declares, layered from defaults to call. */
export type ClaimOptions = object;

export interface GroundingContext<O extends object = ClaimOptions> {
  locale: LocaleData;
  /** The layered options of every enabled claim type (each type reads its own keys). */
  tolerances: O;
  aliases: readonly EntityAlias[];
  index: EvidenceIndex;
}

/**
 * Which claim keeps a stretch of text that two claim types read (one claim per span). A claim
 * gives way where it overlaps a kept claim of a type with a higher `rank`: the digits of a link or of
 * an identifier like `ISO 9001` are not figures, and a MONEY type of rank 1 takes "$120 million"
 * from a figure type of rank 0. Types of the same rank keep their claims side by side.
 */
export interface SpanRule {
  /** Default 0. */
  readonly rank?: number;
  /** Neither gives way nor takes a span: checked beside the claims inside it (a quotation and its figures). */
  readonly shared?: boolean;
}

/** A claim type's own options: a JSON Schema for its keys, and their defaults (a claim-type pack declares both in pack.yaml). */
export interface ClaimTypeOptions {
  readonly schema: object;
  readonly defaults?: Readonly<Record<string, unknown>>;
}

/** Reads one text's claims of a type. */
export type ClaimExtractor = (text: AnalysedText, locale: LocaleData) => ExtractedClaim[];
/** Judges one answer claim against the evidence index. */
export type ClaimComparator<O extends object = ClaimOptions> = (
  claim: ExtractedClaim,
  answer: AnalysedText,
  ctx: GroundingContext<O>,
) => ClaimJudgement;

/**
 * A claim type as a plugin (SPEC §4): the built-in types are written against this contract exactly
 * as a third party's are. An extractor, used on the answer and on the context alike; an optional
 * resolver that puts a claim in its normal form before it is compared; and a comparator that judges
 * one answer claim against the evidence index. A plain object is enough; a class with `@injectable()`
 * works too.
 */
export interface ClaimTypePlugin<O extends object = ClaimOptions> {
  readonly id: string;
  /** Every reason id (`<type>.<rule>`) the comparator can give. */
  readonly reasons: readonly string[];
  readonly span?: SpanRule;
  /** Options of a type registered through the API; a pack's type declares them in its pack.yaml. */
  readonly options?: ClaimTypeOptions;
  extract(text: AnalysedText, locale: LocaleData): ExtractedClaim[];
  /** Normal form of an extracted claim (units, values); the claim as extracted when absent. */
  resolve?(claim: ExtractedClaim, text: AnalysedText, locale: LocaleData): ExtractedClaim;
  compare(claim: ExtractedClaim, answer: AnalysedText, ctx: GroundingContext<O>): ClaimJudgement;
}

/**
 * A claim type as an `@injectable()` class: the engine builds it once (per engine) with tsyringe,
 * injecting what its constructor asks for by token.
 */
// biome-ignore lint/suspicious/noExplicitAny: any constructor, as tsyringe's own (unexported) constructor type
export type ClaimTypeClass<O extends object = ClaimOptions> = new (...args: any[]) => ClaimTypePlugin<O>;
