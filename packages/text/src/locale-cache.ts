import type { LocaleData } from './locale-data.js';

/**
 * A base for objects made per call (an answer's AnalysedText) that keep the values cached for them
 * themselves. A WeakMap entry whose key is that young keeps its value alive through the next minor
 * collection, and an entry keyed by something inside that value then lives through one more and is
 * promoted: on the bench's 2,000-character answer, 600 KB went to the old generation at every minor
 * collection that way, and collecting took a tenth of the time. A value kept on its key dies with
 * it. The place is a private field, so a copy made by spreading shares none (and costs nothing to make).
 */
export class OwnCaches {
  readonly #caches: unknown[] = [];

  /** The caches of an object made as an OwnCaches; undefined for any other. */
  static of(key: object): unknown[] | undefined {
    return #caches in key ? (key as OwnCaches).#caches : undefined;
  }
}

/** Slots handed out so far, one per PerObjectMap. */
let slotsTaken = 0;
/**
 * Slots at most. A PerObjectMap is made once per module (a cache), so a process needs some hundred;
 * one made per call would give every text an ever longer array, and past this it keeps its values
 * in its WeakMap instead.
 */
const MOST_SLOTS = 512;

/**
 * A WeakMap's get and set that keeps each value on its key when the key has a place for it
 * (an OwnCaches), in a WeakMap otherwise: caches keyed by per-call objects use it. Make one per
 * cache, at module level, not one per call.
 */
export class PerObjectMap<K extends object, V> {
  private readonly slot = slotsTaken < MOST_SLOTS ? slotsTaken++ : -1;
  private readonly elsewhere = new WeakMap<K, V>();

  get(key: K): V | undefined {
    const own = this.slot >= 0 ? OwnCaches.of(key) : undefined;
    return own ? (own[this.slot] as V | undefined) : this.elsewhere.get(key);
  }

  set(key: K, value: V): this {
    const own = this.slot >= 0 ? OwnCaches.of(key) : undefined;
    if (own) own[this.slot] = value;
    else this.elsewhere.set(key, value);
    return this;
  }
}

/**
 * Wraps a step so it runs once per key object (a text read once, a context indexed once): the
 * result lives as long as the key. Readers and judges are called per claim and must not redo
 * per-text work for each. Arguments after the key are passed to the first call only, so they must
 * be fixed for the key (a text is read in one locale, so `(text, locale)` may be cached by text);
 * two at most.
 */
export function perObject<K extends object, T, A extends [unknown?, unknown?] = []>(
  compute: (key: K, ...rest: A) => T,
): (key: K, ...rest: A) => T {
  const cache = new PerObjectMap<K, T>();
  const run = compute as (key: K, a?: unknown, b?: unknown) => T;
  // The key asked for last and its result: callers ask for one text's (one locale's) result many times
  // in a row, and one comparison answers that before the cache's look-up. It keeps that one key
  // alive until another is asked for.
  let lastKey: K | undefined;
  let lastFound: T | undefined;
  // Two fixed parameters rather than a rest array: callers run per claim, and a hit must allocate nothing.
  const cached = (key: K, a?: unknown, b?: unknown): T => {
    if (key === lastKey) return lastFound as T;
    let found = cache.get(key);
    if (found === undefined) {
      found = run(key, a, b);
      cache.set(key, found);
    }
    if (found !== undefined) {
      lastKey = key;
      lastFound = found;
    }
    return found;
  };
  return cached as (key: K, ...rest: A) => T;
}

/**
 * Wraps a compile step so it runs once per LocaleData object: readers are called per answer and
 * must not rebuild their lookup tables each time. A table written as an object literal comes back
 * as an object of the step's own kind (`ownKind`).
 */
export function perLocale<T>(compile: (locale: LocaleData) => T): (locale: LocaleData) => T {
  const kind = {};
  return perObject((locale: LocaleData) => ownKind(compile(locale), kind));
}

/**
 * A plain object of data properties, copied onto an object whose prototype is `kind`; anything else
 * as it is. V8 gives object literals with the same keys shared hidden classes, and the second run of
 * a literal (the table of the second locale a process reads) widens them: every optimised reader of
 * such a table was thrown away and compiled again (in the bench, a dozen readers at each new locale,
 * while being timed). Objects of a prototype of their own keep hidden classes no literal touches.
 */
function ownKind<T>(table: T, kind: object): T {
  if (typeof table !== 'object' || table === null || Object.getPrototypeOf(table) !== Object.prototype) return table;
  const keys = Object.keys(table);
  const fields = Object.getOwnPropertyDescriptors(table);
  // Getters, hidden or symbol-keyed properties would not survive a copy of the values: such a table stays as it is.
  if (Reflect.ownKeys(fields).length !== keys.length || keys.some((key) => !('value' in fields[key]!))) return table;
  const copy: Record<string, unknown> = Object.create(kind);
  for (const key of keys) copy[key] = fields[key]!.value;
  return copy as T;
}
