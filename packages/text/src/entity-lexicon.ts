import type { LocaleData } from './locale-data.js';
import { perLocale } from './locale-cache.js';
import { CodeUnitSet, codeUnitAt, foldAsciiCase, isAsciiDigitAt, isAsciiWordCode, isWordCharAt, isWordCode } from './characters.js';
import { PAIR_BITS, pairKey } from './word-matcher.js';
import { CategorySet } from './unicode-categories.js';

/*
 * What the ENTITY extractor needs of a locale, compiled once per LocaleData.
 *
 * A marker written with a capital letter matches only as written (`AS` the company form is not the
 * English word "as", `EN 1090` is not Norwegian "en 1090"); a marker written in lower case matches
 * any case (`article`, `Article`).
 */

export interface MarkerHit {
  form: string;
  start: number;
  end: number;
}

const UPPER = new CategorySet(['Lu']);

/**
 * A fixed list of markers (organisation suffixes, identifier prefixes and suffixes) matched
 * longest first, with a word boundary on each side that begins or ends with a letter of a spaced
 * script. Plain string comparison: pack data never becomes a regular expression.
 */
interface Marker {
  form: string;
  lower: string;
  caseSensitive: boolean;
  /** Begins (ends) with a letter or digit of a spaced script: needs a word boundary there. */
  wordStart: boolean;
  wordEnd: boolean;
}

export class MarkerList {
  private readonly byFirst = new Map<string, Marker[]>();
  /** `byFirst` by the code unit a marker may start with (its lower case decides), filled as units are met. */
  private readonly byUnit = new Map<number, Marker[] | null>();
  /** First characters of the markers, both cases, by UTF-16 code unit: the scan's cheap pre-check (a bitmap, no hashing). */
  private readonly firstUnits: CodeUnitSet;
  /**
   * Whether a marker looked up under the code unit may begin with no letter (`§`): only such a one
   * can start inside a word, so the scan asks `matchAt` nowhere else inside a word (most letters of
   * a text are some marker's first letter, and mid-word none matches).
   */
  private readonly startsInsideWord = new CodeUnitSet();
  /**
   * The first two code units of every marker (`pairKey`, as written and lower-cased), and the first
   * units of markers one unit long: most words of a text begin with some marker's first letter
   * (`a` of `AS`, `i` of `Inc`), and a look at the second letter turns nearly all of them away.
   */
  private readonly pairs = new CodeUnitSet();
  private readonly oneUnitFirsts = new CodeUnitSet();

  /** `digitMayFollow`: an identifier prefix may run straight into its number (`ISO9001`). */
  constructor(
    forms: readonly string[],
    private readonly digitMayFollow = false,
  ) {
    const firstUnits: number[] = [];
    for (const form of forms) {
      const trimmed = form.trim();
      if (!trimmed) continue;
      const key = trimmed[0]!.toLowerCase();
      const list = this.byFirst.get(key) ?? [];
      list.push({
        form: trimmed,
        lower: trimmed.toLowerCase(),
        caseSensitive: UPPER.foundIn(trimmed),
        wordStart: isWordCharAt(trimmed, 0),
        wordEnd: isWordCharAt(trimmed, trimmed.length - 1),
      });
      this.byFirst.set(key, list);
      for (const variant of [key, key.toUpperCase(), trimmed[0]!]) {
        firstUnits.push(variant.charCodeAt(0));
        if (trimmed.length === 1) this.oneUnitFirsts.add(variant.charCodeAt(0));
      }
      for (const written of [trimmed, trimmed.toLowerCase()])
        if (written.length > 1) this.pairs.add(pairKey(written.charCodeAt(0), written.charCodeAt(1)));
    }
    this.firstUnits = new CodeUnitSet(firstUnits);
    for (const unit of firstUnits)
      if (this.byFirst.get(String.fromCharCode(unit).toLowerCase())?.some((m) => !m.wordStart)) this.startsInsideWord.add(unit);
    for (const list of this.byFirst.values()) list.sort((a, b) => b.form.length - a.form.length);
  }

  /** The longest marker starting at `i`, bounded as a word where it begins or ends with a letter. */
  matchAt(text: string, i: number): MarkerHit | undefined {
    const unit = text.charCodeAt(i);
    if (!this.mayStartAt(text, i, unit)) return undefined;
    let list = this.byUnit.get(unit);
    if (list === undefined) {
      list = this.byFirst.get(text.charAt(i).toLowerCase()) ?? null;
      this.byUnit.set(unit, list);
    }
    if (list === null) return undefined;
    let wordBefore: boolean | undefined;
    for (const m of list) {
      if (m.wordStart && (wordBefore ??= isWordCharAt(text, i - 1))) continue;
      if (m.caseSensitive ? !text.startsWith(m.form, i) : !sameInLowerCase(text, i, m.lower)) continue;
      const after = i + m.form.length;
      if (m.wordEnd && isWordCharAt(text, after) && !(this.digitMayFollow && isAsciiDigitAt(text, after))) continue;
      return { form: m.form, start: i, end: i + m.form.length };
    }
    return undefined;
  }

  /**
   * Whether a marker may start at `i` as far as its first two code units tell. Only ASCII pairs are
   * turned away: a marker in lower case is compared with the lower case of the whole stretch of text
   * (`sameInLowerCase`), which for a few other letters is not the lower case of each unit.
   */
  private mayStartAt(text: string, i: number, unit: number): boolean {
    if (unit >= 0x80 || this.oneUnitFirsts.has(unit)) return true;
    // Off the text (-1) no pair is there to turn the marker away.
    const next = codeUnitAt(text, i + 1);
    return next < 0 || next >= 0x80 || this.pairs.has(pairKey(unit, next));
  }

  /** The code units a marker may begin with (`insideWord`: only those of markers that need no word boundary before). */
  startUnits(insideWord: boolean): number[] {
    return (insideWord ? this.startsInsideWord : this.firstUnits).codes();
  }

  /** The pair keys of the markers' first two code units, and the first units of markers one unit long (what `mayStartAt` reads). */
  openings(): { pairs: number[]; oneUnit: number[] } {
    return { pairs: this.pairs.codes(), oneUnit: this.oneUnitFirsts.codes() };
  }
}

/** Lists walked together: a byte per code unit holds a bit per list (at most eight). */
const MOST_LISTS = 8;

/**
 * Several marker lists read in one walk over a text: each list finds its markers leftmost-longest,
 * not overlapping one another, resuming after its own hits (one list's hits may overlap another's).
 * The entity reader asks five lists of every text; a walk per list was most of their cost.
 */
export class MarkerLists {
  /** Per code unit, bit k: list k has a marker that may begin with it. */
  private readonly begins = new Uint8Array(0x10000);
  /** Per code unit, bit k: list k has a marker beginning with it that needs no word boundary before (`§`). */
  private readonly beginsInsideWord = new Uint8Array(0x10000);
  /**
   * No marker begins on an ASCII letter or digit inside a word (every one beginning with a letter
   * needs a word boundary before it): the rest of a run of them is passed over unread.
   */
  private readonly asciiWordsOpenNothing: boolean;
  /**
   * Per pair key (`pairKey` of an ASCII unit and the next), bit k: list k has a marker opening with
   * that pair; per ASCII unit, bit k: list k has a marker of that one unit. Most words of a text
   * begin with some marker's first letter, and their first two letters turn nearly all of them
   * away here, in the walk, where a call per list and word had asked each list the same.
   */
  private readonly pairOpens = new Uint8Array(PAIR_BITS);
  private readonly oneUnitOpens = new Uint8Array(0x80);

  constructor(readonly lists: readonly MarkerList[]) {
    if (lists.length > MOST_LISTS) throw new Error(`MarkerLists walks at most ${MOST_LISTS} lists together, not ${lists.length}`);
    lists.forEach((list, k) => {
      for (const code of list.startUnits(false)) this.begins[code]! |= 1 << k;
      for (const code of list.startUnits(true)) this.beginsInsideWord[code]! |= 1 << k;
      const { pairs, oneUnit } = list.openings();
      for (const key of pairs) this.pairOpens[key]! |= 1 << k;
      for (const code of oneUnit) if (code < 0x80) this.oneUnitOpens[code]! |= 1 << k;
    });
    let opens = false;
    for (let code = 0; code < 0x80; code++) if (isAsciiWordCode(code) && this.beginsInsideWord[code] !== 0) opens = true;
    this.asciiWordsOpenNothing = !opens;
  }

  /** Each list's markers in `text`, in the order of the lists. */
  findAll(text: string): MarkerHit[][] {
    const { lists, begins, beginsInsideWord, pairOpens, oneUnitOpens } = this;
    const hits = lists.map((): MarkerHit[] => []);
    // Where each list may match again, a literal of MOST_LISTS small integers: allocated inline,
    // where `new Array(n).fill(0)` called a builtin per text (0.4 % of the evaluation set, sampled).
    const resume = [0, 0, 0, 0, 0, 0, 0, 0];
    // The code unit before `i` (-1 at the start): whether a word runs on into `i` is asked only
    // where some marker may begin, and costs no table look-up for ASCII.
    let previous = -1;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      let may = begins[code]!;
      if (may !== 0 && previous >= 0 && isWordCode(previous)) may &= beginsInsideWord[code]!;
      // An ASCII unit before an ASCII unit: the lists whose markers open with that pair (as each list's
      // own look at the pair would say). Off the text, or before any other unit, every list still may.
      if (may !== 0 && code < 0x80 && i + 1 < text.length) {
        const next = text.charCodeAt(i + 1);
        if (next < 0x80) may &= oneUnitOpens[code]! | pairOpens[pairKey(code, next)]!;
      }
      // Each list whose bit is set, lowest first.
      for (; may !== 0; may &= may - 1) {
        const k = 31 - Math.clz32(may & -may);
        if (i < resume[k]!) continue;
        const hit = lists[k]!.matchAt(text, i);
        if (hit) {
          hits[k]!.push(hit);
          resume[k] = hit.end;
        }
      }
      previous = code;
      // Past a word's first ASCII letter or digit, the rest of its run starts no marker: on an
      // English answer most code units are passed over here without their table look-ups.
      if (this.asciiWordsOpenNothing && isAsciiWordCode(code)) {
        while (i + 1 < text.length && isAsciiWordCode(text.charCodeAt(i + 1))) i++;
        previous = text.charCodeAt(i);
      }
    }
    return hits;
  }
}

/**
 * Whether the text from `i` on, lower-cased, spells `lower`: code unit by code unit while the text
 * is ASCII (no string made per try), else as `toLowerCase` of the slice says (a few letters change
 * length or depend on their neighbours when lower-cased).
 */
function sameInLowerCase(text: string, i: number, lower: string): boolean {
  if (i + lower.length > text.length) return text.slice(i).toLowerCase() === lower;
  for (let k = 0; k < lower.length; k++) {
    const code = text.charCodeAt(i + k);
    if (code >= 0x80) return text.slice(i, i + lower.length).toLowerCase() === lower;
    if (foldAsciiCase(code) !== lower.charCodeAt(k)) return false;
  }
  return true;
}

export interface EntityLexicon {
  orgSuffixes: MarkerList;
  /** Lower-cased endings that make one capitalised word an institution (`direktoratet`), longest first. */
  orgWordEndings: string[];
  identifierPrefixes: MarkerList;
  identifierSuffixes: MarkerList;
  /** Qualifiers that refer back to the law named before (`entities.identifier_same_qualifiers`). */
  sameQualifiers: Set<string>;
  /** Lower-cased stopwords and month names: capitalised words that name nothing. */
  stopwords: Set<string>;
  /**
   * Codes that are never names: every currency id and form (card bug 5, "USD 45,000" lost its
   * number), every upper-case unit form (`GB`, `MW`), and the organisation-suffix forms themselves.
   */
  notNames: Set<string>;
  /** Endings an acronym may carry (`NAVs`, `OECDs`). */
  inflections: Set<string>;
  /** Single-character sentence terminators: a capitalised word after one starts a sentence. */
  terminators: Set<string>;
  /** Words that make the capitalised name after them a person's (`director`, `Dr.`), lower-cased. */
  personCuesBefore: string[];
  /** Words right after a name that make it a person's (an honorific), for unspaced scripts. */
  personCuesAfter: MarkerList;
  /** Titles right after a name that follow a department as often (a section chief), for unspaced scripts. */
  personTitlesAfter: MarkerList;
  /** The five marker lists above read together (markerHitsOf names their hits). */
  markers: MarkerLists;
}

/** The locale's entity data compiled for the extractor, once per locale. */
export const entityLexicon = perLocale((locale: LocaleData): EntityLexicon => compile(locale));

function compile(locale: LocaleData): EntityLexicon {
  const notNames = new Set<string>();
  for (const unit of locale.units) {
    if (unit.family === 'currency') {
      notNames.add(unit.id.toUpperCase());
      for (const form of unit.forms) notNames.add(form.toUpperCase());
    } else {
      for (const form of unit.forms) if (form === form.toUpperCase()) notNames.add(form);
      // A word that completes a unit written before the figure (a CJK mile after a per-hour word) is the unit's too.
      for (const form of unit.closing_forms ?? []) if (form === form.toUpperCase()) notNames.add(form);
    }
  }
  for (const suffix of locale.entities.org_suffixes) notNames.add(suffix.replace(/\.$/, ''));
  // A minus word written in a script without case (a katakana minus) is the sign of the figure after
  // it, never a name: as a name it took the figure's span, and the figure was no claim at all.
  for (const form of locale.numbers.minus) if (form.length > 1 && form === form.toUpperCase()) notNames.add(form);
  const stopwords = new Set<string>();
  for (const word of locale.entities.stopwords) stopwords.add(word.toLowerCase());
  for (const month of Object.keys(locale.dates.months)) stopwords.add(month.toLowerCase().replace(/\.$/, ''));
  const lexicon: Omit<EntityLexicon, 'markers'> = {
    orgSuffixes: new MarkerList(locale.entities.org_suffixes),
    orgWordEndings: locale.entities.org_word_endings.map((e) => e.toLowerCase()).sort((a, b) => b.length - a.length),
    identifierPrefixes: new MarkerList(locale.entities.identifier_prefixes, true),
    identifierSuffixes: new MarkerList(locale.entities.identifier_suffixes),
    sameQualifiers: new Set(locale.entities.identifier_same_qualifiers),
    stopwords,
    notNames,
    inflections: new Set(locale.inflection.suffixes.filter((s) => s.length > 0)),
    terminators: new Set(locale.sentences.terminators.filter((x) => x.length === 1)),
    personCuesBefore: locale.entities.person_cues.before.map((w) => w.toLowerCase()),
    personCuesAfter: new MarkerList(locale.entities.person_cues.after),
    personTitlesAfter: new MarkerList(locale.entities.person_cues.titles_after),
  };
  return { ...lexicon, markers: new MarkerLists(WALKED_LISTS.map((name) => lexicon[name])) };
}

/** The lexicon's marker lists its `markers` walks together, in the order MarkerLists gives their hits. */
const WALKED_LISTS = ['identifierPrefixes', 'identifierSuffixes', 'orgSuffixes', 'personCuesAfter', 'personTitlesAfter'] as const;

/** Where each of the lexicon's marker lists matches in a text. */
export type MarkerHits = Record<(typeof WALKED_LISTS)[number], readonly MarkerHit[]>;

/**
 * The hits of the lexicon's marker lists in `text`, found in one walk over it rather than one walk per
 * list. Named in one object literal, in WALKED_LISTS' order: an object filled name by name in a loop
 * took more time than the walk itself on a short answer (a keyed store per name).
 */
export function markerHitsOf(lexicon: EntityLexicon, text: string): MarkerHits {
  const hits = lexicon.markers.findAll(text);
  return {
    identifierPrefixes: hits[0]!,
    identifierSuffixes: hits[1]!,
    orgSuffixes: hits[2]!,
    personCuesAfter: hits[3]!,
    personTitlesAfter: hits[4]!,
  };
}
