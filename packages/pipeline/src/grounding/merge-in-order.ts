import { inOrder } from '@factlint/text';

/**
 * From this many items on, lists that are each in order are merged (visitInOrder) rather than joined
 * into one list and sorted. Grown one push at a time past some 16,000 items, a list is a large object
 * of its own, mapped fresh and copied at each growth, and a sort copies it once more; below this,
 * joining and sorting a few items costs less than setting up the merge (docs/speed.md, forty-second
 * round).
 */
export const MERGED_FROM = 8_192;

/**
 * Visits the items of `lists`, each in the order `compare` gives, as one list in that order: one
 * cursor per list, the next item always the least of their heads, the earliest list's on a tie, as a
 * stable sort of the lists joined in turn would give them. A list out of order is sorted (stably)
 * first, so any lists are visited right; the readers and claim types give theirs in order.
 */
export function visitInOrder<T>(lists: readonly (readonly T[])[], compare: (a: T, b: T) => number, visit: (item: T) => void): void {
  const ordered = lists.map((list) => inOrder(list, compare));
  const next = ordered.map(() => 0);
  for (;;) {
    let first = -1;
    for (let l = 0; l < ordered.length; l++) {
      if (next[l]! < ordered[l]!.length && (first < 0 || compare(ordered[l]![next[l]!]!, ordered[first]![next[first]!]!) < 0)) first = l;
    }
    if (first < 0) return;
    visit(ordered[first]![next[first]!++]!);
  }
}
