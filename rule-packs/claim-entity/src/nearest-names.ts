import { editDistance } from '@factlint/text';

/*
 * The name of a list most alike a name, without measuring every name by edit distance: each name's
 * pairs of adjacent code units are indexed, and the pairs two names share bound how few edits can
 * turn one into the other. A name of m units has m − 1 pairs, and one edit changes at most two of
 * them, so names whose longer has m units and that share s pairs (counted with repeats) are at
 * least ⌈(m − 1 − s) / 2⌉ edits apart, and at least their difference in length. Only a name whose
 * bound could beat (or tie earlier than) the best so far is measured.
 */

/** `1 − distance / longer length`: how alike two names are, as ENTITY scores them. */
export function similarityOf(distance: number, longest: number): number {
  return 1 - distance / longest;
}

/** How alike two names are (`similarityOf` their edit distance and the longer's length). */
export function nameSimilarity(a: string, b: string): number {
  return similarityOf(editDistance(a, b), Math.max(a.length, b.length));
}

/** A name less than half as long as the longer of the two is never compared (ENTITY's rule). */
export function tooDifferentInLength(a: number, b: number): boolean {
  return Math.min(a, b) < Math.max(a, b) / 2;
}

/** The pair of code units at `at` and `at + 1` as one number. */
function pairAt(text: string, at: number): number {
  return ((text.charCodeAt(at) << 16) | text.charCodeAt(at + 1)) >>> 0;
}

/** The pairs of `text`, ascending, so that a pair written twice stands as a run. */
function sortedPairs(text: string): Float64Array {
  const pairs = new Float64Array(Math.max(0, text.length - 1));
  for (let at = 0; at + 1 < text.length; at++) pairs[at] = pairAt(text, at);
  return pairs.sort();
}

export interface NearestName {
  position: number;
  similarity: number;
}

/**
 * A list of names indexed by their pairs of code units. `mostAlike` gives the position of the name
 * most alike a name, the first of equals, leaving out names too different in length, as a look at
 * every name in order would; null when every name is too different in length.
 */
export class NearestNames {
  /** A pair → its run in `holders` and `counts`. */
  private readonly runOf = new Map<number, number>();
  /** Where each pair's run starts; one more entry closes the last run. */
  private readonly runStarts: Int32Array;
  /** Per run, ascending: the positions of the names that hold the pair. */
  private readonly holders: Int32Array;
  /** Per run: how often the name at the same place holds the pair. */
  private readonly counts: Int32Array;
  /** Per name, while a name is asked about: the pairs it shares with it. */
  private readonly shared: Int32Array;
  /** The names whose `shared` is not zero, to clear after each question. */
  private readonly touched: Int32Array;
  /** Per name, while a name is asked about: the most alike it could be. */
  private readonly bounds: Float64Array;
  /** Each name's length: the bounds read it for every name, without loading the string. */
  private readonly lengths: Int32Array;
  /** How many names the last question measured by edit distance (what the bounds did not rule out). */
  private measuredLast = 0;

  constructor(private readonly names: readonly string[]) {
    const perName = names.map(sortedPairs);
    // Two passes over the same runs: how many names hold each pair, then where each one goes.
    const holding: number[] = [];
    for (const pairs of perName) {
      forEachRun(pairs, (pair) => {
        let run = this.runOf.get(pair);
        if (run === undefined) this.runOf.set(pair, (run = holding.push(0) - 1));
        holding[run]!++;
      });
    }
    this.runStarts = new Int32Array(holding.length + 1);
    for (let run = 0; run < holding.length; run++) this.runStarts[run + 1] = this.runStarts[run]! + holding[run]!;
    this.holders = new Int32Array(this.runStarts[holding.length]!);
    this.counts = new Int32Array(this.holders.length);
    const filled = this.runStarts.slice(0, holding.length);
    for (let position = 0; position < perName.length; position++) {
      forEachRun(perName[position]!, (pair, count) => {
        const at = filled[this.runOf.get(pair)!]!++;
        this.holders[at] = position;
        this.counts[at] = count;
      });
    }
    this.shared = new Int32Array(names.length);
    this.touched = new Int32Array(names.length);
    this.bounds = new Float64Array(names.length);
    this.lengths = Int32Array.from(names, (name) => name.length);
  }

  /** How many names the last `mostAlike` measured by edit distance. */
  get measured(): number {
    return this.measuredLast;
  }

  mostAlike(name: string): NearestName | null {
    this.measuredLast = 0;
    const touched = this.countShared(name);
    // The bound of every name, and the one with the highest (the first of equals) measured first:
    // the sooner the best is near, the fewer names are measured after it.
    let first = -1;
    let highest = Number.NEGATIVE_INFINITY;
    for (let position = 0; position < this.names.length; position++) {
      const bound = this.boundOf(name, position);
      this.bounds[position] = bound;
      if (bound > highest) {
        highest = bound;
        first = position;
      }
    }
    for (let k = 0; k < touched; k++) this.shared[this.touched[k]!] = 0;
    if (first < 0) return null;
    const best = { position: first, similarity: this.measure(name, first) };
    for (let position = 0; position < this.names.length; position++) {
      const bound = this.bounds[position]!;
      const earlier = position < best.position;
      if (bound < best.similarity || (bound === best.similarity && !earlier) || position === first) continue;
      const similarity = this.measure(name, position);
      if (similarity > best.similarity || (similarity === best.similarity && earlier)) {
        best.position = position;
        best.similarity = similarity;
      }
    }
    return best;
  }

  /** Fills `shared` with the pairs each name shares with `name`; the count of names touched. */
  private countShared(name: string): number {
    let touched = 0;
    forEachRun(sortedPairs(name), (pair, asked) => {
      const run = this.runOf.get(pair);
      if (run === undefined) return;
      for (let at = this.runStarts[run]!; at < this.runStarts[run + 1]!; at++) {
        const position = this.holders[at]!;
        if (this.shared[position] === 0) this.touched[touched++] = position;
        this.shared[position] = this.shared[position]! + Math.min(asked, this.counts[at]!);
      }
    });
    return touched;
  }

  /** The most alike the name at `position` could be to `name`, or −∞ when it is not compared. */
  private boundOf(name: string, position: number): number {
    const length = this.lengths[position]!;
    if (tooDifferentInLength(name.length, length)) return Number.NEGATIVE_INFINITY;
    const longest = Math.max(name.length, length);
    const fewest = Math.max(Math.abs(name.length - length), Math.ceil((longest - 1 - this.shared[position]!) / 2));
    return similarityOf(fewest, longest);
  }

  private measure(name: string, position: number): number {
    this.measuredLast++;
    return nameSimilarity(name, this.names[position]!);
  }
}

/** Calls `each` with every distinct value of the sorted `values` and how often it stands there. */
function forEachRun(values: Float64Array, each: (value: number, count: number) => void): void {
  for (let start = 0; start < values.length; ) {
    let end = start + 1;
    while (end < values.length && values[end] === values[start]) end++;
    each(values[start]!, end - start);
    start = end;
  }
}
