import { perLocale } from './locale-cache.js';
import type { LocaleData } from './locale-data.js';
import { CASED_SCRIPT_NAMES, type ScriptName, scriptCharacters, scriptLettersOnly } from './scripts.js';

/*
 * How a locale writes: its `locale.scripts` data compiled once into the character classes and
 * switches the readers test (issue 11). A reader asks "are words spaced here?", "is this letter one
 * of a script written without spaces?", "does a negation follow what it denies?" — never which
 * script or which language it is reading.
 */
export interface Writing {
  /** No script of the locale is written without spaces: words are whole words, matched at word boundaries. */
  spaced: boolean;
  /** One letter of a script the locale writes without spaces (`none`); never matches when there is none. */
  unspacedLetter: RegExp;
  /** One letter of an unspaced script whose letters make content words (Han, katakana in Japanese). */
  contentLetter: RegExp;
  /** For each unspaced script whose letters make content words, the inside of a class of its characters. */
  contentScripts: readonly string[];
  /** One letter of an unspaced script of particles and endings (`content_words: false`: hiragana). */
  particleLetter: RegExp;
  /** One letter of an unspaced content script that does not write names (a law's title before its article: Han). */
  termLetter: RegExp;
  /** Runs of a script that writes names and loanwords (`name_words`), joiners inside; global. Null when none. */
  nameWords: RegExp | null;
  /** Characters that join the words of one name (`name_joiners`). */
  nameJoiners: readonly string[];
  /** The inside of a character class of every letter of a cased script (Latin, Greek, Cyrillic …). */
  casedCharacters: string;
  /** Scripts whose words say what a sentence is about by other lengths than the default (`word_keys`), by a letter test. */
  wordKeys: readonly { letter: RegExp; minLetters: number; stemLetters: number }[];
  /** Some script of the locale is written with spaces between phrases, particles attached (`phrases`). */
  phrased: boolean;
  /** One letter of a script the locale writes with spaces between phrases (`phrases`: Hangul). */
  phraseLetter: RegExp;
  /**
   * Whether the word going on at `i` begins with a particle or ending the locale attaches to a word
   * (`inflection.suffixes`), so a form ending in a phrase letter right before `i` still stands as a
   * word (`100만 원이`: the unit, then a particle). Always false without a `phrases` script.
   */
  particleAt(text: string, i: number): boolean;
  /** A negation may stand right before what it denies. */
  negationBefore: boolean;
  /** A negation may follow what it denies (a verb ending). */
  negationAfter: boolean;
}

/**
 * The inside of a character class of every letter of a script with letter case (scripts.ts: Latin,
 * Greek, Cyrillic, Armenian), whatever the locale: a capital starts a name in any of them.
 */
export const CASED_LETTERS = scriptCharacters(CASED_SCRIPT_NAMES);

/** A class that matches nothing, for a locale without letters of a kind. */
const NOTHING = /[^\s\S]/u;

function letterOf(names: ScriptName[]): RegExp {
  return names.length ? new RegExp(`[${scriptCharacters(names)}]`, 'u') : NOTHING;
}

function escapeForClass(s: string): string {
  return s.replace(/[\\\]^-]/g, '\\$&');
}

// The lists are frozen: an empty list and a full one then share one hidden class, so the first
// locale with a list where another had none does not throw away the readers' optimised code.
export const writingOf = perLocale((locale: LocaleData): Writing => {
  const entries = Object.entries(locale.scripts) as [ScriptName, NonNullable<LocaleData['scripts'][ScriptName]>][];
  const named = (test: (rules: (typeof entries)[number][1]) => boolean) => entries.filter(([, rules]) => test(rules)).map(([name]) => name);
  const unspaced = named((r) => r.spaces === 'none');
  const nameScripts = named((r) => r.name_words);
  const nameJoiners = [...new Set(entries.flatMap(([, r]) => r.name_joiners))];
  const joinerClass = nameJoiners.map(escapeForClass).join('');
  const phraseScripts = named((r) => r.spaces === 'phrases');
  const particles = phraseScripts.length ? [...new Set(locale.inflection.suffixes.filter((s) => s.length > 0))] : [];
  return {
    spaced: unspaced.length === 0,
    unspacedLetter: letterOf(unspaced),
    contentLetter: letterOf(named((r) => r.spaces === 'none' && r.content_words)),
    contentScripts: Object.freeze(named((r) => r.spaces === 'none' && r.content_words).map((name) => scriptCharacters([name]))),
    particleLetter: letterOf(named((r) => r.spaces === 'none' && !r.content_words)),
    termLetter: letterOf(named((r) => r.spaces === 'none' && r.content_words && !r.name_words)),
    // A name word starts with a letter of the script proper (not a borrowed mark or a joiner).
    nameWords: nameScripts.length
      ? new RegExp(`[${scriptLettersOnly(nameScripts)}][${scriptCharacters(nameScripts)}${joinerClass}]{2,}`, 'gu')
      : null,
    nameJoiners: Object.freeze(nameJoiners),
    casedCharacters: CASED_LETTERS,
    wordKeys: Object.freeze(
      entries.flatMap(([name, r]) =>
        r.word_keys ? [{ letter: letterOf([name]), minLetters: r.word_keys.min_letters, stemLetters: r.word_keys.stem_letters }] : [],
      ),
    ),
    phrased: phraseScripts.length > 0,
    phraseLetter: letterOf(phraseScripts),
    particleAt: (text, i) => particles.some((particle) => text.startsWith(particle, i)),
    negationBefore: locale.negation !== 'after',
    negationAfter: locale.negation !== 'before',
  };
});
