import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ClaimJudgement, claimJudgement, restated, withConfidence } from '@factlint/pipeline';

/*
 * claimJudgement builds a claim type's judgement with every field set, in one order, and
 * withConfidence marks one weak (or says how sure it is) the same way. Every built-in claim type
 * builds its judgements with them, so the compare stage, which reads the seven fields of every
 * judgement at one place, meets one hidden class. They exist because literals that each set the
 * fields they needed were a dozen classes there, and because the obvious `{ ...judgement,
 * confident }` is, once V8 has optimised the code that runs it, a new class on every call (Node
 * 20). The last block shows both in a process of its own.
 */

const figure = { doc: 'context', span: [31, 43] as [number, number], text: '$120 million' };

describe('claimJudgement', () => {
  it('sets what it is not given to null, and the judgement to confident', () => {
    expect(claimJudgement('supported', 'entity.exact', [figure])).toEqual({
      status: 'supported',
      reason: 'entity.exact',
      evidence: [figure],
      formula: null,
      nearest_context_value: null,
      similarity: null,
      confident: true,
    });
  });

  it('takes the nearest context value, the formula, the similarity and the confidence in that order', () => {
    const made = claimJudgement('contradicted', 'numeric.change-reversed', [figure], -20, '100 − 120 = -20', 0.5, false);
    expect(made).toEqual({
      status: 'contradicted',
      reason: 'numeric.change-reversed',
      evidence: [figure],
      formula: '100 − 120 = -20',
      nearest_context_value: -20,
      similarity: 0.5,
      confident: false,
    });
    // The same keys in the same order, whatever was given: the compare stage meets one shape.
    expect(Object.keys(made)).toEqual(Object.keys(claimJudgement('not_extracted', 'statement.consistent', [])));
  });
});

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

describe('restated', () => {
  it('gives another status and reason and keeps every other field, confidence included', () => {
    const weak = claimJudgement('unsupported', 'numeric.different-value', [figure], 120, '100 × 1.2', 0.4, false);
    const made = restated(weak, 'not_extracted', 'numeric.short-year-end');
    expect(made).toEqual({ ...weak, status: 'not_extracted', reason: 'numeric.short-year-end' });
    expect(Object.keys(made)).toEqual(Object.keys(weak));
    expect(weak.status).toBe('unsupported');
    // A literal that left fields out reads them as absent: null, and confident.
    expect(restated({ status: 'approximate', reason: 'entity.alias', evidence: [figure] }, 'supported', 'entity.exact')).toEqual(
      claimJudgement('supported', 'entity.exact', [figure]),
    );
  });
});

describe('one hidden class for every judgement once optimised, where a spread makes one per call (Node 20)', () => {
  it('judgements built with and without the optional fields, and marked weak, share one map after 200,000 calls; the spread does not', () => {
    const bundle = fileURLToPath(new URL('../../dist/bundle/index.js', import.meta.url));
    const probe = `
      const { claimJudgement, withConfidence } = await import(${JSON.stringify(bundle)});
      const judged = (i) => ({ status: 'unsupported', reason: 'numeric.exact', evidence: [], formula: null, nearest_context_value: i, similarity: null });
      const ways = {
        claimJudgement: (i) => (i % 3 === 0 ? claimJudgement('supported', 'url.exact', []) : claimJudgement('approximate', 'quote.paraphrase', [], 'x', null, i / 7)),
        withConfidence: (i) => withConfidence(claimJudgement('unsupported', 'numeric.exact', [], i), i % 2 === 0),
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
    expect(JSON.parse(run.stdout)).toEqual({ claimJudgement: true, withConfidence: true, spread: false });
  });
});
