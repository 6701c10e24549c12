import type { Span } from '@factlint/kernel';
import type { LocaleData } from './locale-data.js';
import { lowerCaseAligned, matchableText, normalizeText } from './normalize.js';
import { writingOf } from './writing.js';
import { perLocale } from './locale-cache.js';
import { CategorySet } from './unicode-categories.js';

/*
 * Anchor matching (SPEC §5): which places in a text talk about a fact.
 *
 * - An anchor without lower-case letters (`G`, `6G`, `IRS`) matches case-sensitively as a whole
 *   word: not inside `GB` or `2G`. A hyphen is a word boundary, so `G-based` and `IRS-approved` match.
 * - Other anchors match at a word start, case-insensitively. When the anchor (its last word, for a
 *   multi-word anchor) has 5 characters or more it matches by prefix, so inflections and compounds
 *   where it is the first part match (`allowances`, `allowancecap`); a shorter one matches only
 *   as itself or with one of the locale's inflection suffixes (`tax`: `taxes`, not `taxi`,
 *   `taxonomy`).
 * - The words of a multi-word anchor (`per month`) match with any run of spaces or tabs between them
 *   (never a line break: a line is a hard boundary).
 * - In a locale with a script written without spaces (`locale.scripts`: ja) anchors match as
 *   substrings; only an anchor edge written in a spaced script (`IRS`, `ISA`) keeps a word boundary
 *   against letters of a spaced script. In a spaced locale an anchor in an uncased script (Hangul)
 *   matches as a word, with the locale's inflection suffixes (its particles) after it.
 *
 * A word start is the start of the text or a character before it that is not a letter or digit.
 * Returned spans cover the whole matched word (`allowances`, not `allowance`).
 */

interface CompiledAnchor {
  words: string[];
  caseSensitive: boolean;
  /** The last word may continue with any letters (≥ 5 characters). */
  prefix: boolean;
}

interface CompiledAnchors {
  anchors: Map<string, CompiledAnchor | null>;
  suffixes: Set<string>;
  unspaced: boolean;
  /** A letter of a script the locale writes without spaces: no boundary is checked against it. */
  unspacedLetter: RegExp;
}

const WORD_CHAR = new CategorySet(['L', 'N']);
const LOWER = new CategorySet(['Ll']);
const UNCASED_LETTER = new CategorySet(['Lo']);
const PREFIX_LENGTH = 5;

const compileLocale = perLocale(
  (locale: LocaleData): CompiledAnchors => ({
    anchors: new Map(),
    suffixes: new Set(locale.inflection.suffixes.map((s) => lowerCaseAligned(normalizeText(s).text))),
    unspaced: !writingOf(locale).spaced,
    unspacedLetter: writingOf(locale).unspacedLetter,
  }),
);

function compileAnchor(anchor: string, entry: CompiledAnchors): CompiledAnchor | null {
  let compiledAnchor = entry.anchors.get(anchor);
  if (compiledAnchor !== undefined) return compiledAnchor;
  const folded = normalizeText(anchor).text.trim();
  if (folded.length === 0) compiledAnchor = null;
  else {
    // Written without lower case (`IRS`, `6G`): matched as written, as a whole word. A word of an
    // uncased script in a spaced locale (Hangul) has no lower case to lack: it is matched as a word.
    const caseSensitive = !LOWER.foundIn(folded) && !(!entry.unspaced && UNCASED_LETTER.foundIn(folded));
    const words = (caseSensitive ? folded : lowerCaseAligned(folded)).split(/[ \t]+/);
    compiledAnchor = { words, caseSensitive, prefix: [...words[words.length - 1]!].length >= PREFIX_LENGTH };
  }
  entry.anchors.set(anchor, compiledAnchor);
  return compiledAnchor;
}

/** Is `c` a word character that takes part in word boundaries here? */
function isWordChar(c: string | undefined, entry: CompiledAnchors): boolean {
  if (c === undefined || !WORD_CHAR.has(c.charCodeAt(0))) return false;
  return !(entry.unspaced && entry.unspacedLetter.test(c));
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** Where `anchor` occurs in `text` (spans into `text`). */
export function findAnchor(text: string, anchor: string, locale: LocaleData): Span[] {
  const entry = compileLocale(locale);
  const compiledAnchor = compileAnchor(anchor, entry);
  if (!compiledAnchor) return [];
  const { normalized, lower } = matchableText(text);
  const haystack = compiledAnchor.caseSensitive ? normalized.text : lower;
  const { words, caseSensitive, prefix } = compiledAnchor;
  const unspaced = entry.unspaced;
  const first = words[0]!;
  const last = words[words.length - 1]!;
  // In an unspaced script, an edge written in that script needs no boundary.
  const checkStart = !unspaced || !entry.unspacedLetter.test(first[0]!);
  const checkEnd = !unspaced || !entry.unspacedLetter.test(last[last.length - 1]!);
  const spans: Span[] = [];

  for (let at = haystack.indexOf(first); at >= 0; at = haystack.indexOf(first, at + 1)) {
    if (checkStart && isWordChar(haystack[at - 1], entry)) continue;
    let end = at + first.length;
    let matched = true;
    for (let w = 1; w < words.length && matched; w++) {
      let gap = end;
      while (gap < haystack.length && isBlank(haystack.charCodeAt(gap))) gap++;
      if (gap === end || !haystack.startsWith(words[w]!, gap)) matched = false;
      else end = gap + words[w]!.length;
    }
    if (!matched) continue;
    if (checkEnd) {
      let wordEnd = end;
      while (wordEnd < haystack.length && isWordChar(haystack[wordEnd], entry)) wordEnd++;
      if (wordEnd > end) {
        if (caseSensitive || unspaced) continue;
        if (!prefix && !entry.suffixes.has(haystack.slice(end, wordEnd))) continue;
        end = wordEnd;
      }
    }
    spans.push([normalized.toOriginal(at), normalized.toOriginalEnd(end)]);
  }
  return spans;
}

/** Does `text` carry `anchor` anywhere? */
export function hasAnchor(text: string, anchor: string, locale: LocaleData): boolean {
  return findAnchor(text, anchor, locale).length > 0;
}
