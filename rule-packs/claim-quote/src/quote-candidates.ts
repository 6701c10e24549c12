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

const postingsByIndex = new WeakMap<EvidenceIndex, Map<string, PassagePostings>>();

/** The postings of one kind of key (`kind` names it) over the context's passages, built once per context. */
export function passagePostings(
  index: EvidenceIndex,
  locale: LocaleData,
  kind: string,
  keysOf: (passage: Passage) => Iterable<string | number>,
): PassagePostings {
  let kinds = postingsByIndex.get(index);
  if (!kinds) postingsByIndex.set(index, (kinds = new Map()));
  let found = kinds.get(kind);
  if (!found) kinds.set(kind, (found = new PassagePostings(contextPassages(index, locale), keysOf)));
  return found;
}
