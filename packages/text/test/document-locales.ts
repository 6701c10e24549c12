import { loadLocale } from './load-locale.js';

/** The shipped locales, loaded through the pack loader as the engine loads them (once per file). */
export const nb = loadLocale('locale-nb');
export const en = loadLocale('locale-en');
export const ja = loadLocale('locale-ja');
