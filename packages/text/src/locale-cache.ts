import type { LocaleData } from './locale-data.js';

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
  const cache = new WeakMap<K, T>();
  const run = compute as (key: K, a?: unknown, b?: unknown) => T;
  // Two fixed parameters rather than a rest array: callers run per claim, and a hit must allocate nothing.
  const cached = (key: K, a?: unknown, b?: unknown): T => {
    let found = cache.get(key);
    if (found === undefined) {
      found = run(key, a, b);
      cache.set(key, found);
    }
    return found;
  };
  return cached as (key: K, ...rest: A) => T;
}

/**
 * Wraps a compile step so it runs once per LocaleData object: readers are called per answer and
 * must not rebuild their lookup tables each time.
 */
export function perLocale<T>(compile: (locale: LocaleData) => T): (locale: LocaleData) => T {
  return perObject(compile);
}
