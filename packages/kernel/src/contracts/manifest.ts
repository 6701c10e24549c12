import { z } from 'zod';

export const PACK_KINDS = ['locale', 'units', 'claim-type', 'domain', 'preset'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

const PackName = z.string().regex(/^(@[a-z0-9-]+\/)?[a-z0-9][a-z0-9-]*$/, 'expected a lower-case pack name such as "locale-nb"');

/** `pack.yaml`: the declaration of a rule pack (SPEC §2). */
export const PackManifestSchema = z.strictObject({
  name: PackName,
  version: z.string().regex(/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/, 'expected a semantic version such as 1.0.0'),
  kind: z.enum(PACK_KINDS),
  description: z.string().optional(),
  requires: z.array(PackName).default([]),
  /** Declarative data by kind; a string value names a YAML or JSON file beside pack.yaml. */
  provides: z.record(z.string(), z.unknown()).default({}),
  /** JSON Schemas (or file names of them) for data kinds this pack introduces itself. */
  dataSchemas: z.record(z.string(), z.unknown()).optional(),
  optionsSchema: z.unknown().optional(),
  defaultOptions: z.record(z.string(), z.unknown()).optional(),
  /** A JS module whose `register(api)` adds extractors, checkers or stages; loaded only when the pack is named explicitly. */
  entry: z.string().optional(),
});
export type PackManifest = z.output<typeof PackManifestSchema>;
