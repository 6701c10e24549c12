import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DependencyContainer } from 'tsyringe';
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
} from '@factlint/kernel';
import type { ClaimTypePlugin } from '../grounding/claim-type.js';
import { BUILTIN_CLAIM_TYPES } from '../grounding/claims/registry.js';
import { PackCatalog, type CatalogOptions } from './pack-catalog.js';
import { ConfigCache, resolveScenarioConfig, type CallOptions, type ScenarioConfig, type ScenarioOrigin } from './scenario-config.js';
import type { RegisteredChecker, ScenarioRun } from './scenario-run.js';
import { aggregateStage, groundingStage, judgeStage, reportStage, segmentStage } from './stages.js';

/** What a pack's code entry receives: `export function register(api) { … }`. Plain objects, no decorators. */
export interface PackApi {
  readonly pack: string;
  addChecker(checker: Checker): void;
  addClaimType(plugin: ClaimTypePlugin): void;
  replaceStage(name: StageName, stage: Stage): void;
}

type PackEntry = { register(api: PackApi): void | Promise<void> };

export interface EngineOptions extends CatalogOptions {
  /** A tsyringe container of the embedding application to derive the run container from. */
  container?: DependencyContainer;
}

/** Passes through; the grounding judge does extract, resolve and match in one step (see groundingStage). */
const passThrough = (name: string): Stage => ({ name, run: (x) => x });

/**
 * Loads packs once, then verifies scenarios: one child container per scenario, the stages resolved
 * from it by token, so a named pack or the embedding can replace any stage.
 */
export class Engine {
  readonly catalog: PackCatalog;
  private readonly container: DependencyContainer;
  private readonly checkers: RegisteredChecker[] = [];
  private readonly claimTypes = new Map<string, ClaimTypePlugin>(Object.entries(BUILTIN_CLAIM_TYPES));
  private readonly configs = new ConfigCache();
  private readonly entries = new Map<string, Promise<PackEntry>>();

  constructor(options: EngineOptions = {}) {
    this.catalog = new PackCatalog(options);
    this.container = createRunContainer(options.container);
    const defaults: Record<StageName, Stage> = {
      segment: segmentStage,
      extract: passThrough('extract'),
      resolve: passThrough('resolve'),
      match: groundingStage,
      judge: judgeStage,
      aggregate: aggregateStage,
      report: reportStage,
    };
    for (const [name, stage] of Object.entries(defaults)) this.container.register(TOKENS[name as StageName], { useValue: stage });
  }

  /** Registers a checker for every scenario this engine verifies. */
  registerChecker(checker: Checker, source = 'embedding'): void {
    if (!checker || typeof checker.id !== 'string' || typeof checker.check !== 'function') {
      throw new TypeError('a checker is an object with an `id` string and a `check(input)` function');
    }
    this.checkers.push({ checker, source });
  }

  registerClaimType(plugin: ClaimTypePlugin): void {
    this.claimTypes.set(plugin.id, plugin);
    this.configs.clearPackSets();
  }

  /** Resolves a scenario's packs and settings without running it (bad input throws InputError). */
  configure(scenario: Scenario, origin: ScenarioOrigin, call: CallOptions = {}): ScenarioConfig {
    return resolveScenarioConfig(this.catalog, scenario, origin, call, this.claimTypes, this.configs);
  }

  async verify(scenario: Scenario, origin: ScenarioOrigin = { file: '<input>', path: '' }, call: CallOptions = {}): Promise<ScenarioReport> {
    const startedAt = performance.now();
    const config = this.configure(scenario, origin, call);
    const child = createScenarioContainer(this.container, config);
    const checkers = [...this.checkers];
    for (const pack of config.packs) {
      if (!pack.manifest.entry || !config.namedPacks.includes(pack.manifest.name)) continue;
      try {
        const entry = await this.loadEntry(pack);
        await entry.register({
          pack: pack.manifest.name,
          addChecker: (checker) => checkers.push({ checker, source: pack.manifest.name }),
          addClaimType: (plugin) => config.claimTypes.push(plugin),
          replaceStage: (name, stage) => child.register(TOKENS[name], { useValue: stage }),
        });
      } catch (e) {
        if (e instanceof InputError) throw e;
        return errorReport(config, 'register', pack.manifest.name, e, startedAt);
      }
    }
    const run = newRun(config, checkers, startedAt);
    try {
      return await assemblePipeline<ScenarioRun, ScenarioReport>(child)(run);
    } catch (e) {
      // A stage a pack put in place (or a bug of ours) failed: this scenario is ERROR, never a pass,
      // and the run goes on with the next one.
      const replacedBy = config.packs.filter((p) => p.manifest.entry && config.namedPacks.includes(p.manifest.name)).map((p) => p.manifest.name);
      return errorReport(config, 'pipeline', replacedBy.join(', ') || 'factlint', e, startedAt);
    }
  }

  /** Code entries load only for packs a scenario or call names explicitly (SPEC §2). */
  private loadEntry(pack: LoadedPack): Promise<PackEntry> {
    let entry = this.entries.get(pack.manifest.name);
    if (!entry) {
      entry = import(pathToFileURL(resolve(pack.dir, pack.manifest.entry!)).href).then((mod: Partial<PackEntry>) => {
        if (typeof mod.register !== 'function') {
          throw new InputError([{ file: pack.file, path: 'entry', message: `module "${pack.manifest.entry}" does not export a register(api) function` }]);
        }
        return mod as PackEntry;
      });
      this.entries.set(pack.manifest.name, entry);
    }
    return entry;
  }
}

/** The state a scenario starts the stages with. */
function newRun(config: ScenarioConfig, checkers: RegisteredChecker[], startedAt: number): ScenarioRun {
  return { config, checkers, turns: [], answers: [], context: [], readTurns: new Map(), grounding: null, facts: null, judges: [], severity: 'UNGRADED', warnings: [], startedAt };
}

/** The report of a scenario whose pipeline could not run: severity ERROR with the source named. */
function errorReport(config: ScenarioConfig, judge: string, source: string, error: unknown, startedAt: number): ScenarioReport {
  const run = newRun(config, [], startedAt);
  run.judges.push({ judge, source, severity: 'ERROR', ran: true, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  run.severity = 'ERROR';
  return reportStage.run(run) as ScenarioReport;
}
