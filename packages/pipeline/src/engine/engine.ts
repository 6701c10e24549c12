import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Lifecycle, type DependencyContainer } from 'tsyringe';
import {
  assemblePipeline,
  createRunContainer,
  createScenarioContainer,
  InputError,
  TOKENS,
  type Checker,
  type LoadedPack,
  type Scenario,
  type ScenarioReport,
  type Stage,
  type StageName,
  type StageTimer,
  monotonicMs,
} from '@factlint/kernel';
import type { ClaimTypeClass, ClaimTypeOptions, ClaimTypePlugin } from '../grounding/claim-type.js';
import { declaredByPlugin, type DeclaredClaimType } from './claim-type-options.js';
import { PackCatalog, type CatalogOptions } from './pack-catalog.js';
import { ConfigCache, resolveScenarioConfig, type CallOptions, type ScenarioConfig, type ScenarioOrigin } from './scenario-config.js';
import type { RegisteredChecker, ScenarioRun } from './scenario-run.js';
import { AggregateStage, CompareStage, ExtractStage, JudgeStage, ReportStage, ResolveStage, SegmentStage } from './stages.js';

/** The parts of a claim type a pack may replace or wrap alone; `base` is the type as it stood. */
export type ClaimTypeWrapper = (base: ClaimTypePlugin) => Partial<Pick<ClaimTypePlugin, 'extract' | 'resolve' | 'compare'>>;

/**
 * What a pack's code entry receives: `export function register(api) { … }`. It runs once per engine;
 * what it adds applies to every scenario whose packs include it. Plain objects, no decorators needed.
 */
export interface PackApi {
  readonly pack: string;
  addChecker(checker: Checker): void;
  /**
   * A plain object, or an `@injectable()` class the engine builds once, in a container of the pack's
   * own where `TOKENS.claimTypeOptions` holds the options schema and defaults of the pack's pack.yaml.
   */
  addClaimType(type: ClaimTypePlugin | ClaimTypeClass): void;
  /** Replaces or wraps one claim type's extractor, resolver or comparator, leaving the rest of it as it is. */
  wrapClaimType(id: string, wrap: ClaimTypeWrapper): void;
  replaceStage(name: StageName, stage: Stage): void;
}

type PackEntry = { register(api: PackApi): void | Promise<void> };

/** What one pack's `register` added, recorded once per engine. */
interface PackContribution {
  pack: string;
  checkers: Checker[];
  claimTypes: ClaimTypePlugin[];
  wrappers: { id: string; wrap: ClaimTypeWrapper }[];
  stages: [StageName, Stage][];
}

export interface EngineOptions extends CatalogOptions {
  /** A tsyringe container of the embedding application to derive the run container from. */
  container?: DependencyContainer;
  /**
   * Told the wall time of each stage and of the per-call set-up (`setup`) of every scenario, for the
   * bench's `--profile`. Absent (the default), the engine reads no extra clock.
   */
  stageTimer?: StageTimer;
}

/** A scenario's claim types and the pipeline assembled over them: alike for every scenario with the same packs and types. */
interface Assembly {
  container: DependencyContainer;
  /** Resolved at the first scenario that runs it; a stage missing throws there, inside the scenario's guard. */
  pipeline?: (run: ScenarioRun) => Promise<ScenarioReport>;
}

/**
 * Loads packs once, then verifies scenarios: one child container per scenario, the stages and the
 * claim types resolved from it by token, so a pack or the embedding can replace any stage. A pack's
 * code runs once per engine: the first-party packs shipped in rule-packs/ always, a third-party pack
 * when a scenario or call first names it.
 */
export class Engine {
  readonly catalog: PackCatalog;
  private readonly container: DependencyContainer;
  private readonly checkers: RegisteredChecker[] = [];
  private readonly apiTypes = new Map<string, { plugin: ClaimTypePlugin; declared: DeclaredClaimType }>();
  /** The API types' declarations, listed once per registration rather than once per call. */
  private apiDeclared: DeclaredClaimType[] = [];
  private readonly configs = new ConfigCache();
  private readonly contributions = new Map<string, Promise<PackContribution>>();
  /** Contributions whose `register` has finished, so later scenarios need not wait on a promise. */
  private readonly settled = new Map<string, PackContribution>();
  /**
   * The assembled pipeline by pack set (which decides the code packs) and enabled claim-type ids. The stages hold nothing of a
   * scenario (its state travels in the run), so building a child container and resolving the
   * stages once per such set, not once per call, gives the same reports.
   */
  private readonly assemblies = new Map<string, Assembly>();
  /** The packs whose code runs, by pack set (see `codePacks`), and what they contributed once all registered. */
  private readonly codePackSets = new Map<string, CodePackSet>();
  private readonly stageTimer: StageTimer | undefined;

  constructor(options: EngineOptions = {}) {
    this.catalog = new PackCatalog(options);
    this.container = createRunContainer(options.container);
    this.stageTimer = options.stageTimer;
    // One instance per engine of the stages that hold nothing of a scenario; the grounding stages are
    // built in each scenario's child container, with that scenario's claim types injected.
    for (const [name, stage] of [
      ['segment', SegmentStage],
      ['judge', JudgeStage],
      ['aggregate', AggregateStage],
      ['report', ReportStage],
    ] as const) {
      this.container.register<Stage>(TOKENS[name], { useClass: stage }, { lifecycle: Lifecycle.Singleton });
    }
    for (const [name, stage] of [
      ['extract', ExtractStage],
      ['resolve', ResolveStage],
      ['compare', CompareStage],
    ] as const) {
      this.container.register<Stage>(TOKENS[name], { useClass: stage });
    }
  }

  /** Registers a checker for every scenario this engine verifies. */
  registerChecker(checker: Checker, source = 'embedding'): void {
    if (!checker || typeof checker.id !== 'string' || typeof checker.check !== 'function') {
      throw new TypeError('a checker is an object with an `id` string and a `check(input)` function');
    }
    this.checkers.push({ checker, source });
    this.forgetCheckerLists();
  }

  /**
   * Each pack set's list of checkers is made once and kept (see verify). A checker added later, by
   * the embedding or by a pack after its `register` returned, has them made again at the next verify.
   */
  private forgetCheckerLists(): void {
    for (const set of this.codePackSets.values()) set.registered = undefined;
  }

  /**
   * A claim type for every scenario; `claim_types` selects it by the same rule as a pack's type. A
   * plain object, or an `@injectable()` class, built once from the engine's container (so its
   * constructor gets what the embedding registered there).
   */
  registerClaimType(type: ClaimTypePlugin | ClaimTypeClass): void {
    const plugin = typeof type === 'function' ? this.container.resolve(type) : type;
    assertClaimType(plugin);
    this.apiTypes.set(plugin.id, { plugin, declared: declaredByPlugin(plugin) });
    this.apiDeclared = [...this.apiTypes.values()].map((t) => t.declared);
    this.configs.clearPackSets();
    this.assemblies.clear();
    this.codePackSets.clear();
  }

  /** Resolves a scenario's packs and settings without running it (bad input throws InputError). */
  configure(scenario: Scenario, origin: ScenarioOrigin, call: CallOptions = {}): ScenarioConfig {
    return resolveScenarioConfig(this.catalog, scenario, origin, call, this.apiDeclared, this.configs);
  }

  async verify(
    scenario: Scenario,
    origin: ScenarioOrigin = { file: '<input>', path: '' },
    call: CallOptions = {},
  ): Promise<ScenarioReport> {
    const startedAt = monotonicMs();
    const config = this.configure(scenario, origin, call);
    let packSet = this.codePackSets.get(config.packSetKey);
    if (!packSet) this.codePackSets.set(config.packSetKey, (packSet = { packs: codePacks(config), registered: undefined }));
    let registered = packSet.registered;
    if (!registered) {
      const packs = packSet.packs;
      // The code of every pack not loaded yet is asked for before any is awaited, so their modules load
      // side by side (a fresh `factlint verify` imports five); each failure is taken below, in its turn.
      for (const pack of packs) if (!this.settled.has(pack.manifest.name)) this.contributionOf(pack).catch(() => {});
      const contributions: PackContribution[] = [];
      for (const pack of packs) {
        try {
          contributions.push(this.settled.get(pack.manifest.name) ?? (await this.contributionOf(pack)));
        } catch (e) {
          if (e instanceof InputError) throw e;
          return errorReport(config, 'register', pack.manifest.name, e, startedAt);
        }
      }
      const checkers = [...this.checkers];
      for (const c of contributions) for (const checker of c.checkers) checkers.push({ checker, source: c.pack });
      // Every pack registered: later calls with this pack set take the lists as they are. Made per
      // call, they allocated on every verify (the loops' iterators live across an await, so the
      // optimiser cannot drop them).
      packSet.registered = registered = { contributions, checkers };
    }
    const { contributions, checkers } = registered;
    const assembly = this.assemblyFor(config, contributions);
    const run = newRun(config, checkers, startedAt);
    try {
      const pipeline = (assembly.pipeline ??= assemblePipeline<ScenarioRun, ScenarioReport>(assembly.container, this.stageTimer));
      this.stageTimer?.('setup', monotonicMs() - startedAt);
      return await pipeline(run);
    } catch (e) {
      // A stage a pack put in place (or a bug of ours) failed: this scenario is ERROR, never a pass,
      // and the run goes on with the next one.
      const replacedBy = contributions.filter((c) => c.stages.length > 0).map((c) => c.pack);
      return errorReport(config, 'pipeline', replacedBy.join(', ') || 'factlint', e, startedAt);
    }
  }

  /**
   * The scenario's pipeline: a child container with the packs' stages and the enabled claim types'
   * code (in the order configuration gives, the packs' wrappers applied), built once per set.
   */
  private assemblyFor(config: ScenarioConfig, contributions: readonly PackContribution[]): Assembly {
    // The pack set decides which packs' code contributes; the claim types are the rest of what differs.
    const key = config.assemblyKey;
    let assembly = this.assemblies.get(key);
    if (!assembly) {
      const claimTypes = this.buildClaimTypes(config, contributions);
      const child = createScenarioContainer(this.container);
      for (const c of contributions) for (const [name, stage] of c.stages) child.register(TOKENS[name], { useValue: stage });
      for (const plugin of claimTypes) child.register(TOKENS.claimType, { useValue: plugin });
      assembly = { container: child };
      this.assemblies.set(key, assembly);
    }
    return assembly;
  }

  private buildClaimTypes(config: ScenarioConfig, contributions: readonly PackContribution[]): ClaimTypePlugin[] {
    const available = new Map<string, ClaimTypePlugin>();
    for (const c of contributions) for (const plugin of c.claimTypes) available.set(plugin.id, plugin);
    for (const [id, { plugin }] of this.apiTypes) available.set(id, plugin);
    for (const c of contributions) {
      for (const { id, wrap } of c.wrappers) {
        const base = available.get(id);
        if (base) available.set(id, Object.assign(Object.create(base) as ClaimTypePlugin, wrap(base)));
      }
    }
    return config.claimTypes.map((id) => {
      const plugin = available.get(id);
      if (plugin) return plugin;
      const pack = config.packs.find((p) => p.data.claim_type === id);
      throw new InputError([
        {
          file: pack?.file ?? config.origin.file,
          path: 'provides.claim_type',
          message: `no implementation of claim type "${id}" is registered (a third-party pack with code must be named explicitly)`,
        },
      ]);
    });
  }

  /** Runs a pack's `register` once per engine and keeps what it added. */
  private contributionOf(pack: LoadedPack): Promise<PackContribution> {
    let found = this.contributions.get(pack.manifest.name);
    if (!found) {
      found = loadEntry(pack).then(async (entry) => {
        const c: PackContribution = { pack: pack.manifest.name, checkers: [], claimTypes: [], wrappers: [], stages: [] };
        const types = packContainer(this.container, pack);
        await entry.register({
          pack: pack.manifest.name,
          addChecker: (checker) => {
            c.checkers.push(checker);
            this.forgetCheckerLists();
          },
          addClaimType: (type) => {
            if (typeof type === 'function') types.register(TOKENS.claimType, { useClass: type }, { lifecycle: Lifecycle.Singleton });
            else {
              assertClaimType(type);
              types.register(TOKENS.claimType, { useValue: type });
            }
          },
          wrapClaimType: (id, wrap) => c.wrappers.push({ id, wrap }),
          replaceStage: (name, stage) => c.stages.push([name, stage]),
        });
        // Built here, once per engine: the pack's classes get their constructor arguments by token.
        if (types.isRegistered(TOKENS.claimType)) c.claimTypes = types.resolveAll(TOKENS.claimType) as ClaimTypePlugin[];
        for (const plugin of c.claimTypes) assertClaimType(plugin);
        this.settled.set(pack.manifest.name, c);
        return c;
      });
      this.contributions.set(pack.manifest.name, found);
    }
    return found;
  }
}

/**
 * A pack's own container, below the engine's: its claim types are registered there under the one
 * claim-type token; a claim-type pack's declared options (pack.yaml `optionsSchema`, `defaultOptions`)
 * are there for its classes to inject.
 */
function packContainer(engine: DependencyContainer, pack: LoadedPack): DependencyContainer {
  const own = engine.createChildContainer();
  if (pack.manifest.kind === 'claim-type') {
    const schema = (pack.manifest.optionsSchema as object | undefined) ?? { type: 'object' };
    const options: ClaimTypeOptions = { schema, defaults: pack.defaultOptions };
    own.register(TOKENS.claimTypeOptions, { useValue: options });
  }
  return own;
}

/** A pack set's packs with code, and (once every one has registered) their contributions and the checkers to run. */
interface CodePackSet {
  packs: LoadedPack[];
  registered: { contributions: readonly PackContribution[]; checkers: readonly RegisteredChecker[] } | undefined;
}

/**
 * Packs whose code runs for this scenario: the first-party packs shipped in rule-packs/ (factlint's
 * own code, trusted as the engine is), and the third-party packs the scenario or call names (SPEC §2).
 */
function codePacks(config: ScenarioConfig): LoadedPack[] {
  return config.packs.filter((p) => p.manifest.entry && (p.origin === 'builtin' || config.namedPacks.includes(p.manifest.name)));
}

/**
 * A first-party pack that is a workspace package is imported by its package name, so the package's
 * export conditions apply (its TypeScript sources under test, its build otherwise); any other pack
 * by the path of its entry.
 */
async function loadEntry(pack: LoadedPack): Promise<PackEntry> {
  // Async throughout: whatever fails here (an unreadable package.json too) rejects, and Engine.verify
  // takes the rejection in the pack's turn.
  const manifestFile = join(pack.dir, 'package.json');
  const name =
    pack.origin === 'builtin' && existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { name?: string }).name
      : undefined;
  const specifier = name ?? pathToFileURL(resolve(pack.dir, pack.manifest.entry!)).href;
  const mod = (await import(specifier)) as Partial<PackEntry>;
  if (typeof mod.register !== 'function') {
    throw new InputError([
      { file: pack.file, path: 'entry', message: `module "${pack.manifest.entry}" does not export a register(api) function` },
    ]);
  }
  return mod as PackEntry;
}

function assertClaimType(plugin: ClaimTypePlugin): void {
  if (
    !plugin ||
    typeof plugin.id !== 'string' ||
    typeof plugin.extract !== 'function' ||
    typeof plugin.compare !== 'function' ||
    !Array.isArray(plugin.reasons)
  ) {
    throw new TypeError(
      'a claim type is an object with an `id` string, a `reasons` list and `extract(text, locale)` and `compare(claim, answer, ctx)` functions',
    );
  }
}

/** The state a scenario starts the stages with. */
function newRun(config: ScenarioConfig, checkers: readonly RegisteredChecker[], startedAt: number): ScenarioRun {
  return {
    config,
    checkers,
    turns: [],
    answers: [],
    answerClaims: null,
    context: [],
    readTurns: new Map(),
    grounding: null,
    facts: null,
    judges: [],
    severity: 'UNGRADED',
    warnings: [],
    startedAt,
  };
}

/** The report of a scenario whose pipeline could not run: severity ERROR with the source named. */
function errorReport(config: ScenarioConfig, judge: string, source: string, error: unknown, startedAt: number): ScenarioReport {
  const run = newRun(config, [], startedAt);
  run.judges.push({
    judge,
    source,
    severity: 'ERROR',
    ran: true,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  run.severity = 'ERROR';
  return new ReportStage().run(run);
}
