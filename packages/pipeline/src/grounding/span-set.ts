import type { Span } from '@factlint/kernel';

/**
 * A fixed set of spans that answers "does anything overlap `[start, end)`?" in O(log n) (the test
 * of `spansOverlap` against every member, without the loop): spans sorted by start, with the
 * furthest end reached so far, so a long span that starts early is never missed.
 */
export class SpanSet {
  private readonly starts: Float64Array;
  private readonly reach: Float64Array;

  constructor(spans: Iterable<Span>) {
    const sorted = [...spans].sort((a, b) => a[0] - b[0]);
    this.starts = Float64Array.from(sorted, (s) => s[0]);
    this.reach = new Float64Array(sorted.length);
    let max = -Infinity;
    sorted.forEach((s, i) => (this.reach[i] = max = Math.max(max, s[1])));
  }

  get size(): number {
    return this.starts.length;
  }

  /** Whether some member `m` has `m.start < end && start < m.end`. */
  overlaps(start: number, end: number): boolean {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! < end) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && this.reach[lo - 1]! > start;
  }
}
