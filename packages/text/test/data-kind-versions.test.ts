import { describe, expect, it } from 'vitest';
import { DataKindRegistry, schemaFingerprint } from '@factlint/kernel';
import { registerTextDataKinds } from '../src/index.js';

/*
 * The language data kinds key the compiled-pack cache by their `version`, so that a fresh process
 * with every pack cached builds none of their schemas (locale-data.ts). A version that stayed as it
 * was after its schema changed would let a pack validated by the old schema be read as valid: each
 * version is the fingerprint of its schema, and this test fails until it is set anew.
 */
describe('each language data kind names its schema by its version', () => {
  const kinds = registerTextDataKinds(new DataKindRegistry()).list();

  it.each(kinds.map((kind) => [kind.name, kind] as const))('%s', (_name, kind) => {
    const now = schemaFingerprint(kind.schema);
    expect(kind.version, `the schema of "${kind.name}" changed: set its version in locale-data.ts to '${now}'`).toBe(now);
  });

  it('every kind has one, and no two schemas share one', () => {
    expect(kinds.every((kind) => kind.version !== undefined)).toBe(true);
    expect(new Set(kinds.map((kind) => kind.version)).size).toBe(kinds.length);
  });
});
