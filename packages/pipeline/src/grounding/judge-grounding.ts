import { HOLDING_STATUSES, type ClaimResult, type GroundingSummary, type Tolerances } from '@factlint/kernel';
import { type LocaleData, perObject } from '@factlint/text';
import type { AnalysedText, ClaimJudgement, ClaimTypePlugin, EntityAlias, ExtractedClaim, GroundingContext } from './claim-type.js';
import { extractClaims } from './claim-extraction.js';
import { ContextEvidenceIndex } from './evidence-index.js';
import { ClaimGrades, type VerdictPolicy } from './policy.js';

export interface GroundingInput {
  /** The answer, or each assistant turn (id `turn-N`). */
  answers: AnalysedText[];
  /** Context documents, and the user's turns (the user gave them to the model). */
  context: AnalysedText[];
  locale: LocaleData;
  tolerances: Tolerances;
  aliases: readonly EntityAlias[];
  policy: VerdictPolicy;
  /** Enabled claim types only. */
  claimTypes: readonly ClaimTypePlugin[];
  /** The evidence index of `context` for these claim types and locale, when the caller keeps one per context. */
  contextIndex?: ContextEvidenceIndex;
  /** The most claims the result lists (the report's `maxClaims`); every claim is still judged, graded and counted. */
  listed?: number;
}

/** What the extract stage gives and the resolve stage refines: one answer text and its claims. */
export interface AnswerClaims {
  answer: AnalysedText;
  claims: ExtractedClaim[];
}

export interface GroundingResult {
  claims: ClaimResult[];
  summary: GroundingSummary;
}

const TURN_ID = /^turn-(\d+)$/;

/**
 * extract: every enabled type's claims in each answer, one claim per span (digits owned by a link or
 * an identifier are not figures). Context claims are read later, lazily, by the evidence index.
 */
export function extractAnswerClaims(
  answers: readonly AnalysedText[],
  claimTypes: readonly ClaimTypePlugin[],
  locale: LocaleData,
): AnswerClaims[] {
  return answers.map((answer) => ({ answer, claims: extractClaims(answer, claimTypes, locale) }));
}

/** resolve: each claim in its type's normal form (types without a resolver keep the claim as extracted). */
export function resolveAnswerClaims(
  extracted: readonly AnswerClaims[],
  claimTypes: readonly ClaimTypePlugin[],
  locale: LocaleData,
): AnswerClaims[] {
  const byId = pluginsById(claimTypes);
  return extracted.map(({ answer, claims }) => ({
    answer,
    claims: claims.map((claim) => {
      const plugin = byId.get(claim.type);
      return plugin?.resolve ? plugin.resolve(claim, answer, locale) : claim;
    }),
  }));
}

/** The claim types by id, made once per list (an engine keeps one list per pipeline; every answer asks). */
const pluginsById = perObject(
  (claimTypes: readonly ClaimTypePlugin[]): ReadonlyMap<string, ClaimTypePlugin> => new Map(claimTypes.map((p) => [p.id, p])),
);

/** A sentence that is not white space only (what `trim()` leaves something of, without the trimmed copy). */
const NOT_BLANK = /\S/;

/** compare: each answer claim judged by its type against the evidence index of the context, then summed up (SPEC §4). */
export function compareAnswerClaims(resolved: readonly AnswerClaims[], input: Omit<GroundingInput, 'answers'>): GroundingResult {
  const { locale, tolerances, aliases, policy, claimTypes } = input;
  const index = input.contextIndex ?? new ContextEvidenceIndex(input.context, claimTypes, locale);
  const ctx: GroundingContext = { locale, tolerances, aliases, index };
  const byId = pluginsById(claimTypes);
  const claims: ClaimResult[] = [];
  const listed = input.listed ?? Number.POSITIVE_INFINITY;
  const grades = new ClaimGrades(policy);
  let checked = 0;
  let sentences = 0;
  let covered = 0;
  for (const { answer, claims: extracted } of resolved) {
    const turn = TURN_ID.exec(answer.id);
    const withClaim = new Set<number>();
    const judgements = extracted.map((claim) => byId.get(claim.type)!.compare(claim, answer, ctx));
    eitherHolds(extracted, judgements, answer.source, locale);
    for (let k = 0; k < extracted.length; k++) {
      const claim = extracted[k]!;
      const judgement = judgements[k]!;
      // A candidate the comparator declines (a consistent change statement, an unmarked capitalised
      // phrase) is no claim: it is left out of the report rather than listed as `not_extracted`.
      if (judgement.status === 'not_extracted') continue;
      withClaim.add(claim.sentence);
      const confident = judgement.confident ?? true;
      grades.add(judgement.status, confident);
      checked++;
      // Past the list's end a claim is judged and counted but not kept: a long answer's entries past
      // it (24,703 of the bench's 1 MB answer's 29,703) lived to the end of the verify only to be cut.
      if (claims.length >= listed) continue;
      const result: ClaimResult = {
        type: claim.type,
        text: claim.text,
        span: claim.span,
        value: claim.value,
        unit: claim.unit,
        hedged: claim.hedged,
        status: judgement.status,
        evidence: judgement.evidence,
        formula: judgement.formula ?? null,
        nearest_context_value: judgement.nearest_context_value ?? null,
        similarity: judgement.similarity ?? null,
        reason: judgement.reason,
        confident,
      };
      // Set after the others, so a turn's claims list `turn` last (no spread of an empty object per claim).
      if (turn) result.turn = Number(turn[1]);
      claims.push(result);
    }
    let total = 0;
    for (const s of answer.document.sentences) if (NOT_BLANK.test(s.text)) total++;
    sentences += total;
    covered += Math.min(withClaim.size, total);
  }
  const { verdict, score } = grades.result();
  return {
    claims,
    summary: {
      verdict,
      grounding_score: score,
      coverage: sentences === 0 ? 0 : covered / sentences,
      // Every claim checked, listed or past the list's end; one its comparator declined is neither (above).
      claims_total: checked,
      sentences_unverified: sentences - covered,
    },
  };
}

/** The locale's words offering two values as alternatives (`or`), lower case: none in some locales. */
const alternativeWords = perObject(
  (locale: LocaleData): ReadonlySet<string> => new Set(locale.ranges.alternatives.map((w) => w.toLowerCase())),
);

/** The most characters between two claims read as alternatives: the word and a space on each side. */
const ALTERNATIVE_GAP = 12;

/**
 * `he was only 25 or 26`, `born in 1871 or 1872`: two claims of one type and unit (or one bare:
 * `25 or 26 years` writes the unit once) with only an alternatives word between them are one
 * claim, which holds where either holds. The one left unbacked takes its partner's judgement;
 * where neither holds, both stay as judged.
 */
function eitherHolds(claims: readonly ExtractedClaim[], judgements: ClaimJudgement[], source: string, locale: LocaleData): void {
  const words = alternativeWords(locale);
  if (words.size === 0) return;
  // The claims come type by type: each is paired with the one of its type before it.
  const last = new Map<string, number>();
  for (let k = 0; k < claims.length; k++) {
    const b = claims[k]!;
    const before = last.get(b.type);
    last.set(b.type, k);
    if (before === undefined) continue;
    const a = claims[before]!;
    if ((a.unit !== b.unit && a.unit !== null && b.unit !== null) || b.span[0] <= a.span[1] || b.span[0] - a.span[1] > ALTERNATIVE_GAP)
      continue;
    const holdsA = HOLDING_STATUSES.includes(judgements[before]!.status);
    if (holdsA === HOLDING_STATUSES.includes(judgements[k]!.status)) continue;
    if (!words.has(source.slice(a.span[1], b.span[0]).trim().toLowerCase())) continue;
    if (holdsA) judgements[k] = judgements[before]!;
    else judgements[before] = judgements[k]!;
  }
}

/** The grounding judge in one call: extract, resolve and compare (the engine runs them as stages). */
export function judgeGrounding(input: GroundingInput): GroundingResult {
  const extracted = extractAnswerClaims(input.answers, input.claimTypes, input.locale);
  return compareAnswerClaims(resolveAnswerClaims(extracted, input.claimTypes, input.locale), input);
}
