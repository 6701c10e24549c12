import type { AnalysedText, EvidenceIndex } from './claim-type.js';
import { comparableTextOf, countBelow, cutsNoWord, indexOfWhole } from '@factlint/text';

/**
 * Texts indexed by the places of each pair of adjacent code units, so that a quotation or a name
 * written word for word in one of them is found from the places of its rarest pair, not by a
 * search of every text. The texts are laid end to end (a place is an offset in that line-up, and no pair
 * spans two texts); the places of one pair are kept ascending, in one array for all pairs, so
 * `firstWhole` meets the candidates in text order and its answer is the first whole occurrence,
 * as a search of each text in turn with `indexOfWhole` gives.
 */
export class PairPlaces {
  /** Where each text starts in the line-up. */
  private readonly starts: Int32Array;
  /** An open-addressed table of the pairs met: the pair, and its run in `places` (start and length). */
  private keys = new Int32Array(1024);
  private runStarts = new Int32Array(1024).fill(-1);
  private runLengths = new Int32Array(1024);
  /** The slot is taken from the hash's top bits: its low bits follow the pair's second unit alone. */
  private shift = 32 - 10;
  private readonly places: Int32Array;

  constructor(private readonly texts: readonly string[]) {
    this.starts = new Int32Array(texts.length);
    let total = 0;
    let pairs = 0;
    texts.forEach((text, t) => {
      this.starts[t] = total;
      total += text.length;
      pairs += Math.max(0, text.length - 1);
    });
    // Count each pair (a run start of 0 marks a slot taken until the runs are laid out).
    let distinct = 0;
    for (const text of texts) {
      for (let i = 0; i + 1 < text.length; i++) {
        const key = pairAt(text, i);
        let slot = this.slotOf(key);
        if (this.runStarts[slot] === -1) {
          // Past half full the table doubles: probes stay short.
          if (++distinct * 2 > this.keys.length) {
            this.grow();
            slot = this.slotOf(key);
          }
          this.keys[slot] = key;
          this.runStarts[slot] = 0;
        }
        this.runLengths[slot]!++;
      }
    }
    // Each pair's run begins where the runs of the pairs before it in the table end.
    let next = 0;
    for (let slot = 0; slot < this.keys.length; slot++) {
      if (this.runStarts[slot] === -1) continue;
      this.runStarts[slot] = next;
      next += this.runLengths[slot]!;
      this.runLengths[slot] = 0;
    }
    // The places, text by text and left to right: each run ascending.
    this.places = new Int32Array(pairs);
    texts.forEach((text, t) => {
      for (let i = 0; i + 1 < text.length; i++) {
        const slot = this.slotOf(pairAt(text, i));
        this.places[this.runStarts[slot]! + this.runLengths[slot]!++] = this.starts[t]! + i;
      }
    });
  }

  /**
   * The first place, in text order, where `needle` (two code units or more) stands whole
   * (`cutsNoWord`): the text's position in the list and the offset in it, or null. Undefined,
   * unanswered, when even the needle's rarest pair has more than `mostPlaces` places.
   */
  firstWhole(needle: string, mostPlaces = Number.POSITIVE_INFINITY): { text: number; at: number } | null | undefined {
    // The needle's rarest pair: every occurrence of the needle holds it at the same distance from its start.
    let rarest = -1;
    let rarestSlot = -1;
    let fewest = Number.POSITIVE_INFINITY;
    for (let j = 0; j + 1 < needle.length; j++) {
      const slot = this.slotOf(pairAt(needle, j));
      if (this.runStarts[slot] === -1) return null;
      if (this.runLengths[slot]! < fewest) {
        fewest = this.runLengths[slot]!;
        rarest = j;
        rarestSlot = slot;
      }
    }
    if (fewest > mostPlaces) return undefined;
    const slot = rarestSlot;
    const end = this.runStarts[slot]! + this.runLengths[slot]!;
    // The needle's first and last units, compared before the whole of it: most places fail there, for less than a call.
    const first = needle.charCodeAt(0);
    const last = needle.charCodeAt(needle.length - 1);
    for (let k = this.runStarts[slot]!; k < end; k++) {
      const place = this.places[k]!;
      const t = countBelow(this.starts, place, true) - 1;
      const at = place - this.starts[t]! - rarest;
      const text = this.texts[t]!;
      if (at < 0 || text.charCodeAt(at) !== first || text.charCodeAt(at + needle.length - 1) !== last) continue;
      if (text.startsWith(needle, at) && cutsNoWord(text, needle, at)) return { text: t, at };
    }
    return null;
  }

  /** How many places are kept: one per pair of adjacent code units in the texts. */
  get size(): number {
    return this.places.length;
  }

  /** The slot of `key`, or the empty one it would take. */
  private slotOf(key: number): number {
    const mask = this.keys.length - 1;
    let slot = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (this.runStarts[slot] !== -1 && this.keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }

  /** The table twice as large, every pair counted so far and its count moved over. */
  private grow(): void {
    const [keys, runStarts, runLengths] = [this.keys, this.runStarts, this.runLengths];
    this.keys = new Int32Array(keys.length * 2);
    this.runStarts = new Int32Array(keys.length * 2).fill(-1);
    this.runLengths = new Int32Array(keys.length * 2);
    this.shift--;
    for (let slot = 0; slot < keys.length; slot++) {
      if (runStarts[slot] === -1) continue;
      const moved = this.slotOf(keys[slot]!);
      this.keys[moved] = keys[slot]!;
      this.runStarts[moved] = 0;
      this.runLengths[moved] = runLengths[slot]!;
    }
  }
}

/** The pair of code units at `i` and `i + 1`, as one number. */
function pairAt(text: string, i: number): number {
  return (text.charCodeAt(i) << 16) | text.charCodeAt(i + 1);
}

/**
 * Whole searches of a context's texts before they are indexed by pair: building the index costs
 * about as much as 110 searches of the same characters (one text of the bench's quoted sentences:
 * 200,000 characters built in 4.2 ms, searched in 37 µs, looked up in 1.5 µs; 1,000,000 in 20.4 ms,
 * 179 µs and 5.6 µs). Built after as many searches as it costs, it makes a context's searches cost
 * at most about twice what searching or indexing from the start would have. The index is kept with
 * the context's evidence index, which the engine keeps between verifies, so a server asked about
 * one source by many answers builds it once; it holds four bytes per character of the context and a
 * table of the distinct pairs.
 */
const SEARCHES_BEFORE_INDEX = 112;
/** A context of fewer characters is always searched: a search is cheap there (20,000 characters: 4 µs, a look-up 9 µs). */
const LEAST_INDEXED_CHARS = 50_000;
/**
 * A quotation whose rarest pair holds more than this share of a context's places is searched
 * instead. A place costs 8 ns where the needle's first or last unit tells it apart, 80 ns where
 * the whole needle is compared, and the native search 0.15–0.27 ns a character (the bench's quoted
 * sentences, 200,000 and 1,000,000 characters): a quotation of only common pairs (`the spring of
 * the`, whose rarest pair is one place in 83) is still found sooner from the index, one whose
 * rarest is one in 30 no longer.
 */
const MOST_PLACES_SHARE = 1 / 64;

/**
 * Per large context: the whole searches so far, and its texts' pair index once built. Kept in a
 * WeakMap of its own, and only for a context of LEAST_INDEXED_CHARS or more: a `perObject` would
 * take a place in the cache array of every object that keeps its caches itself, the evaluation
 * set's many small contexts among them (it cost the collector 10 % more instructions per verify).
 */
const largeContexts = new WeakMap<EvidenceIndex, { searches: number; places: PairPlaces | null }>();

/**
 * The first place, text by text in the context's order, where `needle` stands whole in a text's
 * comparable lower-case form (`indexOfWhole`): the text and the offset in that form, or null. A
 * large context asked about many needles (quotations, names) answers from its pair index
 * (`PairPlaces`), with the same answer: a search of every text per needle grew with the context
 * times the needles. Every claim type that asks shares the count of searches and the index.
 */
export function firstWholeIn(index: EvidenceIndex, needle: string): { text: AnalysedText; at: number } | null {
  const places = needle.length >= 2 ? pairPlacesOf(index) : null;
  const found = places?.firstWhole(needle, places.size * MOST_PLACES_SHARE);
  if (found !== undefined) return found && { text: index.texts[found.text]!, at: found.at };
  for (const text of index.texts) {
    const at = indexOfWhole(comparableTextOf(text).lower, needle);
    if (at >= 0) return { text, at };
  }
  return null;
}

/** The context's pair index once it has been searched whole often enough to pay for it; null before, and for a small context. */
function pairPlacesOf(index: EvidenceIndex): PairPlaces | null {
  let state = largeContexts.get(index);
  if (state === undefined) {
    let chars = 0;
    for (const text of index.texts) chars += text.source.length;
    if (chars < LEAST_INDEXED_CHARS) return null;
    largeContexts.set(index, (state = { searches: 0, places: null }));
  }
  if (state.places === null && ++state.searches > SEARCHES_BEFORE_INDEX) {
    state.places = new PairPlaces(index.texts.map((text) => comparableTextOf(text).lower));
  }
  return state.places;
}
