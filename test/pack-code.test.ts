import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, ScenarioSchema, type ScenarioReport } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';
import { runCli } from '../packages/cli/test/cli-in-process.js';

/**
 * Packs with code: an entry module is imported only for a pack that a scenario or the call names
 * explicitly; a checker that throws gives ERROR for its scenario with the pack named — never a
 * pass — and the other scenarios still run.
 */

type Marked = typeof globalThis & { __factlintImported?: string[] };
const marker = globalThis as Marked;

/** A pack folder whose entry records that it was imported, then registers `register`'s body. */
function codePack(name: string, registerBody: string, extra: { requires?: string[] } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), `factlint-${name}-`));
  writeFileSync(
    join(dir, 'pack.yaml'),
    `name: ${name}\nversion: 0.1.0\nkind: domain\nrequires: [${(extra.requires ?? []).join(', ')}]\nentry: entry.mjs\n`,
  );
  writeFileSync(
    join(dir, 'entry.mjs'),
    `(globalThis.__factlintImported ??= []).push(${JSON.stringify(name)});\nexport function register(api) {\n${registerBody}\n}\n`,
  );
  return dir;
}

function dataPack(name: string, requires: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), `factlint-${name}-`));
  writeFileSync(join(dir, 'pack.yaml'), `name: ${name}\nversion: 0.1.0\nkind: domain\nrequires: [${requires.join(', ')}]\n`);
  return dir;
}

const PASSING_CHECKER = `api.addChecker({ id: 'always-pass', check: () => ({ severity: 'pass' }) });`;

function scenario(id: string, packs: string[] = []) {
  return ScenarioSchema.parse({ id, locale: 'en', packs, answer: 'The fee is 250 kroner.' });
}

describe('code entries load only for packs named explicitly', () => {
  it('an installed pack that no scenario names is never imported', async () => {
    const dir = codePack('code-unnamed', PASSING_CHECKER);
    const engine = new Engine({ packPaths: [dir] });
    const report = await engine.verify(scenario('plain'));
    expect(marker.__factlintImported ?? []).not.toContain('code-unnamed');
    expect(report.judges.map((j) => j.judge)).not.toContain('always-pass');
  });

  it('a pack that is only required by a named pack is not imported', async () => {
    const code = codePack('code-required', PASSING_CHECKER);
    const data = dataPack('data-requiring-code', ['code-required']);
    const engine = new Engine({ packPaths: [code, data] });
    const report = await engine.verify(scenario('requires', ['data-requiring-code']));
    expect(marker.__factlintImported ?? []).not.toContain('code-required');
    expect(report.judges.map((j) => j.judge)).not.toContain('always-pass');
  });

  it('a pack the scenario names is imported once and its checker runs', async () => {
    const dir = codePack('code-named', PASSING_CHECKER);
    const engine = new Engine({ packPaths: [dir] });
    await engine.verify(scenario('first', ['code-named']));
    const report = await engine.verify(scenario('second', ['code-named']));
    expect((marker.__factlintImported ?? []).filter((n) => n === 'code-named')).toEqual(['code-named']);
    expect(report.judges.find((j) => j.judge === 'always-pass')).toMatchObject({ source: 'code-named', severity: 'pass', ran: true });
  });

  it('a pack named by the call (CLI --packs) is imported', async () => {
    const dir = codePack('code-by-call', PASSING_CHECKER);
    const engine = new Engine({ packPaths: [dir] });
    const report = await engine.verify(scenario('call'), { file: 'test', path: '' }, { packs: ['code-by-call'] });
    expect(report.judges.find((j) => j.judge === 'always-pass')?.source).toBe('code-by-call');
  });
});

describe('a failing checker gives ERROR for its scenario, with the pack named', () => {
  const throwing = codePack(
    'code-throwing',
    `api.addChecker({ id: 'fragile', check: (input) => {
      if (input.id === 'throws') throw new Error('checker blew up');
      if (input.id === 'rejects') return Promise.reject(new TypeError('async checker blew up'));
      if (input.id === 'throws-string') throw 'not even an Error';
      return { severity: 'pass' };
    } });`,
  );

  function scenarioFile(): string {
    const dir = mkdtempSync(join(tmpdir(), 'factlint-scenarios-'));
    const file = join(dir, 'scenarios.yaml');
    const ids = ['before', 'throws', 'rejects', 'throws-string', 'after'];
    writeFileSync(
      file,
      `scenarios:\n${ids.map((id) => `  - { id: ${id}, locale: en, packs: [code-throwing], answer: "The fee is 250 kroner.", context: "The fee is 250 kroner." }`).join('\n')}\n`,
    );
    return file;
  }

  it('through the CLI: exit 1, the failing scenarios are ERROR naming the pack, the others still run', async () => {
    const run = await runCli(['verify', scenarioFile(), '--packs', throwing, '--format', 'json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const reports = new Map((JSON.parse(run.stdout).scenarios as ScenarioReport[]).map((r) => [r.id, r]));
    expect([...reports.keys()]).toEqual(['before', 'throws', 'rejects', 'throws-string', 'after']);
    const failed = (id: string) => reports.get(id)!.judges.find((j) => j.judge === 'fragile');
    expect(reports.get('throws')!.severity).toBe('ERROR');
    expect(failed('throws')).toMatchObject({ source: 'code-throwing', severity: 'ERROR', ran: true, error: 'Error: checker blew up' });
    expect(reports.get('rejects')!.severity).toBe('ERROR');
    expect(failed('rejects')).toMatchObject({ source: 'code-throwing', error: 'TypeError: async checker blew up' });
    expect(reports.get('throws-string')!.severity).toBe('ERROR');
    expect(failed('throws-string')).toMatchObject({ source: 'code-throwing', error: 'not even an Error' });
    for (const id of ['before', 'after']) {
      expect(reports.get(id)!.severity, id).toBe('pass');
      expect(failed(id)).toMatchObject({ severity: 'pass', ran: true });
    }
  });

  it('an ERROR fails the run whatever --fail-on says', async () => {
    const run = await runCli(['verify', scenarioFile(), '--packs', throwing, '--format', 'json', '--fail-on', 'critical']);
    expect(run.code).toBe(1);
  });

  it('a checker returning a severity that does not exist ("fine") gives ERROR naming the pack', async () => {
    const dir = codePack('code-garbage', `api.addChecker({ id: 'garbage', check: () => ({ severity: 'fine' }) });`);
    const engine = new Engine({ packPaths: [dir] });
    const report = await engine.verify(scenario('garbage', ['code-garbage']));
    expect(report.judges.find((j) => j.judge === 'garbage')).toMatchObject({ source: 'code-garbage', severity: 'ERROR' });
    expect(report.severity).toBe('ERROR');
  });

  it('a pack whose register() throws gives ERROR for the scenarios that name it; other scenarios run', async () => {
    const dir = codePack('code-register-throws', `throw new Error('register blew up');`);
    const engine = new Engine({ packPaths: [dir] });
    const plain = await engine.verify(scenario('plain'));
    expect(plain.severity).not.toBe('ERROR');
    const report = await engine.verify(scenario('named', ['code-register-throws'])).catch((e: unknown) => e);
    expect(report).toMatchObject({ id: 'named', severity: 'ERROR' });
  });

  it('a stage a pack put in place that throws gives ERROR for that scenario', async () => {
    const dir = codePack(
      'code-stage-throws',
      `api.replaceStage('judge', { name: 'judge', run: () => { throw new Error('stage blew up'); } });`,
    );
    const engine = new Engine({ packPaths: [dir] });
    const report = await engine.verify(scenario('named', ['code-stage-throws'])).catch((e: unknown) => e);
    expect(report).toMatchObject({ id: 'named', severity: 'ERROR' });
  });

  // The pipeline awaits a stage's output only when it is a promise (the default stages return plain
  // values); a pack's stage may still be async, and its result or failure is the one that counts.
  it.each([
    ['resolves later', `await new Promise((done) => setTimeout(done, 5)); run.warnings.push('async stage ran'); return run;`, 'ran'],
    ['rejects later', `await new Promise((done) => setTimeout(done, 5)); throw new Error('async stage blew up');`, 'ERROR'],
  ])('a stage a pack put in place that %s is awaited', async (_, body, expected) => {
    const name = `code-stage-async-${expected.toLowerCase()}`;
    const dir = codePack(name, `api.replaceStage('aggregate', { name: 'aggregate', run: async (run) => { ${body} } });`);
    const report = await new Engine({ packPaths: [dir] }).verify(scenario('named', [name]));
    if (expected === 'ERROR') expect(report.severity).toBe('ERROR');
    else expect(JSON.stringify(report)).toContain('async stage ran');
  });

  it('whatever a pack does, a failure is never a pass: verify either reports or rejects', async () => {
    const dirs = [
      codePack('code-register-throws-2', `throw new Error('register blew up');`),
      codePack('code-stage-throws-2', `api.replaceStage('judge', { name: 'judge', run: () => { throw new Error('stage blew up'); } });`),
    ];
    const engine = new Engine({ packPaths: dirs });
    for (const name of ['code-register-throws-2', 'code-stage-throws-2']) {
      const outcome = await engine.verify(scenario(name, [name])).then(
        (r) => r.severity,
        () => 'rejected',
      );
      expect(['ERROR', 'rejected'], name).toContain(outcome);
    }
    // The engine is still usable afterwards.
    expect((await engine.verify(scenario('plain'))).severity).not.toBe('ERROR');
  });
});

// The code of the packs a scenario names is imported side by side (issue 13: a fresh verify imports
// five); what they contribute, and which failure a report names, still follow the pack set's order
// (by name), whichever module finishes loading first.
describe('packs named together load side by side and count in the order of the pack set', () => {
  /** A pack whose entry waits `ms` before its module finishes loading (top-level await). */
  function slowPack(name: string, ms: number, registerBody: string): string {
    const dir = codePack(name, registerBody);
    const entry = join(dir, 'entry.mjs');
    writeFileSync(entry, `await new Promise((done) => setTimeout(done, ${ms}));\n${readFileSync(entry, 'utf8')}`);
    return dir;
  }
  const checker = (id: string) => `api.addChecker({ id: '${id}', check: () => ({ severity: 'pass' }) });`;

  it('a pack that loads last still adds its checker in its place', async () => {
    const dirs = [codePack('code-order-b-quick', checker('b-quick')), slowPack('code-order-a-slow', 60, checker('a-slow'))];
    const report = await new Engine({ packPaths: dirs }).verify(scenario('ordered', ['code-order-b-quick', 'code-order-a-slow']));
    expect(report.judges.map((j) => j.judge)).toEqual(['grounding', 'facts', 'a-slow', 'b-quick']);
  });

  it('when two named packs fail, the report names the first of the set; the other failure is never left unhandled', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const dirs = [
        codePack('code-fails-b-quick', `throw new Error('b blew up');`),
        slowPack('code-fails-a-slow', 40, `throw new Error('a blew up');`),
      ];
      const engine = new Engine({ packPaths: dirs });
      const report = await engine.verify(scenario('both-fail', ['code-fails-b-quick', 'code-fails-a-slow']));
      expect(report.severity).toBe('ERROR');
      expect(JSON.stringify(report)).toContain('code-fails-a-slow');
      expect(JSON.stringify(report)).not.toContain('code-fails-b-quick');
      await new Promise((done) => setTimeout(done, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it('an entry that exports no register function rejects with the input error naming it, beside a pack that loads', async () => {
    const dir = codePack('code-no-register', checker('never'));
    writeFileSync(join(dir, 'entry.mjs'), 'export const notRegister = 1;\n');
    const dirs = [codePack('code-loads-fine', checker('loads-fine')), dir];
    const outcome = await new Engine({ packPaths: dirs })
      .verify(scenario('no-register', ['code-loads-fine', 'code-no-register']))
      .catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(InputError);
    expect((outcome as InputError).issues).toEqual([
      { file: join(dir, 'pack.yaml'), path: 'entry', message: 'module "entry.mjs" does not export a register(api) function' },
    ]);
  });
});

// A checker added after scenarios have run, by the embedding or by a pack that kept its `api`, runs
// on the next scenario: whatever the engine keeps between calls (its list of checkers is rebuilt per
// call today; keeping it was tried and showed in no bench row) must not leave it out.
describe('a checker added after scenarios have run applies to the next scenario', () => {
  const judgesOf = (report: ScenarioReport) => report.judges.map((j) => j.judge);

  it('registered by the embedding', async () => {
    const engine = new Engine();
    expect(judgesOf(await engine.verify(scenario('before')))).not.toContain('late-embedding');
    engine.registerChecker({ id: 'late-embedding', check: () => ({ severity: 'pass' }) });
    expect(judgesOf(await engine.verify(scenario('after')))).toContain('late-embedding');
  });

  it('added by a pack after its register returned', async () => {
    type Late = typeof globalThis & { __factlintAddLate?: () => void };
    const dir = codePack(
      'code-late-checker',
      `globalThis.__factlintAddLate = () => api.addChecker({ id: 'late-pack', check: () => ({ severity: 'pass' }) });`,
    );
    const engine = new Engine({ packPaths: [dir] });
    for (const id of ['first', 'second']) {
      expect(judgesOf(await engine.verify(scenario(id, ['code-late-checker'])))).not.toContain('late-pack');
    }
    (globalThis as Late).__factlintAddLate!();
    const after = await engine.verify(scenario('after', ['code-late-checker']));
    expect(after.judges.find((j) => j.judge === 'late-pack')).toMatchObject({ source: 'code-late-checker', severity: 'pass' });
  });
});
