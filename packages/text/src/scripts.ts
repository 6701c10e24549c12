import { SCRIPT_RANGES } from './unicode-categories-data.js';

/*
 * The Unicode scripts the toolkit knows (issue 11). A script's characters are its ranges as
 * `\p{sc=…}` has them, read by scripts/unicode-categories.mjs into SCRIPT_RANGES and checked against
 * the property by the tests: V8 builds a property class from ICU each time it compiles a pattern,
 * which cost a fresh `factlint verify` some 19 M instructions; a script's few dozen ranges it
 * compiles for almost nothing (issue 13).
 * Which scripts a language is written in, and how its words are cut, is the locale's data
 * (`locale.scripts`, compiled by `writing.ts`); this table holds only what is true of a script in
 * every language written in it: its characters and whether its letters have case. A locale names a
 * script by its Unicode name (`Han`, `Hangul`), checked against this table.
 */

/** How a script separates words: `words` (spaces between words), `phrases` (spaces between phrases; particles and endings attach to the word before them), `none` (no spaces). */
export type Spacing = 'words' | 'phrases' | 'none';

export interface KnownScript {
  /** The characters of the script, as the inside of a regular-expression class (`u` flag). */
  characters: string;
  /** Its letters have upper and lower case (a capital starts a name). */
  cased: boolean;
  /**
   * How its words are cut when no locale says otherwise (the locale-free character helpers use
   * this): what the script's own orthography does, whatever the language.
   */
  defaultSpacing: Spacing;
}

/**
 * The katakana prolonged sound mark is of the Common script in Unicode but only ever lengthens a
 * kana vowel: it is counted as a letter of the katakana script (never a dash).
 */
const PROLONGED_SOUND_MARK = '\\u30FC';

export const KNOWN_SCRIPTS = {
  Latin: { characters: SCRIPT_RANGES.Latin, cased: true, defaultSpacing: 'words' },
  Greek: { characters: SCRIPT_RANGES.Greek, cased: true, defaultSpacing: 'words' },
  Cyrillic: { characters: SCRIPT_RANGES.Cyrillic, cased: true, defaultSpacing: 'words' },
  Armenian: { characters: SCRIPT_RANGES.Armenian, cased: true, defaultSpacing: 'words' },
  Georgian: { characters: SCRIPT_RANGES.Georgian, cased: false, defaultSpacing: 'words' },
  Arabic: { characters: SCRIPT_RANGES.Arabic, cased: false, defaultSpacing: 'words' },
  Hebrew: { characters: SCRIPT_RANGES.Hebrew, cased: false, defaultSpacing: 'words' },
  Devanagari: { characters: SCRIPT_RANGES.Devanagari, cased: false, defaultSpacing: 'words' },
  Bengali: { characters: SCRIPT_RANGES.Bengali, cased: false, defaultSpacing: 'words' },
  Tamil: { characters: SCRIPT_RANGES.Tamil, cased: false, defaultSpacing: 'words' },
  Thai: { characters: SCRIPT_RANGES.Thai, cased: false, defaultSpacing: 'none' },
  Han: { characters: SCRIPT_RANGES.Han, cased: false, defaultSpacing: 'none' },
  Hiragana: { characters: SCRIPT_RANGES.Hiragana, cased: false, defaultSpacing: 'none' },
  Katakana: { characters: `${SCRIPT_RANGES.Katakana}${PROLONGED_SOUND_MARK}`, cased: false, defaultSpacing: 'none' },
  Hangul: { characters: SCRIPT_RANGES.Hangul, cased: false, defaultSpacing: 'phrases' },
} as const satisfies Record<string, KnownScript>;

export type ScriptName = keyof typeof KNOWN_SCRIPTS;

export const SCRIPT_NAMES = Object.keys(KNOWN_SCRIPTS) as ScriptName[];

/** The inside of a character class holding every character of the named scripts (`''` for none). */
export function scriptCharacters(names: Iterable<ScriptName>): string {
  return [...new Set(names)].map((name) => KNOWN_SCRIPTS[name].characters).join('');
}

/** The letters of the named scripts proper, without the marks a script borrows (`\p{sc=Katakana}` without the prolonged sound mark). */
export function scriptLettersOnly(names: Iterable<ScriptName>): string {
  return [...new Set(names)].map((name) => SCRIPT_RANGES[name]).join('');
}

/** The scripts whose letters have case. */
export const CASED_SCRIPT_NAMES = SCRIPT_NAMES.filter((name) => KNOWN_SCRIPTS[name].cased);

/** The scripts written without spaces between words by their own orthography. */
export const DEFAULT_UNSPACED_SCRIPT_NAMES = SCRIPT_NAMES.filter((name) => KNOWN_SCRIPTS[name].defaultSpacing === 'none');
