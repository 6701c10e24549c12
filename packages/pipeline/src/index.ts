/*
 * @factlint/pipeline's public surface: the engine an embedding runs, the claim-type contract a
 * plugin implements, and the readers of analysed text claim types share. The facts judge, the
 * default stages and the configuration steps are internal: an embedding reaches them through the
 * Engine, a pack through its PackApi.
 */

// The engine: packs loaded once, scenarios verified through the stages (SPEC §4).
export { Engine, type EngineOptions, type PackApi, type ClaimTypeWrapper } from './engine/engine.js';
export type { CallOptions, ScenarioConfig, ScenarioOrigin } from './engine/scenario-config.js';
export type { ScenarioRun } from './engine/scenario-run.js';
export { DEFAULT_LIMITS, type Limits } from './engine/limits.js';
// Packs as the engine sees them: every pack it can load, and the data kinds it understands.
export { PackCatalog, shippedPackRoots, packCacheDir, type CatalogOptions } from './engine/pack-catalog.js';
export { registerPipelineDataKinds } from './engine/data-kinds.js';
export { publishedSchemas } from './engine/published-schemas.js';
// The claim-type contract: what a built-in or a third party's claim type implements.
export type {
  AnalysedText,
  ExtractedClaim,
  ClaimJudgement,
  EntityAlias,
  EvidenceIndex,
  ClaimOptions,
  GroundingContext,
  SpanRule,
  ClaimTypeOptions,
  ClaimExtractor,
  ClaimComparator,
  ClaimTypePlugin,
  ClaimTypeClass,
} from './grounding/claim-type.js';
// What claim types use of the pipeline: analysed texts, their sentences, subjects and directions, evidence read in them.
export {
  analyseText,
  evidenceIn,
  polarityStartsOfPart,
  polarityStartsOfStretch,
  sentenceAt,
  sourceLineStartAt,
} from './grounding/analysed-text.js';
export { clauseAt, clauseStartAt } from './grounding/sentence-clauses.js';
export { SpanSet } from './grounding/span-set.js';
export {
  sentenceSubject,
  fragmentKeys,
  countedNounAfter,
  shareSubject,
  sharedKeyCount,
  type SubjectKeys,
} from './grounding/sentence-subject.js';
export {
  sentencePolarities,
  negationWordsOf,
  negatesWithin,
  polarityWordsOf,
  statedDirectionWordsOf,
  polarityOfWords,
  oppositeDirections,
  type Direction,
  type SentencePolarity,
} from './grounding/sentence-direction.js';
export { extractClaims } from './grounding/claim-extraction.js';
export { claimJudgement, restated, withConfidence } from './grounding/judgements.js';
export { ContextEvidenceIndex, firstPerContext } from './grounding/evidence-index.js';
export { firstWholeIn } from './grounding/pair-places.js';
export { valuesPerContext, type ContextValues } from './grounding/context-values.js';
// The grounding judge on its own, and the verdict policy it applies.
export { judgeGrounding, type AnswerClaims } from './grounding/judge-grounding.js';
export { VerdictPolicySchema, BALANCED_POLICY, groundingScore, verdictFor, type VerdictPolicy } from './grounding/policy.js';
// Evaluation sets (SPEC §7): cases read, judged, summed up and printed.
export { readEvalCases, type EvalCase } from './eval/eval-case.js';
export {
  summariseEval,
  focusStatus,
  shouldBeFlagged,
  caseVerdict,
  type EvalCaseResult,
  type EvalSummary,
} from './eval/eval-summary.js';
export { formatEvalSummary } from './eval/eval-format.js';
