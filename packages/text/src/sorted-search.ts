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

/**
 * How many of the ascending numbers `sorted` are below `value` (at or below it, with `orEqual`):
 * partitionPoint for a list of offsets or values, the test written in. partitionPoint calls its
 * test once per step, and where many tests have passed through it (every reader's and judge's)
 * V8 stops inlining the call: after the evaluation set, the searches a 20,000-character verify asks
 * for every figure spent 1 % of its time in those calls. No predicate, nor a field for it to read
 * the sought value from, is needed either.
 */
export function countBelow(sorted: ArrayLike<number>, value: number, orEqual = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const x = sorted[mid]!;
    if (x < value || (orEqual && x === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first item, of items in text order, that starts at or after `offset` (`items.length` when none). */
export function firstStartingAtOrAfter(items: readonly { span: Span }[], offset: number): number {
  return partitionPoint(items.length, (i) => items[i]!.span[0] < offset);
}

/*
 * Text order, for sorts and for inOrder: by start alone, so that a stable sort keeps the given order
 * of items that start together (where a tie must be broken, the caller's comparator says how). One
 * per shape the readers and judges keep: spans, items with a span, readings with start offsets.
 */

/** Spans (`[start, end)`) in order of start. */
export function spansByStart(a: Span, b: Span): number {
  return a[0] - b[0];
}

/** Items with a span (matches, claims, figures, quotes) in order of their span's start. */
export function bySpanStart(a: { readonly span: Span }, b: { readonly span: Span }): number {
  return a.span[0] - b.span[0];
}

/** Readings kept with start and end offsets (a reader's finds before they become matches) in order of start. */
export function byStart(a: { readonly start: number }, b: { readonly start: number }): number {
  return a.start - b.start;
}

/**
 * `list` in `compare`'s order: the list itself when it already is (as readers and claim types give
 * theirs), else a stably sorted copy. The one check before a sweep or a merge that needs its lists in
 * order, so that an already ordered list is neither copied nor sorted.
 */
export function inOrder<T>(list: readonly T[], compare: (a: T, b: T) => number): readonly T[] {
  for (let k = 1; k < list.length; k++) if (compare(list[k - 1]!, list[k]!) > 0) return [...list].sort(compare);
  return list;
}
