import type { z } from 'zod';
import type { DataKindRegistry, LoadedPack } from '@factlint/kernel';
import {
  localeDataSchemas,
  TEXT_DATA_KINDS,
  type LocaleData,
  type LocaleDataSchemas,
  type ScriptRules,
  type UnitEntry,
} from './locale-data.js';
import type { ScriptName } from './scripts.js';

/*
 * What the older `script: spaced|unspaced` of a locale pack stands for, so packs written before
 * `scripts` read as they did: spaced words in Latin, or the three scripts a Japanese-style pack
 * writes without spaces (every letter a content word).
 */
const SHORTHANDS: Record<'spaced' | 'unspaced', Pick<LocaleData, 'scripts' | 'negation'>> = {
  spaced: { scripts: { Latin: { spaces: 'words', content_words: true, name_words: false, name_joiners: [] } }, negation: 'before' },
  unspaced: {
    scripts: Object.fromEntries(
      (['Han', 'Hiragana', 'Katakana'] satisfies ScriptName[]).map((name) => [
        name,
        { spaces: 'none', content_words: true, name_words: false, name_joiners: [] } satisfies ScriptRules,
      ]),
    ),
    negation: 'after',
  },
};

/** Registers the language data kinds (numbers, dates, units …) so the pack loader validates them. */
export function registerTextDataKinds(kinds: DataKindRegistry): DataKindRegistry {
  for (const kind of TEXT_DATA_KINDS) if (!kinds.get(kind.name)) kinds.register(kind);
  return kinds;
}

/**
 * Assembles what the readers know about one language from loaded packs (a locale pack and the
 * packs it requires, typically the units pack). List kinds (units, quotes) are concatenated in
 * pack order; single kinds come from the last pack that provides them; kinds nobody provides get
 * their empty defaults. A set of packs without a `locale` is an error: nothing says which
 * language the text is in.
 */
export function buildLocaleData(packs: readonly LoadedPack[]): LocaleData {
  const single = (kind: string): unknown => {
    let found: unknown;
    for (const pack of packs) if (pack.data[kind] !== undefined) found = pack.data[kind];
    return found;
  };
  const list = <T>(kind: string): T[] => packs.flatMap((pack) => (pack.data[kind] as T[] | undefined) ?? []);

  const info = single('locale') as z.output<LocaleDataSchemas['locale']> | undefined;
  if (!info) {
    const names = packs.map((p) => p.manifest.name).join(', ') || 'none';
    throw new Error(`no pack provides "locale" data (packs: ${names}); a locale pack must be among them`);
  }
  // A kind no pack provides takes its schema's defaults: only then are the schemas built (localeDataSchemas).
  const orDefault = <K extends keyof LocaleDataSchemas>(kind: K, given: unknown = {}): z.output<LocaleDataSchemas[K]> =>
    (single(kind) ?? localeDataSchemas()[kind].parse(given)) as z.output<LocaleDataSchemas[K]>;

  return {
    id: info.id,
    name: info.name,
    scripts: info.scripts ?? SHORTHANDS[info.script ?? 'spaced'].scripts,
    negation: info.negation ?? SHORTHANDS[info.script ?? 'spaced'].negation,
    factClaims: info.fact_claims ?? false,
    numbers: orDefault('numbers', { decimal: ['.'], group: [] }),
    dates: orDefault('dates', { formats: [] }),
    units: list<UnitEntry>('units'),
    hedges: orDefault('hedges'),
    ranges: orDefault('ranges'),
    sentences: orDefault('sentences', { terminators: ['.', '!', '?'] }),
    polarity: orDefault('polarity'),
    entities: orDefault('entities'),
    quotes: list<[string, string]>('quotes'),
    inflection: orDefault('inflection', { suffixes: [] }),
    phones: orDefault('phones'),
    contrasts: orDefault('contrasts'),
    roles: orDefault('roles'),
  };
}
