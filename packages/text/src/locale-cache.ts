import type { LocaleData } from './locale-data.js';

/**
 * Wraps a step so it runs once per key object (a text read once, a context indexed once): the
 * result lives as long as the key. Readers and judges are called per claim and must not redo
 * per-text work for each.
 */
export function perObject<K extends object, T>(compute: (key: K) => T): (key: K) => T {
  const cache = new WeakMap<K, T>();
  return (key) => {
    let found = cache.get(key);
    if (found === undefined) {
      found = compute(key);
      cache.set(key, found);
    }
    return found;
  };
}

/**
 * Wraps a compile step so it runs once per LocaleData object: readers are called per answer and
 * must not rebuild their lookup tables each time.
 */
export function perLocale<T>(compile: (locale: LocaleData) => T): (locale: LocaleData) => T {
  return perObject(compile);
}
