import { fileURLToPath } from 'node:url';
import { DataKindRegistry, PackLoader, PackRegistry } from '@factlint/kernel';
import { buildLocaleData, registerTextDataKinds, type LocaleData } from '../src/index.js';

/** Loads a locale pack of this repository (and the packs it requires) into LocaleData, once. */
const rulePacks = fileURLToPath(new URL('../../../rule-packs/', import.meta.url));
const cache = new Map<string, LocaleData>();

export function loadLocale(name: 'locale-en' | 'locale-nb' | 'locale-ja' | 'locale-ko'): LocaleData {
  let locale = cache.get(name);
  if (!locale) {
    const loader = new PackLoader({ kinds: registerTextDataKinds(new DataKindRegistry()) });
    const registry = new PackRegistry();
    for (const dir of ['units', name]) registry.add(loader.load(rulePacks + dir));
    locale = buildLocaleData(registry.resolve([name]));
    cache.set(name, locale);
  }
  return locale;
}
