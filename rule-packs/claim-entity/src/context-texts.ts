import type { AnalysedText, EvidenceIndex } from '@factlint/pipeline';
import { comparableTextOf, digitRunEnd, isAsciiDigitAt, isWordCharAt, perObject, type ComparableText } from '@factlint/text';
import { initialPairsOf } from './entity-acronyms.js';

/*
 * Which context texts a name can stand in, so that it is searched for in those only. A transcript's
 * every turn is a context text, and one whose turns each name someone new made each search a pass
 * over all of them: the answer's names times the context's characters (16,000 turns: over a
 * minute). Each list is a superset, in text order: the search in each listed text decides, as
 * before, and a text left out is one the name cannot stand in.
 */

/** Up to this many texts, every text is searched: listing their words would cost more than it saves. */
const FEW_TEXTS = 64;

/** The context's texts at `positions` (ascending), or all of them when `positions` is null. */
export function textsAt(index: EvidenceIndex, positions: readonly number[] | null): readonly AnalysedText[] {
  return positions === null ? index.texts : positions.map((at) => index.texts[at]!);
}

/** Both lists in one, ascending, each position once. */
function merged(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let k = 0;
  while (i < a.length || k < b.length) {
    const next = k >= b.length || (i < a.length && a[i]! <= b[k]!) ? a[i++]! : b[k++]!;
    if (out[out.length - 1] !== next) out.push(next);
  }
  return out;
}

/** Adds text position `at` to `key`'s list (texts are listed in order, each once per key). */
function list(byKey: Map<string, number[]>, key: string, at: number): void {
  const holding = byKey.get(key);
  if (!holding) byKey.set(key, [at]);
  else if (holding[holding.length - 1] !== at) holding.push(at);
}

// ---- Words: where a needle stands whole (indexOfWhole), each of its words of a spaced script is a
// whole word too (a word inside the needle ends where the needle's next character is no word
// character, and one at its edge ends where indexOfWhole checks the boundary).

/** Where the word of a spaced script starting at `i` ends: the texts and the needle are cut into words alike. */
function wordEnd(s: string, i: number): number {
  let end = i + 1;
  while (isWordCharAt(s, end)) end++;
  return end;
}

/** Each whole word of a spaced script → the texts writing it, in one side of the comparable text. */
function wordsOf(side: (c: ComparableText) => string): (index: EvidenceIndex) => Map<string, number[]> {
  return perObject((index: EvidenceIndex) => {
    const byWord = new Map<string, number[]>();
    index.texts.forEach((text, at) => {
      const s = side(comparableTextOf(text));
      for (let i = 0; i < s.length; i++) {
        if (!isWordCharAt(s, i)) continue;
        const end = wordEnd(s, i);
        list(byWord, s.slice(i, end), at);
        i = end;
      }
    });
    return byWord;
  });
}

const casedWords = wordsOf((c) => c.cased);
const lowerWords = wordsOf((c) => c.lower);

/**
 * The texts whose comparable text (its `cased` side when `cased`, else its `lower` side) may hold `needle` whole: those writing its
 * rarest word; null (every text) when the needle has no word of a spaced script (`労働基準法`), or
 * the context has few texts.
 */
export function textsWithWhole(index: EvidenceIndex, needle: string, cased: boolean): readonly number[] | null {
  if (index.texts.length <= FEW_TEXTS) return null;
  const byWord = (cased ? casedWords : lowerWords)(index);
  let fewest: readonly number[] | null = null;
  for (let i = 0; i < needle.length; i++) {
    if (!isWordCharAt(needle, i)) continue;
    const end = wordEnd(needle, i);
    const holding = byWord.get(needle.slice(i, end)) ?? [];
    if (fewest === null || holding.length < fewest.length) fewest = holding;
    i = end;
  }
  return fewest;
}

/** textsWithWhole over both sides: for a search that reads one side in some texts and the other in the rest. */
export function textsWithWholeEither(index: EvidenceIndex, asWritten: string, lowerCased: string): readonly number[] | null {
  const a = textsWithWhole(index, asWritten, true);
  const b = textsWithWhole(index, lowerCased, false);
  return a === null || b === null ? null : merged(a, b);
}

// ---- Digits: every tail of a name with a number that is searched holds the name's first run of
// digits, so only the texts with that run can hold one.

/** Runs of digits up to this long are listed by every piece of them; a text with a longer run may hold any. */
const LONGEST_LISTED_RUN = 15;

/** Per context, in each text's comparable lower case: each string of digits inside a run → the texts holding it; and the texts with a longer run. */
const digitPieces = perObject((index: EvidenceIndex) => {
  const byPiece = new Map<string, number[]>();
  const longRuns: number[] = [];
  index.texts.forEach((text, at) => {
    const lower = comparableTextOf(text).lower;
    let long = false;
    for (let i = 0; i < lower.length; i++) {
      if (!isAsciiDigitAt(lower, i)) continue;
      const end = digitRunEnd(lower, i);
      if (end - i > LONGEST_LISTED_RUN) long = true;
      else for (let from = i; from < end; from++) for (let to = from + 1; to <= end; to++) list(byPiece, lower.slice(from, to), at);
      i = end;
    }
    if (long) longRuns.push(at);
  });
  return { byPiece, longRuns };
});

/** The texts that may hold `digits` (ASCII digits only) in their comparable lower case; null (every text) for a run longer than is listed, or few texts. */
export function textsWithDigits(index: EvidenceIndex, digits: string): readonly number[] | null {
  if (index.texts.length <= FEW_TEXTS || digits.length > LONGEST_LISTED_RUN) return null;
  const { byPiece, longRuns } = digitPieces(index);
  return merged(byPiece.get(digits) ?? [], longRuns);
}

// ---- Initials: an acronym's expansion starts with a word of its first letter followed by one of
// its second (entity-acronyms.ts, initialPairsOf), so only the texts with that pair can hold one.

/** Per context: each pair of initials an expansion can start with → the texts holding it. */
const initialPairs = perObject((index: EvidenceIndex) => {
  const byPair = new Map<string, number[]>();
  index.texts.forEach((text, at) => {
    for (const pair of initialPairsOf(comparableTextOf(text))) list(byPair, pair, at);
  });
  return byPair;
});

/** The texts that may hold an expansion of `acronym` (its initials as findAcronymExpansion reads them); null (every text) for few texts. */
export function textsWithInitials(index: EvidenceIndex, acronym: string): readonly number[] | null {
  const letters = acronym.toUpperCase();
  if (index.texts.length <= FEW_TEXTS || letters.length < 2) return null;
  return initialPairs(index).get(letters.slice(0, 2)) ?? [];
}
