import type { LocaleData } from '@factlint/text';
import { perObject } from '@factlint/text';
import type { EvidenceIndex } from '@factlint/pipeline';
import { passagesOf, type Passage } from './quote-passage.js';

/*
 * Which context sentences a quote or a change statement is compared with. A context of ordinary
 * size is compared whole. A large one goes through postings (key → the sentences that hold it), so
 * one answer sentence looks at a bounded number of context sentences, never at all of them.
 */

/** Up to this many context sentences, every one is compared. */
export const SMALL_CONTEXT_PASSAGES = 64;
/** At most this many context sentences are compared with one answer sentence in a large context. */
export const CANDIDATE_CAP = 256;

const NONE: readonly number[] = [];

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

  /** The passages holding `key`, ascending (the list itself: read it, do not change it). */
  holding(key: string | number): readonly number[] {
    return this.postings.get(key) ?? NONE;
  }

  /**
   * The passages holding at least one of `keys`, ascending; at most `cap` of them (the first in
   * context order), with `complete` false when some were left out.
   */
  holdingAny(keys: Iterable<string | number>, cap = CANDIDATE_CAP): { positions: number[]; complete: boolean } {
    const union = new Set<number>();
    let complete = true;
    for (const key of keys) {
      const list = this.postings.get(key);
      if (!list) continue;
      if (list.length > cap) complete = false;
      for (let i = 0; i < list.length && i < cap; i++) union.add(list[i]!);
    }
    const positions = [...union].sort((a, b) => a - b);
    if (positions.length > cap) complete = false;
    return { positions: positions.slice(0, cap), complete };
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
 * Of the positions `hit`, the `cap` with the highest `counts` (each 1 to `most`), the lower of
 * equals first, returned ascending: what sorting every hit by count and position and keeping the
 * first `cap` gives. Counts are few, so the cut is found by counting them: the positions above it
 * are all taken and only those at it are sorted (a quote in a large, repetitive context hit
 * thousands of sentences, every one sorted by a comparator).
 */
export function mostHit(hit: readonly number[], counts: Int32Array, most: number, cap: number): Int32Array {
  const holdingCount = new Int32Array(most + 1);
  for (const at of hit) holdingCount[counts[at]!]!++;
  // The count at which `cap` is reached (0: every hit is taken).
  let cut = most;
  let above = 0;
  while (cut > 0 && above + holdingCount[cut]! < cap) above += holdingCount[cut--]!;
  const chosen = new Int32Array(Math.min(hit.length, cap));
  const tied: number[] = [];
  let n = 0;
  for (const at of hit) {
    if (counts[at]! > cut) chosen[n++] = at;
    else if (counts[at] === cut) tied.push(at);
  }
  const lowestTied = Int32Array.from(tied).sort();
  for (let k = 0; n < chosen.length; k++) chosen[n++] = lowestTied[k]!;
  return chosen.sort();
}

/**
 * The `few` items of the highest score (at least `least`), highest first, the earlier of equals
 * first: the first few of a stable sort of every item by score, kept as they come instead.
 */
export function bestFew<T>(items: Iterable<T>, scoreOf: (item: T) => number, few: number, least: number): T[] {
  const top: T[] = [];
  const scores: number[] = [];
  for (const item of items) {
    const score = scoreOf(item);
    if (score < least || (top.length === few && score <= scores[few - 1]!)) continue;
    let at = top.length;
    while (at > 0 && scores[at - 1]! < score) at--;
    top.splice(at, 0, item);
    scores.splice(at, 0, score);
    if (top.length > few) {
      top.pop();
      scores.pop();
    }
  }
  return top;
}
