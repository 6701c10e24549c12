import type { z } from 'zod';

/**
 * A kind of declarative data a pack may provide (`provides.<name>` in pack.yaml). The package that
 * reads the data registers the kind with its schema, so the kernel validates pack data without
 * knowing what a number grammar or a fact is.
 */
export interface DataKind<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  schema: S;
  /** How data of this kind from several packs combines; `list` concatenates, `merge` merges objects (later pack wins). */
  combine: 'list' | 'merge' | 'single';
  /**
   * What keys the compiled-pack cache for this kind in place of its schema, which is then not read
   * until data is validated: a kind may give `schema` as a getter that builds it on first use. It
   * must change whenever the schema does; the shipped kinds use the schema's `schemaFingerprint`,
   * held to it by a test. Without it, the cache keys on the schema itself (built at once).
   */
  version?: string;
}

export class DataKindRegistry {
  private readonly kinds = new Map<string, DataKind>();

  register(kind: DataKind): this {
    if (this.kinds.has(kind.name)) throw new Error(`data kind "${kind.name}" is registered twice`);
    this.kinds.set(kind.name, kind);
    return this;
  }

  get(name: string): DataKind | undefined {
    return this.kinds.get(name);
  }

  list(): DataKind[] {
    return [...this.kinds.values()];
  }
}
