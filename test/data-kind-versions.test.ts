import { describe, expect, it } from 'vitest';
import { DataKindRegistry, schemaFingerprint } from '@factlint/kernel';
import { registerPipelineDataKinds } from '@factlint/pipeline';

/*
 * The shipped data kinds key the compiled-pack cache by their `version`, so that a fresh process
 * with every pack cached neither builds the language data schemas (text locale-data.ts) nor walks
 * any schema. A version that stayed as it was after its schema changed would let a pack validated
 * by the old schema be read as valid: each version is the fingerprint of its schema, and this test
 * fails until it is set anew.
 */
describe('each shipped data kind names its schema by its version', () => {
  const kinds = registerPipelineDataKinds(new DataKindRegistry()).list();

  it.each(kinds.map((kind) => [kind.name, kind] as const))('%s', (_name, kind) => {
    const now = schemaFingerprint(kind.schema);
    expect(kind.version, `the schema of "${kind.name}" changed: set its version where the kind is declared to '${now}'`).toBe(now);
  });

  it('every kind has one, and no two schemas share one', () => {
    expect(kinds.every((kind) => kind.version !== undefined)).toBe(true);
    expect(new Set(kinds.map((kind) => kind.version)).size).toBe(kinds.length);
  });
});
