import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
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
}

/**
 * Engine and per-call options from the flags: `--packs a,b` takes pack folders (paths that exist)
 * and pack names; every pack given there is named explicitly, so its code entry may load.
 */
export function runOptions(flags: RunFlags): { engine: EngineOptions; call: CallOptions } {
  let config: RunConfig = {};
  if (flags.config) {
    const doc = readStructured(flags.config);
    config = validateDocument(RunConfigSchema, { ...doc, file: displayPath(flags.config) });
  }
  const packPaths = [...(config.packPaths ?? [])];
  const names = [...(config.packs ?? [])];
  const npmPacks = [...(config.npmPacks ?? [])];
  for (const item of (flags.packs ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    if (existsSync(resolve(item))) packPaths.push(item);
    else names.push(item);
  }
  const policy = flags.policy ?? config.policy;
  return {
    engine: { packPaths, npmPacks },
    call: { packs: names, ...(policy ? { policy } : {}), ...(config.tolerances ? { tolerances: config.tolerances } : {}) },
  };
}

export function assertFormat<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new InputError([{ file: flag, path: '', message: `expected one of ${allowed.join(', ')}, found "${value}"` }]);
  }
  return value as T;
}

/**
 * The packs an operator named for a whole run: by name (`--packs`, a config's `packs`), or by giving
 * their folder or npm package; every pack not shipped with factlint was given that way. Their code
 * may load.
 */
export function operatorPacks(catalog: PackCatalog, call: CallOptions): string[] {
  const given = catalog.list().filter((p) => p.origin !== 'builtin').map((p) => p.manifest.name);
  return [...new Set([...(call.packs ?? []), ...given])];
}
