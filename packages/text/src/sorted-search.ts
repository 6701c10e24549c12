import type { Span } from '@factlint/kernel';

/**
 * Search over items kept in text order (offsets, spans, sentences, words): the one binary search the
 * readers and judges share, so none writes its own. `isBefore(i)` must hold for a prefix of the
 * items and fail for the rest; the answer is the length of that prefix, found in log n calls.
 *
 *   partitionPoint(starts.length, (i) => starts[i] < offset)   // first start at or after offset
 *   partitionPoint(starts.length, (i) => starts[i] <= offset) - 1   // last start at or before it
 */
export function partitionPoint(length: number, isBefore: (index: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isBefore(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first item, of items in text order, that starts at or after `offset` (`items.length` when none). */
export function firstStartingAtOrAfter(items: readonly { span: Span }[], offset: number): number {
  return partitionPoint(items.length, (i) => items[i]!.span[0] < offset);
}
