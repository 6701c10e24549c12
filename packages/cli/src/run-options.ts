import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { InputError, PartialTolerancesSchema, readStructured, validateDocument } from '@factlint/kernel';
import type { CallOptions, EngineOptions, PackCatalog } from '@factlint/pipeline';
import { displayPath } from './scenario-files.js';

/** `--config FILE`: settings for a run, validated like everything else. */
export const RunConfigSchema = z.strictObject({
  /** Pack folders (or folders of packs) to add to the shipped ones. */
  packPaths: z.array(z.string().min(1)).optional(),
  /** Installed npm packages that are packs. */
  npmPacks: z.array(z.string().min(1)).optional(),
  /** Packs to use for every scenario, by name. */
  packs: z.array(z.string().min(1)).optional(),
  policy: z.string().min(1).optional(),
  tolerances: PartialTolerancesSchema.optional(),
});
export type RunConfig = z.infer<typeof RunConfigSchema>;

export interface RunFlags {
  packs?: string;
  config?: string;
  policy?: string;
  /** False under `--no-cache`: no compiled pack is read or written. */
  cache?: boolean;
}

/** Where a pack name given for the whole run came from: `--packs`, or a config file's `packs[i]`. */
export interface NamedPackSource {
  name: string;
  file: string;
  path: string;
}

/**
 * Engine and per-call options from the flags: `--packs a,b` takes pack folders (paths that exist)
 * and pack names; every pack given there is named explicitly, so its code entry may load.
 */
export function runOptions(flags: RunFlags): { engine: EngineOptions; call: CallOptions; named: NamedPackSource[] } {
  let config: RunConfig = {};
  if (flags.config) {
    const doc = readStructured(flags.config);
    config = validateDocument(RunConfigSchema, { ...doc, file: displayPath(flags.config) });
  }
  const packPaths = [...(config.packPaths ?? [])];
  const named: NamedPackSource[] = (config.packs ?? []).map((name, i) => ({ name, file: displayPath(flags.config!), path: `packs[${i}]` }));
  const npmPacks = [...(config.npmPacks ?? [])];
  for (const item of (flags.packs ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (existsSync(resolve(item))) packPaths.push(item);
    else named.push({ name: item, file: '--packs', path: '' });
  }
  const policy = flags.policy ?? config.policy;
  return {
    engine: { packPaths, npmPacks, ...(flags.cache === false ? { cache: false as const } : {}) },
    call: {
      packs: named.map((n) => n.name),
      ...(policy ? { policy } : {}),
      ...(config.tolerances ? { tolerances: config.tolerances } : {}),
    },
    named,
  };
}

/**
 * A pack named for the whole run that no folder or loaded pack matches is the option's mistake
 * (a typo in `--packs`), said before any scenario is read, never blamed on a scenario file.
 */
export function assertKnownPacks(catalog: PackCatalog, named: readonly NamedPackSource[]): void {
  const unknown = named.filter((n) => !catalog.get(n.name));
  if (unknown.length === 0) return;
  const known = catalog
    .list()
    .map((p) => p.manifest.name)
    .join(', ');
  throw new InputError(
    unknown.map((n) => ({
      file: n.file,
      path: n.path,
      message: `unknown pack "${n.name}": ${n.file === '--packs' ? 'no such folder, and no pack has that name' : 'no pack has that name'} (known: ${known})${n.file === '--packs' ? '' : '; load a pack of your own from its folder with --packs DIR'}`,
    })),
  );
}

/**
 * `--out FILE` is checked before any work: a missing folder or a folder in its place is bad input
 * said up front, not a failure after the whole run.
 */
export function assertWritableFile(file: string, flag: string): void {
  const problem = (message: string) => new InputError([{ file: flag, path: '', message: `cannot write ${file}: ${message}` }]);
  const path = resolve(file);
  if (existsSync(path) && statSync(path).isDirectory()) throw problem('it is a folder');
  const folder = dirname(path);
  if (!existsSync(folder)) throw problem(`the folder ${dirname(file)} does not exist`);
  if (!statSync(folder).isDirectory()) throw problem(`${dirname(file)} is not a folder`);
}

export function assertFormat<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new InputError([{ file: flag, path: '', message: `expected one of ${allowed.join(', ')}, found "${value}"` }]);
  }
  return value as T;
}

/**
 * The packs an operator named for a whole run: by name (`--packs`, a config's `packs`), or by giving
 * a pack's folder or npm package (a folder of packs makes its packs available, not named). Their
 * code may load.
 */
export function operatorPacks(catalog: PackCatalog, engine: EngineOptions, call: CallOptions): string[] {
  return [...new Set([...(call.packs ?? []), ...catalog.namedBy(engine.packPaths, engine.npmPacks)])];
}
