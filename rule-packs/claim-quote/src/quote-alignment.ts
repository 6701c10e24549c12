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
    nextCost[0] = i;
    nextFrom[0] = 0;
    for (let j = 1; j <= n; j++) {
      let best = cost[j - 1]! + (q === passage.charCodeAt(j - 1) ? 0 : 1);
      let start = from[j - 1]!;
      const skipQuote = cost[j]! + 1;
      if (skipQuote < best) {
        best = skipQuote;
        start = from[j]!;
      }
      const skipPassage = nextCost[j - 1]! + 1;
      if (skipPassage < best) {
        best = skipPassage;
        start = nextFrom[j - 1]!;
      }
      nextCost[j] = best;
      nextFrom[j] = start;
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
