import type { Span } from '@factlint/kernel';
import {
  isAsciiDigitCode,
  isWordCharAt,
  perLocale,
  skipSpaces,
  skipSpacesBack,
  WordMatcher,
  wordRunEnd,
  writingOf,
  type LocaleData,
} from '@factlint/text';
import type { ReadTurn } from './turn-figures.js';

/*
 * Mentions of a fact's anchor that name another quantity, from the locale's `roles` data: the anchor
 * as the base of a margin ("Bank Rate plus 0.99%", "3.49% above Bank Rate"), and the anchor qualified
 * by a word the fact's claim and anchors lack ("the Junior ISA allowance", "the passport fee for a
 * child", a genitive before the anchor in a script without spaces).
 */

interface Margin {
  anchorFirst: boolean;
  /** What stands between the two, folded (lower case, one space for a run of spaces). */
  between: string;
  /** What follows the second, folded; empty when nothing need. */
  after: string;
}

const ANCHOR = '{anchor}';
const FIGURE = '{figure}';

function fold(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

const marginsOf = perLocale((locale: LocaleData): Margin[] =>
  locale.roles.margins.map((template) => {
    const anchorFirst = template.indexOf(ANCHOR) < template.indexOf(FIGURE);
    const [first, second] = anchorFirst ? [ANCHOR, FIGURE] : [FIGURE, ANCHOR];
    const from = template.indexOf(first) + first.length;
    const to = template.indexOf(second);
    return { anchorFirst, between: fold(template.slice(from, to)), after: fold(template.slice(to + second.length)).trim() };
  }),
);

/** The longest text a margin template puts between the anchor and the figure, in characters: no gap longer is compared. */
const MARGIN_GAP = 40;

/**
 * Whether a mention of the anchor is the base of a margin: a figure of the turn stands on the side
 * and with the words a template of the locale gives ("{anchor} plus {figure}", "{figure} above
 * {anchor}"). The sentence then states another quantity, so the mention makes no anchor of it.
 */
export function namesAMargin(turn: ReadTurn, anchor: Span, locale: LocaleData): boolean {
  const margins = marginsOf(locale);
  if (margins.length === 0) return false;
  const { plain } = turn;
  // A spaced script's anchor may match the start of an inflected word: its margin words follow the whole word.
  const anchorEnd = writingOf(locale).spaced ? wordRunEnd(plain, anchor[1]) : anchor[1];
  for (const figure of turn.figures) {
    const anchorFirst = figure.span[0] >= anchorEnd;
    const gap: Span = anchorFirst ? [anchorEnd, figure.span[0]] : [figure.span[1], anchor[0]];
    if (gap[0] > gap[1] || gap[1] - gap[0] > MARGIN_GAP) continue;
    const between = fold(plain.slice(gap[0], gap[1]));
    const secondEnd = anchorFirst ? figure.span[1] : anchorEnd;
    for (const m of margins) {
      if (m.anchorFirst !== anchorFirst || m.between !== between) continue;
      if (
        m.after === '' ||
        fold(plain.slice(secondEnd, secondEnd + m.after.length + MARGIN_GAP))
          .trimStart()
          .startsWith(m.after)
      )
        return true;
    }
  }
  return false;
}

/** The words a fact is written in: its claim and anchors, to tell a qualifier of its own from one naming another quantity. */
export interface FactWords {
  /** Claim and anchors, folded, for a script without spaces. */
  text: string;
  /** Their words, folded (hyphenated words whole and in parts). */
  words: ReadonlySet<string>;
}

export function factWordsOf(claim: string, anchors: readonly string[]): FactWords {
  const text = fold([claim, ...anchors].join(' \n '));
  const words = new Set<string>();
  for (let i = 0; i < text.length; i++) {
    if (!isWordPart(text, i)) continue;
    let end = i;
    while (end < text.length && isWordPart(text, end)) end++;
    const word = text.slice(i, end);
    words.add(word);
    for (const part of word.split('-')) if (part) words.add(part);
    i = end;
  }
  return { text, words };
}

interface QualifierWords {
  determiners: ReadonlySet<string>;
  endings: readonly string[];
  generic: ReadonlySet<string>;
  linksAfter: WordMatcher<true>;
  linksBefore: WordMatcher<true>;
}

const qualifierWordsOf = perLocale((locale: LocaleData): QualifierWords => {
  const { determiners, endings, generic, links_after, links_before } = locale.roles.qualifiers;
  const writing = writingOf(locale);
  return {
    determiners: new Set(determiners.map(fold)),
    endings: endings.map(fold),
    generic: new Set(generic.map(fold)),
    linksAfter: WordMatcher.ofForms(links_after, writing),
    linksBefore: WordMatcher.ofForms(links_before, writing),
  };
});

/**
 * How many words may stand between a determiner and the anchor and still be read as its qualifiers:
 * one, since a verb may stand there after a subject ("The MPC cut Bank Rate").
 */
const MOST_QUALIFIERS = 1;

/**
 * Whether a mention of the anchor is qualified by a word the fact's claim and anchors lack, and
 * which names no period, time or person (`roles.qualifiers.generic`): one or two words between a
 * determiner and the anchor ("the Junior ISA allowance"), the first word after a link word that
 * follows it ("the passport fee for a child"), or, in a script without spaces, the run of content
 * letters before a link mark before it (a genitive). Such a mention names another quantity.
 */
export function isQualified(turn: ReadTurn, anchor: Span, fact: FactWords, locale: LocaleData): boolean {
  const words = qualifierWordsOf(locale);
  if (writingOf(locale).spaced) return qualifiedBefore(turn.plain, anchor, fact, words) || qualifiedAfter(turn.plain, anchor, fact, words);
  return qualifiedByGenitive(turn.plain, anchor, fact, words, locale);
}

function qualifiedBefore(text: string, anchor: Span, fact: FactWords, words: QualifierWords): boolean {
  if (words.determiners.size === 0) return false;
  const found: string[] = [];
  let at = anchor[0];
  for (let k = 0; k <= MOST_QUALIFIERS; k++) {
    const word = wordBefore(text, skipSpacesBack(text, at));
    if (word === null) return false;
    if (words.determiners.has(word.text)) return found.some((w) => !ownOrGeneric(w, fact, words));
    // Where the language marks an adjective after a determiner by its ending, a word without one is a verb after a pronoun.
    if (words.endings.length > 0 && !words.endings.some((e) => word.text.endsWith(e))) return false;
    found.push(word.text);
    at = word.start;
  }
  return false;
}

function qualifiedAfter(text: string, anchor: Span, fact: FactWords, words: QualifierWords): boolean {
  if (words.linksAfter.size === 0) return false;
  const link = words.linksAfter.matchAt(text, skipSpaces(text, wordRunEnd(text, anchor[1])));
  if (!link || isWordCharAt(text, link.end)) return false;
  let at = skipSpaces(text, link.end);
  for (let k = 0; k <= MOST_QUALIFIERS; k++) {
    const word = wordAt(text, at);
    if (word === null) return false;
    if (!words.determiners.has(word.text)) return !ownOrGeneric(word.text, fact, words);
    at = skipSpaces(text, word.end);
  }
  return false;
}

function qualifiedByGenitive(text: string, anchor: Span, fact: FactWords, words: QualifierWords, locale: LocaleData): boolean {
  if (words.linksBefore.size === 0) return false;
  const link = words.linksBefore.matchEndingAt(text, anchor[0]);
  if (!link) return false;
  const { contentLetter } = writingOf(locale);
  let start = link.start;
  while (start > 0 && contentLetter.test(text[start - 1]!)) start--;
  const qualifier = text.slice(start, link.start);
  // One letter is a counter or a suffix (the year counter of a date), no name of a quantity.
  if (qualifier.length < 2 || words.generic.has(qualifier)) return false;
  return !fact.text.includes(qualifier) && !abbreviates(qualifier, fact.text, contentLetter);
}

/** A word of the fact's own, or one that names no other quantity. */
function ownOrGeneric(word: string, fact: FactWords, words: QualifierWords): boolean {
  if (words.generic.has(word)) return true;
  const bare = word.replace(/['’]s?$/, '');
  if (fact.words.has(bare)) return true;
  // Another form of a fact's word (`filer` for `filers`, `Northway's` for `Northway`).
  for (const own of fact.words) {
    if (Math.min(own.length, bare.length) >= SHARED_STEM && (own.startsWith(bare) || bare.startsWith(own))) return true;
  }
  return false;
}

/** How many letters two forms of a word must share at their start to be one word. */
const SHARED_STEM = 4;

/**
 * A short form written with some of the letters of one run of content letters of the fact's text,
 * in order and beginning with the run's first (a name cut short: two of the four characters of a
 * bank's name).
 */
function abbreviates(short: string, text: string, contentLetter: RegExp): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== short[0] || (i > 0 && contentLetter.test(text[i - 1]!))) continue;
    let k = 1;
    for (let j = i + 1; j < text.length && k < short.length && contentLetter.test(text[j]!); j++) if (text[j] === short[k]) k++;
    if (k === short.length) return true;
  }
  return false;
}

interface Word {
  text: string;
  start: number;
  end: number;
}

/** A letter, or a hyphen or apostrophe inside a word (`catch-up`, `year's`). */
function isWordPart(text: string, i: number): boolean {
  if (isWordCharAt(text, i)) return true;
  const ch = text[i];
  return (ch === '-' || ch === "'" || ch === '\u2019') && isWordCharAt(text, i - 1) && isWordCharAt(text, i + 1);
}

/** The word ending at `end`, folded; null when none does or it holds a digit (a year or an amount qualifies nothing). */
function wordBefore(text: string, end: number): Word | null {
  let start = end;
  while (start > 0 && isWordPart(text, start - 1)) start--;
  return wordOf(text, start, end);
}

/** The word starting at `start`, folded; null when none does or it holds a digit. */
function wordAt(text: string, start: number): Word | null {
  let end = start;
  while (end < text.length && isWordPart(text, end)) end++;
  return wordOf(text, start, end);
}

function wordOf(text: string, start: number, end: number): Word | null {
  if (start === end) return null;
  for (let i = start; i < end; i++) if (isAsciiDigitCode(text.charCodeAt(i))) return null;
  return { text: fold(text.slice(start, end)), start, end };
}
