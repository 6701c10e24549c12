import type { LocaleData } from '@factlint/text';
import { partitionPoint, writingOf } from '@factlint/text';
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
const DIGIT = /[0-9]/;

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
    if ((firstUnits[source.charCodeAt(i)]! & 1) === 0 && (firstUnits[lower.charCodeAt(i)]! & 2) === 0) continue;
    if (punctuation.some((p) => source.startsWith(p, i))) {
      if (!(DIGIT.test(source[i - 1] ?? '') && DIGIT.test(source[i + 1] ?? ''))) cuts.push(i);
      continue;
    }
    if (words.length === 0 || (spaced && WORD_CHAR.test(source[i - 1] ?? ''))) continue;
    for (const w of words) {
      if (!lower.startsWith(w, i)) continue;
      if (spaced && WORD_CHAR.test(source[i + w.length] ?? '')) continue;
      cuts.push(i);
      break;
    }
  }
  cuts.sort((a, b) => a - b);
  cutsByText.set(text, cuts);
  return cuts;
}

/** The clause holding `offset`: `[start, end)` in the text's source. */
export function clauseAt(text: AnalysedText, offset: number, locale: LocaleData): [number, number] {
  const cuts = clauseCuts(text, locale);
  const found = partitionPoint(cuts.length, (i) => cuts[i]! <= offset) - 1;
  const start = found < 0 ? 0 : cuts[found]!;
  const end = found + 1 < cuts.length ? cuts[found + 1]! : text.source.length;
  return [start, end];
}
