import type { LocaleData } from '@factlint/text';
import { perObject } from '@factlint/text';
import type { EvidenceIndex } from '@factlint/pipeline';
import { bigramsAsWritten, passagesOf, type Passage } from './quote-passage.js';

/*
 * Which context sentences a quote or a change statement is compared with. A context of ordinary
 * size is compared whole. A large one goes through postings (key → the sentences that hold it), so
 * one answer sentence looks at a bounded number of context sentences, never at all of them.
 */

/** Up to this many context sentences, every one is compared. */
export const SMALL_CONTEXT_PASSAGES = 64;
/** At most this many context sentences are compared with one answer sentence in a large context. */
export const CANDIDATE_CAP = 256;

/**
 * Context passages by position, ascending: the ones one answer sentence is compared with. Written
 * into a buffer of CANDIDATE_CAP positions that the next search reuses, so a search allocates
 * nothing per passage it picks (a list of passages per quote, and the lists it was sorted from, had
 * been what a quote grew by with the context).
 */
export class Selection {
  readonly positions: Int32Array;
  count = 0;

  constructor(capacity = CANDIDATE_CAP) {
    this.positions = new Int32Array(capacity);
  }

  /** The first `n` passages (a context of ordinary size, compared whole: n ≤ SMALL_CONTEXT_PASSAGES). */
  selectFirst(n: number): void {
    for (let at = 0; at < n; at++) this.positions[at] = at;
    this.count = n;
  }
}

/**
 * How many of a search's keys each context passage holds, by position, and the positions met, in
 * the order met. One per process, grown to the largest context, left all zero between searches
 * (`clear`): a search reads and writes numbers here, no set or list of its own.
 */
class Tally {
  counts = new Int32Array(0);
  met = new Int32Array(0);
  size = 0;

  /** Ready for a context of `passages` passages. */
  open(passages: number): this {
    if (this.counts.length < passages) {
      this.counts = new Int32Array(passages);
      this.met = new Int32Array(passages);
    }
    return this;
  }

  /** Back to all zero, for the next search. */
  clear(): void {
    for (let k = 0; k < this.size; k++) this.counts[this.met[k]!] = 0;
    this.size = 0;
  }
}

const TALLY = new Tally();

/** Every passage of the context, in order, with postings of the keys one kind of comparison counts. */
export class PassagePostings {
  private readonly postings = new Map<string | number, number[]>();

  constructor(
    readonly passages: readonly Passage[],
    keysOf: (passage: Passage) => Iterable<string | number>,
  ) {
    passages.forEach((passage, at) => {
      for (const key of keysOf(passage)) {
        const list = this.postings.get(key);
        if (list) list.push(at);
        else this.postings.set(key, [at]);
      }
    });
  }

  /** How many passages hold `key`. */
  count(key: string | number): number {
    return this.postings.get(key)?.length ?? 0;
  }

  /**
   * The `cap` passages holding most of `keys` (each key counting for the first `cap` passages on its
   * list), the earlier of equals first, into `into`.
   */
  holdingMost(keys: readonly (string | number)[], cap: number, into: Selection): void {
    const tally = this.tally(keys, cap);
    mostHit(tally.met, tally.size, tally.counts, keys.length, cap, into);
    tally.clear();
  }

  /**
   * The passages holding at least one of `keys`, the first `cap` in context order, into `into`;
   * false when some were left out (a key on more than `cap` passages, or more than `cap` in all).
   */
  holdingAny(keys: readonly (string | number)[], cap: number, into: Selection): boolean {
    const tally = this.tally(keys, cap);
    let complete = tally.size <= cap;
    for (const key of keys) if (this.count(key) > cap) complete = false;
    const met = tally.met.subarray(0, tally.size).sort();
    into.count = Math.min(met.length, cap);
    into.positions.set(met.subarray(0, into.count));
    tally.clear();
    return complete;
  }

  /** The shared tally of how many of `keys` each passage holds, a key counting for the first `cap` passages on its list. */
  private tally(keys: readonly (string | number)[], cap: number): Tally {
    const tally = TALLY.open(this.passages.length);
    const { counts, met } = tally;
    for (const key of keys) {
      const holding = this.postings.get(key);
      if (holding === undefined) continue;
      for (let i = 0; i < holding.length && i < cap; i++) if (counts[holding[i]!]!++ === 0) met[tally.size++] = holding[i]!;
    }
    return tally;
  }
}

/** Every context passage (one per sentence), text by text, read once per context. */
export const contextPassages = perObject((index: EvidenceIndex, locale: LocaleData): readonly Passage[] =>
  index.texts.flatMap((text) => passagesOf(text, locale)),
);

/** A context's postings by kind, built as the kinds are asked for. */
const postingsByKindOf = perObject((_index: EvidenceIndex): Map<string, PassagePostings> => new Map());

/** The postings of one kind of key (`kind` names it) over the context's passages, built once per context. */
export function passagePostings(
  index: EvidenceIndex,
  locale: LocaleData,
  kind: string,
  keysOf: (passage: Passage) => Iterable<string | number>,
): PassagePostings {
  const kinds = postingsByKindOf(index);
  let found = kinds.get(kind);
  if (!found) kinds.set(kind, (found = new PassagePostings(contextPassages(index, locale), keysOf)));
  return found;
}

/**
 * The `few` bigrams of `text` that the fewest context passages hold (none left out), the first
 * written first among equals.
 */
export function rarestBigrams(text: string, postings: PassagePostings, few: number): number[] {
  const written = bigramsAsWritten(text);
  // One number per bigram the context holds, ordered as (how many passages hold it, where the text
  // writes it): sorted as numbers, with no comparator and no object per bigram.
  const keys = new Float64Array(written.length);
  let held = 0;
  for (let at = 0; at < written.length; at++) {
    const count = postings.count(written[at]!);
    if (count > 0) keys[held++] = count * written.length + at;
  }
  const rarest: number[] = [];
  // A bigram written again comes after its first writing: it is skipped there.
  for (const key of keys.subarray(0, held).sort()) {
    const bigram = written[key % written.length]!;
    if (!rarest.includes(bigram)) rarest.push(bigram);
    if (rarest.length === few) break;
  }
  return rarest;
}

/**
 * Of the first `size` positions of `hit`, the `cap` with the highest `counts` (each 1 to `most`),
 * the lower of equals first, into `into` ascending: what sorting every hit by count and position and
 * keeping the first `cap` gives. Counts are few, so the cut is found by counting them, and one pass
 * over the hits in context order takes those above it and the first at it (a quote in a large,
 * repetitive context hit thousands of sentences, every one sorted by a comparator). `hit` is sorted
 * in place.
 */
export function mostHit(hit: Int32Array, size: number, counts: Int32Array, most: number, cap: number, into: Selection): void {
  const holdingCount = new Int32Array(most + 1);
  for (let k = 0; k < size; k++) holdingCount[counts[hit[k]!]!]!++;
  // The count at which `cap` is reached (0: every hit is taken), and how many at it are taken.
  let cut = most;
  let above = 0;
  while (cut > 0 && above + holdingCount[cut]! < cap) above += holdingCount[cut--]!;
  let tiedLeft = cap - above;
  const ordered = hit.subarray(0, size).sort();
  let n = 0;
  for (let k = 0; k < size && n < cap; k++) {
    const count = counts[ordered[k]!]!;
    if (count === cut && tiedLeft > 0) tiedLeft--;
    else if (count <= cut) continue;
    into.positions[n++] = ordered[k]!;
  }
  into.count = n;
}

/**
 * The `few` items of the highest score (at least `least`), highest first, the earlier of equals
 * first: the first few of a stable sort of every item by score, kept as they are offered. A score is
 * handed over as it is computed, never gathered in a list per item.
 */
export class BestFew<T> {
  readonly items: T[] = [];
  private readonly scores: number[] = [];

  constructor(
    private readonly few: number,
    private readonly least: number,
  ) {}

  offer(item: T, score: number): void {
    const { items, scores, few } = this;
    const held = items.length;
    if (score < this.least || (held === few && score <= scores[few - 1]!)) return;
    // The new item's slot, moved up past every lower score; when all `few` are held, the last falls off.
    let at = few - 1;
    if (held < few) {
      at = held;
      items.push(item);
      scores.push(score);
    }
    for (; at > 0 && scores[at - 1]! < score; at--) {
      scores[at] = scores[at - 1]!;
      items[at] = items[at - 1]!;
    }
    scores[at] = score;
    items[at] = item;
  }
}
