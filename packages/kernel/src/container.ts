import 'reflect-metadata';
import { container as globalContainer, type DependencyContainer, type InjectionToken } from 'tsyringe';
import { monotonicMs } from './clock.js';

/**
 * One stage of the verification pipeline. Stages are plain objects so that a pack's `register`
 * or an embedding application can replace one without decorators.
 */
export interface Stage<I = unknown, O = unknown> {
  readonly name: string;
  run(input: I): O | Promise<O>;
}

/**
 * Injection tokens, one per stage in pipeline order (segment → extract → resolve → compare →
 * judge → aggregate → report), plus the values a scenario's child container holds. Injection is always by
 * explicit token: it works under every transpiler, with or without decorator metadata.
 */
export const TOKENS = {
  segment: Symbol.for('factlint.stage.segment') as InjectionToken<Stage>,
  extract: Symbol.for('factlint.stage.extract') as InjectionToken<Stage>,
  resolve: Symbol.for('factlint.stage.resolve') as InjectionToken<Stage>,
  compare: Symbol.for('factlint.stage.compare') as InjectionToken<Stage>,
  judge: Symbol.for('factlint.stage.judge') as InjectionToken<Stage>,
  aggregate: Symbol.for('factlint.stage.aggregate') as InjectionToken<Stage>,
  report: Symbol.for('factlint.stage.report') as InjectionToken<Stage>,
  /** Every claim type of a scenario, registered one by one and collected with `resolveAll`. */
  claimType: Symbol.for('factlint.claim-type') as InjectionToken<unknown>,
  /**
   * The options schema and defaults a claim-type pack's pack.yaml declares, for the `@injectable`
   * class that pack adds: the engine registers them in the pack's own container before building it.
   */
  claimTypeOptions: Symbol.for('factlint.claim-type.options') as InjectionToken<unknown>,
} as const;

export const STAGE_ORDER = ['segment', 'extract', 'resolve', 'compare', 'judge', 'aggregate', 'report'] as const;
export type StageName = (typeof STAGE_ORDER)[number];

/** A root container for one run; embedders may pass their own. */
export function createRunContainer(parent: DependencyContainer = globalContainer): DependencyContainer {
  return parent.createChildContainer();
}

/** One child container per scenario: per-scenario registrations never leak into the next scenario. */
export function createScenarioContainer(run: DependencyContainer): DependencyContainer {
  return run.createChildContainer();
}

/**
 * Told how long each stage took, in milliseconds of wall time. Only a caller that asks for timings
 * (the bench's `--profile`) passes one; without it the pipeline runs its plain loop and reads no clock.
 */
export type StageTimer = (stage: string, ms: number) => void;

/** Resolves the stages registered in `container` and chains them in pipeline order. */
export function assemblePipeline<I, O>(container: DependencyContainer, timer?: StageTimer): (input: I) => Promise<O> {
  const stages = STAGE_ORDER.map((name) => {
    const token = TOKENS[name];
    if (!container.isRegistered(token, true)) throw new Error(`no implementation is registered for the "${name}" stage`);
    return container.resolve(token);
  });
  if (timer) return timedPipeline(stages, timer);
  // A counted loop: a `for … of` here keeps its iterator and a result per stage alive across the
  // await, so the optimiser cannot drop them; they were the largest allocation site of a short
  // verify (by the sampling heap profiler).
  return async (input: I) => {
    let acc: unknown = input;
    for (let i = 0; i < stages.length; i++) {
      const out = stages[i]!.run(acc);
      acc = isThenable(out) ? await out : out;
    }
    return acc as O;
  };
}

/**
 * Whether a stage's output must be awaited. Awaiting a plain value still waits a turn of the
 * microtask queue, and the default stages all return plain values: eight turns per scenario were a
 * few per cent of a short answer's time.
 */
function isThenable(out: unknown): out is PromiseLike<unknown> {
  return typeof (out as PromiseLike<unknown> | null)?.then === 'function';
}

function timedPipeline<I, O>(stages: readonly Stage[], timer: StageTimer): (input: I) => Promise<O> {
  return async (input: I) => {
    let acc: unknown = input;
    for (let i = 0; i < stages.length; i++) {
      const started = monotonicMs();
      const out = stages[i]!.run(acc);
      acc = isThenable(out) ? await out : out;
      timer(STAGE_ORDER[i]!, monotonicMs() - started);
    }
    return acc as O;
  };
}
