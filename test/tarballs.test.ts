import { execFileSync, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * factlint outside the clone, as a user gets it: every workspace packed, a release cut with lerna
 * (`lerna version` in a copy of the repository, `lerna publish from-package` to a registry on
 * 127.0.0.1 that only stores what it receives: nothing is published anywhere), and the published
 * tarballs installed into a fresh project in a temporary folder. Third-party dependencies come from
 * the npm registry. One install serves every assertion.
 */

const repo = resolve(import.meta.dirname, '..');
const RELEASE = '0.1.1-ci.0';
const work = mkdtempSync(join(tmpdir(), 'factlint-tarballs-'));
const packed = join(work, 'npm-pack');
const release = join(work, 'release');
const published = join(work, 'published');
const app = join(work, 'app');

/** Child processes get no npm_* settings of the `npm test` that runs this file (its registry, workspace, prefix). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'));
  return { ...env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NO_COLOR: '1', ...extra };
}

function run(cmd: string, args: string[], cwd: string, extra: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env: cleanEnv(extra), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** As run(), without blocking this process: the local registry below answers from it. */
function runAsync(cmd: string, args: string[], cwd: string, extra: Record<string, string> = {}): Promise<SpawnSyncReturns<string>> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd, env: cleanEnv(extra) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('close', (status) => done({ pid: child.pid ?? 0, output: [null, stdout, stderr], stdout, stderr, status, signal: null }));
  });
}

function ok(r: SpawnSyncReturns<string>, what: string): string {
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** The workspaces as npm sees them: name and folder. */
function workspaces(): { name: string; dir: string }[] {
  const out = ok(run('npm', ['query', '.workspace', '--json'], repo), 'npm query');
  return (JSON.parse(out) as { name: string; path: string }[])
    .map((w) => ({ name: w.name, dir: relative(repo, w.path) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The files in a tarball, without npm's `package/` prefix. */
function tarFiles(tgz: string): string[] {
  return execFileSync('tar', ['-tzf', tgz], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((f) => f.replace(/^package\//, ''))
    .sort();
}

/** A registry that answers "not published" to every lookup and keeps each tarball PUT to it. */
function startLocalRegistry(dir: string): Promise<{ server: Server; url: string }> {
  mkdirSync(dir, { recursive: true });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        const doc = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { _attachments?: Record<string, { data: string }> };
        // An attachment is named like `@factlint/units-0.2.0.tgz`; kept under npm pack's file name.
        for (const [file, attachment] of Object.entries(doc._attachments ?? {}))
          writeFileSync(join(dir, file.replace(/^@/, '').replace('/', '-')), Buffer.from(attachment.data, 'base64'));
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
    });
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` })),
  );
}

/** Copies the repository without installed or generated folders (lerna writes into the copy, never into the clone). */
function copyRepository(to: string): void {
  const skip = new Set(['node_modules', '.git', 'reports', '.nx', 'coverage', 'tmp']);
  cpSync(repo, to, { recursive: true, filter: (src) => src === repo || !skip.has(basename(src)) });
}

const names = workspaces();
let registry: { server: Server; url: string } | undefined;
let publishOutput = '';

beforeAll(async () => {
  // 1. every workspace packs (dist/ was built by the test run's global setup)
  mkdirSync(packed);
  ok(run('npm', ['pack', '--workspaces', '--pack-destination', packed, '--silent'], repo), 'npm pack --workspaces');

  // 2. a release in a copy: versions bumped together, then published to the local registry
  copyRepository(release);
  const lerna = join(repo, 'node_modules', '.bin', 'lerna');
  ok(run(lerna, ['version', RELEASE, '--no-git-tag-version', '--no-push', '--yes'], release), 'lerna version');
  registry = await startLocalRegistry(published);
  const publish = await runAsync(
    lerna,
    ['publish', 'from-package', '--registry', registry.url, '--yes', '--ignore-scripts', '--no-git-reset'],
    release,
    { npm_config_registry: registry.url },
  );
  publishOutput = ok(publish, 'lerna publish') + publish.stderr;

  // 3. the published tarballs installed into a fresh project (one install for every assertion below)
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'factlint-consumer', private: true, type: 'module' }, null, 2));
  const typescript = (JSON.parse(readFileSync(join(repo, 'node_modules/typescript/package.json'), 'utf8')) as { version: string }).version;
  ok(
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        ...readdirSync(published).map((f) => join(published, f)),
        `typescript@${typescript}`,
      ],
      app,
    ),
    'npm install',
  );
  cpSync(join(repo, 'examples/quickstart.yaml'), join(app, 'quickstart.yaml'));
}, 300_000);

afterAll(() => {
  registry?.server.close();
  if (!process.env.FACTLINT_KEEP_TARBALL_TEST) rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('every workspace packs', () => {
  it('one tarball per workspace, each with what it needs and no tests', () => {
    const tarballs = readdirSync(packed).sort();
    expect(tarballs).toHaveLength(names.length);
    for (const { name, dir } of names) {
      const tgz = join(packed, `${name.replace(/^@/, '').replace('/', '-')}-0.1.0.tgz`);
      expect(existsSync(tgz), `${name} (${dir}) packs`).toBe(true);
      const files = tarFiles(tgz);
      expect(
        files.filter((f) => /(^|\/)test\//.test(f)),
        `${name} ships no tests`,
      ).toEqual([]);
      if (existsSync(join(repo, dir, 'pack.yaml')))
        expect(files, `${name} is a rule pack`).toEqual(expect.arrayContaining(['pack.yaml', 'README.md', 'package.json']));
      if (existsSync(join(repo, dir, 'tsconfig.json'))) expect(files, `${name} ships its built code`).toContain('dist/index.js');
    }
  });
});

describe('lerna versions the workspaces together and publishes them (dry run, local registry)', () => {
  it('lerna version bumps every workspace to one version and pins the internal dependencies to it', () => {
    const manifests = names.map(
      ({ dir }) =>
        JSON.parse(readFileSync(join(release, dir, 'package.json'), 'utf8')) as {
          name: string;
          version: string;
          dependencies?: Record<string, string>;
        },
    );
    for (const m of manifests) {
      expect(m.version, m.name).toBe(RELEASE);
      for (const [dep, range] of Object.entries(m.dependencies ?? {}))
        if (names.some((n) => n.name === dep)) expect(range, `${m.name} → ${dep}`).toBe(RELEASE);
    }
    expect((JSON.parse(readFileSync(join(release, 'lerna.json'), 'utf8')) as { version: string }).version).toBe(RELEASE);
    // the clone itself is untouched
    expect((JSON.parse(readFileSync(join(repo, 'packages/cli/package.json'), 'utf8')) as { version: string }).version).not.toBe(RELEASE);
  });

  it('lerna publish from-package sends every workspace, with the files npm pack puts in its tarball', () => {
    expect(publishOutput).toMatch(new RegExp(`published ${names.length} packages`));
    for (const { name } of names) {
      const file = `${name.replace(/^@/, '').replace('/', '-')}`;
      const sent = join(published, `${file}-${RELEASE}.tgz`);
      expect(existsSync(sent), `${name} was published`).toBe(true);
      expect(tarFiles(sent), name).toEqual(tarFiles(join(packed, `${file}-0.1.0.tgz`)));
    }
  });
});

describe('installed from the published tarballs into a fresh project', () => {
  const bin = (name: string) => join(app, 'node_modules', '.bin', name);

  it('installs factlint and every shipped pack as packages', () => {
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/factlint/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(RELEASE);
    expect(readdirSync(join(app, 'node_modules/@factlint')).sort()).toEqual(
      names
        .filter((n) => n.name.startsWith('@factlint/'))
        .map((n) => n.name.slice('@factlint/'.length))
        .sort(),
    );
  });

  it('`npx factlint packs list` finds every shipped pack with no path', () => {
    const r = run(bin('factlint'), ['packs', 'list', '--format', 'json'], app);
    expect(r.stderr).toBe('');
    const packs = (JSON.parse(r.stdout) as { packs: { name: string; origin: string; dir: string }[] }).packs;
    expect(packs.map((p) => p.name)).toEqual(readdirSync(join(repo, 'rule-packs')).sort());
    for (const p of packs) expect(p).toMatchObject({ origin: 'builtin', dir: expect.stringMatching(/node_modules[\\/]@factlint[\\/]/) });
  });

  it('`npx factlint verify` runs the quick-start file: one scenario flagged, exit 1', () => {
    const r = run('npx', ['--no', 'factlint', 'verify', 'quickstart.yaml', '--format', 'json'], app);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    const reports = (JSON.parse(r.stdout) as { scenarios: { id: string; severity: string; verdict: string | null }[] }).scenarios;
    expect(reports.map(({ id, severity, verdict }) => ({ id, severity, verdict }))).toEqual([
      { id: 'quarterly-report-grounded', severity: 'pass', verdict: 'pass' },
      { id: 'quarterly-report-contradicted', severity: 'high', verdict: 'block' },
      { id: 'grunnbelop-samtale', severity: 'pass', verdict: null }, // declared facts only: no grounding verdict
    ]);
  });

  it("`--packs <clone>/rule-packs` from the installed factlint: the clone's packs take the shipped packs' place", () => {
    const r = run(bin('factlint'), ['verify', 'quickstart.yaml', '--format', 'json', '--packs', join(repo, 'rule-packs')], app);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
  });

  it('`factlint init-pack`: a new locale names the installed schemas by relative paths, and its spec case runs', () => {
    expect(run(bin('factlint'), ['init-pack', 'locale-xx', '--kind', 'locale', '--locale', 'xx'], app).status).toBe(0);
    const ref = /\$schema=(\S+)/.exec(readFileSync(join(app, 'locale-xx/pack.yaml'), 'utf8'))?.[1];
    expect(ref).toBe('../node_modules/@factlint/schemas/pack.schema.json');
    const numbersRef = /\$schema=(\S+)/.exec(readFileSync(join(app, 'locale-xx/data/numbers.yaml'), 'utf8'))?.[1];
    expect(existsSync(resolve(app, 'locale-xx/data', numbersRef!))).toBe(true);
    const test = run(bin('factlint'), ['packs', 'test', 'locale-xx'], app);
    expect(test.stdout).toMatch(/1 passed, 0 failed/);
  });

  it("limitation: an installed shipped pack's $schema lines resolve in a clone only (they point at the repository's schemas/)", () => {
    const dir = join(app, 'node_modules/@factlint/locale-en');
    const ref = /\$schema=(\S+)/.exec(readFileSync(join(dir, 'pack.yaml'), 'utf8'))?.[1];
    expect(ref).toBe('../../schemas/pack.schema.json');
    expect(existsSync(resolve(dir, ref!))).toBe(false);
    expect(existsSync(resolve(repo, 'rule-packs/locale-en', ref!))).toBe(true);
  });

  it('createVerifier({ locale }) with no other option, from JavaScript', () => {
    writeFileSync(
      join(app, 'verify.mjs'),
      [
        "import { createVerifier } from 'factlint';",
        "for (const [locale, answer, context] of [['en', 'Revenue was $120.0 million.', 'Revenue was $120.0 million in 2026.'], ['nb', 'Grunnbeløpet er 136 549 kroner.', 'Fra 1. mai 2026 er grunnbeløpet 136 549 kroner.'], ['ja', '売上高は120億円でした。', '2026年の売上高は120億円。']]) {",
        '  const v = await createVerifier({ locale });',
        '  const r = await v.verify({ answer, context });',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: this string is the source of a script the test writes.
        "  console.log(locale, r.verdict, r.claims.filter((c) => c.status !== 'not_extracted').map((c) => `${c.type}:${c.status}`).join(' '));",
        '}',
      ].join('\n'),
    );
    const r = run('node', ['verify.mjs'], app);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toEqual(['en pass NUMERIC:supported', 'nb pass NUMERIC:supported', 'ja pass NUMERIC:supported']);
  });

  it("from TypeScript: the types resolve and the matchers augment Vitest's expect (tsc --noEmit), and the matchers run", () => {
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2023',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            types: [],
          },
          include: ['*.ts'],
        },
        null,
        2,
      ),
    );
    writeFileSync(
      join(app, 'library.ts'),
      [
        "import { createVerifier, type ScenarioReport, type Verdict } from 'factlint';",
        "const verifier = await createVerifier({ locale: 'en' });",
        "const report: ScenarioReport = await verifier.verify({ answer: 'Revenue was $120.0 million.', context: 'Revenue was $120.0 million in 2026.' });",
        'const verdict: Verdict | null = report.verdict;',
        'export { verdict };',
      ].join('\n'),
    );
    // The two ways the README gives: the setup module, and expect.extend with the matchers object.
    writeFileSync(
      join(app, 'setup-module.test.ts'),
      [
        "import { expect, it } from 'vitest';",
        "import '@factlint/vitest/setup';",
        "it('a grounded answer', async () => {",
        "  await expect('Revenue was $120.0 million.').toBeGroundedIn('Revenue was $120.0 million in 2026.');",
        "  await expect('Revenue was $102.0 million.').not.toBeGroundedIn('Revenue was $120.0 million in 2026.');",
        '});',
      ].join('\n'),
    );
    writeFileSync(
      join(app, 'extend.test.ts'),
      [
        "import { expect, it } from 'vitest';",
        "import { factlintMatchers } from '@factlint/vitest';",
        'expect.extend(factlintMatchers);',
        "it('a fact stated', async () => {",
        "  await expect('Grunnbeløpet er 136 549 kroner.').toStateFacts([{ claim: 'Grunnbeløpet', value: 136549, unit: 'NOK', anchors: ['grunnbeløp'] }], { locale: 'nb' });",
        '});',
      ].join('\n'),
    );
    const tsc = run(bin('tsc'), ['-p', '.'], app);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    const vitest = run(bin('vitest'), ['run', '--reporter', 'dot'], app);
    expect(vitest.status, vitest.stdout + vitest.stderr).toBe(0);
    expect(vitest.stdout).toMatch(/Tests\s+2 passed/);
  });
});
