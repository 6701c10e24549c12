import { CodeUnitSet, isWordCharAt, isSpaceCode, lowerCode, skipSpaces, wordRunEnd } from './characters.js';
import { EVERY_OFFSET, type Starts } from './starts.js';

/*
 * Longest-match lookup of a fixed list of words (units, hedges, scale words, month names …) at a
 * position, forwards or backwards. Built once per locale; no regular expression is built from pack
 * data, so a pack cannot make matching backtrack.
 *
 * A form that begins (ends) with a letter of a spaced script matches only at a word boundary on
 * that side; a space inside a form matches any run of horizontal spaces. Given the locale's writing,
 * a form ending in a letter of a script whose phrases take attached particles (Hangul) may be
 * followed by one of the locale's particles: `원이` is the unit `원` and a particle, `분기` no minute.
 */

export interface WordEntry<T> {
  form: string;
  value: T;
  caseSensitive?: boolean;
}

export interface WordHit<T> {
  form: string;
  value: T;
  start: number;
  end: number;
}

interface Compiled<T> {
  form: string;
  /** The form split on spaces; each part compared as written or lower-cased. */
  parts: string[];
  value: T;
  caseSensitive: boolean;
  letterStart: boolean;
  letterEnd: boolean;
  /** The form ends in a letter of a phrase-spaced script: a particle may follow it. */
  phraseEnd: boolean;
}

/**
 * The forms as a trie over their lower-cased code units, so a lookup walks the text once instead of
 * trying each form that shares a first letter (a common first letter opens dozens of forms). A run of
 * spaces in the text takes the `space` edge; a case-sensitive form sits under its lower-cased units
 * and is compared as written when the walk reaches it.
 */
class TrieNode<T> {
  /**
   * The code units that lead on and the nodes they lead to: most nodes have one, scanned in a row.
   * Made with the first edge (a leaf has none, and a list grown from empty takes room for seventeen).
   */
  private units: number[] | undefined;
  private nodes: TrieNode<T>[] | undefined;
  /**
   * The same edges once a node has more than MOST_SCANNED (the root of a long list): ASCII code units
   * by index, the others by key.
   */
  private byAscii: (TrieNode<T> | undefined)[] | undefined;
  private byUnit: Map<number, TrieNode<T>> | undefined;
  space: TrieNode<T> | undefined;
  /** The forms that end here, longest first (as written, with its spaces), then in the order given. */
  ends: Compiled<T>[] | undefined;
  /**
   * On a child of the root: the forms that open with its unit, in the order given, until a lookup
   * first reaches it and `grow` builds the nodes below it from them.
   */
  pending: Compiled<T>[] | undefined;

  next(unit: number): TrieNode<T> | undefined {
    if (this.byAscii) return unit < 128 ? this.byAscii[unit] : this.byUnit!.get(unit);
    const units = this.units;
    if (units === undefined) return undefined;
    for (let k = 0; k < units.length; k++) if (units[k] === unit) return this.nodes![k];
    return undefined;
  }

  /**
   * Puts the forms ending at this node and below longest first (Array.prototype.sort is stable: equal
   * ones keep their order). Counted loops: this runs once per node, in code not yet optimised, where
   * a `for … of` makes an iterator and a result object per step.
   */
  sortEnds(): void {
    if (this.ends !== undefined && this.ends.length > 1) this.ends.sort(longestFirst);
    this.space?.sortEnds();
    const nodes = this.nodes;
    if (nodes !== undefined) for (let k = 0; k < nodes.length; k++) nodes[k]!.sortEnds();
  }

  child(unit: number): TrieNode<T> {
    let node = this.next(unit);
    if (node) return node;
    node = new TrieNode<T>();
    if (this.units === undefined) {
      this.units = [unit];
      this.nodes = [node];
      return node;
    }
    this.units.push(unit);
    this.nodes!.push(node);
    if (this.byAscii) this.index(unit, node);
    else if (this.units.length > MOST_SCANNED) {
      this.byAscii = new Array<TrieNode<T> | undefined>(128).fill(undefined);
      this.byUnit = new Map();
      for (let k = 0; k < this.units.length; k++) this.index(this.units[k]!, this.nodes![k]!);
    }
    return node;
  }

  /** Builds the nodes below this child of the root from its pending forms, ends sorted longest first. */
  grow(): void {
    const forms = this.pending!;
    this.pending = undefined;
    for (let f = 0; f < forms.length; f++) {
      const c = forms[f]!;
      let node: TrieNode<T> = this;
      for (let p = 0; p < c.parts.length; p++) {
        if (p > 0) node = node.space ??= new TrieNode<T>();
        const part = c.parts[p]!;
        // This node stands for the first part's first unit.
        for (let k = p === 0 ? 1 : 0; k < part.length; k++) node = node.child(lowerCode(part.charCodeAt(k)));
      }
      (node.ends ??= []).push(c);
    }
    this.sortEnds();
  }

  private index(unit: number, node: TrieNode<T>): void {
    if (unit < 128) this.byAscii![unit] = node;
    else this.byUnit!.set(unit, node);
  }
}

/** Edges of a trie node compared one by one before a Map pays for its hashing. */
const MOST_SCANNED = 8;

/** What a matcher needs of a locale's writing (`writingOf(locale)`): which letters take particles, and where one begins. */
export interface PhraseEnds {
  phraseLetter: RegExp;
  particleAt(text: string, i: number): boolean;
}

export class WordMatcher<T> {
  /**
   * The trie's root; each child holds the forms that open with its unit (lower-cased) until a lookup
   * first reaches it. A run asks most lists at a few first units only, and building whole tries took
   * 4.5–7.5 ms of a fresh verify (16 lists, 492 forms, 1,904 nodes, all code running for the first time).
   */
  private readonly root = new TrieNode<T>();
  // For lookups backwards: the forms keyed by UTF-16 code unit, under every case of their last
  // character, in the order given, so a lookup at a position allocates nothing; most positions have
  // no entry at all. Not sorted: the lookup compares lengths itself (sorting every list took a copy
  // per list in a fresh verify, for the few lookups backwards a run makes).
  private readonly byLast = new Map<number, Compiled<T>[]>();
  // One bit per UTF-16 code unit that some form starts with: scans test it at every position,
  // where a Map lookup per character per reader cost more than the matching itself.
  private readonly firstUnits = new CodeUnitSet();
  // The first two code units of every form (lower-cased, hashed into a key below PAIR_BITS), the
  // first units of the forms they open, and those of forms that have no second one to test: at most
  // word starts of a text no form matches past its second letter, and one bit test turns them away
  // before any form is tried.
  private readonly pairKeys = new CodeUnitSet();
  // For a scan that sorts out starts before any matcher is asked (reader-starts.ts): the pairs whose
  // forms have no third code unit before a space or the end, and the first three units of the others.
  private readonly pairOnlyKeys = new CodeUnitSet();
  private readonly tripleKeys = new CodeUnitSet();
  private readonly pairedFirstUnits = new CodeUnitSet();
  private readonly unpairedFirstUnits = new CodeUnitSet();
  // For the same scan, at a word of SHORT_WORD code units or fewer (`the`, `of`, `i`), where the
  // units above are all of it: the `shortWordKey`s a form can fit by (the word and what follows it),
  // and the first units of forms a particle may follow (the text's word is then longer than theirs).
  private readonly shortWordKeys = new CodeUnitSet();
  private readonly shortUnkeyedFirsts = new CodeUnitSet();
  // Last code units of the forms: most lookups backwards from a figure end on no form at all.
  private readonly lastUnits = new CodeUnitSet();
  readonly size: number;

  /** A matcher of plain forms that only says which form stands there (a word list of the locale's data). */
  static ofForms(forms: Iterable<string>, ends?: PhraseEnds): WordMatcher<true> {
    const entries: WordEntry<true>[] = [];
    for (const form of forms) entries.push({ form, value: true });
    return new WordMatcher(entries, ends);
  }

  constructor(
    entries: Iterable<WordEntry<T>>,
    private readonly ends?: PhraseEnds,
  ) {
    let size = 0;
    for (const e of entries) {
      const form = e.form.trim();
      if (!form) continue;
      const caseSensitive = e.caseSensitive ?? false;
      const parts = partsOf(form, caseSensitive);
      const c: Compiled<T> = {
        form,
        parts,
        value: e.value,
        caseSensitive,
        letterStart: isWordCharAt(form, 0),
        letterEnd: isWordCharAt(form, form.length - 1),
        phraseEnd: ends?.phraseLetter.test(form.charAt(form.length - 1)) ?? false,
      };
      (this.root.child(lowerCode(parts[0]!.charCodeAt(0))).pending ??= []).push(c);
      // A form whose first part is one character goes on after a space: the pair is that character and a space.
      const pairSecond = parts[0]!.length >= 2 ? parts[0]!.charCodeAt(1) : parts.length > 1 ? SPACE : -1;
      // A third unit only inside the first part: a space in a form matches a run of spaces, so the
      // text's third unit after a one- or two-letter first part may be another space.
      const third = parts[0]!.length >= 3 ? parts[0]!.charCodeAt(2) : -1;
      for (let n = writtenCases(form.charCodeAt(0), caseSensitive), k = 0; k < n; k++) {
        const key = CASES[k]!;
        this.firstUnits.add(key);
        if (pairSecond < 0) {
          this.unpairedFirstUnits.add(key);
        } else {
          this.pairKeys.add(pairKey(key, pairSecond));
          this.pairedFirstUnits.add(key);
          if (third < 0) this.pairOnlyKeys.add(pairKey(key, pairSecond));
          else this.tripleKeys.add(tripleKey(key, pairSecond, third));
        }
      }
      this.keyShortWord(c);
      for (let n = writtenCases(form.charCodeAt(form.length - 1), caseSensitive), k = 0; k < n; k++) {
        const key = CASES[k]!;
        push(this.byLast, key, c);
        this.lastUnits.add(key);
      }
      size++;
    }
    this.size = size;
  }

  /** Can some form start with this code unit? A cheap test before `matchAt` in a scan. */
  mayStartWith(code: number): boolean {
    return this.firstUnits.has(code);
  }

  /**
   * How the forms open, for a scan that looks for several lists in one pass: the first code units of
   * forms with a second one to test (`paired`) and of those without (`unpaired`); of the paired ones,
   * the `pairKey`s of those with no third unit in their first part (`pairOnly`) and the `tripleKey`s
   * of the others (`triples`); and, for a word of SHORT_WORD code units or fewer, the `shortWordKey`s
   * a form can fit by (`shortWords`) and the first units of forms keyed by none (`shortUnkeyed`, see
   * keyShortWord). `matchAt` finds nothing where none of them fits.
   */
  startPairs(): {
    paired: number[];
    unpaired: number[];
    pairOnly: number[];
    triples: number[];
    shortWords: number[];
    shortUnkeyed: number[];
  } {
    return {
      paired: this.pairedFirstUnits.codes(),
      unpaired: this.unpairedFirstUnits.codes(),
      pairOnly: this.pairOnlyKeys.codes(),
      triples: this.tripleKeys.codes(),
      shortWords: this.shortWordKeys.codes(),
      shortUnkeyed: this.shortUnkeyedFirsts.codes(),
    };
  }

  /**
   * The `shortWordKey` by which a form can fit at a word of SHORT_WORD code units or fewer: the form's
   * first letters up to its first code unit that is no letter or digit, and that unit (`kr.`), else
   * the first unit of its second part after the spaces (`the same year`), else WORD_ENDS (`May`).
   * A form whose letters run on past SHORT_WORD fits at no such word and takes no key; one that a
   * particle may follow (`원`, `원이`) is listed by its first unit instead, as keys cannot say how
   * long the text's word is then.
   */
  private keyShortWord(c: Compiled<T>): void {
    const first = c.parts[0]!;
    // Read as shortWordKinds (reader-starts.ts) reads the text's word: the two must agree on its length.
    const run = wordRunEnd(first, 0, SHORT_WORD + 1);
    if (run === 0 || run > SHORT_WORD) return;
    if (c.phraseEnd && c.parts.length === 1 && run === first.length) {
      for (let n = writtenCases(first.charCodeAt(0), c.caseSensitive), k = 0; k < n; k++) this.shortUnkeyedFirsts.add(CASES[k]!);
      return;
    }
    const follow = run < first.length ? first.charCodeAt(run) : c.parts.length > 1 ? c.parts[1]!.charCodeAt(0) : WORD_ENDS;
    this.shortWordKeys.add(shortWordKey(first, 0, run, follow));
  }

  /** The longest form starting at `i` (word boundary checked after it; before it only when `checkBefore`). */
  matchAt(text: string, i: number, checkBefore = false): WordHit<T> | undefined {
    if (i < 0 || i >= text.length) return undefined;
    const code = text.charCodeAt(i);
    if (!this.mayStartWith(code)) return undefined;
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : -1;
    if (!this.unpairedFirstUnits.has(code) && (next < 0 || !this.pairKeys.has(pairKey(code, next)))) return undefined;
    // The longest fitting form so far and where it ends: the hit is made once, for the last of them.
    let best: Compiled<T> | undefined;
    let bestEnd = i;
    // The first step, from the root (where no form ends, and none opens with a space), grows the child it reaches.
    let node = this.root.next(lowerCode(code));
    if (node?.pending) node.grow();
    let at = i + 1;
    // One step per code unit of the text (a run of spaces is one step); each node where forms end
    // offers the first of them that fits here, and the deepest such node is the longest match.
    while (node) {
      if (node.ends) {
        const c = this.fittingEnd(node.ends, text, i, at, checkBefore);
        if (c) {
          best = c;
          bestEnd = at;
        }
      }
      if (at >= text.length) break;
      const unit = text.charCodeAt(at);
      if (node.space && isSpaceCode(unit)) {
        node = node.space;
        at = skipSpaces(text, at);
      } else {
        node = node.next(lowerCode(unit));
        at++;
      }
    }
    return best && { form: best.form, value: best.value, start: i, end: bestEnd };
  }

  /** The first of the forms that end at a trie node which fits the text from `start` to `end` (case, word boundaries, particles). */
  private fittingEnd(
    ends: readonly Compiled<T>[],
    text: string,
    start: number,
    end: number,
    checkBefore: boolean,
  ): Compiled<T> | undefined {
    for (let k = 0; k < ends.length; k++) {
      const c = ends[k]!;
      if (checkBefore && c.letterStart && isWordCharAt(text, start - 1)) continue;
      if (c.caseSensitive && matchForward(text, start, c) !== end) continue;
      if (c.letterEnd && isWordCharAt(text, end) && !this.particleAfter(c, text, end)) continue;
      return c;
    }
    return undefined;
  }

  /** Whether some form may end with `code` (its last code unit, or the unit a folded form ends with). */
  mayEndWith(code: number): boolean {
    return this.lastUnits.has(code);
  }

  /** The longest form ending at `end` (word boundary checked before it). */
  matchEndingAt(text: string, end: number): WordHit<T> | undefined {
    if (end <= 0 || !this.lastUnits.has(text.charCodeAt(end - 1))) return undefined;
    const list = this.byLast.get(text.charCodeAt(end - 1));
    if (!list) return undefined;
    let best: WordHit<T> | undefined;
    for (let k = 0; k < list.length; k++) {
      const c = list[k]!;
      const start = matchBackward(text, end, c);
      if (start < 0) continue;
      if (c.letterStart && isWordCharAt(text, start - 1)) continue;
      // The earliest start; of forms starting there, the longest written, then the first given.
      if (!best || start < best.start || (start === best.start && c.form.length > best.form.length))
        best = { form: c.form, value: c.value, start, end };
    }
    return best;
  }

  /** A particle of the locale begins at `end`, right after a form that ends in a phrase letter. */
  private particleAfter(c: Compiled<T>, text: string, end: number): boolean {
    return c.phraseEnd && this.ends!.particleAt(text, end);
  }

  /**
   * Whether some form stands whole inside `text[from, to)`, as `findAll` of that slice would find
   * one, with no slice made: a slice is another string layout at every load the readers share, and
   * the readers then ran slower on every text (issue 13).
   */
  occursIn(text: string, from: number, to: number): boolean {
    for (let i = from; i < to; i++) {
      if (!this.mayStartWith(text.charCodeAt(i))) continue;
      if (i > from && isWordCharAt(text, i) && isWordCharAt(text, i - 1)) continue;
      const hit = this.matchAt(text, i, true);
      if (hit && hit.end <= to) return true;
    }
    return false;
  }

  /** Every occurrence, leftmost-longest, not overlapping, with word boundaries on both sides; tried only at `starts`. */
  findAll(text: string, starts: Starts = EVERY_OFFSET): WordHit<T>[] {
    const hits: WordHit<T>[] = [];
    for (let i = starts.from(0); i < text.length; ) {
      if (!this.mayStartWith(text.charCodeAt(i))) {
        i = starts.from(i + 1);
        continue;
      }
      // Inside a word no form can start: forms starting with a letter need a boundary before them.
      const insideWord = isWordCharAt(text, i) && isWordCharAt(text, i - 1);
      const hit = insideWord ? undefined : this.matchAt(text, i, true);
      i = starts.from(hit ? hit.end : i + 1);
      if (hit) hits.push(hit);
    }
    return hits;
  }
}

export const PAIR_BITS = 1 << 12;
export const TRIPLE_BITS = 1 << 14;

const SPACE = 0x20;

/**
 * Two code units as one key, both lower-cased (a form's second unit matches as written or
 * lower-cased), every horizontal space as a plain one (a space in a form matches any of them).
 */
export function pairKey(first: number, second: number): number {
  return (lowerCode(first) * 31 + (isSpaceCode(second) ? SPACE : lowerCode(second))) & (PAIR_BITS - 1);
}

/** Three code units as one key, lower-cased (the first three of a form's first part, which holds no space). */
export function tripleKey(first: number, second: number, third: number): number {
  return ((lowerCode(first) * 31 + lowerCode(second)) * 31 + lowerCode(third)) & (TRIPLE_BITS - 1);
}

/** The longest word `shortWordKey` keys: no longer than what the pair and triple keys read of it. */
export const SHORT_WORD = 3;
export const SHORT_WORD_BITS = 1 << 14;
/** What follows a form that is one short word and nothing else: the text's word must end there. */
export const WORD_ENDS = 0xffff;

/**
 * The `length` code units at `start` (a word of SHORT_WORD units or fewer) and the code unit that
 * follows them as one key, all lower-cased: the word alone, or with the first unit after it (a
 * mark, or after spaces the next part's first unit).
 */
export function shortWordKey(text: string, start: number, length: number, follow: number): number {
  let key = length;
  for (let k = 0; k < length; k++) key = key * 31 + lowerCode(text.charCodeAt(start + k));
  return (key * 31 + lowerCode(follow)) & (SHORT_WORD_BITS - 1);
}

/*
 * The helpers below run for every form as a locale is compiled, in a fresh process's first verify,
 * long before V8 optimises them: they make no set, array or closure per form. A fresh `factlint
 * verify` compiles some 750 forms; with a set and four arrays per character looked at, timed inside
 * the process the constructors took 15–18 ms of it, and 4–7 ms without (5.8 M fewer instructions in
 * the whole process, counted by valgrind: the rest was collections and page faults).
 */

/** A form's parts, split on white space and lower-cased unless it is case-sensitive (a trimmed form has no empty part). */
function partsOf(form: string, caseSensitive: boolean): string[] {
  const written = caseSensitive ? form : form.toLowerCase();
  return WHITE_SPACE.test(written) ? written.split(/\s+/) : [written];
}

const WHITE_SPACE = /\s/;

/** The code units `writtenCases` found, read before the next call. */
const CASES = [0, 0, 0];

/**
 * The code units a form's first or last character matches as: the unit itself and, unless the form
 * is case-sensitive, its lower- and upper-case forms where each is one unit. Written into CASES with
 * no repeat; returns how many.
 */
function writtenCases(code: number, caseSensitive: boolean): number {
  CASES[0] = code;
  if (caseSensitive) return 1;
  if (code < 0x80) {
    const lower = code | 0x20;
    if (lower < 0x61 || lower > 0x7a) return 1;
    CASES[1] = code ^ 0x20;
    return 2;
  }
  const character = String.fromCharCode(code);
  return withCase(withCase(1, character.toLowerCase()), character.toUpperCase());
}

/** `n` cases in CASES, and `other` after them when it is one code unit not there yet. */
function withCase(n: number, other: string): number {
  if (other.length !== 1) return n;
  const unit = other.charCodeAt(0);
  for (let k = 0; k < n; k++) if (CASES[k] === unit) return n;
  CASES[n] = unit;
  return n + 1;
}

const longestFirst = (a: { form: string }, b: { form: string }) => b.form.length - a.form.length;

function push<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Compares code unit by code unit (ASCII case folded inline): no string is allocated per try. */
function samePart(text: string, at: number, part: string, caseSensitive: boolean): boolean {
  if (at + part.length > text.length) return false;
  if (caseSensitive) return text.startsWith(part, at);
  for (let k = 0; k < part.length; k++) {
    const c = text.charCodeAt(at + k);
    const p = part.charCodeAt(k);
    if (c !== p && lowerCode(c) !== p) return false;
  }
  return true;
}

function matchForward<T>(text: string, i: number, c: Compiled<T>): number {
  let at = i;
  for (let p = 0; p < c.parts.length; p++) {
    if (p > 0) {
      const spaceStart = at;
      while (at < text.length && isSpaceCode(text.charCodeAt(at))) at++;
      if (at === spaceStart) return -1;
    }
    const part = c.parts[p]!;
    if (!samePart(text, at, part, c.caseSensitive)) return -1;
    at += part.length;
  }
  return at;
}

function matchBackward<T>(text: string, end: number, c: Compiled<T>): number {
  let at = end;
  for (let p = c.parts.length - 1; p >= 0; p--) {
    if (p < c.parts.length - 1) {
      const spaceEnd = at;
      while (at > 0 && isSpaceCode(text.charCodeAt(at - 1))) at--;
      if (at === spaceEnd) return -1;
    }
    const part = c.parts[p]!;
    if (at - part.length < 0 || !samePart(text, at - part.length, part, c.caseSensitive)) return -1;
    at -= part.length;
  }
  return at;
}
