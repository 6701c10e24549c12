/*
 * @factlint/kernel's public surface: the contracts every package, pack and embedding shares, and the
 * machinery that loads packs and runs a pipeline of stages. Nothing here names a claim type or a
 * language. What is not listed is internal to the kernel.
 */

// Scenarios: what a user writes (SPEC §2), one scenario or a file of them.
export {
  ScenarioSchema,
  ScenarioFileSchema,
  ScenarioListFileSchema,
  scenarioFileSchemaFor,
  scenarioTurns,
  TURN_ROLES,
  type Scenario,
  type ScenarioInput,
  type Turn,
  type TurnRole,
  type ContextDocument,
} from './contracts/scenario.js';
// Declared, dated facts (SPEC §3).
export {
  DeclaredFactSchema,
  FactSpecSchema,
  FACT_OUTCOMES,
  type DeclaredFact,
  type FactSpec,
  type FactOutcome,
} from './contracts/fact.js';
export { isIsoDate } from './contracts/dates.js';
// Spans, claims and the report (SPEC §4, §7).
export { spansOverlap, type Span } from './contracts/span.js';
export { CLAIM_STATUSES, HOLDING_STATUSES, type ClaimStatus, type ClaimResult, type Evidence } from './contracts/claim.js';
export type {
  CandidateVia,
  FactCandidate,
  DroppedFigure,
  FactRecord,
  ChecklistItemResult,
  JudgeOutcome,
  GroundingSummary,
  ScenarioReport,
} from './contracts/report.js';
// Severities and verdicts (SPEC §6).
export {
  DesignedSeveritySchema,
  VERDICTS,
  severityRank,
  oneStepBelow,
  combineSeverities,
  type DesignedSeverity,
  type GradedSeverity,
  type Severity,
  type Verdict,
} from './contracts/severity.js';
// Options layers: the claim types' own keys, `claim_types`, and the facts judge's group.
export { PartialTolerancesSchema, layerTolerances, type Tolerances, type PartialTolerances } from './contracts/tolerances.js';
export { FactsTolerancesSchema, BASE_FACTS_TOLERANCES, type FactsTolerances } from './contracts/facts-tolerances.js';
// Custom checkers: what a pack's or an embedding's checker receives and returns.
export {
  CheckerResultSchema,
  CHECKER_READABLE_FIELDS,
  type Checker,
  type CheckerInput,
  type CheckerResult,
  type CheckerReadableField,
} from './contracts/plugins.js';
// Bad input: every problem names the file and the path inside it.
export { InputError, formatIssue, formatPath, parsePath, type InputIssue } from './errors.js';
export { validateDocument, zodIssues } from './validate.js';
export { parseStructuredText, parseJsonText, type StructuredDocument } from './structured-text.js';
export { createJsonSchemaCompiler, describeAjvError } from './json-schema.js';
export { findUnsafePatterns, checkPattern } from './regex-safety.js';
// Packs: manifests, data kinds, loading and resolving requirements.
export { PackManifestSchema, type PackManifest, type PackKind } from './contracts/manifest.js';
export { DataKindRegistry, type DataKind } from './data-kinds.js';
export {
  PackLoader,
  readStructured,
  structuredFromText,
  findPackDirs,
  resolveNpmPack,
  MAX_DATA_FILE_BYTES,
  type LoadedPack,
  type PackOrigin,
} from './pack-loader.js';
export { PackRegistry } from './pack-registry.js';
// Packs checked once across runs: a cache keyed by pack.yaml's content and the other files' stamps.
export { PackCache, schemaFingerprint } from './pack-cache.js';
export { factlintCacheDir } from './cache-folder.js';
export { monotonicMs } from './clock.js';
export { appendAll } from './append-all.js';
// The pipeline: stage and plugin tokens, containers, and the stages chained in order.
export {
  TOKENS,
  STAGE_ORDER,
  createRunContainer,
  createScenarioContainer,
  assemblePipeline,
  type Stage,
  type StageName,
  type StageTimer,
} from './container.js';
