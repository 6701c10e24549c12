/*
 * Where a quote fits best inside a longer passage: the substring of the passage with the smallest
 * edit distance to the quote (semi-global alignment: the passage may be cut anywhere for free, the
 * quote may not). A quote is usually a fragment of a context sentence, so comparing it with the
 * whole sentence would punish every word it leaves out.
 *
 * Two steps. The best window's end and distance come from Myers' bit-vector search (1999): the
 * column of edit distances is kept as bits of vertical differences, 32 rows of the quote per
 * integer, so a passage character costs a few operations per 32 quote characters instead of one
 * cell per quote character. Its start comes from the cell-by-cell alignment, run only over the
 * cells a window of that distance can pass through: a band of the distance either side of the
 * diagonal that ends at the window's end (a cell further off is more than the distance away from
 * that end). The best window's own path lies inside the band, and a cell outside it can only be
 * worse than the path there, so the start is the very one the full table gives, with the same ties.
 */

export interface Alignment {
  start: number;
  end: number;
  distance: number;
  /** 1 − distance / the longer of the quote and the matched window. */
  similarity: number;
}

/** The end and distance of the best window, before its start is known (what the search gives). */
export interface WindowEnd {
  end: number;
  distance: number;
}

export function alignWithin(quote: string, passage: string): Alignment {
  return alignmentAt(quote, passage, bestWindowEnd(quote, passage));
}

/** The end of the window nearest the quote and its distance; end 0 when no window is nearer than none at all. */
export function bestWindowEnd(quote: string, passage: string): WindowEnd {
  if (quote.length === 0 || passage.length === 0) return { end: 0, distance: Math.max(quote.length, passage.length) };
  const end = bestEnd(quote, passage);
  return { end, distance: endDistance };
}

/** The whole alignment of a window end `bestWindowEnd` found: its start, by the full table's rule. */
export function alignmentAt(quote: string, passage: string, { end, distance }: WindowEnd): Alignment {
  const m = quote.length;
  // No window beats leaving the quote unmatched (every cost is the quote's length): the empty window at 0.
  if (end === 0) return { start: 0, end: 0, distance, similarity: 0 };
  const start = windowStart(quote, passage, end, distance);
  return { start, end, distance, similarity: 1 - distance / Math.max(m, end - start) };
}

/**
 * The most similar a window of this distance can be, whatever its start (it is at most the quote's
 * length plus the distance long): a window end that cannot beat another's similarity needs no start.
 */
export function similarityAtMost(quoteLength: number, distance: number): number {
  return 1 - distance / Math.max(quoteLength, quoteLength + distance);
}

// --- The best end: Myers' bit-vector search -------------------------------------------------------

/** The distance at the end `bestEnd` returned (a second result without an object per call). */
let endDistance = 0;

/** Per quote character code: its row in `equal` (0: a code the quote does not hold); ASCII by table, the rest by map. */
const asciiRow = new Int32Array(128);
const otherRow = new Map<number, number>();
/** Row r, block b: the bits of the quote positions in block b that hold row r's character. Kept between calls. */
let equal = new Int32Array(64);
/** Per block: the rows whose vertical difference is +1 (`plus`) and −1 (`minus`). */
let plus = new Int32Array(4);
let minus = new Int32Array(4);

/**
 * The first passage offset where a window ending there is nearest the quote (the least edit
 * distance, which is left in `endDistance`); 0 when no window is nearer than none at all.
 */
function bestEnd(quote: string, passage: string): number {
  const m = quote.length;
  const blocks = (m + 31) >>> 5;
  tabulateQuote(quote, blocks);
  const top = 1 << ((m - 1) & 31);
  for (let b = 0; b < blocks; b++) {
    plus[b] = -1;
    minus[b] = 0;
  }
  let score = m;
  let best = m;
  let bestAt = 0;
  for (let j = 0; j < passage.length; j++) {
    const code = passage.charCodeAt(j);
    const row = code < 128 ? asciiRow[code]! : (otherRow.get(code) ?? 0);
    // The horizontal difference entering a block from below: 0 on row 0 (a window may start anywhere).
    let carry = 0;
    for (let b = 0; b < blocks; b++) {
      let eq = equal[row * blocks + b]!;
      const pv = plus[b]!;
      const mv = minus[b]!;
      const xv = eq | mv;
      if (carry < 0) eq |= 1;
      const xh = (((eq & pv) + pv) ^ pv) | eq;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      const high = b === blocks - 1 ? top : 1 << 31;
      const out = (ph & high) !== 0 ? 1 : (mh & high) !== 0 ? -1 : 0;
      ph <<= 1;
      mh <<= 1;
      if (carry < 0) mh |= 1;
      else if (carry > 0) ph |= 1;
      plus[b] = mh | ~(xv | ph);
      minus[b] = ph & xv;
      carry = out;
    }
    score += carry;
    if (score < best) {
      best = score;
      bestAt = j + 1;
    }
  }
  clearQuote(quote);
  endDistance = best;
  return bestAt;
}

/** Fills `equal` for the quote (one row per distinct character, row 0 all zero) and sizes the block state. */
function tabulateQuote(quote: string, blocks: number): void {
  let rows = 1;
  for (let i = 0; i < quote.length; i++) {
    const code = quote.charCodeAt(i);
    if (code < 128) {
      if (asciiRow[code] === 0) asciiRow[code] = rows++;
    } else if (!otherRow.has(code)) otherRow.set(code, rows++);
  }
  if (equal.length < rows * blocks) equal = new Int32Array(rows * blocks * 2);
  else equal.fill(0, 0, rows * blocks);
  if (plus.length < blocks) {
    plus = new Int32Array(blocks * 2);
    minus = new Int32Array(blocks * 2);
  }
  for (let i = 0; i < quote.length; i++) {
    const code = quote.charCodeAt(i);
    const row = code < 128 ? asciiRow[code]! : otherRow.get(code)!;
    equal[row * blocks + (i >>> 5)]! |= 1 << (i & 31);
  }
}

/** Leaves the character rows empty for the next quote. */
function clearQuote(quote: string): void {
  for (let i = 0; i < quote.length; i++) {
    const code = quote.charCodeAt(i);
    if (code < 128) asciiRow[code] = 0;
  }
  otherRow.clear();
}

// --- The start: the cell-by-cell alignment inside the band the window can pass through --------

/** The four rows, kept between calls (grown when a window is longer): no allocation per alignment. */
let cells = new Int32Array(1024);
/** Beyond any distance: what a cell outside the band reads as. */
const OUTSIDE = 0x3fffffff;

/**
 * The start of the best window ending at `end` with `distance`, by the full table's rule
 * (diagonal, then up, then left), computed over the passage's columns `from`..`end` (every window
 * of that distance starts there) and, in row i, only the columns within `distance` of the diagonal
 * that reaches `end` at the last row. cost[j]: edit distance of quote[0, i) to the best window
 * ending at column j; start[j]: that window's start.
 */
function windowStart(quote: string, passage: string, end: number, distance: number): number {
  const m = quote.length;
  const from = Math.max(0, end - m - distance);
  const n = end - from;
  if (cells.length < 4 * (n + 1)) cells = new Int32Array(4 * (n + 1) * 2);
  const t = cells;
  // The four rows as offsets into `cells` (a view per row was four objects per alignment): this
  // row's costs and starts, and the next row's.
  let cost = 0;
  let start = n + 1;
  let nextCost = 2 * (n + 1);
  let nextStart = 3 * (n + 1);
  // Row i's band: columns [low, high], the diagonal through (m, n) moved `distance` either way.
  let low = Math.max(0, n - m - distance);
  let high = Math.min(n, n - m + distance);
  for (let j = low; j <= high; j++) {
    t[cost + j] = 0;
    t[start + j] = j;
  }
  for (let i = 1; i <= m; i++) {
    const q = quote.charCodeAt(i - 1);
    const rowLow = Math.max(0, n - (m - i) - distance);
    const rowHigh = Math.min(n, n - (m - i) + distance);
    // The left neighbour of the band's first cell: column 0 is the quote's first i characters left
    // out (a real cell of the table); any other lies outside the band.
    let left = rowLow === 0 ? i : OUTSIDE;
    let leftStart = 0;
    let j = rowLow;
    if (rowLow === 0) {
      t[nextCost] = i;
      t[nextStart] = 0;
      j = 1;
    }
    for (; j <= rowHigh; j++) {
      const inRowAbove = j >= low && j <= high;
      const up = inRowAbove ? t[cost + j]! : OUTSIDE;
      const diag = j - 1 >= low && j - 1 <= high ? t[cost + j - 1]! : OUTSIDE;
      let best = diag + (q === passage.charCodeAt(from + j - 1) ? 0 : 1);
      let bestStart = diag < OUTSIDE ? t[start + j - 1]! : 0;
      if (up + 1 < best) {
        best = up + 1;
        bestStart = t[start + j]!;
      }
      if (left + 1 < best) {
        best = left + 1;
        bestStart = leftStart;
      }
      t[nextCost + j] = best;
      t[nextStart + j] = bestStart;
      left = best;
      leftStart = bestStart;
    }
    low = rowLow;
    high = rowHigh;
    const costRow = cost;
    cost = nextCost;
    nextCost = costRow;
    const startRow = start;
    start = nextStart;
    nextStart = startRow;
  }
  return from + t[start + n]!;
}
