import {
  FactSpecSchema,
  InputError,
  ScenarioSchema,
  zodIssues,
  type Checker,
  type ContextDocument,
  type DeclaredFact,
  type DesignedSeverity,
  type FactSpec,
  type PartialTolerances,
  type ScenarioReport,
  type Turn,
} from '@factlint/kernel';
import { Engine, type ClaimTypeClass, type ClaimTypePlugin, type EngineOptions } from '@factlint/pipeline';

/*
 * The `factlint` library's public surface: createVerifier and its input and report types, and for
 * plugins the engine, the claim-type contract and the checker contract. Everything else of the
 * factlint packages is reached through these (or imported from @factlint/kernel, @factlint/pipeline).
 */

// What a verification takes and gives (SPEC §2, §3, §7).
export type {
  Turn,
  TurnRole,
  ContextDocument,
  FactSpec,
  DeclaredFact,
  DesignedSeverity,
  PartialTolerances,
  ScenarioReport,
  ClaimResult,
  ClaimStatus,
  Evidence,
  Span,
  FactRecord,
  JudgeOutcome,
  GroundingSummary,
  Severity,
  Verdict,
} from '@factlint/kernel';
// Bad input: an InputError lists every problem with the file and the path inside it.
export { InputError, type InputIssue } from '@factlint/kernel';
// Plugins: custom checkers, claim types (a plain object or an @injectable class), packs with code.
export type { Checker, CheckerInput, CheckerResult } from '@factlint/kernel';
export { Engine, type ClaimTypePlugin, type ClaimTypeClass, type PackApi } from '@factlint/pipeline';

export interface VerifierOptions extends Pick<EngineOptions, 'packPaths' | 'npmPacks' | 'cwd' | 'container' | 'cache'> {
  /** Language of the answers: `en`, `nb`, `ja`, `ko`, or any locale a pack provides. */
  locale: string;
  /** Packs to use by name (domain packs, a preset, packs with code). */
  packs?: string[];
  /** A preset name: observe, balanced (default), strict, numeric-date-only, tolerant-numbers. */
  policy?: string;
  tolerances?: PartialTolerances;
  /** Custom checkers run on every answer. */
  checkers?: Checker[];
}

export interface VerifyInput {
  id?: string;
  answer?: string;
  conversation?: Turn[];
  /** The same as `conversation`, under the key chat APIs use (system and tool turns are context). */
  messages?: Turn[];
  context?: string | (string | ContextDocument)[];
  /** Facts in full (as in scenario files), in the light form (claim, value, unit, anchors), or ids from a domain pack. */
  facts?: (FactSpec | DeclaredFact | string)[];
  severity?: DesignedSeverity;
  tolerances?: PartialTolerances;
  expected_behavior?: string[];
  judge_notes?: string[];
}

export interface Verifier {
  verify(input: VerifyInput): Promise<ScenarioReport>;
  registerChecker(checker: Checker): void;
  /** A plain object, or an `@injectable()` class built from the engine's container. */
  registerClaimType(type: ClaimTypePlugin | ClaimTypeClass): void;
  readonly engine: Engine;
}

const DATED_FIELDS = {
  valid_from: null,
  verified_at: '1970-01-01',
  review_by: null,
  source_url: 'https://factlint.invalid/inline',
  source_quote: '(given in code)',
} as const;

/**
 * The library API: load packs once, verify many answers.
 *
 *   const v = await createVerifier({ locale: 'nb', packs: ['domain-no-welfare'] });
 *   const report = await v.verify({ answer, context, facts: ['grunnbelop-2026'] });
 */
export async function createVerifier(options: VerifierOptions): Promise<Verifier> {
  const engine = new Engine(options);
  for (const checker of options.checkers ?? []) engine.registerChecker(checker);
  let counter = 0;
  const call = {
    packs: options.packs ?? [],
    ...(options.policy ? { policy: options.policy } : {}),
    ...(options.tolerances ? { tolerances: options.tolerances } : {}),
  };
  // Fail fast on a bad locale, pack or preset name.
  engine.configure(ScenarioSchema.parse({ id: 'probe', locale: options.locale, answer: '' }), { file: 'createVerifier', path: '' }, call);
  return {
    engine,
    registerChecker: (c) => engine.registerChecker(c),
    registerClaimType: (p) => engine.registerClaimType(p),
    async verify(input) {
      const id = input.id ?? `answer-${++counter}`;
      const facts = input.facts?.map((f, i) => {
        if (typeof f === 'string' || 'source_url' in f) return f;
        const light = FactSpecSchema.safeParse(f, { reportInput: true });
        if (!light.success) throw new InputError(zodIssues(light.error, { file: 'verify()', locate: () => undefined }, ['facts', i]));
        return { ...DATED_FIELDS, ...light.data };
      });
      const raw = { ...input, id, locale: options.locale, ...(facts ? { facts } : {}) };
      const parsed = ScenarioSchema.safeParse(raw, { reportInput: true });
      if (!parsed.success) throw new InputError(zodIssues(parsed.error, { file: 'verify()', locate: () => undefined }));
      return engine.verify(parsed.data, { file: 'verify()', path: '' }, call);
    },
  };
}
