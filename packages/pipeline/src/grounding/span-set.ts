import type { Span } from '@factlint/kernel';
import { countBelow, inOrder, spansByStart } from '@factlint/text';

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
  private readonly starts: number[] | undefined;
  private readonly reach: number[] | undefined;

  constructor(spans: readonly Span[]) {
    if (spans.length <= SMALL) {
      this.few = spans;
      return;
    }
    // Most callers pass spans already in order (a reader's or a claim type's list): read in place.
    const sorted = inOrder(spans, spansByStart);
    // Plain arrays of small integers, filled in one loop: every answer builds a set or two, and a
    // typed array past 64 bytes takes its store from outside the heap (~1 µs each, ten times an array's).
    const starts: number[] = [];
    const reach: number[] = [];
    let max = 0;
    for (let i = 0; i < sorted.length; i++) {
      starts.push(sorted[i]![0]);
      reach.push((max = Math.max(max, sorted[i]![1])));
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
