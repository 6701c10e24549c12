import { resolve } from 'node:path';
import { InputError, ScenarioSchema } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';
import { loadPackWithRequirements } from './pack-locale.js';
import type { SpecCase } from './spec-schema.js';

/*
 * A `claims` spec case runs through the engine exactly as a scenario does: the pack under test is
 * loaded by path and named by the scenario, so its code (a claim type, a replaced extractor) runs and
 * its own data kinds are loaded and checked by the same loader `verify` uses. One engine per pack
 * folder, so the pack's `register` runs once, as in a real run.
 */

const engines = new Map<string, Engine>();
const settings = new Map<string, { pack: string; locale: string }>();

function engineFor(packDir: string): Engine {
  let engine = engines.get(packDir);
  if (!engine) engines.set(packDir, (engine = new Engine({ packPaths: [packDir] })));
  return engine;
}

/**
 * The pack under test and the scenario locale of the claims spec `file`: the `locale` pack it names
 * (or the pack itself, when it is a locale pack) gives its `locale.id`. A spec that names none, for
 * a pack that is no locale pack, is an InputError naming the file.
 */
export function claimsSetting(packDir: string, localePack: string | undefined, file: string): { pack: string; locale: string } {
  const dir = resolve(packDir);
  const key = `${dir}\u0000${localePack ?? ''}`;
  let setting = settings.get(key);
  if (!setting) {
    const found = readSetting(dir, localePack);
    if (typeof found === 'string') throw new InputError([{ file, path: 'locale', message: found }]);
    settings.set(key, (setting = found));
  }
  return setting;
}

function readSetting(packDir: string, localePack: string | undefined): { pack: string; locale: string } | string {
  const packs = loadPackWithRequirements(packDir, localePack);
  const pack = packs.find((p) => resolve(p.dir) === packDir)!.manifest.name;
  const locales = packs.filter((p) => p.manifest.kind === 'locale').map((p) => (p.data.locale as { id?: string } | undefined)?.id);
  const wanted = localePack ? packs.find((p) => p.manifest.name === localePack) : undefined;
  const locale = wanted ? (wanted.data.locale as { id?: string } | undefined)?.id : locales.length === 1 ? locales[0] : undefined;
  if (!locale) return `a claims spec file of ${pack}, which is no locale pack, names the locale pack its inputs are in: "locale: <pack>"`;
  return { pack, locale };
}

/**
 * The report's claims for one case, as rows with the keys a spec file may assert. A problem with the
 * case's options is an InputError naming `at` (the spec file and `cases[i]`).
 */
export async function runClaimsCase(
  packDir: string,
  localePack: string | undefined,
  c: SpecCase,
  at: { file: string; path: string },
): Promise<Record<string, unknown>[]> {
  const dir = resolve(packDir);
  const { pack, locale } = claimsSetting(dir, localePack, at.file);
  const scenario = ScenarioSchema.parse({
    id: 'spec-case',
    locale,
    packs: [pack],
    context: c.context ?? '',
    answer: c.input,
    ...(c.options ? { tolerances: c.options } : {}),
  });
  const report = await engineFor(dir).verify(scenario, at);
  const failed = report.judges.find((j) => j.severity === 'ERROR');
  if (failed) throw new Error(`${failed.judge} (${failed.source}): ${failed.error ?? 'ERROR'}`);
  return report.claims.map((r) => ({
    type: r.type,
    text: r.text,
    span: r.span,
    value: r.value,
    unit: r.unit,
    status: r.status,
    reason: r.reason,
  }));
}
