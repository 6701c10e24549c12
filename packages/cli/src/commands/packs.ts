import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appendAll, InputError, type InputIssue } from '@factlint/kernel';
import { PackCatalog } from '@factlint/pipeline';
import { runSpecCases } from '@factlint/testkit/runner';
import { displayPath } from '../scenario-files.js';
import { runOptions, type RunFlags } from '../run-options.js';

/** `factlint packs list`: every pack the run can see, with kind, version and where it comes from. */
export function packsListCommand(flags: RunFlags & { format?: string }): number {
  const catalog = new PackCatalog(runOptions(flags).engine);
  const rows = catalog.list().map((p) => ({
    name: p.manifest.name,
    kind: p.manifest.kind,
    version: p.manifest.version,
    origin: p.origin,
    requires: p.manifest.requires,
    description: p.manifest.description ?? '',
    dir: displayPath(p.dir),
  }));
  if (flags.format === 'json') {
    process.stdout.write(`${JSON.stringify({ packs: rows }, null, 2)}\n`);
    return 0;
  }
  const w = (k: 'name' | 'kind' | 'version' | 'origin') => rows.reduce((widest, r) => Math.max(widest, r[k].length), k.length);
  const line = (r: Record<string, string>) =>
    `${r.name!.padEnd(w('name'))}  ${r.kind!.padEnd(w('kind'))}  ${r.version!.padEnd(w('version'))}  ${r.origin!.padEnd(w('origin'))}  ${r.description}`;
  process.stdout.write(
    `${[
      line({ name: 'name', kind: 'kind', version: 'version', origin: 'origin', description: 'description' }),
      ...rows.map((r) => line(r as unknown as Record<string, string>)),
    ].join('\n')}\n`,
  );
  return 0;
}

/**
 * `factlint packs validate PATH…`: the manifest, every data file it names, the data and option
 * schemas, that every required pack exists, and a README.md saying what the pack holds.
 */
export function packsValidateCommand(paths: string[], flags: RunFlags): number {
  const issues: InputIssue[] = [];
  const packDirs = paths.map((p) => resolve(p));
  let catalog: PackCatalog | undefined;
  try {
    catalog = new PackCatalog({ ...runOptions(flags).engine, packPaths: packDirs });
  } catch (e) {
    if (e instanceof InputError) appendAll(issues, e.issues);
    else throw e;
  }
  for (const dir of packDirs) {
    const readme = join(dir, 'README.md');
    if (!existsSync(join(dir, 'pack.yaml'))) {
      issues.push({ file: displayPath(dir), path: '', message: 'expected a pack folder with a pack.yaml' });
      continue;
    }
    if (!existsSync(readme))
      issues.push({
        file: displayPath(readme),
        path: '',
        message: 'missing: every pack has a README.md that says what it holds and where its data comes from',
      });
    else if (readFileSync(readme, 'utf8').trim().split(/\s+/).length < 20)
      issues.push({ file: displayPath(readme), path: '', message: 'too short: say what the pack holds and where its data comes from' });
    const pack = catalog?.packAt(dir);
    if (pack && catalog) {
      try {
        catalog.registry.resolve([pack.manifest.name], displayPath(pack.file));
      } catch (e) {
        if (e instanceof InputError) appendAll(issues, e.issues);
        else throw e;
      }
    }
  }
  if (issues.length) throw new InputError(issues.map((i) => ({ ...i, file: displayPath(i.file) })));
  for (const dir of packDirs) process.stdout.write(`ok  ${displayPath(dir)}\n`);
  return 0;
}

/**
 * `factlint packs test PATH…`: a pack's spec cases (spec/*.yaml), run without a test runner.
 * Exit 1 when a case fails, or when a case marked notSupported passes (remove the marker).
 */
export async function packsTestCommand(paths: string[]): Promise<number> {
  let failed = 0;
  for (const dir of paths) {
    if (!existsSync(join(dir, 'pack.yaml')))
      throw new InputError([{ file: dir, path: '', message: 'expected a pack folder with a pack.yaml' }]);
    const outcomes = await runSpecCases(dir);
    if (outcomes.length === 0) throw new InputError([{ file: join(dir, 'spec'), path: '', message: 'no spec cases (spec/*.yaml)' }]);
    const count = (r: string) => outcomes.filter((o) => o.result === r).length;
    for (const o of outcomes.filter((o) => o.result === 'fail' || o.result === 'fixed')) {
      const detail =
        o.result === 'fixed'
          ? 'passes but is marked notSupported: remove the marker'
          : `expected ${JSON.stringify(o.expected)}, got ${JSON.stringify(o.actual)}`;
      process.stdout.write(`  ${o.result.toUpperCase()}  ${o.file} [${o.index}] ${o.name}\n        ${detail}\n`);
    }
    failed += count('fail') + count('fixed');
    process.stdout.write(
      `${displayPath(resolve(dir))}: ${count('pass')} passed, ${count('fail')} failed, ${count('not-supported')} not supported yet${count('fixed') ? `, ${count('fixed')} marked not supported but passing` : ''}\n`,
    );
  }
  return failed ? 1 : 0;
}
