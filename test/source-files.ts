import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The shipped TypeScript sources, for the tests that read code (which words, patterns and calls the
 * engine may hold).
 */

export const ROOT = join(import.meta.dirname, '..');

/** Every TypeScript source under `dir`, depth first (declaration files hold no code that runs). */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const file of sourceFiles(path)) out.push(file);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The `src/` sources of every package in each of `tops` (such as `packages`); a data-only pack has none. */
export function sourcesUnder(...tops: string[]): string[] {
  return tops.flatMap((top) =>
    readdirSync(join(ROOT, top), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(ROOT, top, d.name, 'src')))
      .flatMap((d) => sourceFiles(join(ROOT, top, d.name, 'src'))),
  );
}
