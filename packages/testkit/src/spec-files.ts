import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SPEC_FILE = /\.ya?ml$/i;

/** The spec files of a pack: `spec/*.yaml`, sorted. */
export function specFilesOf(packDir: string): string[] {
  const dir = join(resolve(packDir), 'spec');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => SPEC_FILE.test(f))
    .sort()
    .map((f) => join(dir, f));
}
