import { editDistance } from '@factlint/text';

/*
 * The names of a list one edit away from a name (one code unit changed, added or left out), without
 * measuring the list: every name is hashed whole and with each of its code units left out. `b` is
 * one edit from `a` when `a` less one unit is `b` (left out), `b` less one unit is `a` (added), or
 * both less one unit at the same place are equal (changed). A hash only proposes a name; the edit
 * distance decides, so a collision, or two units swapped (equal less one unit at different places,
 * two edits), is never taken.
 */

/** The hash's base: odd, so multiplying by it loses no bit modulo 2^32. */
const BASE = 0x01000193;

/** Hash and power of BASE of every prefix of a text, reused across calls (grown as needed). */
let prefixes = new Int32Array(64);
let powers = new Int32Array(64);

/** Fills `prefixes[k]` with the hash of the text's first k units and `powers[k]` with BASE^k, k ≤ length. */
function hashPrefixes(text: string): void {
  if (text.length >= prefixes.length) {
    prefixes = new Int32Array(text.length * 2 + 1);
    powers = new Int32Array(text.length * 2 + 1);
  }
  powers[0] = 1;
  for (let k = 0; k < text.length; k++) {
    prefixes[k + 1] = (Math.imul(prefixes[k]!, BASE) + text.charCodeAt(k)) | 0;
    powers[k + 1] = Math.imul(powers[k]!, BASE);
  }
}

/** The hash of the text last given to hashPrefixes (of `length` units) with unit `at` left out. */
function hashLeavingOut(length: number, at: number): number {
  const whole = prefixes[length]!;
  // The units after `at`: the whole less its first at + 1 units, shifted up by the rest.
  const after = (whole - Math.imul(prefixes[at + 1]!, powers[length - at - 1]!)) | 0;
  return (Math.imul(prefixes[at]!, powers[length - at - 1]!) + after) | 0;
}

/** The index's hash of a whole text (exported for the tests, which collide two names under it). */
export function unitsHash(text: string): number {
  hashPrefixes(text);
  return prefixes[text.length]!;
}

/**
 * Lists of positions by a hash, in typed arrays: an open-addressed table of heads, each list linked
 * through `next`. A Map of arrays cost 14 µs per name of 25 units to build (an array per key, most
 * keys met once). Positions are added last first, each list in front, so every list reads ascending.
 */
class PositionsByHash {
  private readonly keys: Int32Array;
  private readonly heads: Int32Array;
  private readonly shift: number;
  private readonly positions: Int32Array;
  private readonly next: Int32Array;
  private count = 0;

  constructor(entries: number) {
    const bits = Math.max(3, 32 - Math.clz32(entries * 2));
    this.shift = 32 - bits;
    this.keys = new Int32Array(1 << bits);
    this.heads = new Int32Array(1 << bits).fill(-1);
    this.positions = new Int32Array(entries);
    this.next = new Int32Array(entries);
  }

  /** Puts `position` in front of the list under `key`, unless it is already there. */
  add(key: number, position: number): void {
    const slot = this.slotOf(key);
    const head = this.heads[slot]!;
    if (head !== -1 && this.positions[head] === position) return;
    this.keys[slot] = key;
    this.positions[this.count] = position;
    this.next[this.count] = head;
    this.heads[slot] = this.count++;
  }

  /** The first entry under `key`, or -1; read with `positionOf` and `after`. */
  first(key: number): number {
    return this.heads[this.slotOf(key)]!;
  }

  positionOf(entry: number): number {
    return this.positions[entry]!;
  }

  after(entry: number): number {
    return this.next[entry]!;
  }

  /** The slot of `key`, or the empty one it would take. The hash's low bits follow the units' own, so the slot is taken from its top bits after a multiply. */
  private slotOf(key: number): number {
    const mask = this.heads.length - 1;
    let slot = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (this.heads[slot] !== -1 && this.keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }
}

/**
 * A list of names indexed by what each is less one code unit. `nearest` answers which name in the
 * list is nearest a name by edit distance when one is at most one edit away, as a look at the whole
 * list would: see there.
 */
export class OneEditNames {
  /** A name's hash → the positions of the names with that hash. */
  private readonly whole: PositionsByHash;
  /** The hash of a name less one unit → the positions of the names it comes from. */
  private readonly lessOne: PositionsByHash;

  constructor(private readonly names: readonly string[]) {
    let units = 0;
    for (const name of names) units += name.length;
    this.whole = new PositionsByHash(names.length);
    this.lessOne = new PositionsByHash(units);
    for (let position = names.length - 1; position >= 0; position--) {
      const name = names[position]!;
      hashPrefixes(name);
      this.whole.add(prefixes[name.length]!, position);
      for (let at = 0; at < name.length; at++) this.lessOne.add(hashLeavingOut(name.length, at), position);
    }
  }

  /**
   * The position of the name in the list most alike `name` by `1 − distance / longer length`, the
   * first of equals, when one is at most one edit away; -1 when none is (the caller measures the
   * list). Of names one edit away the longer is the more alike, and for a name of three units or
   * more any of them is more alike than any name two edits away, so the order is: the same name,
   * then the first of one unit more, then the first of one unit less or as many. A name of one or
   * two units is not asked: there a name two edits away can be as alike.
   */
  nearest(name: string): number {
    if (name.length < 3) return -1;
    const length = name.length;
    hashPrefixes(name);
    const wholeHash = prefixes[length]!;
    for (let e = this.whole.first(wholeHash); e !== -1; e = this.whole.after(e)) {
      if (this.names[this.whole.positionOf(e)] === name) return this.whole.positionOf(e);
    }
    // A name with one unit more: that name less one unit is this one.
    for (let e = this.lessOne.first(wholeHash); e !== -1; e = this.lessOne.after(e)) {
      const other = this.names[this.lessOne.positionOf(e)]!;
      if (other.length === length + 1 && editDistance(name, other) === 1) return this.lessOne.positionOf(e);
    }
    let first = -1;
    for (let at = 0; at < length; at++) {
      const key = hashLeavingOut(length, at);
      first = this.firstOneEdit(this.whole, key, name, length - 1, first);
      first = this.firstOneEdit(this.lessOne, key, name, length, first);
    }
    return first;
  }

  /** The lower of `first` and the first position under `key` of a name of `length` units one edit from `name`. */
  private firstOneEdit(lists: PositionsByHash, key: number, name: string, length: number, first: number): number {
    for (let e = lists.first(key); e !== -1; e = lists.after(e)) {
      const position = lists.positionOf(e);
      if (first >= 0 && position >= first) return first;
      const other = this.names[position]!;
      if (other.length === length && editDistance(name, other) === 1) return position;
    }
    return first;
  }
}
