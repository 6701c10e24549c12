import { writingOf } from './writing.js';
import type { LocaleData, UnitEntry } from './locale-data.js';
import type { UnitMatch } from './matches.js';
import { perLocale } from './locale-cache.js';
import type { ReadingText } from './reading-text.js';
import { WordMatcher, type WordHit } from './word-matcher.js';
import { skipSpaces, skipSpacesBack } from './characters.js';

/*
 * Unit words, symbols and codes next to a figure. The lexicon is the concatenation of the units
 * pack (codes, symbols, SI units) and the locale pack (words with their inflections).
 */

export interface UnitLexicon {
  after: WordMatcher<UnitEntry>;
  before: WordMatcher<UnitEntry>;
  byId: Map<string, UnitEntry>;
  /**
   * The phrases naming a year counted from another (the dates' `same_year` and `narrated_years`) that
   * open with a unit word (a Norwegian "the year before" after an amount): there the word is no unit of the figure.
   */
  yearPhrases: WordMatcher<true>;
}

export const unitLexicon = perLocale((locale: LocaleData): UnitLexicon => {
  const entries = (position: 'before' | 'after') =>
    locale.units
      .filter((u) => u.position === position || u.position === 'both')
      .flatMap((u) => u.forms.map((form) => ({ form, value: u, caseSensitive: u.case_sensitive })));
  const byId = new Map<string, UnitEntry>();
  for (const u of locale.units) if (!byId.has(u.id)) byId.set(u.id, u);
  const after = new WordMatcher(entries('after'), writingOf(locale));
  const phrases = [...locale.dates.same_year, ...Object.keys(locale.dates.narrated_years)];
  return {
    after,
    before: new WordMatcher(entries('before'), writingOf(locale)),
    byId,
    yearPhrases: WordMatcher.ofForms(
      phrases.filter((phrase) => after.matchAt(phrase, 0) !== undefined),
      writingOf(locale),
    ),
  };
});

/**
 * The unit written after offset `end` (spaces between allowed), e.g. ` dollars` or `%`; or joined by
 * a hyphen, as a figure and its unit are written before a noun (`a 12.5-kilometre line`, `a 10-year plan`).
 */
export function unitAfter(text: string, end: number, lexicon: UnitLexicon): WordHit<UnitEntry> | undefined {
  const code = text.charCodeAt(end);
  if (code === HYPHEN_MINUS || code === HYPHEN) return lexicon.after.matchAt(text, end + 1);
  const at = skipSpaces(text, end);
  const hit = lexicon.after.matchAt(text, at);
  if (hit === undefined || (hit.value.attached && at !== end)) return undefined;
  return lexicon.yearPhrases.size > 0 && lexicon.yearPhrases.matchAt(text, at) !== undefined ? undefined : hit;
}

const HYPHEN_MINUS = 0x2d;
const HYPHEN = 0x2010;

/** The unit written before offset `start` (spaces between allowed), e.g. `USD ` or `$`; not before `floor`. */
export function unitBefore(text: string, start: number, lexicon: UnitLexicon, floor: number): WordHit<UnitEntry> | undefined {
  const hit = lexicon.before.matchEndingAt(text, skipSpacesBack(text, start));
  return hit && hit.start >= floor ? hit : undefined;
}

export function toUnitMatch(reading: ReadingText, hit: WordHit<UnitEntry>, position: 'before' | 'after'): UnitMatch {
  const span = reading.span(hit.start, hit.end);
  return { id: hit.value.id, family: hit.value.family, text: reading.source.slice(span[0], span[1]), span, position };
}

/** The locale's `numbers.unit_openers`, compiled once per locale. */
const unitOpeners = perLocale(
  (locale: LocaleData) =>
    new WordMatcher(
      (locale.numbers.unit_openers ?? []).map((form) => ({ form, value: true })),
      writingOf(locale),
    ),
);

/**
 * Units counted once by a word before them (`in a day`, `about an hour`): no figures
 * (the word is also an article), but a duration or length written so, for a converted claim to stand on.
 */
export function unitsCountedOnce(text: string, locale: LocaleData): WordHit<UnitEntry>[] {
  const openers = unitOpeners(locale);
  if (openers.size === 0) return [];
  const lexicon = unitLexicon(locale);
  const found: WordHit<UnitEntry>[] = [];
  for (const opener of openers.findAll(text)) {
    const unit = lexicon.after.matchAt(text, skipSpaces(text, opener.end));
    if (unit?.value.base !== undefined) found.push({ ...unit, start: opener.start });
  }
  return found;
}

/** The unit entry with this id, for callers that hold a unit id (a declared fact's `unit`). */
export function findUnit(locale: LocaleData, id: string): UnitEntry | undefined {
  return unitLexicon(locale).byId.get(id);
}

/** Whether a unit is a percentage (a share or a change, never an amount). */
export function isPercent(u: UnitMatch | null): boolean {
  return u !== null && u.family === 'percent';
}
