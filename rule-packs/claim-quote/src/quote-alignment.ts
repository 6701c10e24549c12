/*
 * Where a quote fits best inside a longer passage: the substring of the passage with the smallest
 * edit distance to the quote (semi-global alignment: the passage may be cut anywhere for free, the
 * quote may not). A quote is usually a fragment of a context sentence, so comparing it with the
 * whole sentence would punish every word it leaves out. O(quote × passage) with two rows.
 */

export interface Alignment {
  start: number;
  end: number;
  distance: number;
  /** 1 − distance / the longer of the quote and the matched window. */
  similarity: number;
}

/** The four rows, kept between calls (grown when a passage is longer): no allocation per alignment. */
let rows = new Int32Array(1024);

export function alignWithin(quote: string, passage: string): Alignment {
  const m = quote.length;
  const n = passage.length;
  if (m === 0 || n === 0) return { start: 0, end: 0, distance: Math.max(m, n), similarity: 0 };
  // cost[j]: edit distance of quote[0, i) to the best passage window ending at j; from[j]: that window's start.
  if (rows.length < 4 * (n + 1)) rows = new Int32Array(4 * (n + 1) * 2);
  let cost = rows.subarray(0, n + 1);
  let from = rows.subarray(n + 1, 2 * (n + 1));
  let nextCost = rows.subarray(2 * (n + 1), 3 * (n + 1));
  let nextFrom = rows.subarray(3 * (n + 1), 4 * (n + 1));
  cost.fill(0);
  for (let j = 0; j <= n; j++) from[j] = j;
  for (let i = 1; i <= m; i++) {
    const q = quote.charCodeAt(i - 1);
    // The row's left neighbour and the previous row's diagonal are carried in locals: each cell
    // reads two slots of the previous row and writes two of the next, nothing else.
    let left = i;
    let leftFrom = 0;
    let diag = cost[0]!;
    let diagFrom = from[0]!;
    nextCost[0] = left;
    nextFrom[0] = leftFrom;
    for (let j = 1; j <= n; j++) {
      const up = cost[j]!;
      const upFrom = from[j]!;
      let best = diag + (q === passage.charCodeAt(j - 1) ? 0 : 1);
      let start = diagFrom;
      if (up + 1 < best) {
        best = up + 1;
        start = upFrom;
      }
      if (left + 1 < best) {
        best = left + 1;
        start = leftFrom;
      }
      nextCost[j] = best;
      nextFrom[j] = start;
      left = best;
      leftFrom = start;
      diag = up;
      diagFrom = upFrom;
    }
    // Swapped through temporaries, not `[a, b] = [b, a]`: no array literal per row of the quote.
    const costRow = cost;
    cost = nextCost;
    nextCost = costRow;
    const fromRow = from;
    from = nextFrom;
    nextFrom = fromRow;
  }
  let end = 0;
  for (let j = 1; j <= n; j++) if (cost[j]! < cost[end]!) end = j;
  const start = from[end]!;
  const distance = cost[end]!;
  return { start, end, distance, similarity: 1 - distance / Math.max(m, end - start) };
}
