import type { Span } from './span.js';

/** A claim type's id, as its plugin declares it (upper case, such as the ids of the shipped claim-type packs). */
export type ClaimType = string;

export const CLAIM_STATUSES = ['supported', 'derived', 'approximate', 'contradicted', 'unsupported', 'not_extracted'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Statuses that count as "holding up" for the grounding score. */
export const HOLDING_STATUSES: readonly ClaimStatus[] = ['supported', 'derived', 'approximate'];

/** Where in the context a claim's evidence stands. */
export interface Evidence {
  /** Context document id (`context` for a single string, `doc-N` for an unnamed list item). */
  doc: string;
  span: Span;
  text: string;
}

/** One claim in an answer and what the grounding judge made of it (SPEC §7). */
export interface ClaimResult {
  type: ClaimType;
  text: string;
  span: Span;
  /** Normalised value: a number, an ISO date (`2024`, `2024-03`, `2024-03-05`), a name, a quote or a link. */
  value: number | string | null;
  unit: string | null;
  hedged: boolean;
  status: ClaimStatus;
  evidence: Evidence[];
  formula: string | null;
  nearest_context_value: number | string | null;
  similarity: number | null;
  /** A stable id (tests and tools match on it, not on wording), e.g. `numeric.exact`. */
  reason: string;
  /**
   * Whether the status rests on firm evidence. Only a flag (`contradicted`, `unsupported`) can be
   * weak: a bare small count the source may narrate, a quoted term or title, a lone acronym. The
   * default preset lets a weak flag annotate only (README, "Confident flags").
   */
  confident: boolean;
  /** Turn index of the assistant turn the claim is in, for conversations. */
  turn?: number;
}
