import type { Span } from '@factlint/kernel';
import { writingOf } from './writing.js';
import type { SentenceInfo } from './document-model.js';
import type { LocaleData } from './locale-data.js';
import type { MarkdownLine } from './markdown-lines.js';
import { normalizeText, type NormalizedText } from './normalize.js';
import type { Starts } from './starts.js';
import { CodeUnitSet, formAt, isAsciiWordCode } from './characters.js';
import { perLocale } from './locale-cache.js';
import { CategorySet } from './unicode-categories.js';

/*
 * Sentence splitting (SPEC §5): on the locale's terminators and on every line break. A line is a
 * hard boundary, so two bullets are never one sentence. A sentence starts at the line's prose,
 * after indentation, a list marker or heading hashes (the markup itself is not part of it).
 *
 * A full stop does not end a sentence when it is followed directly by a letter or digit (`130.160`,
 * `1.1.2024`, `v2.3`, `example.com/a.b`, `e.g`), when it closes one of the locale's abbreviations
 * (`approx.`, `Dr.`), or when it closes the day of a date before a month name (`1. May`, where a
 * locale writes the day with a dot). An abbreviation written in lower case in the data does end a
 * sentence when the next word starts with a capital (`… took 90 min. Next …`): borrowing the next
 * sentence is what produced false accusations. One the locale lists as leading into a word
 * (`e.g.`, `bl.a.`) never does: `bl.a. Oslo kommune` goes on.
 */

interface CompiledSentenceRules {
  /** Terminators, normalised, longest first. */
  terminators: string[];
  /** First characters of terminators: an ending runs on over them (`?!`, `...`). */
  firstChars: CodeUnitSet;
  /** Abbreviations written with a capital: matched exactly. */
  exactAbbreviations: Set<string>;
  /** Abbreviations written in lower case: matched in lower case, and may end a sentence before a capital. */
  lowerAbbreviations: Set<string>;
  /** Abbreviations that lead into a following word, in lower case: never the end of a sentence. */
  leadingAbbreviations: Set<string>;
  /** Month names in lower case without a final dot, when a day before a month is written with a dot. */
  months: Set<string> | null;
  unspaced: boolean;
}

const compile = perLocale((locale: LocaleData): CompiledSentenceRules => {
  const terminators = [
    ...new Set(locale.sentences.terminators.map((t) => normalizeText(t).text).filter((t) => t.length > 0 && t !== '\n')),
  ].sort((a, b) => b.length - a.length);
  const exactAbbreviations = new Set<string>();
  const lowerAbbreviations = new Set<string>();
  for (const raw of locale.sentences.abbreviations) {
    const abbreviation = normalizeText(raw).text;
    if (abbreviation === abbreviation.toLowerCase()) lowerAbbreviations.add(abbreviation);
    else exactAbbreviations.add(abbreviation);
  }
  const leadingAbbreviations = new Set(locale.sentences.leading_abbreviations.map((a) => normalizeText(a).text.toLowerCase()));
  let months: Set<string> | null = null;
  if (locale.sentences.ordinal_day_before_month) {
    months = new Set(Object.keys(locale.dates.months).map((m) => normalizeText(m).text.toLowerCase().replace(/\.$/, '')));
  }
  return {
    terminators,
    firstChars: new CodeUnitSet(terminators.map((t) => t.charCodeAt(0))),
    exactAbbreviations,
    lowerAbbreviations,
    leadingAbbreviations,
    months,
    unspaced: !writingOf(locale).spaced,
  };
});

/** The first code unit of each terminator: where the one pass (reader-starts.ts) marks that a sentence may end. */
export function sentenceMarkCodes(locale: LocaleData): readonly number[] {
  return compile(locale).terminators.map((t) => t.charCodeAt(0));
}

/**
 * The sentences of lines already read, over the text already normalised, from `marks`: where the one
 * pass over the normalised text found the first character of a terminator (document.ts).
 */
export function splitSentencesOfLines(
  source: string,
  normalized: NormalizedText,
  lines: readonly MarkdownLine[],
  locale: LocaleData,
  marks: Starts,
): SentenceInfo[] {
  const rules = compile(locale);
  const sentences: SentenceInfo[] = [];
  for (const line of lines) {
    if (line.kind === 'blank' || line.content[0] >= line.content[1]) continue;
    const from = normalized.fromOriginal(line.content[0]);
    const to = normalized.fromOriginal(line.content[1]);
    for (const [start, end] of splitRange(normalized.text, from, to, rules, marks)) {
      const span: Span = [normalized.toOriginal(start), normalized.toOriginalEnd(end)];
      const text = source.slice(span[0], span[1]);
      if (!LETTER_OR_DIGIT.foundIn(text)) continue;
      sentences.push({ index: sentences.length, span, text, line: line.index });
    }
  }
  return sentences;
}

const LETTER_OR_DIGIT = new CategorySet(['L', 'N']);
const LETTER = new CategorySet(['L']);
const UPPER = new CategorySet(['Lu']);
const LOWER = new CategorySet(['Ll']);
/** Whether `word` opens with a letter of `letters` (`^\p{Lu}`). */
const opensWith = (letters: CategorySet, word: string): boolean => letters.unitsAt(word, 0) > 0;

/** Closing marks that stay with the sentence they end: quotes, brackets, Markdown emphasis. */
const CLOSERS = new Set(['"', "'", ')', ']', '}', '»', '」', '』', '】', '〕', '）', '*', '_', '`']);
/** Opening marks stripped from a token before the abbreviation lookup. */
const OPENERS = new Set(['"', "'", '(', '[', '{', '«', '「', '『', '*', '_', '`']);

function isSpace(code: number): boolean {
  return code === 32 || code === 9;
}

function splitRange(text: string, from: number, to: number, rules: CompiledSentenceRules, marks: Starts): Span[] {
  const spans: Span[] = [];
  let start = from;
  // From one character that may begin a terminator to the next, as the one pass found them.
  for (let i = marks.from(from); i < to; i = marks.from(i + 1)) {
    const terminator = formAt(text, i, rules.terminators);
    if (terminator === undefined) continue;
    let end = i + terminator.length;
    // An ellipsis or `?!` is one ending.
    while (end < to && rules.firstChars.has(text.charCodeAt(end))) end++;
    const ellipsis = end - i >= 3 && text.startsWith('...', i);
    let after = end;
    while (after < to && CLOSERS.has(text[after]!)) after++;
    if (!ellipsis && !endsSentence(text, i, terminator, end, after, from, to, rules, start)) {
      i = end - 1;
      continue;
    }
    spans.push(trim(text, start, after));
    start = after;
    i = after - 1;
  }
  if (start < to) spans.push(trim(text, start, to));
  return spans.filter(([s, e]) => e > s);
}

function endsSentence(
  text: string,
  at: number,
  terminator: string,
  end: number,
  after: number,
  lineStart: number,
  to: number,
  rules: CompiledSentenceRules,
  sentenceStart: number,
): boolean {
  // An ideographic stop ends its sentence even glued to the next one (a dateline of digits right
  // after it): it never sits inside a number, a version or an address, as a full stop does.
  if (rules.unspaced && terminator !== '.') return true;
  const next = after < to ? text.charCodeAt(after) : -1;
  // `130.160`, `v2.3`, `example.no/a.b`, `?a=1`: a terminator glued to the next word is inside it.
  if (next >= 0 && end === after) {
    if (isAsciiWordCode(next)) return false;
    if (!rules.unspaced && LETTER_OR_DIGIT.has(next)) return false;
  }
  // In spaced scripts a sentence ends before a space or the end of the line, not before `,` or `/`.
  if (next >= 0 && !isSpace(next)) return false;
  const nextWord = followingWord(text, after, to);
  // `She asked "Is it $500?" and left.`: a quoted ending followed by a lower-case word goes on.
  if (after > end && nextWord !== null && opensWith(LOWER, nextWord)) return false;
  if (terminator !== '.') return true;

  let tokenStart = at;
  while (tokenStart > lineStart && !isSpace(text.charCodeAt(tokenStart - 1))) tokenStart--;
  while (tokenStart < at && OPENERS.has(text[tokenStart]!)) tokenStart++;
  const token = text.slice(tokenStart, at + 1);

  if (rules.exactAbbreviations.has(token)) return false;
  if (isInitial(token) && initialOfName(text, tokenStart, sentenceStart, after, to)) return false;
  const lower = token.toLowerCase();
  const asWritten = lower === token || token === capitalised(lower);
  // `bl.a. Oslo`, `e.g. London`: an abbreviation that needs a word after it ends nothing.
  if (asWritten && rules.leadingAbbreviations.has(lower)) return false;
  if (rules.lowerAbbreviations.has(lower) && asWritten) {
    // A lower-case abbreviation before a capitalised word is taken as the sentence's end (`… 90 min. Next`).
    return nextWord !== null && opensWith(UPPER, nextWord);
  }

  if (rules.months && /^\d{1,3}\.$/.test(token) && nextWord !== null) {
    // `1. May`: the day of a date. `3. place`: an ordinal, which these languages write with a dot.
    if (rules.months.has(nextWord.toLowerCase())) return false;
    if (opensWith(LOWER, nextWord)) return false;
  }
  return true;
}

/** One capital letter and a full stop (`J.`): an initial, or a sentence that ends on a letter (`Plan B.`). */
function isInitial(token: string): boolean {
  return token.length === 2 && opensWith(UPPER, token);
}

/**
 * An initial of a name, not the end of a sentence (`J. K. Rowling`): it opens the sentence (a
 * sentence of one letter is none), or another initial stands right before or after it. An initial
 * after a first name (`John F. Kennedy`) still ends the sentence: `Plan B. The …` looks the same.
 */
function initialOfName(text: string, tokenStart: number, sentenceStart: number, after: number, to: number): boolean {
  let before = tokenStart;
  while (before > sentenceStart && isSpace(text.charCodeAt(before - 1))) before--;
  if (before <= sentenceStart) return true;
  if (before - 2 >= sentenceStart && text[before - 1] === '.' && isInitial(text.slice(before - 2, before))) {
    const previous = before - 3;
    if (previous < sentenceStart || isSpace(text.charCodeAt(previous))) return true;
  }
  let next = after;
  while (next < to && isSpace(text.charCodeAt(next))) next++;
  return next + 2 <= to && isInitial(text.slice(next, next + 2)) && text[next + 1] === '.';
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The letters of the word after `from` (spaces and opening marks skipped), or null at the end of the line. */
function followingWord(text: string, from: number, to: number): string | null {
  let at = from;
  while (at < to && isSpace(text.charCodeAt(at))) at++;
  if (at >= to) return null;
  while (at < to && OPENERS.has(text[at]!)) at++;
  return text.slice(at, LETTER.runEnd(text, at));
}

function trim(text: string, start: number, end: number): Span {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return [start, end];
}
