import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ClaimJudgement, withConfidence } from '@factlint/pipeline';

/*
 * withConfidence marks a claim type's judgement weak (or says how sure it is) as a new object of the
 * judgement's fields. It exists because the obvious `{ ...judgement, confident }` is, once V8 has
 * optimised the code that runs it, a new hidden class on every call (Node 20): each judgement so made
 * was a shape no reader of judgements had met, and the shapes died at the next full collection,
 * deoptimising code that had met them. The last block shows both in a process of its own.
 */

const figure = { doc: 'context', span: [31, 43] as [number, number], text: '$120 million' };

describe('withConfidence', () => {
  it.each([
    [{ status: 'unsupported', reason: 'numeric.digits-elsewhere', evidence: [] }, false],
    [{ status: 'contradicted', reason: 'numeric.sign-flip', evidence: [figure], nearest_context_value: -1200 }, true],
    [
      {
        status: 'derived',
        reason: 'date.derived-year',
        evidence: [figure],
        formula: '2026 − 2',
        nearest_context_value: null,
        similarity: 0.9,
      },
      false,
    ],
  ] as [ClaimJudgement, boolean][])('keeps every field of %j and sets confident to %s', (judgement, confident) => {
    const marked = withConfidence(judgement, confident);
    expect(marked).toEqual({
      status: judgement.status,
      reason: judgement.reason,
      evidence: judgement.evidence,
      formula: judgement.formula ?? null,
      nearest_context_value: judgement.nearest_context_value ?? null,
      similarity: judgement.similarity ?? null,
      confident,
    });
    // A new object: the judgement given (a claim type may share one between claims) is left as it was.
    expect(marked).not.toBe(judgement);
    expect(judgement).not.toHaveProperty('confident');
    expect(marked.evidence).toBe(judgement.evidence);
  });

  it('overrides a confident the judgement already had', () => {
    expect(withConfidence({ status: 'unsupported', reason: 'quote.not-found', evidence: [], confident: true }, false).confident).toBe(
      false,
    );
  });
});

describe('withConfidence keeps one hidden class once optimised, where a spread makes one per call (Node 20)', () => {
  it('every judgement it marks shares one map after 200,000 calls; the spread does not', () => {
    const bundle = fileURLToPath(new URL('../../dist/bundle/index.js', import.meta.url));
    const probe = `
      const { withConfidence } = await import(${JSON.stringify(bundle)});
      const judged = (i) => ({ status: 'unsupported', reason: 'numeric.exact', evidence: [], formula: null, nearest_context_value: i, similarity: null });
      const ways = {
        withConfidence: (i) => withConfidence(judged(i), i % 2 === 0),
        spread: (i) => ({ ...judged(i), confident: i % 2 === 0 }),
      };
      const out = {};
      for (const [name, make] of Object.entries(ways)) {
        for (let i = 0; i < 200000; i++) make(i);
        const [a, b, c] = [make(1), make(2), make(3)];
        out[name] = %HaveSameMap(a, b) && %HaveSameMap(b, c);
      }
      console.log(JSON.stringify(out));`;
    const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', probe], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ withConfidence: true, spread: false });
  });
});
