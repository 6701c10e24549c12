import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run bench -- --profile` is how a speed change shows where it moved time (issue 13). It runs
 * here on one short row, one round, for what it prints, never for how fast: a profile written to
 * reports/, time per stage, self time attributed to the pipeline's stages in the built bundles
 * (a bundle moved the stage classes once, and the summary crashed without a test noticing), and
 * how fast the machine itself ran during the row.
 */

const root = resolve(import.meta.dirname, '..');

describe('bench --profile', () => {
  it('writes a CPU profile and attributes samples to the pipeline stages', () => {
    const r = spawnSync(process.execPath, ['scripts/bench.mjs', '--only', 'eval', '--profile'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_ROUNDS: '1' },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/per stage, eval set \(1 rounds, warm\): setup .* segment .* extract .* compare /);
    const profile = /CPU profile of the sections above: (reports\/\S+\.cpuprofile)/.exec(r.stdout)?.[1];
    expect(profile, r.stdout).toBeDefined();
    const file = resolve(root, profile!);
    expect(existsSync(file)).toBe(true);
    rmSync(file);
    for (const stage of ['segment', 'extract', 'compare']) expect(r.stdout).toMatch(new RegExp(`\\n {4}${stage}: [\\d.]+ % of samples`));
    // The machine's own speed beside the row (machine-speed.mjs): a figure taken while the shared
    // machine ran at half speed says so, and on Linux on which processor (the slow stretches here
    // were a virtual processor's).
    const where = process.platform === 'linux' ? ', on processors? \\d' : '\\)';
    expect(r.stdout).toMatch(new RegExp(`evaluation set, per answer \\(warm\\) .*\\(machine ×\\d+\\.\\d\\d its best${where}`));
    // What a single scanner could save at most: the time inside each walk over a text (cpu-profile.mjs).
    expect(r.stdout).toMatch(
      /walks over each text .*: the one pass [\d.]+ % · lines [\d.]+ % · .* subject keys [\d.]+ %; inside any of them [\d.]+ %.*own code.*: [\d.]+ %\)/,
    );
    expect(r.stdout).toMatch(
      /machine speed \(a fixed piece of plain JavaScript, \d+ µs at its best in this run.*evaluation set, per answer \(warm\) ×\d+\.\d\d \(worst ×\d+\.\d\d of \d+[;)]/,
    );
  }, 120_000);
});

describe('bench: the processor a machine-speed reading was taken on', () => {
  // Lines as Linux writes /proc/<pid>/stat: the processor is field 39, counted after the command
  // name, which is in parentheses and may hold spaces and parentheses of its own.
  const fields = (processor: string) =>
    `S 1 23 23 0 -1 4194560 3309 0 0 0 12 3 0 0 20 0 11 0 1234 1184124928 27400 18446744073709551615 1 1 0 0 0 0 0 16781312 134235650 0 0 0 17 ${processor} 0 0 0 0 0 0 0 0 0 0 0 0 0`;
  it.each([
    ['node', '1', 1],
    ['node worker (2)', '0', 0],
    ['a) b', '3', 3],
    ['node', 'x', undefined],
    ['node', '', undefined],
  ])('reads processor of a process named %j', async (name, processor, expected) => {
    const { processorOf } = await import('../scripts/bench/machine-speed.mjs');
    expect(processorOf(`4242 (${name}) ${fields(processor)}`)).toBe(expected);
  });

  it('reads no processor from a line cut short', async () => {
    const { processorOf } = await import('../scripts/bench/machine-speed.mjs');
    expect(processorOf('4242 (node) S 1 23')).toBeUndefined();
  });

  it('reads this process, and names where a row was read', async () => {
    const { MachineSpeed, processorNow } = await import('../scripts/bench/machine-speed.mjs');
    const now = processorNow();
    if (process.platform === 'linux') expect(now).toBeGreaterThanOrEqual(0);
    const speed = new MachineSpeed();
    // Made-up readings only (the constructor took real ones): a best of 100 µs.
    const readings = (micros: number[], processors: (number | undefined)[]) =>
      micros.map((m, k) => ({ micros: m, processor: processors[k] }));
    speed.readings.clear();
    speed.readings.set('row', readings([100, 170, 110], [1, 0, 1]));
    speed.readings.set('best', readings([100], [undefined]));
    expect(speed.slowdown('row')!.where).toBe('on processors 0 (×1.70), 1 (×1.10)');
    speed.readings.set('row', readings([100, 170, 110], [1, 1, undefined]));
    expect(speed.slowdown('row')!.where).toBe('on processor 1');
    speed.readings.set('row', readings([100, 170, 110], [undefined, undefined, undefined]));
    expect(speed.slowdown('row')!.where).toBe('');
  });
});

describe('bench --profile: the walks over each text', () => {
  /** A profile of `stacks` (root first), one sample per stack, as V8 writes it. */
  function profileOf(stacks: string[][]) {
    const nodes: { id: number; callFrame: { functionName: string }; children: number[] }[] = [];
    const samples: number[] = [];
    const childOf = new Map<string, number>();
    for (const stack of stacks) {
      let parent: number | undefined;
      for (let depth = 0; depth < stack.length; depth++) {
        const key = stack.slice(0, depth + 1).join('>');
        let id = childOf.get(key);
        if (id === undefined) {
          id = nodes.length + 1;
          childOf.set(key, id);
          nodes.push({ id, callFrame: { functionName: stack[depth]! }, children: [] });
          if (parent !== undefined) nodes[parent - 1]!.children.push(id);
        }
        parent = id;
      }
      samples.push(parent!);
    }
    return { nodes, samples };
  }

  it('shares each walk of the time inside verify, and counts a sample under two walks once', async () => {
    const { walkShares } = await import('../scripts/bench/cpu-profile.mjs');
    const shares = walkShares(
      profileOf([
        ['(root)', 'verify', 'analyseText', 'scanText', 'findReaderStarts'],
        ['(root)', 'verify', 'judge', 'sentenceSubject', 'findForms'],
        ['(root)', 'verify', 'compareAnswerClaims'],
        ['(root)', 'verify', 'analyseText', 'findReaderStarts'],
        // Outside verify: the bench's own reading of texts counts for nothing.
        ['(root)', 'timeReaders', 'findReaderStarts'],
      ]),
    );
    expect(shares.samples).toBe(4);
    const share = Object.fromEntries(shares.each);
    expect(share['the one pass']).toBe(0.5);
    expect(share['subject keys']).toBe(0.25);
    expect(share['direction words and negations']).toBe(0.25);
    expect(share.lines).toBe(0);
    expect(shares.any).toBe(0.75);
    // In a walk's own code: the one pass twice; the subject keys' sample is in findForms's code.
    expect(shares.self).toBe(0.75);
  });

  it('finds every walk it names declared in the built bundles', async () => {
    const { walksMissingFromBundles, TEXT_WALKS } = await import('../scripts/bench/cpu-profile.mjs');
    expect(TEXT_WALKS.length).toBeGreaterThanOrEqual(6);
    expect(walksMissingFromBundles()).toEqual([]);
  });
});

describe('bench --only alloc: what a verify allocates, by stage and per claim', () => {
  /** A heap profile node as V8's sampling heap profiler writes it. */
  const node = (functionName: string, url: string, lineNumber: number, selfSize: number, children: unknown[] = []) => ({
    callFrame: { functionName, url, lineNumber },
    selfSize,
    children,
  });

  it('gives each allocation to the stage whose run is nearest above it on the stack', async () => {
    const { bytesByStage, sampledBytes } = await import('../scripts/bench/allocation.mjs');
    const stages = new Map([
      [
        'pipeline.cjs',
        new Map([
          [10, 'segment'],
          [20, 'compare'],
        ]),
      ],
    ]);
    const profile = {
      head: node('(root)', '', 0, 0, [
        node('verify', 'pipeline.cjs', 5, 100, [
          node('run', 'pipeline.cjs', 10, 30, [node('scanText', 'text.cjs', 1, 70)]),
          node('run', 'pipeline.cjs', 20, 5, [node('judgePoint', 'numeric.cjs', 3, 45, [node('run', 'other.cjs', 20, 8)])]),
          // A `run` that is no stage's (another file, or a line no stage starts on) is not one.
          node('run', 'pipeline.cjs', 11, 12),
        ]),
      ]),
    };
    expect(Object.fromEntries(bytesByStage(profile, stages))).toEqual({
      'outside the stages': 112,
      segment: 100,
      compare: 58,
    });
    expect(sampledBytes(profile)).toBe(270);
  });

  it('tells what a verify returns from what is garbage when it returns', async () => {
    const { sampledVerifies, sampledBytes } = await import('../scripts/bench/allocation.mjs');
    // A stand-in engine: each verify fills some 200 KB of small objects it drops and returns some 50 KB it keeps.
    const filled = (kilobytes: number) => Array.from({ length: (kilobytes * 1024) / 16 }, (_, k) => ({ k }));
    const engine = {
      verify: async () => ({ claims_total: filled(200).length > 0 ? 2 : 0, kept: filled(50) }),
    };
    const kilobytes = async (collected: boolean) => sampledBytes(await sampledVerifies(engine, [{}], 20, collected)) / 1024 / 20;
    const all = await kilobytes(true);
    const returned = await kilobytes(false);
    expect(all).toBeGreaterThan(200);
    expect(returned).toBeGreaterThan(30);
    expect(returned).toBeLessThan(all / 3);
  });

  it('counts what verifies allocate, in proportion, and next to nothing for a verify that allocates nothing', async () => {
    const { countedKilobytesPerVerify } = await import('../scripts/bench/allocation.mjs');
    const filling = (objects: number) => ({
      verify: async () => ({ claims_total: Array.from({ length: objects }, (_, k) => ({ k })).length }),
    });
    const once = await countedKilobytesPerVerify(filling(10_000), [{}], 20);
    const twice = await countedKilobytesPerVerify(filling(20_000), [{}], 20);
    // Ten thousand small objects and the array holding them: some hundreds of kilobytes.
    expect(once).toBeGreaterThan(150);
    expect(twice / once).toBeGreaterThan(1.8);
    expect(twice / once).toBeLessThan(2.2);
    expect(await countedKilobytesPerVerify({ verify: async () => ({ claims_total: 0 }) }, [{}], 20)).toBeLessThan(2);
  });

  it('prints the bytes per claim, the part a verify returns, and the share of each stage', () => {
    const r = spawnSync(process.execPath, ['scripts/bench.mjs', '--only', 'alloc'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_ROUNDS: '1' },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /per claim checked: 2,000 \+ 2,000 \d+\.\d\d KB, \d+\.\d KB of it returned \(\d+ claims a verify\) · 20,000 \+ 20,000 \d+\.\d\d KB, \d+\.\d KB of it returned \(\d[\d,]* claims a verify\); the eval set \d\.\d claims an answer, \d+ KB of its \d+ KB returned/,
    );
    expect(r.stdout).toMatch(
      /allocated per verify \(counted\) {2}eval set \d+ KB \(sampled \d+ KB\) per answer · 2,000 \+ 2,000 chars \d+ KB \(sampled \d+ KB\) · 20,000 \+ 20,000 chars [\d,]+ KB \(sampled [\d,]+ KB\)/,
    );
    expect(r.stdout).toMatch(
      /by stage: eval set: .*segment \d+ %.* · 2,000 \+ 2,000: .*compare \d+ %.* · 20,000 \+ 20,000: .*extract \d+ %/,
    );
    // The same answer against contexts 100 times apart, for each kind of candidate.
    expect(r.stdout).toMatch(
      /per claim as the candidates grow \(context of 4 \/ 40 \/ 400 sentences\): rivals [\d,]+ \/ [\d,]+ \/ [\d,]+ B · statements [\d,]+ \/ [\d,]+ \/ [\d,]+ B · dates [\d,]+ \/ [\d,]+ \/ [\d,]+ B · quotes [\d,]+ \/ [\d,]+ \/ [\d,]+ B/,
    );
  }, 180_000);
});
