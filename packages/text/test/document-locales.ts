import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  DateGrammarSchema,
  EntityRulesSchema,
  HedgeLexiconSchema,
  InflectionSchema,
  LocaleInfoSchema,
  NumberGrammarSchema,
  PhoneShapesSchema,
  PolarityLexiconSchema,
  QuoteMarksSchema,
  RangeGrammarSchema,
  SentenceRulesSchema,
  type LocaleData,
} from '../src/locale-data.js';

/*
 * LocaleData for the document-model tests, read straight from the locale packs' data files (the
 * ones the document model uses: sentences, polarity, quotes, inflection, entities, and the month
 * names of dates). Kinds the document model does not read get their empty defaults.
 */

export const PACKS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../rule-packs');

function read<T>(locale: string, kind: string, schema: { parse(v: unknown): T }): T {
  const file = join(PACKS_DIR, `locale-${locale}`, 'data', `${kind}.yaml`);
  return schema.parse(parse(readFileSync(file, 'utf8')));
}

function readIfPresent<T>(locale: string, kind: string, schema: { parse(v: unknown): T }, fallback: T): T {
  return existsSync(join(PACKS_DIR, `locale-${locale}`, 'data', `${kind}.yaml`)) ? read(locale, kind, schema) : fallback;
}

function load(id: 'nb' | 'en' | 'ja'): LocaleData {
  const info = readIfPresent(id, 'locale', LocaleInfoSchema, { id, name: id, script: id === 'ja' ? 'unspaced' : 'spaced' });
  return {
    id: info.id,
    name: info.name,
    script: info.script,
    numbers: NumberGrammarSchema.parse({ decimal: ['.'], group: [] }),
    dates: readIfPresent(id, 'dates', DateGrammarSchema, DateGrammarSchema.parse({ formats: [] })),
    units: [],
    hedges: HedgeLexiconSchema.parse({}),
    ranges: RangeGrammarSchema.parse({}),
    sentences: read(id, 'sentences', SentenceRulesSchema),
    polarity: read(id, 'polarity', PolarityLexiconSchema),
    entities: read(id, 'entities', EntityRulesSchema),
    quotes: read(id, 'quotes', QuoteMarksSchema),
    inflection: read(id, 'inflection', InflectionSchema),
    phones: PhoneShapesSchema.parse({}),
  };
}

export const nb = load('nb');
export const en = load('en');
export const ja = load('ja');
