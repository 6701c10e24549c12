import type { Span } from '@factlint/kernel';
import { allMatches, CategorySet, collapseWhiteSpace, normalizeText, type LocaleData } from '@factlint/text';
import { entityLexicon, markerHitsOf, type EntityLexicon, type MarkerHit, type MarkerHits } from '@factlint/text';
import {
  CharacterClass,
  codeUnitAt,
  countBelow,
  isAsciiLetterCode,
  isAsciiLowerCode,
  isAsciiUpperCode,
  isAsciiWordCode,
  isWordCharAt,
  partitionPoint,
  unitInside,
} from '@factlint/text';
import { CASED_LETTERS, unicodePatternOnFirstUse, type Writing, writingOf } from '@factlint/text';

/*
 * Finds names and identifiers in a text (SPEC §4, ENTITY). All matching runs on the normalised
 * text (full-width letters and digits folded, U+30FC kept); spans map back to the original.
 *
 * What counts as a name — the rule that keeps "Machine Learning" from being flagged:
 * without a lexicon nothing tells a proper name from a capitalised concept, so a name must carry a
 * MARKER before it can be accused of being unsupported:
 *   - an identifier (`ISO 9001`, `§ 3-1`, an article number with CJK markers, `INV-20431`),
 *   - an organisation suffix (`Fjordlys AS`, `Acme Inc.`, a CJK company form),
 *   - an acronym of three letters or more (`OECD`, `NAV`, `WHO`),
 *   - a word with a capital inside it in a run of capitalised words (`McKinsey Global Institute`;
 *     `McKinsey` alone is not read as a name, see the limitation test),
 *   - a person cue next to capitalised words (`finance director Marcus Ellery`, `Dr. Hansen`,
 *     an honorific after a CJK name).
 * Unmarked candidates — runs of two or more capitalised words (`World Health Organization`,
 * `Machine Learning`), two-letter acronyms (`AI`, `EU`), katakana words (loanwords as often as names) — are
 * still read: they earn `supported`/`approximate` when the context backs them, and serve as the
 * expansions that acronyms are matched against, but the judge never calls them unsupported.
 * Never a name: a currency code or any other unit code, a stopword, a month, a Roman numeral.
 */

export type EntityKind = 'identifier' | 'organisation' | 'acronym' | 'name';

export interface IdentifierParts {
  /** A law or series name written against an unspaced prefix (a law's name right before an article number). */
  qualifier: string;
  /** The marker, lower-cased (`iso`, `§`, `inv`). */
  prefix: string;
  /** The number groups (`9001`, `2015` in `ISO 9001:2015`). */
  numbers: string[];
  suffix: string;
}

export interface EntityDetail {
  kind: EntityKind;
  /** Carries a name marker (see above): may be judged unsupported. */
  marked: boolean;
  /** An organisation's name without its suffix (`Fjordlys` of `Fjordlys AS`). */
  core: string | null;
  /** The name without a sentence-initial first word that may not belong to it. */
  alternates: readonly string[];
  identifier: IdentifierParts | null;
}

/** The alternates of a name that has none (most): one list for all of them. */
const NO_ALTERNATES: readonly string[] = Object.freeze([]);

export interface FoundEntity {
  text: string;
  span: Span;
  /** The name as compared: normalised, white space collapsed. */
  value: string;
  detail: EntityDetail;
}

const L = CASED_LETTERS;
/** A word of a spaced script; an apostrophe or hyphen inside a word belongs to it (`Co-operation`). */
/** One letter of a spaced script, and one letter, mark or digit of a word. */
const WORD_START = new CharacterClass(`[${L}]`);
const WORD_PART = new CharacterClass(`[${L}\\p{M}\\p{N}]`);
const UPPER = new CategorySet(['Lu']);
const LOWER = new CategorySet(['Ll']);
const ROMAN_NUMERAL = /^(?:I{2,3}|IV|VI{0,3}|IX|XI{0,3}|XI?V|XX{0,2}I{0,3})$/;
const NUMBER_GROUPS = /\d+(?:[-:./]\d+)*/y;
const GROUP_SEPARATOR = /[-:./]/;
// Bounded against letters of spaced scripts only: in Japanese a code stands right after kanji, with kana after it.
const CODE_SHAPE = unicodePatternOnFirstUse(
  `(?<![${CASED_LETTERS}\\p{N}-])(\\p{Lu}{2,})((?:-[\\p{Lu}\\d]+)*-\\d{3,})(?![${CASED_LETTERS}\\p{N}])`,
  'g',
);
const CODE_TAIL = /-\d{3}/;
const ANY_LETTER = new CategorySet(['L']);
const MARKUP_BEFORE_WORD = new Set([' ', '\t', '*', '_', '#', '>', '(', '[', '"', "'", '-']);
const MAX_NAME_WORDS = 6;
const MAX_UNSPACED_NAME = 12;
/** A person's name before an unspaced cue: two to six Han or katakana characters (a family name, or family and given name). */
const MIN_PERSON_NAME = 2;
const MAX_PERSON_NAME = 6;
const MAX_QUALIFIER = 8;

/**
 * A word of a spaced script at `[start, end)` of the text. Its text is sliced when first asked for:
 * the readers ask for it of capitalised words, and most words of a text are not.
 */
class Word {
  #text: string | undefined;

  constructor(
    private readonly source: string,
    readonly start: number,
    readonly end: number,
    /** First letter upper case and a lower-case letter in it (`Acme`, `McKinsey`). */
    readonly titleCase: boolean,
  ) {}

  get text(): string {
    return (this.#text ??= this.source.slice(this.start, this.end));
  }
}

/** `word` without the name joiners at its end (a dot after the last word joins nothing). */
function withoutTrailingJoiners(word: string, joiners: readonly string[]): string {
  let end = word.length;
  for (let cut = true; cut; ) {
    cut = false;
    for (const joiner of joiners)
      if (joiner.length > 0 && word.startsWith(joiner, end - joiner.length) && end - joiner.length > 0) {
        end -= joiner.length;
        cut = true;
      }
  }
  return word.slice(0, end);
}

/** Every name and identifier in `source`, ordered by position, none overlapping. */
export function findEntities(source: string, locale: LocaleData): FoundEntity[] {
  const lexicon = entityLexicon(locale);
  const folded = normalizeText(source);
  const t = folded.text;
  const found = new FoundEntities();
  const words = nameableWords(t);

  const writing = writingOf(locale);
  const markers = markerHitsOf(lexicon, t);
  readIdentifiers(t, markers, lexicon, writing, found);
  resolveSameQualifiers(found.entries, lexicon);
  readOrganisations(t, words, markers.orgSuffixes, lexicon, writing, found);
  readInstitutionWords(words, lexicon, found);
  readAcronyms(t, words, lexicon, found);
  for (const m of writing.nameWords ? allMatches(t, writing.nameWords) : []) {
    const word = withoutTrailingJoiners(m[0], writing.nameJoiners);
    // A unit word written in this script (points, per cent) is the figure's unit, never a name: as a
    // name it would take the figure's span.
    if (lexicon.notNames.has(word)) continue;
    // A joiner (`name_joiners`: the katakana middle dot) joins the words of a transliterated name:
    // a name marker. A plain word of the script is as often a loanword for a concept ("service").
    const marked = writing.nameJoiners.some((joiner) => word.includes(joiner));
    found.add(m.index, m.index + word.length, { kind: 'name', marked, core: null, alternates: NO_ALTERNATES, identifier: null });
  }
  readPersonsAfterCues(t, markers, writing, found);
  readCapitalisedRuns(t, words, lexicon, found);

  return found.entries.map(({ start, end, detail }) => {
    const span: Span = [folded.toOriginal(start), folded.toOriginalEnd(end)];
    return { text: source.slice(span[0], span[1]), span, value: collapseWhiteSpace(t.slice(start, end)), detail };
  });
}

/**
 * The entities a text's readers have found so far, in text order. The readers run in order of
 * strength, and one that overlaps an entity found before is not added. The entries never overlap,
 * so their ends, kept beside them, are in order too: the search for the first entry ending after
 * an offset reads numbers, with no test function made per search (it is asked for each candidate).
 */
class FoundEntities {
  readonly entries: { start: number; end: number; detail: EntityDetail }[] = [];
  private readonly ends: number[] = [];

  /** Whether an entity found before overlaps `start`..`end`. */
  taken(start: number, end: number): boolean {
    const next = this.entries[countBelow(this.ends, start, true)];
    return next !== undefined && next.start < end;
  }

  /** Adds the entity at `start`..`end`, unless it is empty or overlaps one found before. */
  add(start: number, end: number, detail: EntityDetail): void {
    if (end <= start) return;
    const at = countBelow(this.ends, start, true);
    const next = this.entries[at];
    if (next !== undefined && next.start < end) return;
    // Most entities come after every one found before: appended, where a splice also made the
    // (empty) list of what it removed.
    if (at === this.entries.length) {
      this.entries.push({ start, end, detail });
      this.ends.push(end);
    } else {
      this.entries.splice(at, 0, { start, end, detail });
      this.ends.splice(at, 0, end);
    }
  }
}

/** How many code units the character at `i` takes when it belongs to `word` (0 when not); ASCII answered by `ascii`. */
function unitAt(t: string, i: number, word: CharacterClass, ascii: (code: number) => boolean): number {
  const code = codeUnitAt(t, i);
  return code < 0x80 ? (ascii(code) ? 1 : 0) : word.unitsAt(t, i);
}

/**
 * The words of a spaced script a name may hold, with their `[start, end)`. A word is a letter (Latin,
 * Greek, Cyrillic), then letters, marks and digits, an apostrophe or hyphen inside a word belonging to
 * it (`Co-operation`). Read by hand: a Unicode pattern over the whole text was the reader's main cost.
 *
 * A word that begins with an ASCII small letter (most words of an English or Norwegian text) is
 * left out: every reader below skips it, or ends the name it is reading there. Left out, it still
 * ends a name, since the gap between the words either side of it holds its letters and so is no
 * name gap (`isNameGap`). One `Word` per word had been the reader's largest allocation.
 */
function nameableWords(t: string): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < t.length; ) {
    // Spaces, digits and punctuation, most of what lies between words, passed over by code.
    const at = unitInside(t, i);
    if (at < 0x80 && !isAsciiLetterCode(at)) {
      i++;
      continue;
    }
    const first = unitAt(t, i, WORD_START, isAsciiLetterCode);
    if (first === 0) {
      const code = codeUnitAt(t, i);
      const low = codeUnitAt(t, i + 1);
      i += code >= 0xd800 && code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
      continue;
    }
    let j = wordPartsEnd(t, i + first);
    for (let c = codeUnitAt(t, j); (c === 0x27 || c === 0x2d) && wordPartAt(t, j + 1) > 0; c = codeUnitAt(t, j)) j = wordPartsEnd(t, j + 1);
    const code = codeUnitAt(t, i);
    if (code < 0x61 || code > 0x7a) out.push(new Word(t, i, j, isTitleCase(t, i, j)));
    i = j;
  }
  return out;
}

/** How many code units the word part at `i` takes (0: none). */
function wordPartAt(t: string, i: number): number {
  return unitAt(t, i, WORD_PART, isAsciiWordCode);
}

/**
 * Where the run of word parts from `j` ends: ASCII letters and digits read by code in a tight loop
 * (nearly every letter of a spaced-script text), the character class asked for the rest.
 */
function wordPartsEnd(t: string, j: number): number {
  for (;;) {
    while (j < t.length) {
      const c = unitInside(t, j);
      if (!isAsciiWordCode(c)) break;
      j++;
    }
    const step = wordPartAt(t, j);
    if (step === 0) return j;
    j += step;
  }
}

/**
 * A lower-case letter right before an upper-case one (`\p{Ll}\p{Lu}`: `McDonald`, `iPhone`). ASCII
 * letters are told by their codes: this runs over every word of a name, too seldom to be optimised.
 */
function hasInnerCapital(word: string): boolean {
  for (let i = 0; i + 1 < word.length; i++) {
    const code = word.charCodeAt(i);
    const lower = code < 0x80 ? (isAsciiLowerCode(code) ? 1 : 0) : LOWER.unitsAt(word, i);
    if (lower === 0) continue;
    const next = word.charCodeAt(i + lower);
    if (next < 0x80 ? isAsciiUpperCode(next) : UPPER.unitsAt(word, i + lower) > 0) return true;
    i += lower - 1;
  }
  return false;
}

/**
 * `t[start, end)` has its first letter upper case and a lower-case letter in it: `UPPER` and `LOWER` by
 * code for ASCII (nearly every word of a spaced-script text), the category table for the rest.
 */
function isTitleCase(t: string, start: number, end: number): boolean {
  const first = t.charCodeAt(start);
  if (first < 0x80 ? !isAsciiUpperCode(first) : !UPPER.has(first)) return false;
  for (let i = start + 1; i < end; i++) {
    const code = t.charCodeAt(i);
    if (code >= 0x80) return LOWER.foundIn(t.slice(i, end));
    if (isAsciiLowerCode(code)) return true;
  }
  return false;
}

/**
 * Whether `[from, to)` may stand between two words of one name: spaces, or an ampersand between
 * spaces (`Fenwick & Dale Engineering`). Read in place: it is asked between every two words.
 */
function isNameGap(t: string, from: number, to: number): boolean {
  let i = from;
  while (i < to && t.charCodeAt(i) === 0x20) i++;
  if (i === from) return false;
  if (i === to) return true;
  if (t.charCodeAt(i) !== 0x26) return false;
  const after = ++i;
  while (i < to && t.charCodeAt(i) === 0x20) i++;
  return i > after && i === to;
}

function isSentenceInitial(t: string, start: number, terminators: Set<string>): boolean {
  let j = start - 1;
  while (j >= 0 && MARKUP_BEFORE_WORD.has(t[j]!)) j--;
  if (j < 0) return true;
  const c = t[j]!;
  return c === '\n' || c === ':' || terminators.has(c);
}

function identifierDetail(parts: IdentifierParts): EntityDetail {
  return { kind: 'identifier', marked: true, core: null, alternates: NO_ALTERNATES, identifier: parts };
}

/** A run of term letters (`Writing.termLetter`: Han in Japanese) ending at `end` (a law's name before its article marker). */
function qualifierBefore(t: string, end: number, writing: Writing): number {
  let start = end;
  while (start > 0 && end - start < MAX_QUALIFIER && writing.termLetter.test(t[start - 1]!)) start--;
  return start;
}

/**
 * An article written after "the same act" (the locale's `identifier_same_qualifiers`) is an article
 * of the last law the text names before it: "（日本国憲法第7条）… （同第54条）" reads the second as
 * an article of the constitution, so an answer that writes the law in full is compared with it.
 * `found` holds the identifiers alone, in text order.
 */
function resolveSameQualifiers(found: readonly { detail: EntityDetail }[], lexicon: EntityLexicon): void {
  if (lexicon.sameQualifiers.size === 0) return;
  let named = '';
  for (const { detail } of found) {
    const parts = detail.identifier;
    if (!parts || parts.qualifier === '') continue;
    if (!lexicon.sameQualifiers.has(parts.qualifier)) named = parts.qualifier;
    else if (named !== '') detail.identifier = { ...parts, qualifier: named };
  }
}

function readIdentifiers(t: string, markers: MarkerHits, lexicon: EntityLexicon, writing: Writing, found: FoundEntities): void {
  for (const prefix of markers.identifierPrefixes) {
    let at = prefix.end;
    while (at < t.length && at - prefix.end < 2 && t[at] === ' ') at++;
    NUMBER_GROUPS.lastIndex = at;
    const digits = NUMBER_GROUPS.exec(t);
    if (!digits) continue;
    let end = at + digits[0].length;
    const suffix = lexicon.identifierSuffixes.matchAt(t, end);
    const unspacedPrefix = !isWordCharAt(prefix.form, 0) && writing.contentLetter.test(prefix.form[0]!);
    if (suffix) end = suffix.end;
    // Without a suffix, a number running into a word is no identifier: an ordinal prefix before a
    // counter word is an ordinal ("the third quarter"), `ISO 9001x` nothing. A spaced prefix may be
    // followed by kana or kanji (`ISO 27001` then a particle).
    else if (unspacedPrefix ? ANY_LETTER.at(t, end) : isWordCharAt(t, end)) continue;
    const start = unspacedPrefix ? qualifierBefore(t, prefix.start, writing) : prefix.start;
    found.add(
      start,
      end,
      identifierDetail({
        qualifier: t.slice(start, prefix.start),
        prefix: t.slice(prefix.start, prefix.end).toLowerCase(),
        numbers: digits[0].split(GROUP_SEPARATOR),
        suffix: suffix ? suffix.form.toLowerCase() : '',
      }),
    );
  }
  // An article number with an unspaced suffix and no prefix.
  for (const suffix of markers.identifierSuffixes) {
    if (isWordCharAt(suffix.form, 0)) continue;
    let numberStart = suffix.start;
    while (numberStart > 0 && t[numberStart - 1]! >= '0' && t[numberStart - 1]! <= '9') numberStart--;
    if (numberStart === suffix.start || isWordCharAt(t, numberStart - 1)) continue;
    const start = qualifierBefore(t, numberStart, writing);
    found.add(
      start,
      suffix.end,
      identifierDetail({
        qualifier: t.slice(start, numberStart),
        prefix: '',
        numbers: [t.slice(numberStart, suffix.start)],
        suffix: suffix.form.toLowerCase(),
      }),
    );
  }
  // `INV-20431`: capital letters, a hyphen and at least three digits (the Unicode pattern only runs
  // on a text that has a hyphen before three digits somewhere).
  if (!CODE_TAIL.test(t)) return;
  for (const m of allMatches(t, CODE_SHAPE())) {
    if (lexicon.notNames.has(m[1]!)) continue;
    const groups = m[2]!.slice(1).split('-');
    found.add(
      m.index,
      m.index + m[0].length,
      identifierDetail({ qualifier: '', prefix: m[1]!.toLowerCase(), numbers: groups, suffix: '' }),
    );
  }
}

function readOrganisations(
  t: string,
  words: Word[],
  suffixes: readonly MarkerHit[],
  lexicon: EntityLexicon,
  writing: Writing,
  found: FoundEntities,
): void {
  for (const suffix of suffixes) {
    if (found.taken(suffix.start, suffix.end)) continue;
    if (isWordCharAt(suffix.form, 0)) {
      // Capitalised words right before a spaced suffix: `Nordic Fjord Energy AS`, the name
      // `words[from..last]` (kept as positions: no list per suffix).
      const last = firstWordFrom(words, suffix.start) - 1;
      let from = last + 1;
      let gapEnd = suffix.start;
      while (from > 0 && last - from + 1 < MAX_NAME_WORDS) {
        const w = words[from - 1]!;
        if (
          !isNameGap(t, w.end, gapEnd) ||
          !UPPER.has(w.text.charCodeAt(0)) ||
          lexicon.stopwords.has(w.text.toLowerCase()) ||
          found.taken(w.start, w.end)
        )
          break;
        gapEnd = w.start;
        from--;
      }
      if (from > last) continue;
      const first = words[from]!;
      const core = collapseWhiteSpace(t.slice(first.start, words[last]!.end));
      const alternates =
        last > from && isSentenceInitial(t, first.start, lexicon.terminators)
          ? [collapseWhiteSpace(t.slice(words[from + 1]!.start, suffix.end))]
          : NO_ALTERNATES;
      found.add(first.start, suffix.end, { kind: 'organisation', marked: true, core, alternates, identifier: null });
    } else {
      // Unspaced: the kanji or katakana run before the suffix, else after it (the company form may stand on either side).
      let start = suffix.start;
      while (
        start > 0 &&
        suffix.start - start < MAX_UNSPACED_NAME &&
        writing.contentLetter.test(t[start - 1]!) &&
        !found.taken(start - 1, start)
      )
        start--;
      if (start < suffix.start) {
        found.add(start, suffix.end, {
          kind: 'organisation',
          marked: true,
          core: t.slice(start, suffix.start),
          alternates: NO_ALTERNATES,
          identifier: null,
        });
        continue;
      }
      let end = suffix.end;
      while (
        end < t.length &&
        end - suffix.end < MAX_UNSPACED_NAME &&
        writing.contentLetter.test(t[end]!) &&
        !lexicon.orgSuffixes.matchAt(t, end)
      )
        end++;
      if (end > suffix.end)
        found.add(suffix.start, end, {
          kind: 'organisation',
          marked: true,
          core: t.slice(suffix.end, end),
          alternates: NO_ALTERNATES,
          identifier: null,
        });
    }
  }
}

/** Letters an institution word has before its ending (`Helse` in `Helsedirektoratet`): a bare `Tilsynet` names none. */
const MIN_INSTITUTION_STEM = 3;

/** One capitalised compound that ends in an institution ending (`Helsedirektoratet`, `Datatilsynet`): an organisation's whole name. */
function readInstitutionWords(words: Word[], lexicon: EntityLexicon, found: FoundEntities): void {
  if (lexicon.orgWordEndings.length === 0) return;
  for (const w of words) {
    if (!w.titleCase || lexicon.stopwords.has(w.text.toLowerCase())) continue;
    const lower = w.text.toLowerCase();
    const ending = lexicon.orgWordEndings.find((e) => lower.endsWith(e) && lower.length - e.length >= MIN_INSTITUTION_STEM);
    if (ending)
      found.add(w.start, w.end, { kind: 'organisation', marked: true, core: w.text, alternates: NO_ALTERNATES, identifier: null });
  }
}

/** The index of the first word starting at or after `offset` (words.length when none). */
function firstWordFrom(words: readonly Word[], offset: number): number {
  return partitionPoint(words.length, (i) => words[i]!.start < offset);
}

function readAcronyms(t: string, words: Word[], lexicon: EntityLexicon, found: FoundEntities): void {
  const shouting = new Map<number, boolean>();
  for (const w of words) {
    // An acronym has two capitals first: most words fail on their first two ASCII letters, a kanji
    // or kana word on its first character, before the run of capitals is read.
    // Read in the text, not the word (no slice): after a word of one letter stands no capital.
    const first = t.charCodeAt(w.start);
    const second = t.charCodeAt(w.start + 1);
    if ((first < 0x80 && !isAsciiUpperCode(first)) || (second < 0x80 && !isAsciiUpperCode(second))) continue;
    const capitals = UPPER.runEnd(w.text, 0);
    if (capitals < 2) continue;
    const run = w.text.slice(0, capitals);
    const rest = w.text.slice(run.length);
    // `NAV`, `NAV-kontoret`, `WHO's`, `NAVs` — but not `FY2024` or `PhD`.
    if (rest !== '' && rest[0] !== '-' && rest[0] !== "'" && !lexicon.inflections.has(rest)) continue;
    // Stopwords are not checked: they are capitalised words (`Who`), and `WHO` is an acronym.
    if (lexicon.notNames.has(run) || ROMAN_NUMERAL.test(run)) continue;
    if (isShoutingLine(t, w.start, shouting)) continue;
    found.add(w.start, w.start + run.length, {
      kind: 'acronym',
      marked: run.length >= 3,
      core: null,
      alternates: NO_ALTERNATES,
      identifier: null,
    });
  }
}

/** A line written in capitals (`IMPORTANT NOTICE FOR ALL USERS`) has no acronyms to read. */
function isShoutingLine(t: string, at: number, cache: Map<number, boolean>): boolean {
  const lineStart = t.lastIndexOf('\n', at - 1) + 1;
  let verdict = cache.get(lineStart);
  if (verdict === undefined) {
    let end = t.indexOf('\n', at);
    if (end < 0) end = t.length;
    let upper = 0;
    let lower = 0;
    for (let i = lineStart; i < end; i++) {
      const code = t.charCodeAt(i);
      // ASCII by its code (no string per character); other letters as the case mappings say.
      if (code < 0x80) {
        if (isAsciiUpperCode(code)) upper++;
        else if (isAsciiLowerCode(code)) lower++;
        continue;
      }
      const c = t[i]!;
      if (c !== c.toLowerCase()) upper++;
      else if (c !== c.toUpperCase()) lower++;
    }
    verdict = upper >= 12 && lower * 4 < upper;
    cache.set(lineStart, verdict);
  }
  return verdict;
}

/** A person cue (lower-cased) ending right before `start`, as a whole word: `… director Marcus`. */
function cuedBefore(t: string, start: number, cues: readonly string[]): boolean {
  if (cues.length === 0) return false;
  let end = start;
  while (end > 0 && t[end - 1] === ' ') end--;
  if (end === start) return false;
  const before = t.slice(Math.max(0, end - 32), end).toLowerCase();
  return cues.some((cue) => before.endsWith(cue) && !isWordCharAt(before, before.length - cue.length - 1));
}

/** Unspaced scripts: the Han or katakana run right before a person cue (an honorific). */
function readPersonsAfterCues(t: string, markers: MarkerHits, writing: Writing, found: FoundEntities): void {
  for (const cue of markers.personCuesAfter) {
    if (isWordCharAt(cue.form, 0)) continue;
    const [start, end] = runBefore(t, cue.start, writing, MAX_PERSON_NAME);
    if (end - start < MIN_PERSON_NAME) continue;
    found.add(start, end, { kind: 'name', marked: true, core: null, alternates: endingsOf(t, start, end), identifier: null });
  }
  // A title that follows a department as often (a section chief after its section): only a run as
  // long as a full name is read, and as an unmarked name, so it is compared with the context's
  // people (one character off is another person) but never accused of being unsupported.
  for (const title of markers.personTitlesAfter) {
    if (isWordCharAt(title.form, 0)) continue;
    // Read one character past a full name's length: a longer run is no name.
    const [start, end] = runBefore(t, title.start, writing, MAX_TITLED_NAME + 1);
    const length = end - start;
    if (length < MIN_TITLED_NAME || length > MAX_TITLED_NAME) continue;
    found.add(start, end, { kind: 'name', marked: false, core: null, alternates: endingsOf(t, start, end), identifier: null });
  }
}

/**
 * The run of content letters (Han, katakana) ending right before a cue at `at`, at most `longest`
 * long. Markdown emphasis closed right before the cue (`**山田太郎**氏`) belongs to neither.
 */
function runBefore(t: string, at: number, writing: Writing, longest: number): [number, number] {
  let end = at;
  while (end > 0 && (t.charCodeAt(end - 1) === ASTERISK || t.charCodeAt(end - 1) === UNDERSCORE)) end--;
  let start = end;
  while (start > 0 && end - start < longest && writing.contentLetter.test(t[start - 1]!)) start--;
  return [start, end];
}

const ASTERISK = 0x2a;
const UNDERSCORE = 0x5f;

/** A full name before a title: three or four characters (a family and a given name); a shorter run is a surname or a section. */
const MIN_TITLED_NAME = 3;
const MAX_TITLED_NAME = 4;

/**
 * No word boundaries: the run may begin with the words before the name ("former employee" + name),
 * so every shorter ending of it is the name too, as far as support goes.
 */
function endingsOf(t: string, start: number, end: number): string[] {
  const endings: string[] = [];
  for (let from = start + 1; end - from >= MIN_PERSON_NAME; from++) endings.push(t.slice(from, end));
  return endings;
}

function readCapitalisedRuns(t: string, words: Word[], lexicon: EntityLexicon, found: FoundEntities): void {
  // The run being read is `words[from, to)`, kept as positions: most words end a run, and a list
  // made anew at each was the reader's main allocation.
  let from = 0;
  let to = 0;
  const flush = () => {
    const count = to - from;
    // A capitalised cue opens the run (`Director Marcus Ellery`): the name is what follows it.
    if (count >= 2 && lexicon.personCuesBefore.includes(words[from]!.text.toLowerCase())) {
      found.add(words[from + 1]!.start, words[to - 1]!.end, {
        kind: 'name',
        marked: true,
        core: null,
        alternates: NO_ALTERNATES,
        identifier: null,
      });
    } else if (count >= 1 && cuedBefore(t, words[from]!.start, lexicon.personCuesBefore)) {
      found.add(words[from]!.start, words[to - 1]!.end, {
        kind: 'name',
        marked: true,
        core: null,
        alternates: NO_ALTERNATES,
        identifier: null,
      });
    } else if (count >= 2) {
      const first = words[from]!;
      const last = words[to - 1]!;
      const alternates =
        count > 2 && isSentenceInitial(t, first.start, lexicon.terminators)
          ? [collapseWhiteSpace(t.slice(words[from + 1]!.start, last.end))]
          : NO_ALTERNATES;
      let marked = false;
      for (let k = from; k < to && !marked; k++) marked = hasInnerCapital(words[k]!.text);
      found.add(first.start, last.end, { kind: 'name', marked, core: null, alternates, identifier: null });
    }
  };
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const usable = w.titleCase && !lexicon.stopwords.has(w.text.toLowerCase()) && !found.taken(w.start, w.end);
    if (!usable) {
      flush();
      from = to = k + 1;
      continue;
    }
    if (to > from && !isNameGap(t, words[to - 1]!.end, w.start)) {
      flush();
      from = k;
    }
    to = k + 1;
  }
  flush();
}
