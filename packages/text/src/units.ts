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
  /** The units read only as a part of a compound quantity (`compound_only`: the `s` of `6 min 17 s`), written after their figure. */
  parts: WordMatcher<UnitEntry>;
  /**
   * The units written before the figure that a word after it completes (`closing_forms`), by form: one
   * form may open several (a CJK per-hour word before kilometres or miles).
   */
  closings: Map<string, { unit: UnitEntry; closing: WordMatcher<true> }[]>;
  /** Whether some unit is written only before its figure (`position: before`): a hedge may stand between the two. */
  beforeOnly: boolean;
  /**
   * The phrases naming a year counted from another (the dates' `same_year` and `narrated_years`) that
   * open with a unit word (a Norwegian "the year before" after an amount): there the word is no unit of the figure.
   */
  yearPhrases: WordMatcher<true>;
}

export const unitLexicon = perLocale((locale: LocaleData): UnitLexicon => {
  const forms = (units: readonly UnitEntry[]) =>
    units.flatMap((u) => u.forms.map((form) => ({ form, value: u, caseSensitive: u.case_sensitive })));
  const alone = locale.units.filter((u) => !u.compound_only);
  const entries = (position: 'before' | 'after') => forms(alone.filter((u) => u.position === position || u.position === 'both'));
  const byId = new Map<string, UnitEntry>();
  for (const u of locale.units) if (!byId.has(u.id)) byId.set(u.id, u);
  const after = new WordMatcher(entries('after'), writingOf(locale));
  const phrases = [...locale.dates.same_year, ...Object.keys(locale.dates.narrated_years)];
  const closings = new Map<string, { unit: UnitEntry; closing: WordMatcher<true> }[]>();
  for (const u of locale.units) {
    if (!u.closing_forms) continue;
    const closing = WordMatcher.ofForms(u.closing_forms, writingOf(locale));
    for (const form of u.forms) closings.set(form.trim(), [...(closings.get(form.trim()) ?? []), { unit: u, closing }]);
  }
  return {
    after,
    before: new WordMatcher(entries('before'), writingOf(locale)),
    byId,
    parts: new WordMatcher(forms(locale.units.filter((u) => u.compound_only)), writingOf(locale)),
    closings,
    beforeOnly: locale.units.some((u) => u.position === 'before'),
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
export function unitAfter(text: string, end: number, lexicon: UnitLexicon, known?: UnitsAfterIn): WordHit<UnitEntry> | undefined {
  const code = text.charCodeAt(end);
  if (code === HYPHEN_MINUS || code === HYPHEN) return lexicon.after.matchAt(text, end + 1);
  const at = skipSpaces(text, end);
  const hit = known ? known.matchAt(at) : lexicon.after.matchAt(text, at);
  if (hit === undefined || (hit.value.attached && at !== end)) return undefined;
  return lexicon.yearPhrases.size > 0 && lexicon.yearPhrases.matchAt(text, at) !== undefined ? undefined : hit;
}

/**
 * The unit forms written after a figure (`lexicon.after`) looked up in one text, the last answer
 * kept: the figure reader asks at one offset up to three times for one figure (for a native
 * multiplier right after the digits, for a scale word there, and for the unit after the numeral:
 * the hundred-million-yen form after `3`), and each hit walked the trie and made its hit anew.
 */
export class UnitsAfterIn {
  private at = -1;
  private hit: WordHit<UnitEntry> | undefined;

  constructor(
    private readonly text: string,
    private readonly lexicon: UnitLexicon,
  ) {}

  /** `lexicon.after.matchAt(text, at)`. */
  matchAt(at: number): WordHit<UnitEntry> | undefined {
    if (at !== this.at) {
      this.at = at;
      this.hit = this.lexicon.after.matchAt(this.text, at);
    }
    return this.hit;
  }

  /** Whether a unit form longer than `length` starts at `at` (a unit that opens with a scale word wins over the word). */
  longerAt(at: number, length: number): boolean {
    const hit = this.matchAt(at);
    return hit !== undefined && hit.end - hit.start > length;
  }
}

/**
 * A unit read only as one part of a compound quantity (`compound_only`), written after the figure
 * ending at `end` (spaces between allowed): whether it is one, compoundAt decides.
 */
export function partUnitAfter(text: string, end: number, lexicon: UnitLexicon): WordHit<UnitEntry> | undefined {
  return lexicon.parts.size > 0 ? lexicon.parts.matchAt(text, skipSpaces(text, end)) : undefined;
}

/**
 * `hit`, a unit written before the figure ending at `end`, as it stands there: itself, reading to
 * `end`, for most units; for a form with `closing_forms`, the unit whose closing word follows the
 * figure (spaces between allowed), reading to that word's end, or undefined where none does and the
 * word before the figure is no unit of it.
 */
export function unitClosedAfter(
  text: string,
  end: number,
  hit: WordHit<UnitEntry>,
  lexicon: UnitLexicon,
): { unit: WordHit<UnitEntry>; end: number } | undefined {
  const options = lexicon.closings.get(hit.form);
  if (options === undefined) return { unit: hit, end };
  const at = skipSpaces(text, end);
  for (const { unit, closing } of options) {
    const word = closing.matchAt(text, at);
    if (word) return { unit: { ...hit, value: unit }, end: word.end };
  }
  return undefined;
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
export const unitOpeners = perLocale(
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

/** The canonical unit id of percentage points (units data): the difference of two percentages, never a percentage. */
export const POINTS = 'pp';

/** Whether a unit is a percentage (a share or a change, never an amount). */
export function isPercent(u: UnitMatch | null): boolean {
  return u !== null && u.family === 'percent';
}
