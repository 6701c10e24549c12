import type { LocaleData } from './locale-data.js';

/**
 * Wraps a compile step so it runs once per LocaleData object: readers are called per answer and
 * must not rebuild their lookup tables each time.
 */
export function perLocale<T>(compile: (locale: LocaleData) => T): (locale: LocaleData) => T {
  const cache = new WeakMap<LocaleData, T>();
  return (locale) => {
    let compiled = cache.get(locale);
    if (compiled === undefined) {
      compiled = compile(locale);
      cache.set(locale, compiled);
    }
    return compiled;
  };
}
