/*
 * The Unicode script classes the readers and plugins test, written once (issue 11): every other
 * module builds its patterns from these names. Which scripts a language is written in, and how its
 * words are cut, is the locale's data (`locale.script`); these are only the character classes.
 */

/** Letters of the scripts that separate words with spaces and have letter case. */
export const CASED_SCRIPTS = '\\p{sc=Latin}\\p{sc=Greek}\\p{sc=Cyrillic}';
export const HAN = '\\p{sc=Han}';
export const HIRAGANA = '\\p{sc=Hiragana}';
export const KATAKANA = '\\p{sc=Katakana}';
export const HANGUL = '\\p{sc=Hangul}';
/** The katakana prolonged sound mark: a letter, never a dash. */
export const PROLONGED_SOUND_MARK = '\\u30FC';
/** The ideographic iteration mark (repeats the character before it). */
export const ITERATION_MARK = '\\u3005';
/** Every script written without spaces between words, with the prolonged sound mark. */
export const UNSPACED_SCRIPTS = `${HAN}${HIRAGANA}${KATAKANA}${HANGUL}${PROLONGED_SOUND_MARK}`;
