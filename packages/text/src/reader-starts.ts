import type { LocaleData } from './locale-data.js';
import { perLocale } from './locale-cache.js';
import { isWordCode } from './characters.js';
import { numeralGrammar } from './numerals.js';
import { dateGrammar } from './dates.js';
import { phoneGrammar } from './phones.js';
import { StartCursor, type Starts } from './starts.js';

/*
 * The one pass over a text that finds where scanText's readers (figures, dates, phone numbers, list
 * markers, relative dates) may start, instead of each reader walking every character: a digit, a
 * native numeral, `+`, `(`, `[`, a line start, or the first character of a form of one of the
 * readers' word lists where no word runs on into it from the left (a form that starts with no
 * letter needs no such boundary). Each offset carries which readers may start there.
 */

/** What may start at an offset, one bit per kind; a reader takes the kinds it starts on. */
const DIGIT = 1;
const NATIVE_NUMERAL = 2;
const PLUS_OR_PAREN = 4;
const BRACKET = 8;
const NUMBER_WORD = 16;
const DATE_WORD = 32;
const PHONE_CUE = 64;
const RELATIVE_WORD = 128;
const LINE_START = 256;

const STARTS_OF = {
  figures: DIGIT | NATIVE_NUMERAL | NUMBER_WORD,
  dates: DIGIT | DATE_WORD,
  phones: DIGIT | PLUS_OR_PAREN | PHONE_CUE,
  listMarkers: LINE_START | BRACKET,
  relativeDates: RELATIVE_WORD,
} as const;

/**
 * The kinds each UTF-16 code unit may start, read once per character of the pass: the low byte
 * anywhere, the high byte only where no word runs on into the character.
 */
const AT_WORD_START = 8;

const startKinds = perLocale((locale: LocaleData): Uint16Array => {
  const numerals = numeralGrammar(locale);
  const dates = dateGrammar(locale);
  const wordLists = [
    { kind: NUMBER_WORD, lists: [numerals.words] },
    { kind: DATE_WORD, lists: [dates.months, dates.eras, dates.sameYear] },
    { kind: PHONE_CUE, lists: [phoneGrammar(locale).cues] },
    { kind: RELATIVE_WORD, lists: [dates.relative] },
  ];
  const table = new Uint16Array(0x10000);
  const mark = (chars: Iterable<string>, kind: number) => {
    for (const c of chars) table[c.charCodeAt(0)]! |= kind;
  };
  mark('0123456789', DIGIT);
  mark('+(', PLUS_OR_PAREN);
  mark('[', BRACKET);
  mark([...numerals.nativeDigits.keys(), ...numerals.nativeMultipliers.keys()], NATIVE_NUMERAL);
  for (const { kind, lists } of wordLists) {
    for (const list of lists) {
      for (const code of list.startCodes()) table[code]! |= kind << AT_WORD_START;
      for (const code of list.startCodes(true)) table[code]! |= kind;
    }
  }
  return table;
});

/** The offsets of a text where a reader of scanText may start, and the kinds that may start at each. */
export interface ReaderStarts {
  offsets: number[];
  kinds: number[];
  length: number;
}

export function findReaderStarts(text: string, locale: LocaleData): ReaderStarts {
  const table = startKinds(locale);
  const offsets: number[] = [];
  const kinds: number[] = [];
  let previous = 10; // the text opens a line
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const entry = table[code]!;
    let kind = previous === 10 ? LINE_START : 0;
    if (entry !== 0) {
      kind |= entry & 0xff;
      if (entry > 0xff && !(isWordCode(code) && isWordCode(previous))) kind |= entry >> AT_WORD_START;
    }
    if (kind !== 0) {
      offsets.push(i);
      kinds.push(kind);
    }
    previous = code;
  }
  return { offsets, kinds, length: text.length };
}

/** scanText's readers, each starting on its kinds. */
export type ReaderName = keyof typeof STARTS_OF;

/** A cursor over the offsets where one reader may start. */
export function startsFor(starts: ReaderStarts, reader: ReaderName): Starts {
  return new StartCursor(starts.offsets, starts.kinds, STARTS_OF[reader], starts.length);
}
