import type { LocaleData } from './locale-data.js';
import { perLocale } from './locale-cache.js';
import { CodeUnitSet, isAsciiDigitCode, isAsciiLetterCode, isSpaceCode, isWordCode, skipSpaces, wordRunEnd } from './characters.js';
import { numeralGrammar } from './numerals.js';
import { dateGrammar, dateRunFollowers } from './dates.js';
import { phoneGrammar, phoneRunFollowers } from './phones.js';
import { NO_STARTS, StartCursor, type Starts } from './starts.js';
import { PAIR_BITS, pairKey, SHORT_WORD, SHORT_WORD_BITS, shortWordKey, TRIPLE_BITS, tripleKey, WORD_ENDS } from './word-matcher.js';
import { doubled } from './int-buffers.js';
import { sentenceMarkCodes } from './sentences.js';
import { pastHeadingMarks } from './list-markers.js';
import { quoteStopCodes } from './quotes.js';
import { directionWordList, negationWordList } from './polarity.js';

/*
 * The one pass over a text that finds where scanText's readers (figures, dates, phone numbers, list
 * markers, relative dates) may start, instead of each reader walking every character: a digit, a
 * native numeral, `+`, `(`, `[`, a line start, or the first character of a form of one of the
 * readers' word lists where no word runs on into it from the left (a form that starts with no
 * letter needs no such boundary). The same pass finds where the document's sentences may end (the
 * first character of a terminator) and its quotation marks and line breaks, which the sentence
 * splitter and the quotation reader walked the text again for, and the words a direction word or
 * a negation may be. Each offset carries what may start or stand there.
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
/**
 * Bytes 0 of an entry, no kinds of their own: a code unit that, right after a digit run, makes the
 * run's start one where a phone number (phoneRunFollowers) or a date (dateRunFollowers) may start,
 * the kinds PHONE_DIGIT_RUN and DATE_DIGIT_RUN (shifted by FOLLOWER_TO_KIND). A locale whose shapes
 * or templates may go on after anything or a space has every digit run's start of that kind. Most
 * digit runs of a text are figures: the phone and date readers tried every one and dropped them.
 */
const PHONE_FOLLOWER_ENTRY = 32;
const DATE_FOLLOWER_ENTRY = 64;
const FOLLOWER_ENTRIES = PHONE_FOLLOWER_ENTRY | DATE_FOLLOWER_ENTRY;
const FOLLOWER_TO_KIND = 9;
const PHONE_DIGIT_RUN = PHONE_FOLLOWER_ENTRY << FOLLOWER_TO_KIND;
const DATE_DIGIT_RUN = DATE_FOLLOWER_ENTRY << FOLLOWER_TO_KIND;
/**
 * Byte 0 of an entry, no kind of its own: a vague digit (`numbers.vague_digits`), which starts a
 * figure only right before a native multiplier or a scale word (the byte-0 kinds are the bits below it).
 */
const VAGUE_DIGIT_ENTRY = 128;
const BYTE_0_KINDS = DIGIT | NATIVE_NUMERAL | PLUS_OR_PAREN | BRACKET;
/**
 * Byte 0 of a line break's entry, no kind of its own: an entry of 0 then says the character starts
 * nothing and opens no line, and the pass steps over a run of such characters with no other test.
 */
const LINE_BREAK_ENTRY = 16;
/** The first character of one of the locale's sentence terminators. */
const SENTENCE_MARK = 1024;
/** A character where a quotation mark of the locale may stand (as written or as folded), or a line break. */
const QUOTE_MARK = 2048;
/**
 * The first character of a word some direction word or negation (polarity.ts) may be: their bits
 * in the tables (POLARITY_IN_TABLES), shifted by POLARITY_TO_KIND.
 */
const DIRECTION_IN_TABLES = 8;
const NEGATION_IN_TABLES = 4;
const POLARITY_TO_KIND = 10;
const DIRECTION_WORD = DIRECTION_IN_TABLES << POLARITY_TO_KIND;
const NEGATION_WORD = NEGATION_IN_TABLES << POLARITY_TO_KIND;

/** The kinds each reader of scanText starts on: what scanReading passes to its `startsOf`. */
export const READER_KINDS = {
  figures: DIGIT | NATIVE_NUMERAL | NUMBER_WORD,
  dates: DATE_DIGIT_RUN | DATE_WORD,
  phones: PHONE_DIGIT_RUN | PLUS_OR_PAREN | PHONE_CUE,
  listMarkers: LINE_START | BRACKET,
  relativeDates: RELATIVE_WORD,
} as const;

/** The kinds the document's walks take from the same pass (document.ts). */
export const DOCUMENT_KINDS = {
  sentenceMarks: SENTENCE_MARK,
  quoteMarks: QUOTE_MARK,
} as const;

/** The kinds the direction words and negations take from the same pass (read-text.ts). */
export const POLARITY_KINDS = { directionWords: DIRECTION_WORD, negations: NEGATION_WORD } as const;

/**
 * The kinds each UTF-16 code unit may start, read once per character of the pass: byte 0 anywhere;
 * bytes 1 and 2 only where no word runs on into the character, byte 2 also only when the next
 * characters open some form: the next one for a form with no third unit in its first part
 * (`pairOnly`, by `pairKey`), the next two for the others (`triples`, by `tripleKey`).
 */
const UNPAIRED_AT_WORD_START = 8;
const PAIRED_AT_WORD_START = 16;
/** Byte 3: the word kinds whose forms a particle may follow, by first unit (shortWordKinds does not key them). */
const SHORT_UNKEYED_AT_WORD_START = 24;
/**
 * The document's marks, in the two low bits of byte 1, which no word kind takes: shifted by
 * MARKS_TO_KINDS they are SENTENCE_MARK and QUOTE_MARK.
 */
const MARKS_TO_KINDS = 2;
const MARK_ENTRIES = (SENTENCE_MARK | QUOTE_MARK) >>> MARKS_TO_KINDS;
/**
 * The word kinds of the tables (bytes 1 to 3 of an entry, `pairOnly`, `triples`, `shortWords`): the
 * readers' four at their own bits, and the direction words and negations at two bits no mark and no
 * reader's word kind takes, shifted by POLARITY_TO_KIND into DIRECTION_WORD and NEGATION_WORD. An
 * entry with none of them in bytes 1 to 3 (WORD_START_ENTRIES) starts no word kind.
 */
const READER_WORD_KINDS = NUMBER_WORD | DATE_WORD | PHONE_CUE | RELATIVE_WORD;
const POLARITY_IN_TABLES = DIRECTION_IN_TABLES | NEGATION_IN_TABLES;
const TABLE_WORD_KINDS = READER_WORD_KINDS | POLARITY_IN_TABLES;
const WORD_START_ENTRIES =
  (TABLE_WORD_KINDS << UNPAIRED_AT_WORD_START) |
  (TABLE_WORD_KINDS << PAIRED_AT_WORD_START) |
  (TABLE_WORD_KINDS << SHORT_UNKEYED_AT_WORD_START);

interface StartTables {
  byCode: Uint32Array;
  /** The code units before which a vague digit may start a figure: a native multiplier, a scale word's first unit. */
  afterVagueDigit: CodeUnitSet;
  /** The word kinds with some form opening on each `pairKey` and no third unit to test. */
  pairOnly: Uint8Array;
  /** The word kinds with some form opening on each `tripleKey`: most word starts of a text fit a pair, far fewer three units. */
  triples: Uint8Array;
  /** The word kinds with some form that can fit by each `shortWordKey` (shortWordKinds). */
  shortWords: Uint8Array;
  /** The kinds of every digit run's start: PHONE_DIGIT_RUN and DATE_DIGIT_RUN where any run may open one. */
  digitRunKinds: number;
}

/**
 * The tables of a pass over a whole text (readText): the readers' starts, the document's marks and
 * the words a direction word or a negation may be. `forReadersOnly`: the readers' starts alone, for
 * scanText on its own, which would only step over the rest (the English reader read 3 % more
 * instructions with them).
 */
function buildStartTables(locale: LocaleData, forReadersOnly: boolean): StartTables {
  const numerals = numeralGrammar(locale);
  const dates = dateGrammar(locale);
  const wordLists = [
    { kind: NUMBER_WORD, lists: [numerals.words] },
    { kind: DATE_WORD, lists: [dates.months, dates.eras, dates.sameYear] },
    { kind: PHONE_CUE, lists: [phoneGrammar(locale).cues] },
    { kind: RELATIVE_WORD, lists: [dates.relative] },
  ];
  if (!forReadersOnly) {
    wordLists.push({ kind: DIRECTION_IN_TABLES, lists: [directionWordList(locale)] });
    wordLists.push({ kind: NEGATION_IN_TABLES, lists: [negationWordList(locale)] });
  }
  const byCode = new Uint32Array(0x10000);
  const pairOnly = new Uint8Array(PAIR_BITS);
  const triples = new Uint8Array(TRIPLE_BITS);
  const shortWords = new Uint8Array(SHORT_WORD_BITS);
  const mark = (chars: Iterable<string>, kind: number) => {
    for (const c of chars) byCode[c.charCodeAt(0)]! |= kind;
  };
  mark('0123456789', DIGIT);
  mark('+(', PLUS_OR_PAREN);
  mark('[', BRACKET);
  mark('\n', LINE_BREAK_ENTRY);
  const phoneFollowers = phoneRunFollowers(locale);
  for (const code of phoneFollowers?.codes() ?? []) byCode[code]! |= PHONE_FOLLOWER_ENTRY;
  const dateFollowers = dateRunFollowers(locale);
  for (const code of dateFollowers?.codes() ?? []) byCode[code]! |= DATE_FOLLOWER_ENTRY;
  if (!forReadersOnly) {
    for (const code of sentenceMarkCodes(locale)) byCode[code]! |= SENTENCE_MARK >>> MARKS_TO_KINDS;
    for (const code of quoteStopCodes(locale)) byCode[code]! |= QUOTE_MARK >>> MARKS_TO_KINDS;
  }
  for (const code of [...numerals.nativeDigits.keys(), ...numerals.nativeMultipliers.keys()]) byCode[code]! |= NATIVE_NUMERAL;
  // A vague digit is read by the numeral reader only before a multiplier or a scale word (or after a
  // multiplier, where the numeral starts at the multiplier): most are letters of other words.
  for (const code of numerals.vagueDigits.keys()) byCode[code]! |= VAGUE_DIGIT_ENTRY;
  const scaleOpeners = Object.keys(locale.numbers.scales).flatMap((form) => [form.charCodeAt(0), form.toUpperCase().charCodeAt(0)]);
  const afterVagueDigit = new CodeUnitSet([...numerals.nativeMultipliers.keys(), ...scaleOpeners]);
  for (const { kind, lists } of wordLists) {
    for (const list of lists) {
      const opening = list.startPairs();
      for (const code of opening.paired) byCode[code]! |= kind << PAIRED_AT_WORD_START;
      for (const code of opening.unpaired) byCode[code]! |= kind << UNPAIRED_AT_WORD_START;
      for (const key of opening.pairOnly) pairOnly[key]! |= kind;
      for (const key of opening.triples) triples[key]! |= kind;
      for (const key of opening.shortWords) shortWords[key]! |= kind;
      for (const code of opening.shortUnkeyed) byCode[code]! |= kind << SHORT_UNKEYED_AT_WORD_START;
    }
  }
  const digitRunKinds = (phoneFollowers === undefined ? PHONE_DIGIT_RUN : 0) | (dateFollowers === undefined ? DATE_DIGIT_RUN : 0);
  return { byCode, afterVagueDigit, pairOnly, triples, shortWords, digitRunKinds };
}

const wholeTextTables = perLocale((locale: LocaleData) => buildStartTables(locale, false));
const readerTables = perLocale((locale: LocaleData) => buildStartTables(locale, true));

/**
 * The offsets of a text where a reader of scanText may start (the first `count` of `offsets`), the
 * kinds that may start at each, and all those kinds together. The lists are the pass's own buffers,
 * read in place until the next text's pass: scanText reads them through before it returns.
 */
export interface ReaderStarts {
  offsets: Int32Array;
  kinds: Int32Array;
  count: number;
  present: number;
  length: number;
}

/**
 * The pass writes its offsets and kinds here, kept between texts and grown when a text has more
 * starts than ever before: a list grown by push per start was the pass's main allocation (twice the
 * final size in discarded copies), and a list of their length copied out per text the next largest.
 */
let offsetsFound = new Int32Array(1024);
let kindsFound = new Int32Array(1024);

export function findReaderStarts(text: string, locale: LocaleData, forReadersOnly = false): ReaderStarts {
  const { byCode, afterVagueDigit, pairOnly, triples, shortWords, digitRunKinds } = forReadersOnly
    ? readerTables(locale)
    : wholeTextTables(locale);
  let count = 0;
  let present = 0;
  let previous = 10; // the text opens a line
  // The entry of the last digit run's start (each writes one: a digit is a kind).
  let runStart = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const entry = byCode[code]!;
    let kind = previous === 10 && mayOpenMarker(text, i) ? LINE_START : 0;
    if (entry !== 0) {
      kind |= (entry & BYTE_0_KINDS) | ((entry & MARK_ENTRIES) << MARKS_TO_KINDS);
      if ((entry & VAGUE_DIGIT_ENTRY) !== 0 && i + 1 < text.length && afterVagueDigit.has(text.charCodeAt(i + 1))) kind |= NATIVE_NUMERAL;
      if ((entry & DIGIT) !== 0) {
        if (!isAsciiDigitCode(previous)) {
          kind |= digitRunKinds;
          runStart = count;
        }
      } else if ((entry & FOLLOWER_ENTRIES) !== 0 && isAsciiDigitCode(previous)) {
        // No follower is a digit: the run ended before it.
        kindsFound[runStart]! |= (entry & FOLLOWER_ENTRIES) << FOLLOWER_TO_KIND;
        present |= (entry & FOLLOWER_ENTRIES) << FOLLOWER_TO_KIND;
      }
      if ((entry & WORD_START_ENTRIES) !== 0 && !(isWordCode(code) && isWordCode(previous))) {
        let opened = (entry >>> UNPAIRED_AT_WORD_START) & TABLE_WORD_KINDS;
        const paired = (entry >>> PAIRED_AT_WORD_START) & TABLE_WORD_KINDS;
        if (paired !== 0 && i + 1 < text.length) {
          const second = text.charCodeAt(i + 1);
          let opening = pairOnly[pairKey(code, second)]!;
          if ((paired & ~opening) !== 0 && i + 2 < text.length) opening |= triples[tripleKey(code, second, text.charCodeAt(i + 2))]!;
          opened |= paired & opening;
        }
        if (opened !== 0 && isWordCode(code)) opened &= shortWordKinds(text, i, shortWords) | (entry >>> SHORT_UNKEYED_AT_WORD_START);
        kind |= (opened & READER_WORD_KINDS) | ((opened & POLARITY_IN_TABLES) << POLARITY_TO_KIND);
      }
    }
    if (kind !== 0) {
      if (count === offsetsFound.length) {
        offsetsFound = doubled(offsetsFound);
        kindsFound = doubled(kindsFound);
      }
      offsetsFound[count] = i;
      kindsFound[count] = kind;
      count++;
      present |= kind;
    }
    // The rest of a run of ASCII letters starts nothing: a letter opens no form but at a word start,
    // and no reader starts on one otherwise. Most characters of a spaced text are skipped here
    // without their table look-up and word tests.
    if (isAsciiLetterCode(code)) while (i + 1 < text.length && isAsciiLetterCode(text.charCodeAt(i + 1))) i++;
    // Nor does a run of characters whose entry is 0 after any character but a line break (after one,
    // the next may open a list marker): what they start reads only the character before them, the
    // last of the run, which `previous` keeps. Most characters of an unspaced text are such.
    if (code !== 10) while (i + 1 < text.length && byCode[text.charCodeAt(i + 1)] === 0) i++;
    previous = text.charCodeAt(i);
  }
  return { offsets: offsetsFound, kinds: kindsFound, count, present, length: text.length };
}

/**
 * At a word of a spaced script that starts at `i`: the word kinds with some form that can fit there
 * when the word is SHORT_WORD code units or fewer (every kind when it is longer). The pair and
 * triple keys read such a word whole and say only that a form begins with it: `the` opens `the same
 * year` and `the day before yesterday`, and English writes it far more often than those, as
 * Norwegian writes `i` far more often than `i dag` and `i fjor`. The word with what follows it (a
 * mark, or the next word's first unit after spaces) tells most of those apart with no walk of a
 * word list; a form that fits is always among them, so no reading changes.
 */
function shortWordKinds(text: string, i: number, shortWords: Uint8Array): number {
  // The unit at `i` is a word's (the caller asked): the run is read on from the next.
  const length = wordRunEnd(text, i + 1, SHORT_WORD) - i;
  if (length > SHORT_WORD) return 0xff;
  const kinds = shortWords[shortWordKey(text, i, length, WORD_ENDS)]!;
  const end = i + length;
  if (end >= text.length) return kinds;
  const after = text.charCodeAt(end);
  if (!isSpaceCode(after)) return kinds | shortWords[shortWordKey(text, i, length, after)]!;
  const next = skipSpaces(text, end);
  return next < text.length ? kinds | shortWords[shortWordKey(text, i, length, text.charCodeAt(next))]! : kinds;
}

/** A list marker opens a line, or a Markdown heading, with a digit or `(` after its indent; other lines need no look. */
function mayOpenMarker(text: string, lineStart: number): boolean {
  const code = text.charCodeAt(skipSpaces(text, pastHeadingMarks(text, lineStart)));
  return code === 40 || isAsciiDigitCode(code);
}

/**
 * A cursor over the offsets where a reader that starts on the kinds of `mask` (one of READER_KINDS)
 * may start; none when the text has no such offset (the reader finds nothing). Taken by its kinds,
 * not the reader's name: a lookup by five names in one place was a megamorphic keyed load per reader.
 */
export function startsFor(starts: ReaderStarts, mask: number): Starts | undefined {
  return (starts.present & mask) === 0 ? undefined : new StartCursor(starts.offsets, starts.kinds, starts.count, mask, starts.length);
}

/**
 * The offsets of `kinds` for a walk that reads whatever it finds there (the document's marks, the
 * direction words): as startsFor, and where the text has none, offsets that stop nowhere.
 */
export function offsetsOf(starts: ReaderStarts, kinds: number): Starts {
  return startsFor(starts, kinds) ?? NO_STARTS;
}

const NO_OFFSETS = new Int32Array(0);

/**
 * The offsets of `kinds` as a list of their own, ascending, for a text's reading to keep: the
 * pass's own lists are overwritten by the next text's pass.
 */
export function offsetListOf(starts: ReaderStarts, kinds: number): Int32Array {
  if ((starts.present & kinds) === 0) return NO_OFFSETS;
  let found = 0;
  for (let k = 0; k < starts.count; k++) if ((starts.kinds[k]! & kinds) !== 0) found++;
  const list = new Int32Array(found);
  for (let k = 0, at = 0; k < starts.count; k++) if ((starts.kinds[k]! & kinds) !== 0) list[at++] = starts.offsets[k]!;
  return list;
}
