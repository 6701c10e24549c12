import type { InputIssue, LoadedPack } from '@factlint/kernel';
import type { PackCatalog } from '@factlint/pipeline';

/** What `GET /v1/packs` says about a pack a request may name. */
export interface RequestablePack {
  name: string;
  kind: string;
  version: string;
  description: string | null;
  /** The pack has a code entry (the operator named it, so it may run). */
  code: boolean;
  /** The operator named it at start: it applies to every request. */
  applied: boolean;
}

// A pack name as pack.yaml allows it; anything else that holds a separator or starts like a path is
// called a path in the message, so a caller learns that paths are never read.
const PATH_LIKE = /[/\\]|^[.~]/;

/**
 * Which packs a request may name: the server's catalog (loaded at start, once), by name only. A
 * pack with code is requestable only when the operator named it at start; nothing a request says
 * can make the server read a file or import a module.
 */
export class PackAccess {
  private readonly requestable = new Map<string, LoadedPack>();
  private readonly refused = new Map<string, LoadedPack>();
  private readonly applied: ReadonlySet<string>;

  constructor(
    private readonly catalog: PackCatalog,
    operatorPacks: readonly string[],
  ) {
    this.applied = new Set(operatorPacks);
    for (const pack of catalog.list()) {
      const name = pack.manifest.name;
      if (pack.manifest.entry && !this.applied.has(name)) this.refused.set(name, pack);
      else this.requestable.set(name, pack);
    }
  }

  list(): RequestablePack[] {
    return [...this.requestable.values()].map((p) => ({
      name: p.manifest.name,
      kind: p.manifest.kind,
      version: p.manifest.version,
      description: p.manifest.description ?? null,
      code: Boolean(p.manifest.entry),
      applied: this.applied.has(p.manifest.name),
    }));
  }

  /** Locale ids the loaded locale packs provide. */
  locales(): string[] {
    return this.catalog
      .list()
      .map((p) => (p.data.locale as { id?: string } | undefined)?.id)
      .filter((id): id is string => Boolean(id));
  }

  /** Preset names a request may give as `?policy=` (with or without `preset-`). */
  policies(): string[] {
    return [...this.requestable.values()].filter((p) => p.manifest.kind === 'preset').map((p) => p.manifest.name.replace(/^preset-/, ''));
  }

  /** Problems with the packs a scenario names (`packs` at `path`), one per refused entry. */
  check(names: readonly string[] | undefined, file: string, path: string): InputIssue[] {
    const issues: InputIssue[] = [];
    (names ?? []).forEach((name, i) => {
      if (this.requestable.has(name)) return;
      const at = { file, path: path ? `${path}.packs[${i}]` : `packs[${i}]` };
      if (this.refused.has(name)) {
        issues.push({
          ...at,
          message: `pack "${name}" runs code (entry: ${this.refused.get(name)!.manifest.entry}) and the server's operator did not name it at start; a request cannot load code`,
        });
      } else if (PATH_LIKE.test(name)) {
        issues.push({ ...at, message: `"${name}" is a path: a request names packs by name, never by path (GET /v1/packs lists them)` });
      } else {
        issues.push({
          ...at,
          message: `unknown pack "${name}": the server was not started with it (GET /v1/packs lists the packs a request may name)`,
        });
      }
    });
    return issues;
  }

  /** A problem with `?policy=`, if any. */
  checkPolicy(policy: string | undefined): InputIssue[] {
    if (policy === undefined) return [];
    const name = policy.startsWith('preset-') ? policy : `preset-${policy}`;
    if (this.requestable.get(name)?.manifest.kind === 'preset') return [];
    return [{ file: 'query', path: 'policy', message: `unknown preset "${policy}" (known: ${this.policies().join(', ')})` }];
  }
}
