import type { LocaleData, UnitMatch } from '@factlint/text';
import { countBelow, perObject } from '@factlint/text';
import type { AnalysedText, EvidenceIndex } from '@factlint/pipeline';
import type { Direction, SentencePolarity } from '@factlint/pipeline';
import { figurePolarity } from './figure-polarity.js';
import { countedNounAfter, sentenceSubject } from '@factlint/pipeline';
import type { Figure } from './numeric-figures.js';
import { unitConversion, type Conversion } from './unit-conversion.js';
import { periodOf } from './numeric-periods.js';

/*
 * The context's figures, indexed once per evidence index so that judging one answer figure looks
 * at a few candidates, never at every context figure: point figures sorted by value (per unit, per
 * unit family, per written unit for conversions), range figures apart (few in practice), figures
 * grouped by sentence, and figures and dates listed per subject key. Every lookup returns a
 * SUPERSET of the figures a rule of the comparator can accept, so the comparator, run on the
 * candidates in context order, reaches the verdict it would reach on the whole context.
 */

/** A figure of the context, with what the comparator needs to know about its sentence. */
export interface ContextFigure {
  /** Its position in the index (`all`); a converted copy keeps the position of the figure as written. */
  ref: number;
  figure: Figure;
  text: AnalysedText;
  direction: Direction;
  polarity: SentencePolarity | undefined;
  subject: ReadonlySet<string> | undefined;
  noun: string | undefined;
  /** Set on a copy whose figure was converted into the claim's unit: the figure as written. */
  written?: Figure;
  /** A conversion through a unit of varying length (months to days): a match is only approximate. */
  roughly?: Conversion;
}

/** Where a lookup adds the context positions it finds (a Set, or the index's PositionCollector). */
export interface PositionSink {
  add(ref: number): unknown;
}

/**
 * Context positions gathered for one claim, each at most once, read back ascending. One per context
 * index, reused claim after claim: a position is marked with the number of the current gathering
 * instead of being put in a new Set, and the positions go to a buffer of the index's size sorted in
 * place, so judging a claim allocates no set, no growing array and no sorted copy.
 */
export class PositionCollector implements PositionSink {
  private readonly marks: Uint32Array;
  private gathering = 0;
  private readonly picked: Int32Array;
  private count = 0;

  constructor(size: number) {
    this.marks = new Uint32Array(size);
    this.picked = new Int32Array(size);
  }

  /** Starts a new gathering (what the previous one returned must have been read). */
  begin(): this {
    if (++this.gathering === 0xffffffff) {
      this.marks.fill(0);
      this.gathering = 1;
    }
    this.count = 0;
    return this;
  }

  add(ref: number): void {
    if (this.marks[ref] === this.gathering) return;
    this.marks[ref] = this.gathering;
    this.picked[this.count++] = ref;
  }

  addAll(refs: readonly number[]): void {
    for (let k = 0; k < refs.length; k++) this.add(refs[k]!);
  }

  /**
   * The positions gathered, ascending (a typed array sorts by number); valid until the next `begin`.
   * The view of the first n positions is made once per n and kept: a gathering holds a few dozen
   * positions at most, so there are few of them, and none is made per claim.
   */
  ascending(): Int32Array {
    const view = (this.views[this.count] ??= this.picked.subarray(0, this.count));
    return view.sort();
  }

  private readonly views: Int32Array[] = [];
}

/** Point figures sorted by value; `refs[k]` is the context position of the k-th smallest. */
export class SortedPoints {
  private sortedValues: Float64Array | undefined;
  private sortedRefs: Int32Array | undefined;

  /** Sorted on first use: a small context is judged without ever asking. */
  constructor(private readonly entries: { value: number; ref: number }[]) {}

  get values(): Float64Array {
    if (!this.sortedValues) this.sort();
    return this.sortedValues!;
  }

  get refs(): Int32Array {
    if (!this.sortedRefs) this.sort();
    return this.sortedRefs!;
  }

  private sort(): void {
    const entries = this.entries.sort((a, b) => a.value - b.value || a.ref - b.ref);
    this.sortedValues = Float64Array.from(entries, (e) => e.value);
    this.sortedRefs = Int32Array.from(entries, (e) => e.ref);
  }

  /** The first position whose value is at least `x`. */
  lowerBound(x: number): number {
    return countBelow(this.values, x);
  }

  /** Adds the context positions of every value in `[lo, hi]` (scaled by `1 / factor` first). */
  collect(lo: number, hi: number, out: PositionSink, factor = 1): void {
    const a = factor === 1 ? lo : lo / factor;
    const b = factor === 1 ? hi : hi / factor;
    if (!(a <= b)) {
      if (Number.isNaN(a) || Number.isNaN(b)) this.collectAll(out);
      return;
    }
    const slop = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
    for (let k = this.lowerBound(a - slop); k < this.values.length && this.values[k]! <= b + slop; k++) out.add(this.refs[k]!);
  }

  /**
   * Adds the context positions of at most `cap` values in `[lo, hi]`, the closest to `centre` first
   * (equal values in context order); every bound is scaled by `1 / factor` first. `centre` lies in
   * `[lo, hi]`: the walk down from it stops only at `lo` (a window of the claim's negated value,
   * walked from the claim's value, gathered the figures just below that value instead).
   */
  collectNearest(lo: number, hi: number, centre: number, cap: number, out: PositionSink, factor = 1): void {
    this.window[0] = lo;
    this.window[1] = hi;
    this.collectNearestIn(this.window, 0, centre, cap, out, factor);
  }

  private readonly window = new Float64Array(2);

  /**
   * collectNearest over the window `[bounds[2k], bounds[2k + 1]]`. The bounds are read from the
   * array, not passed: a fractional number passed to a call is boxed, and this runs for every window
   * of every claim.
   */
  collectNearestIn(bounds: Float64Array, k: number, centre: number, cap: number, out: PositionSink, factor = 1): void {
    const a = bounds[2 * k]! / factor;
    const b = bounds[2 * k + 1]! / factor;
    const c = centre / factor;
    if (!(a <= b) || Number.isNaN(c)) return;
    const slop = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
    const values = this.values;
    let up = this.lowerBound(c);
    // The run of equal values below the centre, walked in context order (written out, not a
    // closure: this runs for every window of every claim).
    let runEnd = up;
    let runStart = up > 0 ? this.lowerBound(values[up - 1]!) : up;
    let runAt = runStart;
    for (let taken = 0; taken < cap; taken++) {
      const upOk = up < values.length && values[up]! <= b + slop;
      const downOk = runAt < runEnd && values[runAt]! >= a - slop;
      if (!upOk && !downOk) return;
      if (upOk && (!downOk || values[up]! - c <= c - values[runAt]!)) out.add(this.refs[up++]!);
      else {
        out.add(this.refs[runAt++]!);
        if (runAt === runEnd && runStart > 0) {
          runEnd = runStart;
          runStart = this.lowerBound(values[runStart - 1]!);
          runAt = runStart;
        }
      }
    }
  }

  /**
   * Adds, from each of four walks (up and down from `centre`, up from the smallest value, down from
   * the largest), the first value `accept` takes and the values equal to it: whichever is nearest
   * by relative difference is among them. Each walk looks at `steps` values at most.
   */
  collectFirstAccepted(
    centre: number,
    steps: number,
    accept: (ref: number, value: number) => boolean,
    out: PositionSink,
    factor = 1,
  ): void {
    const c = centre / factor;
    const start = this.lowerBound(c);
    this.walk(start, 1, steps, accept, out, factor);
    this.walk(start - 1, -1, steps, accept, out, factor);
    this.walk(0, 1, steps, accept, out, factor);
    this.walk(this.values.length - 1, -1, steps, accept, out, factor);
  }

  private walk(
    from: number,
    step: 1 | -1,
    steps: number,
    accept: (ref: number, value: number) => boolean,
    out: PositionSink,
    factor: number,
  ): void {
    const values = this.values;
    for (let k = from, n = 0; k >= 0 && k < values.length && n < steps; k += step, n++) {
      if (!accept(this.refs[k]!, values[k]! * factor)) continue;
      const v = values[k]!;
      const tie = 1e-9 * Math.max(1, Math.abs(v));
      for (let t = k; t >= 0 && t < values.length && Math.abs(values[t]! - v) <= tie && n < steps; t += step, n++) {
        if (accept(this.refs[t]!, values[t]! * factor)) out.add(this.refs[t]!);
      }
      return;
    }
  }

  collectAll(out: PositionSink): void {
    for (let k = 0; k < this.refs.length; k++) out.add(this.refs[k]!);
  }
}

/** Context figures in one written unit (`months`): what a conversion into the claim's unit applies to. */
export interface UnitGroup {
  unit: UnitMatch;
  points: SortedPoints;
  ranges: number[];
  /** Every figure in the unit (points and ranges), ascending. */
  members: number[];
}

/** Up to this many context figures, every one is a candidate (and scanned in order): cheaper than a lookup. */
export const SMALL_CONTEXT = 48;

export class ContextFigureIndex {
  readonly all: ContextFigure[];
  /** Positions of range figures, ascending. */
  readonly ranges: number[] = [];
  readonly everyPoint: SortedPoints;
  readonly bare: SortedPoints;
  private readonly byUnitId = new Map<string, SortedPoints>();
  /** Key: unit family, or '' for bare figures. */
  private readonly byFamily = new Map<string, SortedPoints>();
  private readonly byWrittenUnit = new Map<string, UnitGroup>();
  /** Bare figures declared in a unit with a scale (`Figure.declared`), by unit id and factor: each group converts into that unit by its factor. */
  private readonly byDeclaredUnit = new Map<string, { group: UnitGroup; factor: number }>();
  private readonly bySentence = new Map<AnalysedText, Map<number, number[]>>();
  private subjectPostings: Map<string, number[]> | undefined;
  private readonly conversions = new Map<string, Map<string, { group: UnitGroup; conversion: Conversion }[]>>();
  /** comparablePoints' answer per claim unit id, made once: it is asked for every claim. */
  private readonly comparableByUnitId = new Map<string, SortedPoints[]>();
  private everyPointOnly: SortedPoints[] | undefined;
  /** allInUnitOrBare's answer per claim unit id. */
  private readonly allByUnitId = new Map<string, readonly ContextFigure[]>();
  /** The written-unit group of each context position (undefined for a bare figure). */
  private readonly groupOfRef: (UnitGroup | undefined)[];
  /** The positions one claim's lookups gather (see PositionCollector). */
  readonly positions: PositionCollector;

  constructor(
    all: ContextFigure[],
    private readonly locale: LocaleData,
  ) {
    this.all = all;
    this.positions = new PositionCollector(all.length);
    const every: { value: number; ref: number }[] = [];
    const bare: { value: number; ref: number }[] = [];
    const byUnitId = new Map<string, { value: number; ref: number }[]>();
    const byFamily = new Map<string, { value: number; ref: number }[]>();
    const written = new Map<string, { unit: UnitMatch; points: { value: number; ref: number }[]; ranges: number[]; members: number[] }>();
    const declared = new Map<string, { unit: UnitMatch; factor: number; points: { value: number; ref: number }[]; members: number[] }>();
    all.forEach((c, ref) => {
      const f = c.figure;
      const unit = f.unit;
      let sentences = this.bySentence.get(c.text);
      if (!sentences) this.bySentence.set(c.text, (sentences = new Map()));
      push(sentences, f.sentence, ref);
      let group: { unit: UnitMatch; points: { value: number; ref: number }[]; ranges: number[]; members: number[] } | undefined;
      if (unit !== null) {
        const key = `${unit.id}\u0000${unit.text}`;
        group = written.get(key);
        if (!group) written.set(key, (group = { unit, points: [], ranges: [], members: [] }));
        group.members.push(ref);
      }
      if (f.kind === 'range') {
        this.ranges.push(ref);
        group?.ranges.push(ref);
        return;
      }
      const entry = { value: f.value, ref };
      if (f.declared) {
        const key = `${f.declared.unit.id}\u0000${f.declared.factor}`;
        let group = declared.get(key);
        if (!group) declared.set(key, (group = { unit: f.declared.unit, factor: f.declared.factor, points: [], members: [] }));
        group.points.push(entry);
        group.members.push(ref);
      }
      every.push(entry);
      if (unit === null) bare.push(entry);
      else push(byUnitId, unit.id, entry);
      push(byFamily, unit?.family ?? '', entry);
      group?.points.push(entry);
    });
    this.everyPoint = new SortedPoints(every);
    this.bare = new SortedPoints(bare);
    for (const [id, entries] of byUnitId) this.byUnitId.set(id, new SortedPoints(entries));
    for (const [family, entries] of byFamily) this.byFamily.set(family, new SortedPoints(entries));
    this.groupOfRef = new Array<UnitGroup | undefined>(all.length).fill(undefined);
    for (const [key, g] of written) {
      const group: UnitGroup = { unit: g.unit, points: new SortedPoints(g.points), ranges: g.ranges, members: g.members };
      this.byWrittenUnit.set(key, group);
      for (const ref of g.members) this.groupOfRef[ref] = group;
    }
    // A declared figure is bare: it belongs to no written unit's group, so its declared group is its own.
    for (const [key, g] of declared) {
      const group: UnitGroup = { unit: g.unit, points: new SortedPoints(g.points), ranges: [], members: g.members };
      this.byDeclaredUnit.set(key, { group, factor: g.factor });
      for (const ref of g.members) this.groupOfRef[ref] = group;
    }
  }

  /** The written-unit group a context position belongs to (a bare figure's declared group; undefined for any other bare figure). */
  groupOf(ref: number): UnitGroup | undefined {
    return this.groupOfRef[ref];
  }

  /** Subject key → positions of the figures whose sentence has it, ascending (built when first asked for). */
  get figuresBySubject(): ReadonlyMap<string, readonly number[]> {
    if (!this.subjectPostings) {
      const postings = new Map<string, number[]>();
      this.all.forEach((c, ref) => {
        if (c.subject) for (const key of c.subject) push(postings, key, ref);
      });
      this.subjectPostings = postings;
    }
    return this.subjectPostings;
  }

  /**
   * Positions of the figures that name the period they are given per (`periodOf`), ascending (listed
   * when first asked for): points, and ranges, whose ends are amounts of their own (`from $250 to
   * $275 per month`).
   */
  figuresNamingAPeriod(): readonly number[] {
    if (!this.withPeriod) {
      const found: number[] = [];
      for (let ref = 0; ref < this.all.length; ref++) {
        if (this.readAt(periodOf, ref) !== null) found.push(ref);
      }
      this.withPeriod = found;
    }
    return this.withPeriod;
  }

  private withPeriod: number[] | undefined;

  /** Positions of the point figures that are rates over a base the text names (`per 1,000`), ascending (listed when first asked for). */
  pointsOverABase(): readonly number[] {
    if (!this.overABase) {
      const found: number[] = [];
      for (let ref = 0; ref < this.all.length; ref++) {
        const { figure } = this.all[ref]!;
        if (figure.kind === 'point' && figure.rateBase !== null) found.push(ref);
      }
      this.overABase = found;
    }
    return this.overABase;
  }

  private overABase: number[] | undefined;

  /**
   * What `read` (periodOf, baseOf: a word the figure names) gives for the figure at `ref`, read when
   * first asked for and kept by position: the comparator asks it of every twin and rival candidate
   * of every claim, and an array slot is cheaper to find than the figure in a weak map.
   */
  readAt<T extends object>(read: (figure: Figure, text: AnalysedText, locale: LocaleData) => T | null, ref: number): T | null {
    let kept: (T | typeof NOTHING | undefined)[] | undefined;
    for (const r of this.readings) if (r.read === read) kept = r.values as (T | typeof NOTHING | undefined)[];
    if (!kept) this.readings.push({ read, values: (kept = new Array(this.all.length).fill(undefined)) });
    let value = kept[ref];
    if (value === undefined) {
      const c = this.all[ref]!;
      value = kept[ref] = read(c.figure, c.text, this.locale) ?? NOTHING;
    }
    return value === NOTHING ? null : (value as T);
  }

  /** One list of values per reading asked for (two in practice: a linear search finds it). */
  private readonly readings: { read: unknown; values: unknown[] }[] = [];

  /** The point figures a claim in `unit` compares with directly: all for a bare claim, else that unit's and bare ones. */
  comparablePoints(unit: UnitMatch | null): readonly SortedPoints[] {
    if (unit === null) return (this.everyPointOnly ??= [this.everyPoint]);
    let found = this.comparableByUnitId.get(unit.id);
    if (!found) {
      const own = this.byUnitId.get(unit.id);
      found = own ? [own, this.bare] : [this.bare];
      this.comparableByUnitId.set(unit.id, found);
    }
    return found;
  }

  /**
   * Every figure, in context order, that a claim in `unit` compares with directly: that unit's and
   * bare ones (all of them for a bare claim, or where every figure is such), made once per unit id.
   */
  allInUnitOrBare(unit: UnitMatch | null): readonly ContextFigure[] {
    if (unit === null) return this.all;
    let found = this.allByUnitId.get(unit.id);
    if (!found) {
      const own = this.all.filter((c) => c.figure.unit === null || c.figure.unit.id === unit.id);
      found = own.length === this.all.length ? this.all : own;
      this.allByUnitId.set(unit.id, found);
    }
    return found;
  }

  /** Point figures of one unit family (bare figures for a bare claim): a rival's candidates. */
  familyPoints(unit: UnitMatch | null): SortedPoints | undefined {
    return this.pointsOfFamily(unit?.family ?? '');
  }

  /** Point figures of the unit family named (`''`: bare figures). */
  pointsOfFamily(family: string): SortedPoints | undefined {
    return this.byFamily.get(family);
  }

  /** Positions of the figures in one sentence of one text, ascending. */
  sameSentence(c: ContextFigure): readonly number[] {
    return this.bySentence.get(c.text)?.get(c.figure.sentence) ?? NO_POSITIONS;
  }

  /** The written units of the context that convert into `unit`, with their conversion (computed once per claim unit). */
  convertibleInto(unit: UnitMatch): readonly { group: UnitGroup; conversion: Conversion }[] {
    // Keyed by id, then by the unit as written: no joined key string is made for every claim that asks.
    let byText = this.conversions.get(unit.id);
    if (!byText) this.conversions.set(unit.id, (byText = new Map()));
    let found = byText.get(unit.text);
    if (found) return found;
    found = [];
    for (const group of this.byWrittenUnit.values()) {
      const conversion = unitConversion(group.unit, unit, this.locale);
      if (conversion) found.push({ group, conversion });
    }
    // Bare figures declared in the claim's unit with a scale: that many of it (1,290 under a declared
    // hundred million yen is 129 billion yen).
    for (const { group, factor } of this.byDeclaredUnit.values()) {
      if (group.unit.id === unit.id) found.push({ group, conversion: { low: factor, high: factor, exact: true } });
    }
    byText.set(unit.text, found);
    return found;
  }
}

/** A reading that found nothing, kept (null or undefined would read as not yet asked). */
const NOTHING = {};

/** The positions of a sentence with no figure in the index: one list for all, not one per ask. */
const NO_POSITIONS: readonly number[] = [];

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The context's figures, indexed once per context (the locale and NUMERIC's type id are the same for every call on one context). */
export const contextFigureIndex = perObject((index: EvidenceIndex, locale: LocaleData, numericType: string): ContextFigureIndex => {
  const all = index.claims(numericType).map(({ claim, text }, ref): ContextFigure => {
    const figure = claim.detail as Figure;
    const polarity = figurePolarity(text, figure, locale);
    return {
      ref,
      figure,
      text,
      direction: polarity?.direction ?? 0,
      polarity,
      subject: sentenceSubject(text, locale, figure.sentence),
      noun: countedNoun(text, figure, locale),
    };
  });
  return new ContextFigureIndex(all, locale);
});

/** The content word right after a bare figure: what it counts (`350 employees`). */
export function countedNoun(text: AnalysedText, figure: Figure, locale: LocaleData): string | undefined {
  return figure.unit === null ? countedNounAfter(text.source, figure.after, locale) : undefined;
}
