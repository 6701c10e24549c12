import { countBelow, perObject, type LocaleData } from '@factlint/text';
import type { AnalysedText, EvidenceIndex } from './claim-type.js';

/** One entry of a context: its value, the text it stands in, and what the caller keeps of it. */
interface ValueEntry<V> {
  text: AnalysedText;
  value: V;
}

/**
 * Every entry of every text of a context, sorted by a number (ties in context order), to be asked
 * for the first entry near a value. A comparator that asked every text per claim for an entry near
 * its value ("a half" for 50 %) cost a context of thousands of texts (a long transcript, every turn
 * a text) their product; this asks only the entries whose number lies near.
 */
export class ContextValues<V> {
  private readonly numbers: Float64Array;
  /** Per sorted position: where the entry stands in the context (texts in order, each text's entries in the order given). */
  private readonly order: Int32Array;
  private readonly entries: ValueEntry<V>[];

  constructor(listed: readonly (ValueEntry<V> & { number: number })[]) {
    // Not-a-number is near nothing: left out.
    const kept = listed.map((entry, order) => ({ entry, order })).filter(({ entry }) => !Number.isNaN(entry.number));
    kept.sort((a, b) => a.entry.number - b.entry.number || a.order - b.order);
    this.numbers = Float64Array.from(kept, (k) => k.entry.number);
    this.order = Int32Array.from(kept, (k) => k.order);
    this.entries = kept.map((k) => k.entry);
  }

  /**
   * The entry a walk over the texts in order would meet first among those whose number is within
   * `slack` of `centre` (`Math.abs(number - centre) <= slack`, as a per-text test would write it) and
   * that `accepts` takes (asked in that order, and no further than the first it takes).
   */
  firstNear(centre: number, slack: number, accepts: (text: AnalysedText, value: V) => boolean = always): ValueEntry<V> | undefined {
    // The sorted numbers are walked over twice the slack, so no number the test takes is lost to
    // the rounding of `centre ± slack` at the ends; the test itself decides.
    const inRange: number[] = [];
    for (let k = countBelow(this.numbers, centre - 2 * slack); k < this.numbers.length && this.numbers[k]! <= centre + 2 * slack; k++) {
      if (Math.abs(this.numbers[k]! - centre) <= slack) inRange.push(k);
    }
    if (inRange.length > 1) inRange.sort((a, b) => this.order[a]! - this.order[b]!);
    for (const k of inRange) {
      const entry = this.entries[k]!;
      if (accepts(entry.text, entry.value)) return entry;
    }
    return undefined;
  }
}

const always = () => true;

/** A ContextValues of what `entriesOf` gives for each text (as `[number, value]`), built once per context and locale. */
export function valuesPerContext<V>(
  entriesOf: (text: AnalysedText, locale: LocaleData) => Iterable<readonly [number, V]>,
): (index: EvidenceIndex, locale: LocaleData) => ContextValues<V> {
  return perObject((index: EvidenceIndex, locale: LocaleData) => {
    const listed: (ValueEntry<V> & { number: number })[] = [];
    for (const text of index.texts) for (const [number, value] of entriesOf(text, locale)) listed.push({ text, value, number });
    return new ContextValues(listed);
  });
}
