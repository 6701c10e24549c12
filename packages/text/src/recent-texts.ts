/**
 * A step's results for the last few texts it was given, the oldest dropped first: folding and
 * lower-casing, which the document model, the readers and the matchers each ask for on the same
 * answer or sentence in turn, run once per text. A ring of fixed size: a hit allocates nothing, a
 * miss moves nothing (shifting a list of entries and making one per miss cost more than the look-up
 * saved on a short text).
 */
export class RecentTexts<T> {
  private readonly texts: string[];
  private readonly results: (T | undefined)[];
  private next = 0;

  constructor(size: number) {
    this.texts = new Array<string>(size).fill('');
    this.results = new Array<T | undefined>(size).fill(undefined);
  }

  /** The result kept for `text` (undefined when none is). */
  get(text: string): T | undefined {
    for (let k = 0; k < this.texts.length; k++) if (this.texts[k] === text) return this.results[k];
    return undefined;
  }

  /** Keeps `result` for `text` in place of the oldest entry, and returns it. */
  keep(text: string, result: T): T {
    this.texts[this.next] = text;
    this.results[this.next] = result;
    this.next = this.next + 1 === this.texts.length ? 0 : this.next + 1;
    return result;
  }
}
