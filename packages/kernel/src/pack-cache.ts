import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pruneOldest, writeAtomically } from './cache-folder.js';
import { holdCompiledCode } from './compiled-code-hold.js';
import { fileStamp } from './file-stamp.js';
import { fingerprint } from './fingerprint.js';
import type { DataKindRegistry } from './data-kinds.js';
import type { PackManifest } from './contracts/manifest.js';

/**
 * Compiled packs on disk. Reading a pack means parsing YAML, checking every data kind's schema and
 * compiling JSON Schemas; a fresh process spends most of its start-up there. The result of a load
 * that succeeded is kept as JSON, one file per pack content, and the next process reads that JSON
 * instead. An entry is used only when everything it was built from is unchanged: the text of
 * pack.yaml (which holds the pack's version) names the entry, and the entry lists every other file
 * the load read with its stamp (size and write times, see fileStamp), checked again on each use.
 * The data kinds' schemas (or the versions that stand for them) are part of the name too, so a
 * changed engine never reads data validated by an older one.
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
const ENTRY_FORMAT = 2;
/** Past this many entries the oldest are removed (a folder of test packs, or many pack versions). */
const MOST_ENTRIES = 400;
const KEPT_AFTER_PRUNING = 300;
/** The folder of remembered option checks (see passedBefore). */
const PASSES = 'passes';

interface Entry {
  format: typeof ENTRY_FORMAT;
  /** Each file read besides pack.yaml, relative to the pack folder, with its stamp as it was read. */
  files: FileRead[];
  pack: CachedPack;
}

/** A file a load read, relative to the pack folder, and its stamp (fileStamp) taken before it was read. */
export type FileRead = [file: string, stamp: string];

/**
 * Everything a zod schema is made of, written out: its definition, walked (nested schemas, checks,
 * defaults, enum values) with the source text of every function in it (refinements, transforms),
 * so a change to any of them changes the text. Shared parts are written once and referred to.
 */
function schemaText(root: unknown): string {
  const out: string[] = [];
  const seen = new Map<object, number>();
  const walk = (value: unknown): void => {
    if (typeof value === 'function') out.push(`f${value.toString()}`);
    else if (value === null || typeof value !== 'object') out.push(`${typeof value}:${String(value)}`);
    else if (value instanceof RegExp) out.push(`r${String(value)}`);
    else if (seen.has(value)) out.push(`@${seen.get(value)}`);
    else {
      seen.set(value, seen.size);
      const zod = (value as { _zod?: { def?: unknown } })._zod;
      if (zod?.def !== undefined) walk(zod.def);
      else {
        out.push(Array.isArray(value) ? '[' : '{');
        for (const key of Object.keys(value)) {
          out.push(key);
          walk((value as Record<string, unknown>)[key]);
        }
        out.push(Array.isArray(value) ? ']' : '}');
      }
    }
  };
  walk(root);
  return out.join('\n');
}

/**
 * The fingerprint of a zod schema's definition (see schemaText), as the compiled-pack cache keys a
 * data kind that gives no `version`; kept per schema object, since a process builds many registries
 * of the same kinds.
 */
export function schemaFingerprint(schema: unknown): string {
  const key = schema as object;
  let print = schemaPrints.get(key);
  if (print === undefined) {
    print = fingerprint(schemaText(schema));
    schemaPrints.set(key, print);
  }
  return print;
}
const schemaPrints = new WeakMap<object, string>();

/**
 * One fingerprint of every kind a registry holds, kept per registry while it holds as many: a
 * catalog keys each of its packs under one registry, to which kinds are only ever added.
 */
function kindsFingerprint(kinds: DataKindRegistry): string {
  const list = kinds.list();
  const known = kindsPrints.get(kinds);
  if (known?.count === list.length) return known.print;
  const parts = list.map((kind) => {
    // A version stands for the schema, which is then left unbuilt (see DataKind.version).
    const shape = kind.version !== undefined ? `version ${kind.version}` : schemaFingerprint(kind.schema);
    return `${kind.name}:${kind.combine}:${shape}`;
  });
  const print = fingerprint(parts.join('\n'));
  kindsPrints.set(kinds, { count: list.length, print });
  return print;
}
const kindsPrints = new WeakMap<DataKindRegistry, { count: number; print: string }>();

/**
 * The shape of an entry, checked by hand rather than with a zod schema: this runs in every fresh
 * process, where building zod's parser for it cost more than the check. The content was validated
 * when the entry was written; this only refuses a file that is not an entry of this format.
 */
function isEntry(value: unknown): value is Entry {
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(value) || value.format !== ENTRY_FORMAT || !Array.isArray(value.files) || !isRecord(value.pack)) return false;
  const { manifest, data, dataFiles, defaultOptions } = value.pack;
  return (
    value.files.every((f) => Array.isArray(f) && f.length === 2 && typeof f[0] === 'string' && typeof f[1] === 'string') &&
    [manifest, data, dataFiles, defaultOptions].every(isRecord)
  );
}

export class PackCache {
  /** `dir`: the cache folder, created when the first entry is written. */
  constructor(readonly dir: string) {}

  /**
   * The name of the entry for the pack in `root` whose pack.yaml reads `manifestText`, under
   * `kinds`; undefined when the kinds' schemas cannot be written out (the pack is then read from its
   * files, unkept). The folder is part of the name, as the real path (one pack reached through a
   * link is one entry): two installs that share a cache folder each keep their own entry of the
   * same pack, where one entry for both was found stale by the other's stamps and written again at
   * every run.
   */
  keyOf(root: string, manifestText: string, kinds: DataKindRegistry): string | undefined {
    let kindsPrint: string;
    let folder: string;
    try {
      kindsPrint = kindsFingerprint(kinds);
      folder = realpathSync.native(root);
    } catch {
      return undefined;
    }
    return fingerprint(`${ENTRY_FORMAT}\n${kindsPrint}\n${folder}\n${manifestText}`);
  }

  /** The pack kept under `key`, when every file it lists under `root` still has the stamp it had. */
  read(key: string, root: string): CachedPack | undefined {
    let entry: unknown;
    try {
      entry = JSON.parse(readFileSync(this.fileOf(key), 'utf8'));
      if (!isEntry(entry)) return undefined;
      for (const [file, stamp] of entry.files) if (fileStamp(join(root, file)) !== stamp) return undefined;
    } catch {
      return undefined;
    }
    return entry.pack;
  }

  /**
   * Keeps `pack`, read from pack.yaml and `files`. A pack whose data JSON cannot carry unchanged (a
   * value JSON has no word for) is not kept: it is read from its files each time, as without a cache.
   */
  write(key: string, files: readonly FileRead[], pack: CachedPack): void {
    try {
      const entry: Entry = { format: ENTRY_FORMAT, files: [...files], pack };
      const text = JSON.stringify(entry);
      if (!isDeepStrictEqual(JSON.parse(text).pack, pack)) return;
      writeAtomically(this.fileOf(key), text);
      holdCompiledCode();
      this.prune();
    } catch {
      // A cache that cannot be written only costs time.
    }
  }

  /**
   * Whether `value` was found valid by `schema` before. Options that are pack data (a preset's or a
   * domain pack's tolerances) are checked without compiling the schema when the same options passed
   * the same schema in an earlier process: compiling costs more than the rest of a short run. Only
   * passes are kept, so every problem is still found and reported.
   */
  passedBefore(schema: unknown, value: unknown): boolean {
    return existsSync(this.passFile(schema, value));
  }

  rememberPass(schema: unknown, value: unknown): void {
    try {
      mkdirSync(join(this.dir, PASSES), { recursive: true });
      writeFileSync(this.passFile(schema, value), '');
      holdCompiledCode();
      this.prune();
    } catch {
      // As for entries: a cache that cannot be written only costs time.
    }
  }

  private passFile(schema: unknown, value: unknown): string {
    return join(this.dir, PASSES, fingerprint(`${ENTRY_FORMAT}\n${JSON.stringify(schema)}\n${JSON.stringify(value)}`));
  }

  private fileOf(key: string): string {
    return join(this.dir, `${key}.json`);
  }

  private prune(): void {
    for (const dir of [this.dir, join(this.dir, PASSES)]) pruneOldest(dir, MOST_ENTRIES, KEPT_AFTER_PRUNING);
  }
}
