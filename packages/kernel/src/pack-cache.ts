import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { DataKindRegistry } from './data-kinds.js';
import type { PackManifest } from './contracts/manifest.js';

/**
 * Compiled packs on disk. Reading a pack means parsing YAML, checking every data kind's schema and
 * compiling JSON Schemas; a fresh process spends most of its start-up there. The result of a load
 * that succeeded is kept as JSON, one file per pack content, and the next process reads that JSON
 * instead. An entry is used only when everything it was built from is unchanged: the text of
 * pack.yaml (which holds the pack's version) names the entry, and the entry lists every other file
 * the load read with the hash of its content, checked again on each use. The data kinds' schemas
 * are part of the name too, so a changed engine never reads data validated by an older one.
 *
 * Whatever goes wrong with the cache (a folder that cannot be written, a torn or foreign entry)
 * makes it miss: the pack is loaded from its files and the entry written anew, never an error.
 */
export interface CachedPack {
  manifest: PackManifest;
  data: Record<string, unknown>;
  /** Per data kind, the file it came from, relative to the pack folder. */
  dataFiles: Record<string, string>;
  defaultOptions: Record<string, unknown>;
  /** The options schema as it stood after reading its file, if any; compiled when first needed. */
  optionsSchema?: unknown;
}

/** Bumped whenever the shape of an entry changes, so older entries are never read. */
const ENTRY_FORMAT = 1;
/** Past this many entries the oldest are removed (a folder of test packs, or many pack versions). */
const MOST_ENTRIES = 400;
const KEPT_AFTER_PRUNING = 300;

const EntrySchema = z.object({
  format: z.literal(ENTRY_FORMAT),
  /** Each file read besides pack.yaml, relative to the pack folder, with the hash of its content. */
  files: z.array(z.tuple([z.string(), z.string()])),
  pack: z.object({
    manifest: z.record(z.string(), z.unknown()),
    data: z.record(z.string(), z.unknown()),
    dataFiles: z.record(z.string(), z.string()),
    defaultOptions: z.record(z.string(), z.unknown()),
    optionsSchema: z.unknown().optional(),
  }),
});

export const contentHash = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** One hash per set of data-kind schemas, kept per schema object: a process builds many registries of the same kinds. */
const schemaHashes = new WeakMap<object, string>();
function kindsFingerprint(kinds: DataKindRegistry): string {
  const parts = kinds.list().map((kind) => {
    let hash = schemaHashes.get(kind.schema);
    if (hash === undefined) {
      hash = contentHash(JSON.stringify(z.toJSONSchema(kind.schema, { io: 'output', unrepresentable: 'any' })));
      schemaHashes.set(kind.schema, hash);
    }
    return `${kind.name}:${kind.combine}:${hash}`;
  });
  return contentHash(parts.join('\n'));
}

export class PackCache {
  private fingerprint: string | undefined;

  /** `dir`: the cache folder, created when the first entry is written. */
  constructor(readonly dir: string) {}

  /** The name of the entry for a pack whose pack.yaml reads `manifestText`, under `kinds`. */
  keyOf(manifestText: string, kinds: DataKindRegistry): string {
    this.fingerprint ??= kindsFingerprint(kinds);
    return contentHash(`${ENTRY_FORMAT}\n${this.fingerprint}\n${manifestText}`);
  }

  /** The pack kept under `key`, when every file it lists under `root` still holds what it held. */
  read(key: string, root: string): CachedPack | undefined {
    let entry: z.infer<typeof EntrySchema>;
    try {
      const parsed = EntrySchema.safeParse(JSON.parse(readFileSync(this.fileOf(key), 'utf8')));
      if (!parsed.success) return undefined;
      entry = parsed.data;
      for (const [file, hash] of entry.files) if (contentHash(readFileSync(join(root, file))) !== hash) return undefined;
    } catch {
      return undefined;
    }
    return entry.pack as CachedPack;
  }

  /**
   * Keeps `pack`, read from pack.yaml and `files` (relative to `root`). A pack whose data JSON
   * cannot carry unchanged (a value JSON has no word for) is not kept: it is read from its files
   * each time, as without a cache.
   */
  write(key: string, root: string, files: readonly string[], pack: CachedPack): void {
    try {
      const entry = { format: ENTRY_FORMAT, files: files.map((f) => [f, contentHash(readFileSync(join(root, f)))]), pack };
      const text = JSON.stringify(entry);
      if (!isDeepStrictEqual(JSON.parse(text).pack, pack)) return;
      mkdirSync(this.dir, { recursive: true });
      // Written beside its place and renamed into it, so a process reading at the same time sees the whole entry or none.
      const partial = `${this.fileOf(key)}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
      writeFileSync(partial, text);
      renameSync(partial, this.fileOf(key));
      this.prune();
    } catch {
      // A cache that cannot be written only costs time.
    }
  }

  private fileOf(key: string): string {
    return join(this.dir, `${key}.json`);
  }

  private prune(): void {
    const names = readdirSync(this.dir).filter((n) => n.endsWith('.json'));
    if (names.length <= MOST_ENTRIES) return;
    const byAge = names.map((n) => ({ n, t: statSync(join(this.dir, n)).mtimeMs })).sort((a, b) => a.t - b.t);
    for (const { n } of byAge.slice(0, names.length - KEPT_AFTER_PRUNING)) rmSync(join(this.dir, n), { force: true });
  }
}
