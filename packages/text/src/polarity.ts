import { perLocale } from './locale-cache.js';
import { hedgeLexicon } from './hedges.js';
import { sentenceMarkCodes } from './sentences.js';
import { CodeUnitSet, codeUnitAt, formAt, isAsciiDigitAt, isAsciiWordCode, skipSpaces, skipSpacesBack, unitInside } from './characters.js';
import { CategorySet } from './unicode-categories.js';
import { WordMatcher, type PhraseEnds } from './word-matcher.js';
import { writingOf } from './writing.js';
import type { Span } from '@factlint/kernel';
import type { LocaleData } from './locale-data.js';
import { lowerCaseAligned, matchableText, normalizeText, type NormalizedText } from './normalize.js';
import { literalAlternation } from './unicode-pattern.js';
import { EVERY_OFFSET, SortedStarts, type Starts } from './starts.js';
import type { ComparableText } from './comparable-text.js';
import { countBelow } from './sorted-search.js';

/*
 * Direction words and negations (SPEC §4 polarity): a change statement or quote whose direction word
 * is swapped for its opposite (`rose` / `fell`, `increased` / `decreased`), or that gains or loses a negation, says
 * the reverse. The words are the locale's, listed with their inflected forms.
 *
 * - Spaced scripts: a form matches a whole word, case-insensitively (`rose`, not `roses`); an
 *   apostrophe inside a word belongs to it (`don't`).
 * - Unspaced scripts: forms match as substrings; where matches overlap, the longest wins (a word for
 *   "not permitted" over the "permitted" inside it); the same text listed in two pairs is reported for both.
 */

export interface PolarityWord {
  text: string;
  span: Span;
  /** Index of the pair in the locale's `polarity.pairs`, then its `polarity.outcome_pairs` (numbered on after them). */
  pair: number;
  /** Which side of the pair: 0 the first list, 1 the second. */
  side: 0 | 1;
  /** A word of an outcome pair (approved / rejected): it reverses a statement, but states no direction of change. */
  outcome: boolean;
}

export interface NegationWord {
  text: string;
  span: Span;
}

interface Sense {
  pair: number;
  side: 0 | 1;
  outcome: boolean;
  /** A direction word only right before a figure (`polarity.before_figure`): `down 1.8%`, not "down the road". */
  beforeFigure: boolean;
}

interface CompiledLexicon {
  /** Folded form to the pair sides it stands for (a negation has pair -1). */
  forms: Map<string, Sense[]>;
  /** First code units of the forms, and the shortest and longest form: a word failing them is not looked up. */
  firstUnits: CodeUnitSet;
  shortest: number;
  longest: number;
  /** A hash of every form's code units (`formHash`): a word whose hash is not here is not cut out. */
  hashes: Set<number>;
  /** Unspaced: forms by first character, longest first. */
  byFirst: Map<string, string[]>;
  unspaced: boolean;
  /** The locale's phrase letters and particles: a phrase word is a form with a particle or ending attached (`않았다고`). */
  ends: PhraseEnds | null;
  /**
   * Spaced scripts without phrase words: every form, longest first, as one pattern V8 searches for
   * natively (`formsBySearch`); null where the walk over every word stays.
   */
  search: RegExp | null;
}

/** One letter or digit (a whole code point). */
const WORD_UNIT = new CategorySet(['L', 'N']);
const APOSTROPHE = 0x27;

/**
 * Where the run of letters and digits from `i` ends (`i` when none is there): ASCII read by code
 * in one loop over the string, the categories asked for the rest. Every word of every answer is
 * read this way; a call per code unit (wordUnitAt) was most of the polarity reader's time.
 */
function wordRunEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const c = unitInside(text, j);
    if (c < 0x80) {
      if (!isAsciiWordCode(c)) return j;
      j++;
    } else {
      const step = WORD_UNIT.unitsAt(text, j);
      if (step === 0) return j;
      j += step;
    }
  }
  return j;
}

/** How many code units the letter or digit at `i` takes (0 when none). */
function wordUnitAt(text: string, i: number): number {
  const c = codeUnitAt(text, i);
  if (c < 0x80) return isAsciiWordCode(c) ? 1 : 0;
  return WORD_UNIT.unitsAt(text, i);
}
/** Where the word from `i` ends: its run of letters and digits, joined across an apostrophe to the next run (`don't`). */
function wordEnd(text: string, i: number): number {
  let j = wordRunEnd(text, i);
  if (j === i) return i;
  while (codeUnitAt(text, j) === APOSTROPHE && wordUnitAt(text, j + 1) > 0) j = wordRunEnd(text, j + 1);
  return j;
}

/** Whether a word begins at `i`: a letter or digit there, and no word running on into it from the left, across an apostrophe either. */
function beginsWord(text: string, i: number): boolean {
  if (wordUnitAt(text, i) === 0 || WORD_UNIT.endsAt(text, i)) return false;
  return !(codeUnitAt(text, i - 1) === APOSTROPHE && WORD_UNIT.endsAt(text, i - 1));
}

/**
 * The words of `lower` that are forms, in a spaced script: V8 searches natively for the text of any
 * form, and a find counts only where a word begins and the whole word there, read as the walk
 * reads words, is a form. Every word that is a form opens with that form's text, so the search
 * finds each one the walk would; the walk tested every word of the text in JavaScript, most of
 * them to no purpose (both lexicons took 23.8 µs per 1,000 characters of the English evaluation
 * texts that way, 13.2 searched). After a find inside a word the search goes on from the next
 * unit, after a word from its end.
 */
function formsBySearch(lower: string, words: CompiledLexicon, search: RegExp): Hit[] {
  const hits: Hit[] = [];
  search.lastIndex = 0;
  for (let found = search.exec(lower); found !== null; found = search.exec(lower)) {
    const i = found.index;
    if (!beginsWord(lower, i)) {
      search.lastIndex = i + 1;
      continue;
    }
    const j = wordEnd(lower, i);
    const senses = words.forms.get(lower.slice(i, j));
    if (senses) hits.push({ start: i, end: j, senses });
    search.lastIndex = j;
  }
  return hits;
}

const NEGATION: Sense = { pair: -1, side: 0, outcome: false, beforeFigure: false };

function fold(word: string): string {
  return lowerCaseAligned(normalizeText(word).text.trim());
}

/** FNV-1a over the code units of `text[start, end)`. */
function formHash(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function lexicon(entries: Iterable<[string, Sense]>, unspaced: boolean, ends: PhraseEnds | null): CompiledLexicon {
  const forms = new Map<string, Sense[]>();
  for (const [word, sense] of entries) {
    const form = fold(word);
    if (form.length === 0) continue;
    const senses = forms.get(form) ?? [];
    if (!senses.some((s) => s.pair === sense.pair && s.side === sense.side)) senses.push(sense);
    forms.set(form, senses);
  }
  const byFirst = new Map<string, string[]>();
  for (const form of forms.keys()) {
    const list = byFirst.get(form[0]!) ?? [];
    list.push(form);
    byFirst.set(form[0]!, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  const firstUnits = new CodeUnitSet([...forms.keys()].map((form) => form.charCodeAt(0)));
  let shortest = Infinity;
  let longest = 0;
  for (const form of forms.keys()) {
    shortest = Math.min(shortest, form.length);
    longest = Math.max(longest, form.length);
  }
  const hashes = new Set<number>();
  for (const form of forms.keys()) hashes.add(formHash(form, 0, form.length));
  const search =
    unspaced || ends !== null || forms.size === 0 ? null : new RegExp(literalAlternation(withoutExtensions(forms.keys())), 'g');
  return { forms, byFirst, unspaced, firstUnits, shortest, longest, hashes, ends, search };
}

/**
 * The forms that no shorter form begins (`increase`, not `increased` or `increasing`). The search
 * only says where some form's text begins (the whole word there is then looked up), and wherever a
 * form begins, one of these begins too, each a form itself: the same places are found. The
 * alternation is about half as long (English 925 → 506 characters, Norwegian 1,300 → 595), and V8
 * compiles it twice (bytecode, then machine code) in a fresh process that reads one change word.
 */
function withoutExtensions(forms: Iterable<string>): string[] {
  // In code-unit order a form's extensions follow it, before any text that does not begin with it.
  const kept: string[] = [];
  for (const form of [...forms].sort()) if (kept.length === 0 || !form.startsWith(kept[kept.length - 1]!)) kept.push(form);
  return kept;
}

const compile = perLocale((locale: LocaleData): { pairs: CompiledLexicon; negations: CompiledLexicon } => {
  const writing = writingOf(locale);
  const unspaced = !writing.spaced;
  const ends = writing.phrased ? writing : null;
  const pairEntries: [string, Sense][] = [];
  const { pairs, outcome_pairs, before_figure } = locale.polarity;
  const bound = new Set(before_figure.words);
  [...pairs, ...outcome_pairs].forEach(([first, second], pair) => {
    const outcome = pair >= pairs.length;
    for (const word of first) pairEntries.push([word, { pair, side: 0, outcome, beforeFigure: bound.has(word) }]);
    for (const word of second) pairEntries.push([word, { pair, side: 1, outcome, beforeFigure: bound.has(word) }]);
  });
  return {
    pairs: lexicon(pairEntries, unspaced, ends),
    negations: lexicon(
      locale.polarity.negations.map((word) => [word, NEGATION]),
      unspaced,
      ends,
    ),
  };
});

/**
 * A lexicon's forms as a word list, for the one pass over a text (reader-starts.ts): its keys tell
 * the pass which words some form may open. The list itself is never asked to match; the forms are
 * read as findForms reads them.
 */
function passWordList(words: CompiledLexicon, locale: LocaleData): WordMatcher<true> {
  return WordMatcher.ofForms([...words.forms.keys()], writingOf(locale));
}

/** The direction words' forms as a word list for the one pass (passWordList). */
export const directionWordList = perLocale((locale: LocaleData) => passWordList(compile(locale).pairs, locale));

/** The negations' forms as a word list for the one pass (passWordList). */
export const negationWordList = perLocale((locale: LocaleData) => passWordList(compile(locale).negations, locale));

interface Hit {
  start: number;
  end: number;
  senses: Sense[];
}

/**
 * The forms in `text`: where the one pass over it (reader-starts.ts) found a word some form may open
 * (`starts`, in the folded text's offsets), or, with none, by a native search of the forms or a walk
 * over every offset.
 */
function findForms(text: string, words: CompiledLexicon, starts?: Starts): Hit[] {
  if (words.forms.size === 0) return [];
  const { lower } = matchableText(text);
  if (starts === undefined && words.search !== null) return formsBySearch(lower, words, words.search);
  const at = starts ?? EVERY_OFFSET;
  return words.unspaced ? longestFormsAt(lower, words, at) : wordFormsAt(lower, words, at);
}

/** Spaced scripts: each word that begins at one of `starts` and is a form (or, in a phrased script, a form with a particle after it). */
function wordFormsAt(lower: string, words: CompiledLexicon, starts: Starts): Hit[] {
  const hits: Hit[] = [];
  for (let i = starts.from(0); i < lower.length; ) {
    if (!beginsWord(lower, i)) {
      i = starts.from(i + 1);
      continue;
    }
    const j = wordEnd(lower, i);
    const length = j - i;
    if (
      words.firstUnits.has(unitInside(lower, i)) &&
      length >= words.shortest &&
      length <= words.longest &&
      words.hashes.has(formHash(lower, i, j))
    ) {
      const senses = words.forms.get(lower.slice(i, j));
      if (senses) hits.push({ start: i, end: j, senses });
    } else if (words.ends && words.firstUnits.has(unitInside(lower, i)) && words.ends.phraseLetter.test(lower[i]!)) {
      const hit = formWithParticle(lower, i, j, words);
      if (hit) hits.push(hit);
    }
    i = starts.from(j);
  }
  return hits;
}

/** Unspaced scripts: the longest form at each of `starts`; a shorter form inside a longer match is not reported. */
function longestFormsAt(lower: string, words: CompiledLexicon, starts: Starts): Hit[] {
  const hits: Hit[] = [];
  let coveredTo = 0;
  for (let i = starts.from(0); i < lower.length; i = starts.from(i + 1)) {
    if (!words.firstUnits.has(unitInside(lower, i))) continue;
    const candidates = words.byFirst.get(lower[i]!);
    if (!candidates) continue;
    const form = formAt(lower, i, candidates);
    if (form === undefined || i + form.length <= coveredTo) continue;
    hits.push({ start: i, end: i + form.length, senses: words.forms.get(form)! });
    coveredTo = Math.max(coveredTo, i + form.length);
  }
  return hits;
}

/** The longest form that begins the phrase word `lower[i, j)` with a particle or ending of the locale after it. */
function formWithParticle(lower: string, i: number, j: number, words: CompiledLexicon): Hit | undefined {
  for (let end = Math.min(j - 1, i + words.longest); end >= i + words.shortest; end--) {
    const senses = words.forms.get(lower.slice(i, end));
    if (senses && words.ends!.particleAt(lower, end)) return { start: i, end, senses };
  }
  return undefined;
}

/**
 * A hit's span in the text as written. `normalized` is the text's matchable form, looked up once per
 * search by the caller: looked up per hit, a long text was compared in full with the texts cached
 * beside it (strings over 16 K code units hash by their length alone) for every word found.
 */
function toOriginal(normalized: NormalizedText, hit: Hit): Span {
  return [normalized.toOriginal(hit.start), normalized.toOriginalEnd(hit.end)];
}

/**
 * The direction words of `text`, with the pair and side each stands for. `starts`: where the one pass
 * over the folded text found a word one of them may open (readText); without, the text is searched.
 */
export function findPolarityWords(text: string, locale: LocaleData, starts?: Starts): PolarityWord[] {
  const words: PolarityWord[] = [];
  const hits = findForms(text, compile(locale).pairs, starts);
  if (hits.length === 0) return words;
  const { normalized } = matchableText(text);
  for (const hit of hits) {
    const span = toOriginal(normalized, hit);
    for (const sense of hit.senses) {
      if (sense.beforeFigure && (!figureFollows(text, span[1], locale) || particleOfVerb(text, span[0], locale))) continue;
      words.push({ text: text.slice(span[0], span[1]), span, pair: sense.pair, side: sense.side, outcome: sense.outcome });
    }
  }
  return words;
}

const beforeFigureLinks = perLocale((locale: LocaleData) => WordMatcher.ofForms(locale.polarity.before_figure.links, writingOf(locale)));
const particleVerbs = perLocale((locale: LocaleData) => WordMatcher.ofForms(locale.polarity.before_figure.not_after, writingOf(locale)));

/** Whether a verb the locale lists (`before_figure.not_after`) stands right before `start`: `made up 40%` is a share, no rise. */
function particleOfVerb(text: string, start: number, locale: LocaleData): boolean {
  const verbs = particleVerbs(locale);
  return verbs.size > 0 && verbs.matchEndingAt(text, skipSpacesBack(text, start)) !== undefined;
}

/**
 * Whether a figure stands right after `end` of `text` (past one of the locale's `before_figure`
 * links, and a hedge: `up by about 8%`): a digit, or one sign before it (`$2,950`, `£3m`). A
 * figure followed by a dash and another figure is a score or a span of figures (`up 2-0`), which
 * states no change.
 */
function figureFollows(text: string, end: number, locale: LocaleData): boolean {
  let i = skipSpaces(text, end);
  const link = beforeFigureLinks(locale).matchAt(text, i);
  if (link) i = skipSpaces(text, link.end);
  const hedge = hedgeLexicon(locale).before.matchAt(text, i);
  if (hedge) i = skipSpaces(text, hedge.end);
  if (!isAsciiDigitAt(text, i)) i++;
  if (!isAsciiDigitAt(text, i)) return false;
  while (isAsciiDigitAt(text, i) || FIGURE_INSIDE.has(codeUnitAt(text, i))) i++;
  return !(DASHES.has(codeUnitAt(text, i)) && isAsciiDigitAt(text, i + 1));
}

/** What a written figure holds between its digits: decimal marks and group separators. */
const FIGURE_INSIDE = new CodeUnitSet([0x2c, 0x2e]);
/** A hyphen and an en dash, as between the two sides of a score. */
const DASHES = new CodeUnitSet([0x2d, 0x2013]);

const affirmingForms = perLocale((locale: LocaleData) => locale.polarity.affirming.map((form) => matchableText(form).lower));

/** Whether the negation at [start, end) of the folded text stands inside an affirming form. */
function insideAffirming(lower: string, start: number, end: number, forms: readonly string[]): boolean {
  const word = lower.slice(start, end);
  for (const form of forms) {
    for (let k = form.indexOf(word); k >= 0; k = form.indexOf(word, k + 1)) {
      if (start - k >= 0 && lower.startsWith(form, start - k)) return true;
    }
  }
  return false;
}

/**
 * Whether the word ending at `end` of the folded text is written with a full stop right after it and
 * a figure after that: an abbreviation naming the figure (`No. 3` in a ranking), not a negation.
 */
function abbreviatesBeforeFigure(lower: string, end: number): boolean {
  return lower.charCodeAt(end) === FULL_STOP && isAsciiDigitAt(lower, skipSpaces(lower, end + 1));
}

const FULL_STOP = 0x2e;

/**
 * Whether the word at [start, end) of the folded text opens its sentence and a comma follows it: the
 * answer to a question (`Are small businesses exempt? No, but fines are capped …`), which negates
 * nothing the sentence goes on to say.
 */
function answersAQuestion(lower: string, start: number, end: number, locale: LocaleData): boolean {
  if (!ANSWER_COMMAS.has(lower.charCodeAt(end))) return false;
  const before = skipSpacesBack(lower, start);
  return before === 0 || sentenceOpeners(locale).has(lower.charCodeAt(before - 1));
}

/** A comma, as written in spaced and in CJK text. */
const ANSWER_COMMAS = new CodeUnitSet([0x2c, 0x3001, 0xff0c]);
/** What may stand right before a sentence's first word: a line break, or the first character of one of the locale's sentence terminators. */
const sentenceOpeners = perLocale((locale: LocaleData) => new CodeUnitSet([0x0a, ...sentenceMarkCodes(locale)]));

/**
 * The negations of `text` (a negation inside an affirming form such as "must" is none, and so is
 * one written as an abbreviation before a figure, or one that answers a question: `No, …`). `starts`: as for findPolarityWords, where the one
 * pass over the folded text found a word one of them may open.
 */
export function findNegations(text: string, locale: LocaleData, starts?: Starts): NegationWord[] {
  const forms = affirmingForms(locale);
  const hits = findForms(text, compile(locale).negations, starts);
  const { lower, normalized } = matchableText(text);
  return hits
    .filter(
      (hit) =>
        !abbreviatesBeforeFigure(lower, hit.end) &&
        !answersAQuestion(lower, hit.start, hit.end, locale) &&
        (forms.length === 0 || !insideAffirming(lower, hit.start, hit.end, forms)),
    )
    .map((hit) => {
      const span = toOriginal(normalized, hit);
      return { text: text.slice(span[0], span[1]), span };
    });
}

/**
 * Where findPolarityWords and findNegations may find a word in `comparable.lower`, the comparable
 * form of the part `[from, from + length)` of a text readText read (`wordStarts`, its
 * polarityWordStarts). Undefined where `lower` is not its own matchable form, the text those words
 * are found in (then the part is searched).
 */
export function polarityStartsIn(wordStarts: Int32Array, from: number, length: number, comparable: ComparableText): Starts | undefined {
  const { lower } = comparable;
  if (matchableText(lower).lower !== lower) return undefined;
  return startsInPart(wordStarts, from, length, (offset) => comparable.offsetOf(offset), lower.length);
}

/**
 * Where findPolarityWords and findNegations may find a word in `comparable.lower.slice(from, to)`,
 * a stretch of the comparable form of a whole text readText read (`wordStarts`, its
 * polarityWordStarts), as offsets of the stretch: the few characters beside a match, which have no
 * comparable form of their own. The stretch's first character is a place too, as a search of the
 * stretch alone takes it. A word the stretch cuts at its end may read differently: a search takes
 * `no` of `now` for a word, and the places hold no place there (they do in `november`, where the
 * pass marks the first letters of a long word).
 * Undefined where the stretch is not its own matchable form (then it is searched).
 */
export function polarityStartsInStretch(wordStarts: Int32Array, comparable: ComparableText, from: number, to: number): Starts | undefined {
  const stretch = comparable.lower.slice(from, to);
  if (matchableText(stretch).lower !== stretch) return undefined;
  // The stretch in the original runs from the end of the comparable character before it to the end
  // of its last: a place is the start of a folded character, never inside one, so the places there
  // are those that map into the stretch.
  const start = from === 0 ? 0 : comparable.span(from - 1, from)[1];
  const end = to > from ? comparable.span(to - 1, to)[1] : start;
  return startsInPart(wordStarts, start, end - start, (offset) => comparable.offsetOf(start + offset) - from, stretch.length);
}

/**
 * Where findPolarityWords and findNegations on the whole of `text` may find a word: `wordStarts`,
 * readText's polarityWordStarts of `text`, or of a text with the same offsets whose line breaks were
 * joined (a context read so): only the joined line breaks differ, where no word begins.
 */
export function polarityStartsOf(wordStarts: Int32Array, text: string): Starts {
  const { normalized } = matchableText(text);
  return startsInPart(wordStarts, 0, text.length, normalized.fromOriginal, normalized.text.length);
}

/**
 * The places of `wordStarts` inside `[from, from + length)`, as offsets of the folded text a walk
 * reads (`toFolded` maps an offset of the part there; `end`, its length), after the part's first
 * character: a word begins there in the part whatever stands before it in the text.
 */
function startsInPart(wordStarts: Int32Array, from: number, length: number, toFolded: (offset: number) => number, end: number): Starts {
  const first = countBelow(wordStarts, from);
  const inside = countBelow(wordStarts, from + length) - first;
  // offsets[0] stays 0, the part's first character.
  const offsets = new Int32Array(inside + 1);
  for (let k = 0; k < inside; k++) offsets[k + 1] = toFolded(wordStarts[first + k]! - from);
  return new SortedStarts(offsets, end);
}
