import type { Span } from '@factlint/kernel';
import type { LocaleData } from './locale-data.js';
import { numeralGrammar } from './numerals.js';
import { isSpaceCode, skipSpacesBack } from './characters.js';
import { perLocale } from './locale-cache.js';
import { WordMatcher, type WordHit } from './word-matcher.js';
import { writingOf } from './writing.js';
import { ratioValue } from './ratios.js';
import { byStart } from './sorted-search.js';

/*
 * Numbers spelled as the locale's number words wherever they stand (`three-year deal`, `two dozen
 * other countries`, `seven games`), composed as they are said: a tens word and a unit word make one
 * number (`twenty-five`, or one word where the locale writes them so), a scale word
 * multiplies what stands before it (`two hundred`, `twenty-five thousand`), and the locale's joiner
 * may follow a scale word (`two hundred and fifty`); the locale's openers say
 * one of a scale (`a hundred`, `one thousand`). The figure reader takes a
 * number word only beside a unit or scale, so that "one of them" is no figure; this reader is for
 * support and rivals only: a figure an answer writes in digits that its source spells out is the
 * same figure. A run this reader cannot read whole (one that follows a scale word with no number
 * or opener before it) is left out rather than read as a part: 50 for 150 would be a rival.
 */

export interface SpelledNumber {
  value: number;
  span: Span;
}

const cache = perLocale(() => new WeakMap<object, SpelledNumber[]>());

/** Scale words below this only multiply the number before them (`two hundred`, `two dozen`); from it on they close a group. */
const GROUP_SCALE = 1000;

interface SpelledGrammar {
  words: WordMatcher<number>;
  scales: WordMatcher<number>;
  joiners: WordMatcher<true>;
  /** Words that say one of a scale (`a hundred`, `one thousand`). */
  openers: WordMatcher<true>;
  /** The locale's ratio words that are no whole number (`half`, `a half`, `one and a half`), by value. */
  fractions: WordMatcher<number>;
  /** Number words read only as a number's last part (`one` in `thirty-one`): alone, a pronoun as often. */
  tails: WordMatcher<number>;
}

/** The locale's number words, with its joined tens when it writes a tens and a unit word as one word. */
const spelledGrammar = perLocale((locale: LocaleData): SpelledGrammar => {
  const grammar = numeralGrammar(locale);
  const n = locale.numbers;
  const entries = Object.entries(n.words).map(([form, value]) => ({ form, value }));
  const tails = Object.entries(n.compound_tails).map(([form, value]) => ({ form, value }));
  if (n.joined_tens) {
    const tens = entries.filter((e) => isTens(e.value));
    const units = [...entries, ...tails].filter((e) => isUnit(e.value));
    for (const t of tens) for (const u of units) entries.push({ form: t.form + u.form, value: t.value + u.value });
  }
  const writing = writingOf(locale);
  return {
    words: n.joined_tens ? new WordMatcher(entries, writing) : grammar.words,
    scales: grammar.scales,
    joiners: WordMatcher.ofForms(n.number_word_joiners, writing),
    openers: WordMatcher.ofForms(n.scale_openers, writing),
    fractions: new WordMatcher(
      Object.entries(n.ratio_words)
        .map(([form, value]) => ({ form, value: ratioValue(value) }))
        .filter((f) => !Number.isInteger(f.value)),
      writing,
    ),
    tails: new WordMatcher(tails, writing),
  };
});

/** Every spelled number of `text`, in order. */
export function readSpelledNumbers(text: string, locale: LocaleData): SpelledNumber[] {
  const g = spelledGrammar(locale);
  const out: SpelledNumber[] = [];
  const hits = g.words.findAll(text);
  // Runs that open without a number word: an opener before a scale (`a hundred`), a fraction before one (`half a million`).
  const opened = [...openedScales(text, g), ...scaledFractions(text, g)].sort(byStart);
  let k = 0;
  let o = 0;
  let readTo = 0;
  while (k < hits.length || o < opened.length) {
    // The next start in text order: a number word, or an opener or fraction before a scale word.
    const opener = opened[o];
    const fromOpener = opener !== undefined && (k >= hits.length || opener.start < hits[k]!.start);
    const first = fromOpener ? opener : hits[k]!;
    if (fromOpener) o++;
    else k++;
    if (first.start < readTo || (!fromOpener && afterBareScale(text, first.start, g))) continue;
    const run = composeRun(text, hits, fromOpener ? firstHitFrom(hits, k, first.end) : k, g, first.value, first.end);
    out.push({ value: run.value, span: [first.start, run.end] });
    readTo = run.end;
    k = run.next;
  }
  return out;
}

/** The locale's openers that stand right before a scale word (`a hundred`, `one thousand`), worth one each, in order. */
function openedScales(text: string, g: SpelledGrammar): WordHit<number>[] {
  if (g.openers.size === 0) return [];
  return g.openers
    .findAll(text)
    .filter((opener) => g.scales.matchAt(text, skipSpacesAndHyphens(text, opener.end), true) !== undefined)
    .map((opener) => ({ ...opener, value: 1 }));
}

/** Fraction words before a scale word, an opener allowed between (`half a million`, `one and a half million`), in order. */
function scaledFractions(text: string, g: SpelledGrammar): WordHit<number>[] {
  if (g.fractions.size === 0) return [];
  return g.fractions.findAll(text).filter((f) => g.scales.matchAt(text, skipOpener(text, f.end, g), true) !== undefined);
}

/** The index of the first word hit at or after `at`, from `k` on. */
function firstHitFrom(hits: readonly WordHit<number>[], k: number, at: number): number {
  while (k < hits.length && hits[k]!.start < at) k++;
  return k;
}

/**
 * The number that starts with `value` and ends at `end` (a number word, or an opener worth 1): the
 * words and scale words that follow it, joined by spaces, hyphens or (after a scale word) the
 * locale's joiner, composed. `next` is the first word hit after it.
 */
function composeRun(
  text: string,
  hits: readonly WordHit<number>[],
  next: number,
  g: SpelledGrammar,
  value: number,
  end: number,
): { value: number; end: number; next: number } {
  let total = 0;
  let current = value;
  let lastWord = value;
  let afterScale = false;
  for (;;) {
    // `two and a half million`: a fraction after the joiner and an opener adds to the number before it.
    const fraction = afterScale || !Number.isInteger(lastWord) ? undefined : fractionAfter(text, end, g);
    if (fraction) {
      current += fraction.value;
      end = fraction.end;
      next = firstHitFrom(hits, next, end);
      lastWord = fraction.value;
      continue;
    }
    // `half a million`: a fraction's opener stands before the scale it takes.
    const at = isFraction(lastWord) ? skipOpener(text, end, g) : skipJoin(text, end, afterScale, g);
    const scale = g.scales.matchAt(text, at, true);
    if (scale) {
      if (scale.value < GROUP_SCALE) current *= scale.value;
      else {
        total += current * scale.value;
        current = 0;
      }
      end = scale.end;
      afterScale = true;
      lastWord = Number.NaN;
      continue;
    }
    // A unit word after a tens word (`twenty-five`), or any number word after a scale (`hundred and
    // fifty`); a word that is a number only as such a last part (`thirty-one`) ends the run.
    const word = hits[next];
    const listed = word !== undefined && word.start === at;
    const tail = listed || g.tails.size === 0 ? undefined : g.tails.matchAt(text, at, true);
    const part = listed ? word : tail;
    if (part === undefined || !continues(lastWord, part.value, afterScale)) break;
    current += part.value;
    lastWord = part.value;
    end = part.end;
    afterScale = false;
    if (listed) next++;
  }
  return { value: total + current, end, next };
}

/** A word worth less than one (`half`): it takes an opener before a scale (`half a million`). */
function isFraction(value: number): boolean {
  return value > 0 && value < 1;
}

/** Past an opener after `end` (`a` in `half a million`), or past the spaces alone. */
function skipOpener(text: string, end: number, g: SpelledGrammar): number {
  const at = skipSpacesAndHyphens(text, end);
  const opener = g.openers.matchAt(text, at, true);
  return opener ? skipSpacesAndHyphens(text, opener.end) : at;
}

/** The fraction after a joiner (`and a half`), less than one, or undefined. */
function fractionAfter(text: string, end: number, g: SpelledGrammar): { value: number; end: number } | undefined {
  const joiner = g.joiners.matchAt(text, skipSpacesAndHyphens(text, end), true);
  if (!joiner) return undefined;
  const fraction = g.fractions.matchAt(text, skipSpacesAndHyphens(text, joiner.end), true);
  return fraction && isFraction(fraction.value) ? { value: fraction.value, end: fraction.end } : undefined;
}

function continues(lastWord: number, value: number, afterScale: boolean): boolean {
  if (!Number.isInteger(value) || value <= 0 || value >= 100) return false;
  return afterScale || (isTens(lastWord) && isUnit(value));
}

/** Twenty, thirty … ninety: a word a unit word may follow within one number. */
function isTens(value: number): boolean {
  return value >= 20 && value < 100 && value % 10 === 0;
}

/** One to nine. */
function isUnit(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value < 10;
}

/** Past the spaces and hyphens after `end`, and the locale's joiner when a scale word stands before it. */
function skipJoin(text: string, end: number, afterScale: boolean, g: SpelledGrammar): number {
  let at = skipSpacesAndHyphens(text, end);
  if (!afterScale) return at;
  const joiner = g.joiners.matchAt(text, at, true);
  if (joiner) at = skipSpacesAndHyphens(text, joiner.end);
  return at;
}

function skipSpacesAndHyphens(text: string, at: number): number {
  // Only one hyphen: `twenty--five` is no number.
  let hyphen = false;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (isSpaceCode(code)) at++;
    else if (code === HYPHEN && !hyphen) {
      hyphen = true;
      at++;
    } else break;
  }
  return at;
}

const HYPHEN = 45;

/** Back past the spaces and hyphens before `at` (`twenty-` before `five`). */
function spacesAndHyphensBack(text: string, at: number): number {
  while (at > 0 && (isSpaceCode(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === HYPHEN)) at--;
  return at;
}

/** Whether a scale word (and the locale's joiner) stands right before `start`: the run is the tail of a number read in part. */
function afterBareScale(text: string, start: number, g: SpelledGrammar): boolean {
  let at = spacesAndHyphensBack(text, start);
  const joiner = g.joiners.matchEndingAt(text, at);
  if (joiner) at = skipSpacesBack(text, joiner.start);
  return at < start && g.scales.matchEndingAt(text, at) !== undefined;
}

/**
 * Whether the number word at `start` continues a number spelled before it: after a scale word (`two
 * hundred and fifty`, `one hundred fifty`) or a unit word after a tens word (`twenty-five`). The
 * figure reader takes no figure there: `fifty staff` in `two hundred and fifty staff` is not 50.
 */
export function continuesSpelledNumber(text: string, start: number, value: number, locale: LocaleData): boolean {
  const g = spelledGrammar(locale);
  if (afterBareScale(text, start, g)) return true;
  if (!isUnit(value)) return false;
  const at = spacesAndHyphensBack(text, start);
  const before = at < start ? g.words.matchEndingAt(text, at) : undefined;
  return before !== undefined && isTens(before.value);
}

/** The spelled numbers of a text read once (keyed by an object that stands for the text). */
export function spelledNumbersOf(key: object, text: string, locale: LocaleData): SpelledNumber[] {
  const byText = cache(locale);
  let found = byText.get(key);
  if (!found) {
    found = readSpelledNumbers(text, locale);
    byText.set(key, found);
  }
  return found;
}
