import { unicodePatternOnFirstUse } from '@factlint/text';

/*
 * The runs of letters and digits of a text (`[\p{L}\p{N}]+`): a passage's content words, a
 * quotation's words. V8 compiles the class of every letter and digit twice (bytecode, then machine
 * code), 1.5–4 ms of a fresh verify that checks one English statement; a text whose code units are
 * all ASCII or private-use characters (the marks that stand for a passage's direction words and
 * negations, quote-passage.ts; none is a letter or digit) has no letters or digits but A–Z, a–z
 * and 0–9, and is read by a pattern of those, compiled in next to nothing.
 */
const LETTERS_OR_DIGITS = unicodePatternOnFirstUse(String.raw`[\p{L}\p{N}]+`, 'g');
const ASCII_LETTERS_OR_DIGITS = /[A-Za-z0-9]+/g;
/** A code unit neither ASCII nor private-use: the text needs the whole class. */
const BEYOND_ASCII_AND_MARKS = /[\u0080-\udfff\uf900-\uffff]/;

/** The global pattern that finds `text`'s runs of letters and digits, as `[\p{L}\p{N}]+` finds them. */
export function wordsPatternFor(text: string): RegExp {
  return BEYOND_ASCII_AND_MARKS.test(text) ? LETTERS_OR_DIGITS() : ASCII_LETTERS_OR_DIGITS;
}
