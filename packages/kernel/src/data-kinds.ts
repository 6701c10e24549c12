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
