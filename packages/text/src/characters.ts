/*
 * Character classes the readers share. A "word character" is a letter or digit of a script that
 * separates words with spaces: a boundary check never fires next to Han, kana or Hangul, because
 * those scripts write words without spaces (a digit right after a kanji still starts a number).
 */

const LETTER_OR_NUMBER = /[\p{L}\p{N}\p{M}]/u;
const UNSPACED_SCRIPT = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u30FC]/u;

export function isAsciiDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

export function isAsciiDigitAt(text: string, i: number): boolean {
  return i >= 0 && i < text.length && isAsciiDigitCode(text.charCodeAt(i));
}

/** A letter or digit of a spaced script (Latin, Cyrillic, Greek …). */
export function isWordCharAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  const code = text.charCodeAt(i);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  const ch = text[i]!;
  return LETTER_OR_NUMBER.test(ch) && !UNSPACED_SCRIPT.test(ch);
}

/** Horizontal white space, including the no-break spaces used to group digits. */
export function isSpaceCode(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0xa0 || code === 0x202f || code === 0x2009 || code === 0x2007 || code === 0x3000;
}

export function isSpaceAt(text: string, i: number): boolean {
  return i >= 0 && i < text.length && isSpaceCode(text.charCodeAt(i));
}

/** The first offset at or after `i` that is not horizontal white space. */
export function skipSpaces(text: string, i: number): number {
  while (i < text.length && isSpaceCode(text.charCodeAt(i))) i++;
  return i;
}

/** The offset just after the last non-space character before `i`. */
export function skipSpacesBack(text: string, i: number): number {
  while (i > 0 && isSpaceCode(text.charCodeAt(i - 1))) i--;
  return i;
}

/** A letter of a script written without spaces between words (Han, kana, Hangul). */
export function isUnspacedLetterAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length || text.charCodeAt(i) < 0x1100) return false;
  return UNSPACED_SCRIPT.test(text[i]!);
}
