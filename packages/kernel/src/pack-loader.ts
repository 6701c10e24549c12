import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { appendAll } from './append-all.js';
import { formatPath, InputError, type InputIssue } from './errors.js';
import type { DataKindRegistry } from './data-kinds.js';
import { createJsonSchemaCompiler, describeAjvError } from './json-schema.js';
import { PackManifestSchema, type PackManifest } from './contracts/manifest.js';
import { parseStructuredText, type StructuredDocument } from './structured-text.js';
import { findUnsafePatterns } from './regex-safety.js';
import { zodIssues } from './validate.js';
import type { CachedPack, FileRead, PackCache } from './pack-cache.js';
import { fileStamp } from './file-stamp.js';

export type PackOrigin = 'builtin' | 'path' | 'npm';

/** A pack whose manifest, data and option schemas have all been checked. */
export interface LoadedPack {
  manifest: PackManifest;
  dir: string;
  /** Path of pack.yaml, for messages. */
  file: string;
  origin: PackOrigin;
  /** Validated data by kind name. */
  data: Record<string, unknown>;
  /** Where each data kind came from (pack.yaml or a data file), for messages. */
  dataFiles: Record<string, string>;
  defaultOptions: Record<string, unknown>;
  /**
   * Checks user options for this pack against its declared schema; returns the problems. With
   * `remember` (options that are pack data, the same in every run) a pass is kept in the cache
   * folder and not checked again in later processes; other options are checked on every call.
   */
  checkOptions(options: unknown, file: string, path: string, settings?: { remember?: boolean }): InputIssue[];
}

const DATA_FILE = /\.(ya?ml|json)$/i;
/** The most a scenario, pack or data file may hold; standard input and request bodies are held to it too. */
export const MAX_DATA_FILE_BYTES = 8 * 1024 * 1024;

export interface PackLoaderOptions {
  kinds: DataKindRegistry;
  compileSchema?: (schema: unknown) => ValidateFunction;
  /** Compiled packs kept on disk between processes (see PackCache); absent, every load reads the files. */
  cache?: PackCache;
}

/** Reads one pack folder. The only file I/O the kernel does. */
export class PackLoader {
  private readonly compile: (schema: unknown) => ValidateFunction;
  /** For options schemas that compiled once already, when their pack came from the cache: not checked against the meta-schema again. */
  private readonly compileChecked: (schema: unknown) => ValidateFunction;

  constructor(private readonly options: PackLoaderOptions) {
    this.compile = options.compileSchema ?? createJsonSchemaCompiler();
    this.compileChecked = options.compileSchema ?? createJsonSchemaCompiler({ checkSchemas: false });
  }

  load(dir: string, origin: PackOrigin = 'path'): LoadedPack {
    const root = resolve(dir);
    const file = join(root, 'pack.yaml');
    if (!existsSync(file)) throw new InputError([{ file: root, path: '', message: 'expected a pack folder with a pack.yaml' }]);
    const manifestText = readDataText(file);
    const cache = this.options.cache;
    const key = cache?.keyOf(root, manifestText, this.options.kinds);
    const cached = key === undefined ? undefined : cache?.read(key, root);
    // The entry module is code, not part of the entry: a pack whose entry has gone is read again, to say so.
    if (cached && (cached.manifest.entry === undefined || existsSync(resolve(root, cached.manifest.entry))))
      return this.fromCache(cached, root, file, origin);
    const read: FileRead[] = [];
    const { pack, optionsSchema } = this.fromFiles(root, file, manifestText, origin, read);
    if (key !== undefined) {
      const dataFiles = Object.fromEntries(Object.entries(pack.dataFiles).map(([kind, f]) => [kind, relative(root, f)]));
      const kept: CachedPack = { manifest: pack.manifest, data: pack.data, dataFiles, defaultOptions: pack.defaultOptions };
      if (optionsSchema !== undefined) kept.optionsSchema = optionsSchema;
      cache?.write(key, read, kept);
    }
    return pack;
  }

  private fromCache(cached: CachedPack, root: string, file: string, origin: PackOrigin): LoadedPack {
    const { manifest, data, defaultOptions, optionsSchema } = cached;
    const dataFiles = Object.fromEntries(Object.entries(cached.dataFiles).map(([kind, f]) => [kind, join(root, f)]));
    let validate: ValidateFunction | undefined;
    const validateOptions =
      optionsSchema === undefined ? undefined : () => (validate ??= this.compileChecked(optionsSchema as Record<string, unknown>));
    return {
      manifest,
      dir: root,
      file,
      origin,
      data,
      dataFiles,
      defaultOptions,
      checkOptions: optionsChecker(
        manifest.name,
        validateOptions,
        this.options.cache && { cache: this.options.cache, schema: optionsSchema },
      ),
    };
  }

  /** Reads and checks every file of the pack; `read` is told each file besides pack.yaml, relative to `root`, with its stamp. */
  private fromFiles(
    root: string,
    file: string,
    manifestText: string,
    origin: PackOrigin,
    read: FileRead[],
  ): { pack: LoadedPack; optionsSchema: unknown } {
    const readInPack = (path: string) => {
      // Stamped first: a file changed while it is read then misses the entry, never feeds it.
      const stamp = existsSync(path) ? fileStamp(path) : '';
      const doc = readStructured(path);
      read.push([relative(root, path), stamp]);
      return doc;
    };
    const doc = structuredFromText(manifestText, file);
    const parsed = PackManifestSchema.safeParse(doc.value, { reportInput: true });
    if (!parsed.success) throw new InputError(zodIssues(parsed.error, doc));
    const manifest = parsed.data;
    const issues: InputIssue[] = [];

    let options: { validate: ValidateFunction; schema: unknown } | undefined;
    if (manifest.optionsSchema !== undefined) {
      options = this.compileAt(manifest.optionsSchema, root, doc, ['optionsSchema'], issues, readInPack);
    }
    const defaultOptions = manifest.defaultOptions ?? {};
    if (options && !options.validate(defaultOptions)) {
      for (const e of options.validate.errors ?? []) {
        const d = describeAjvError(e);
        issues.push({ file, path: joinPath('defaultOptions', d.path), message: d.message, ...(doc.locate(['defaultOptions']) ?? {}) });
      }
    }

    const data: Record<string, unknown> = {};
    const dataFiles: Record<string, string> = {};
    for (const [kindName, raw] of Object.entries(manifest.provides)) {
      const kind = this.options.kinds.get(kindName);
      const declared = manifest.dataSchemas?.[kindName];
      if (!kind && declared === undefined) {
        issues.push({
          file,
          path: `provides.${kindName}`,
          message: `unknown data kind "${kindName}": expected one of ${this.options.kinds
            .list()
            .map((k) => k.name)
            .join(', ')}, or a schema for it under dataSchemas`,
          ...(doc.locate(['provides', kindName]) ?? {}),
        });
        continue;
      }
      let value = raw;
      let source: StructuredDocument = doc;
      let base: PropertyKey[] = ['provides', kindName];
      if (typeof raw === 'string' && DATA_FILE.test(raw)) {
        const dataPath = resolve(root, raw);
        if (!dataPath.startsWith(root)) {
          issues.push({ file, path: `provides.${kindName}`, message: `data file "${raw}" lies outside the pack folder` });
          continue;
        }
        if (!existsSync(dataPath)) {
          issues.push({ file, path: `provides.${kindName}`, message: `data file "${raw}" does not exist`, ...(doc.locate(base) ?? {}) });
          continue;
        }
        try {
          source = readInPack(dataPath);
        } catch (e) {
          if (e instanceof InputError) {
            appendAll(issues, e.issues);
            continue;
          }
          throw e;
        }
        value = unwrapKind(source.value, kindName);
        base = value === source.value ? [] : [kindName];
        dataFiles[kindName] = dataPath;
      } else dataFiles[kindName] = file;

      if (kind) {
        const result = kind.schema.safeParse(value, { reportInput: true });
        if (result.success) data[kindName] = result.data;
        else appendAll(issues, zodIssues(result.error, source, base));
      } else {
        const validate = this.compileAt(declared, root, doc, ['dataSchemas', kindName], issues, readInPack)?.validate;
        if (!validate) continue;
        if (validate(value)) data[kindName] = value;
        else
          for (const e of validate.errors ?? []) {
            const d = describeAjvError(e);
            issues.push({ file: source.file, path: d.path, message: d.message });
          }
      }
    }

    if (manifest.entry !== undefined && !existsSync(resolve(root, manifest.entry))) {
      issues.push({ file, path: 'entry', message: `entry module "${manifest.entry}" does not exist`, ...(doc.locate(['entry']) ?? {}) });
    }
    if (issues.length) throw new InputError(issues);

    const passes = this.options.cache && options && { cache: this.options.cache, schema: options.schema };
    const checkOptions = optionsChecker(manifest.name, options && (() => options.validate), passes);
    return { pack: { manifest, dir: root, file, origin, data, dataFiles, defaultOptions, checkOptions }, optionsSchema: options?.schema };
  }

  /** Compiles a schema given inline or as a file of the pack; returns it as read, with its validator. */
  private compileAt(
    schema: unknown,
    root: string,
    doc: StructuredDocument,
    path: string[],
    issues: InputIssue[],
    readInPack: (path: string) => StructuredDocument,
  ): { validate: ValidateFunction; schema: unknown } | undefined {
    let value = schema;
    let source: { doc: StructuredDocument; base: PropertyKey[] } = { doc, base: path };
    if (typeof schema === 'string') {
      const schemaFile = resolve(root, schema);
      if (!schemaFile.startsWith(root) || !existsSync(schemaFile)) {
        issues.push({ file: doc.file, path: path.join('.'), message: `schema file "${schema}" does not exist in the pack` });
        return undefined;
      }
      const schemaDoc = readInPack(schemaFile);
      value = schemaDoc.value;
      source = { doc: schemaDoc, base: [] };
    }
    // Regex safety: a pack's `pattern` keywords run over user input, so a catastrophic one is refused here.
    const unsafe = findUnsafePatterns(value);
    for (const u of unsafe) {
      const at = [...source.base, ...u.path];
      issues.push({
        file: source.doc.file,
        path: formatPath(at),
        message: `pattern ${JSON.stringify(u.pattern)} ${u.message}`,
        ...(source.doc.locate(at) ?? {}),
      });
    }
    if (unsafe.length) return undefined;
    try {
      return { validate: this.compile(value), schema: value };
    } catch (e) {
      issues.push({
        file: doc.file,
        path: path.join('.'),
        message: `not a valid JSON Schema: ${(e as Error).message}`,
        ...(doc.locate(path) ?? {}),
      });
      return undefined;
    }
  }
}

/**
 * `checkOptions` of a pack: its options schema's validator, if it has one, is asked for when first
 * needed; with `passes`, options checked with `remember` that passed this schema in an earlier
 * process are not checked again.
 */
function optionsChecker(
  name: string,
  validator: (() => ValidateFunction) | undefined,
  passes?: { cache: PackCache; schema: unknown },
): LoadedPack['checkOptions'] {
  return (options, optFile, path, settings) => {
    if (!validator) {
      const keys = options && typeof options === 'object' ? Object.keys(options) : [];
      return keys.length ? [{ file: optFile, path, message: `pack "${name}" takes no options` }] : [];
    }
    const kept = settings?.remember ? passes : undefined;
    if (kept?.cache.passedBefore(kept.schema, options)) return [];
    const validate = validator();
    if (validate(options)) {
      kept?.cache.rememberPass(kept.schema, options);
      return [];
    }
    return (validate.errors ?? []).map((e) => {
      const d = describeAjvError(e);
      return { file: optFile, path: joinPath(path, d.path), message: d.message };
    });
  };
}

/** A data file may hold its data under a single key named like the kind (`facts: [...]` in facts.yaml). */
function unwrapKind(value: unknown, kind: string): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === kind) return (value as Record<string, unknown>)[kind];
  }
  return value;
}

function joinPath(a: string, b: string): string {
  if (!b) return a;
  return b.startsWith('[') ? a + b : `${a}.${b}`;
}

/** Reads and parses a YAML or JSON file; problems become InputErrors naming the file. */
export function readStructured(file: string): StructuredDocument {
  return structuredFromText(readDataText(file), file);
}

/** The text of a data file, refused past MAX_DATA_FILE_BYTES; problems become InputErrors naming the file. */
function readDataText(file: string): string {
  try {
    const size = statSync(file).size;
    if (size > MAX_DATA_FILE_BYTES)
      throw new InputError([{ file, path: '', message: `file is ${size} bytes; at most ${MAX_DATA_FILE_BYTES} are read` }]);
    return readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError([{ file, path: '', message: `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` }]);
  }
}

/** Text that did not come from a file (standard input, a request body), parsed as YAML or JSON. */
export function structuredFromText(text: string, file: string): StructuredDocument {
  try {
    return parseStructuredText(text, file);
  } catch (e) {
    if (Array.isArray(e)) throw new InputError(e as InputIssue[]);
    throw e;
  }
}

/** The folders below `root` that hold a pack.yaml (or `root` itself when it does). */
export function findPackDirs(root: string): string[] {
  const dir = resolve(root);
  if (existsSync(join(dir, 'pack.yaml'))) return [dir];
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  // Sorted, so the order in which packs are found never depends on the file system.
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((p) => existsSync(join(p, 'pack.yaml')));
}

/** The folder of an installed npm package that is a pack (it has a pack.yaml at its root). */
export function resolveNpmPack(name: string, fromDir: string): string | undefined {
  try {
    const req = createRequire(join(resolve(fromDir), 'noop.js'));
    const pkgJson = req.resolve(`${name}/package.json`);
    const dir = dirname(pkgJson);
    return existsSync(join(dir, 'pack.yaml')) ? dir : undefined;
  } catch {
    return undefined;
  }
}
