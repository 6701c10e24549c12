import type { Span } from '@factlint/kernel';
import { countBelow } from '@factlint/text';

/** Up to this many spans, a plain loop answers faster than sorting them. */
const SMALL = 16;

/**
 * A fixed set of spans that answers "does anything overlap `[start, end)`?" in O(log n) (the test
 * of `spansOverlap` against every member, without the loop): spans sorted by start, with the
 * furthest end reached so far, so a long span that starts early is never missed. A small set is
 * kept as it is and looped over.
 */
export class SpanSet {
  private readonly few: readonly Span[] | undefined;
  private readonly starts: Float64Array | undefined;
  private readonly reach: Float64Array | undefined;

  constructor(spans: readonly Span[]) {
    if (spans.length <= SMALL) {
      this.few = spans;
      return;
    }
    const sorted = [...spans].sort((a, b) => a[0] - b[0]);
    // Filled in one indexed loop: `Float64Array.from` with a mapping function calls it per span
    // through the iterator protocol, and every answer builds a set.
    const starts = new Float64Array(sorted.length);
    const reach = new Float64Array(sorted.length);
    let max = -Infinity;
    for (let i = 0; i < sorted.length; i++) {
      starts[i] = sorted[i]![0];
      reach[i] = max = Math.max(max, sorted[i]![1]);
    }
    this.starts = starts;
    this.reach = reach;
  }

  /** Whether some member `m` has `m.start < end && start < m.end`. */
  overlaps(start: number, end: number): boolean {
    if (this.few) {
      for (const s of this.few) if (s[0] < end && start < s[1]) return true;
      return false;
    }
    const lo = countBelow(this.starts!, end);
    return lo > 0 && this.reach![lo - 1]! > start;
  }
}
