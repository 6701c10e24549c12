import type { Evidence } from '@factlint/kernel';
import type { AnalysedText, EvidenceIndex, ExtractedClaim, GroundingContext } from '@factlint/pipeline';
import { evidenceIn } from '@factlint/pipeline';
import { perLocale, perObject, type LocaleData } from '@factlint/text';

/*
 * A name written with the letters of the answer's language for a name the context writes in
 * another alphabet's letters, or the other way round: `Saether` for a context's name with the
 * ae ligature, `Bjoern` for one with a slashed o, `Jose` for one with an accented e. The locale's
 * `entities.letter_spellings` says how it spells letters it lacks; a letter with an accent also
 * stands for its letter without one (Unicode's decomposition, no language's data).
 */

type Spellings = ReadonlyMap<string, readonly string[]>;

const spellingsOf = perLocale(
  (locale: LocaleData): Spellings =>
    new Map(Object.entries(locale.entities.letter_spellings).map(([letter, forms]) => [letter, forms.map((f) => f.toLowerCase())])),
);

/** The context's name the claim's name spells otherwise, letter by letter, or null. */
export function spelledOtherwiseInContext(value: string, ctx: GroundingContext): Evidence | null {
  const spellings = spellingsOf(ctx.locale);
  const mine = value.toLowerCase();
  const words = mine.split(' ').length;
  const names = contextNames(ctx.index, ctx.locale);
  // A name with no letter that is spelled otherwise (no accent, none of the locale's spellings)
  // spells only itself: it can be spelled otherwise only by a context name with such a letter.
  // Every claim of a long answer walked every name of a long context (the bench's names against a
  // context of names grew ×103 for ×10).
  for (const { lower, claim, text } of hasOtherSpelling(mine, spellings) ? names.all : names.spelledOtherwise) {
    // A surname alone (`Saether said`) against the context's full name: its last words.
    const theirs = lastWords(lower, words);
    if (theirs === null || theirs === mine) continue;
    if (spellsAs(theirs, 0, mine, 0, spellings) || spellsAs(mine, 0, theirs, 0, spellings)) return evidenceIn(text, claim);
  }
  return null;
}

interface ContextName {
  lower: string;
  claim: ExtractedClaim;
  text: AnalysedText;
}

/** The context's names, lower-cased, once per context: all, and those with a letter spelled otherwise. */
const contextNames = perObject((index: EvidenceIndex, locale: LocaleData) => {
  const spellings = spellingsOf(locale);
  const all: ContextName[] = index.claims('ENTITY').map(({ claim, text }) => ({ lower: String(claim.value).toLowerCase(), claim, text }));
  return { all, spelledOtherwise: all.filter((name) => hasOtherSpelling(name.lower, spellings)) };
});

/** Whether some letter of `name` may stand for another spelling: a letter with an accent, or one the locale spells otherwise. */
function hasOtherSpelling(name: string, spellings: Spellings): boolean {
  for (let k = 0; k < name.length; k++) {
    const letter = name[k]!;
    if (spellings.has(letter) || (name.charCodeAt(k) >= 0x80 && unaccented(letter) !== letter)) return true;
  }
  return false;
}

/** The last `count` words of a name, or null when it has fewer. */
function lastWords(name: string, count: number): string | null {
  let at = name.length;
  for (let k = 0; k < count; k++) {
    if (at < 0) return null;
    at = name.lastIndexOf(' ', at - 1);
  }
  return name.slice(at + 1);
}

/**
 * Whether `plain` from `j` spells `written` from `i`: each letter of `written` stands as itself,
 * as its letter without an accent, or as one of its locale spellings. The spellings are tried in
 * turn (a slashed o as `oe` before `o`), at most a few per name.
 */
function spellsAs(written: string, i: number, plain: string, j: number, spellings: Spellings): boolean {
  if (i === written.length) return j === plain.length;
  if (j === plain.length) return false;
  const letter = written[i]!;
  if (letter === plain[j] || unaccented(letter) === plain[j]) {
    if (spellsAs(written, i + 1, plain, j + 1, spellings)) return true;
  }
  for (const spelling of spellings.get(letter) ?? NONE) {
    if (plain.startsWith(spelling, j) && spellsAs(written, i + 1, plain, j + spelling.length, spellings)) return true;
  }
  return false;
}

const NONE: readonly string[] = [];

/** The letter without its accents (`é` → `e`): its canonical decomposition's first code unit when the rest are combining marks. */
function unaccented(letter: string): string {
  const parts = letter.normalize('NFD');
  if (parts.length === 1) return letter;
  for (let k = 1; k < parts.length; k++) {
    const code = parts.charCodeAt(k);
    if (code < 0x300 || code > 0x36f) return letter;
  }
  return parts[0]!;
}
