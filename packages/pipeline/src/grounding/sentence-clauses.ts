import type { LocaleData } from '@factlint/text';
import { isAsciiDigitAt, partitionPoint, writingOf } from '@factlint/text';
import type { AnalysedText } from './claim-type.js';

/*
 * Clauses: the parts of a sentence between the locale's clause separators (`,`, `;`, `while`, an
 * ideographic comma). "Revenue at the Eastgate branch was $4.2 million, while the Westmoor branch
 * reported $3.1 million" has two, each binding one figure to one branch. A punctuation separator between two
 * digits (`4,200`, `31,25`) divides nothing; a word separator matches a whole word (spaced scripts).
 */

interface CompiledSeparators {
  punctuation: string[];
  /** Lower-cased word separators. */
  words: string[];
  /** First code units of the separators (punctuation as written, words lower-cased): the scan's pre-check. */
  firstUnits: Uint8Array;
}

const separatorsByLocale = new WeakMap<LocaleData, CompiledSeparators>();
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

function separators(locale: LocaleData): CompiledSeparators {
  let found = separatorsByLocale.get(locale);
  if (found) return found;
  const punctuation: string[] = [];
  const words: string[] = [];
  for (const s of locale.sentences.clause_separators) (WORD_CHAR.test(s[0]!) ? words : punctuation).push(s.toLowerCase());
  const firstUnits = new Uint8Array(0x10000);
  for (const p of punctuation) if (p.length > 0) firstUnits[p.charCodeAt(0)]! |= 1;
  for (const w of words) if (w.length > 0) firstUnits[w.charCodeAt(0)]! |= 2;
  // An empty separator matches everywhere: no pre-check then.
  if ([...punctuation, ...words].some((x) => x.length === 0)) firstUnits.fill(3);
  found = { punctuation, words, firstUnits };
  separatorsByLocale.set(locale, found);
  return found;
}

const cutsByText = new WeakMap<AnalysedText, number[]>();

/** Offsets where a clause ends in a text (separators and sentence ends), ascending; read once per text. */
function clauseCuts(text: AnalysedText, locale: LocaleData): number[] {
  let cuts = cutsByText.get(text);
  if (cuts) return cuts;
  cuts = [];
  const { punctuation, words, firstUnits } = separators(locale);
  const source = text.source;
  const lower = words.length > 0 ? source.toLowerCase() : source;
  const spaced = writingOf(locale).spaced;
  for (const s of text.document.sentences) cuts.push(s.span[0]);
  for (let i = 0; i < source.length; i++) {
    // No separator starts with this character (as written, or lower-cased for a word): nothing to test.
    const punctuationMayStart = (firstUnits[source.charCodeAt(i)]! & 1) !== 0;
    const wordMayStart = (firstUnits[lower.charCodeAt(i)]! & 2) !== 0;
    if (!punctuationMayStart && !wordMayStart) continue;
    if (punctuationMayStart && startsWithOneOf(source, punctuation, i)) {
      if (!(isAsciiDigitAt(source, i - 1) && isAsciiDigitAt(source, i + 1))) cuts.push(i);
      continue;
    }
    // Most letters that may start a word separator stand inside a word: the cheap test first.
    if (!wordMayStart || (spaced && wordCharAt(source, i - 1))) continue;
    for (const w of words) {
      if (!lower.startsWith(w, i)) continue;
      if (spaced && wordCharAt(source, i + w.length)) continue;
      cuts.push(i);
      break;
    }
  }
  cuts.sort((a, b) => a - b);
  cutsByText.set(text, cuts);
  return cuts;
}

function startsWithOneOf(source: string, prefixes: readonly string[], at: number): boolean {
  for (const p of prefixes) if (source.startsWith(p, at)) return true;
  return false;
}

/** `WORD_CHAR` on the code unit at `i` (false outside the text); ASCII is answered by its code, without the pattern. */
function wordCharAt(source: string, i: number): boolean {
  const code = source.charCodeAt(i);
  if (!(code >= 0x80)) return code >= 0x30 && (code <= 0x39 || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a));
  return WORD_CHAR.test(source[i]!);
}

/** The clause holding `offset`: `[start, end)` in the text's source. */
export function clauseAt(text: AnalysedText, offset: number, locale: LocaleData): [number, number] {
  const cuts = clauseCuts(text, locale);
  const found = partitionPoint(cuts.length, (i) => cuts[i]! <= offset) - 1;
  const start = found < 0 ? 0 : cuts[found]!;
  const end = found + 1 < cuts.length ? cuts[found + 1]! : text.source.length;
  return [start, end];
}
