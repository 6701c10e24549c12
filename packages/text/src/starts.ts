/*
 * Where a reader may start in a text. scanText finds these offsets once for all its readers
 * (reader-starts.ts), and each reader walks those of its own kinds instead of every character,
 * still making its own full test at each: they are a superset of where it can start, so what a
 * reader finds does not change. A reader called on its own walks every offset.
 */

export interface Starts {
  /** The first offset at or after `i` where the reader may start (at or past the text's end when none is left). */
  from(i: number): number;
}

export const EVERY_OFFSET: Starts = { from: (i) => i };

/** No offset at all: a walk over these stops nowhere, whatever its end. */
export const NO_STARTS: Starts = { from: () => Number.POSITIVE_INFINITY };

/** The first `count` sorted offsets with what may start at each (bit flags), walked forwards by one reader that takes the kinds in `mask`. */
export class StartCursor implements Starts {
  private at = 0;

  constructor(
    private readonly offsets: Int32Array,
    private readonly kinds: Int32Array,
    private readonly count: number,
    private readonly mask: number,
    private readonly end: number,
  ) {}

  from(i: number): number {
    const { offsets, kinds, count, mask } = this;
    let p = this.at;
    // Readers move forwards; stepping back keeps the answer right if one ever asks behind itself.
    while (p > 0 && offsets[p - 1]! >= i) p--;
    while (p < count && (offsets[p]! < i || (kinds[p]! & mask) === 0)) p++;
    this.at = p;
    return p < count ? offsets[p]! : this.end;
  }
}

/**
 * The offsets of `starts` outside `taken` (stretches another reader has read whole, sorted by start,
 * not overlapping): whatever a reader found starting inside one would be dropped, so it does not look.
 */
export class StartsOutside implements Starts {
  /** The first stretch that ends after the offset last asked about. */
  private next = 0;

  constructor(
    private readonly starts: Starts,
    private readonly taken: readonly { start: number; end: number }[],
  ) {}

  from(i: number): number {
    let at = this.starts.from(i);
    for (let k = this.firstEndingAfter(at); k < this.taken.length && this.taken[k]!.start <= at; k = this.firstEndingAfter(at)) {
      at = this.starts.from(this.taken[k]!.end);
    }
    return at;
  }

  /** The end of the last stretch that ends at or before `i` (0 when none does): the previous figure's end, for the look back. */
  takenEndBefore(i: number): number {
    const k = this.firstEndingAfter(i);
    return k > 0 ? this.taken[k - 1]!.end : 0;
  }

  /** The index of the first stretch that ends after `i`, moving the cursor there (readers mostly move forwards). */
  private firstEndingAfter(i: number): number {
    const { taken } = this;
    while (this.next > 0 && taken[this.next - 1]!.end > i) this.next--;
    while (this.next < taken.length && taken[this.next]!.end <= i) this.next++;
    return this.next;
  }
}

/** Offsets of a list of their own (ascending, repeats allowed), every one a place to start. */
export class SortedStarts implements Starts {
  private at = 0;

  constructor(
    private readonly offsets: Int32Array,
    private readonly end: number,
  ) {}

  from(i: number): number {
    const { offsets } = this;
    let p = this.at;
    while (p > 0 && offsets[p - 1]! >= i) p--;
    while (p < offsets.length && offsets[p]! < i) p++;
    this.at = p;
    return p < offsets.length ? offsets[p]! : this.end;
  }
}
