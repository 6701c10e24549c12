import type { Span } from '@factlint/kernel';
import type { ComparableText } from '@factlint/text';
import { allMatches, CASED_LETTERS, CategorySet, perObject, unicodePatternOnFirstUse } from '@factlint/text';

/*
 * Acronyms and their expansions, by initials: `WHO` ↔ `World Health Organization`, `OECD` ↔
 * `Organisation for Economic Co-operation and Development`. One short lower-case word between two
 * capitalised words is skipped (`for`, `and`, `of`, the locale's stopwords): the expansion itself is located by its
 * capitals, so no list of function words is needed. An acronym that does not follow initials
 * (`NAV` and the agency's full name) is a domain alias, not this.
 */

const L = CASED_LETTERS;
const WORD = unicodePatternOnFirstUse(`[${L}][${L}\\p{M}\\p{N}]*(?:['-][${L}\\p{M}\\p{N}]+)*`, 'g');
const UPPER = new CategorySet(['Lu']);
const SPACES = /^ +$/;
const MAX_SKIPPED_LENGTH = 4;

interface Word {
  start: number;
  end: number;
  text: string;
}

const wordsOf = perObject((text: ComparableText): Word[] =>
  allMatches(text.cased, WORD()).map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] })),
);

/** The span in the comparable text of a run of words whose capitals spell `acronym`, or null. */
export function findAcronymExpansion(comparable: ComparableText, acronym: string): Span | null {
  const letters = acronym.toUpperCase();
  const text = comparable.cased;
  const words = wordsOf(comparable);
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.text[0] !== letters[0]) continue;
    let matched = 1;
    let j = i;
    let skipped = false;
    while (matched < letters.length) {
      const next = words[j + 1];
      if (!next || !SPACES.test(text.slice(words[j]!.end, next.start))) break;
      j++;
      const initial = next.text[0]!;
      if (initial === letters[matched]) {
        matched++;
        skipped = false;
      } else if (!skipped && !UPPER.has(initial.charCodeAt(0)) && next.text.length <= MAX_SKIPPED_LENGTH) {
        skipped = true;
      } else break;
    }
    if (matched === letters.length && !skipped && j > i) return [words[i]!.start, words[j]!.end];
  }
  return null;
}

/**
 * The first two initials an expansion in this text can start with: each word's initial with the next
 * word's, and with the word after a short one findAcronymExpansion may skip. Its first step matches
 * one of these or nothing, so a text without an acronym's first two letters among them cannot
 * expand it (context-texts.ts lists the texts by them). Keep the two in step.
 */
export function initialPairsOf(comparable: ComparableText): Set<string> {
  const text = comparable.cased;
  const words = wordsOf(comparable);
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1]!;
    if (!SPACES.test(text.slice(word.end, next.start))) continue;
    pairs.add(word.text[0]! + next.text[0]!);
    const after = words[i + 2];
    if (
      after &&
      !UPPER.has(next.text.charCodeAt(0)) &&
      next.text.length <= MAX_SKIPPED_LENGTH &&
      SPACES.test(text.slice(next.end, after.start))
    )
      pairs.add(word.text[0]! + after.text[0]!);
  }
  return pairs;
}

/** The initials of a name's capitalised words (`World Health Organization` → `WHO`), or null under two. */
export function initialsOf(name: string): string | null {
  const initials = allMatches(name, WORD())
    .map((m) => m[0][0]!)
    .filter((c) => UPPER.has(c.charCodeAt(0)))
    .join('');
  return initials.length >= 2 ? initials : null;
}
