import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README's "Adding a language" commands work as written in a clone: each `npx factlint …` line
 * of the section's shell block runs (the built CLI, in a scratch folder that sees the repository's
 * examples/ under the same relative path) and prints what its comment promises.
 */

const repo = resolve(import.meta.dirname, '..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Adding a language\n'),
  readme.indexOf('\n## ', readme.indexOf('## Adding a language\n') + 1),
);
const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
const commands = block
  .split('\n')
  .filter((line) => line.startsWith('npx factlint '))
  .map((line) => {
    const [command, comment = ''] = line.split(/\s+#\s+/);
    return { line: command!.trim(), args: command!.trim().split(/\s+/).slice(2), promise: /(\d+) passed, 0 failed/.exec(comment)?.[0] };
  });

describe('README: Adding a language', () => {
  it('has commands that run from a clone with npx', () => {
    expect(commands.map((c) => c.args[0])).toEqual(['init-pack', 'packs', 'packs']);
    expect(section).not.toMatch(/`factlint /); // every command spelled as it runs in a clone: `npx factlint …`
  });

  it('cites only files that exist', () => {
    const cited = [...section.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]!);
    expect(cited.length).toBeGreaterThan(0);
    for (const path of cited) expect(() => readFileSync(join(repo, path)), path).not.toThrow(/ENOENT/);
  });

  it('each command runs in order and prints what its comment says', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'factlint-readme-'));
    symlinkSync(join(repo, 'examples'), join(scratch, 'examples'));
    for (const { line, args, promise } of commands) {
      const r = spawnSync(process.execPath, [join(repo, 'packages/cli/bin/factlint.cjs'), ...args], { cwd: scratch, encoding: 'utf8' });
      expect(r.status, `${line}\n${r.stdout}${r.stderr}`).toBe(0);
      if (promise) expect(r.stdout, line).toContain(promise);
    }
  });
});
