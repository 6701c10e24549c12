import type { Span } from '@factlint/kernel';
import {
  columnUnitAt,
  headerUnitAt,
  sameValue,
  UnitDeclarations,
  type DeclaredUnit,
  type HeaderUnit,
  type LocaleData,
  type NumberMatch,
  type RangeMatch,
  type UnitMatch,
} from '@factlint/text';
import type { AnalysedText } from '@factlint/pipeline';
import { sentenceAt, sourceLineStartAt } from '@factlint/pipeline';
import { SpanSet } from '@factlint/pipeline';
import {
  addressTokensOf,
  type AddressTokens,
  bySpanStart,
  CategorySet,
  codeUnitAt,
  CodeUnitSet,
  isAsciiDigitCode,
  isAsciiLetterCode,
  isUnspacedLetterAt,
  PerObjectMap,
  perLocale,
  powerOfTen,
  writingOf,
} from '@factlint/text';
import { insidePerWord, ratedAfter, ratedBefore, rateBaseWord, type RateBase } from './numeric-periods.js';

/** A figure as the NUMERIC type reads it: a point value or a range, with what compares it. */
export interface Figure {
  kind: 'point' | 'range';
  text: string;
  span: Span;
  /** A point's value; a range's low end. */
  value: number;
  /** A range's high end (a point's value again). */
  high: number;
  unit: UnitMatch | null;
  hedged: boolean;
  /** Place value of the last written digit (derivations must meet it). */
  precision: number;
  /** What the figure is rounded to: `12,000` → 1000, `12,345` → 1, `3.1` → 0.1. */
  roundingUnit: number;
  significantDigits: number;
  negative: boolean;
  sentence: number;
  /** Where the counted thing is named right after the figure (`350 employees`), for comparisons. */
  after: number;
  /** A range's two ends as written (low first in the text, then high); a point's own match twice. */
  ends: [NumberMatch, NumberMatch];
  /**
   * The unit with a scale a bare figure is declared in, by a line above it or its table column's
   * header (a CJK unit caption of a hundred million yen, `(£m)`): it is also that many of that unit. Null for most figures.
   */
  declared: DeclaredUnit | null;
  /** What the figure is a rate over (`6 litres per 100 km`: 100 km), a figure the text names beside it; null for most figures. */
  rateBase: RateBase | null;
  /**
   * The other reading of a figure whose unit form is that unit only beside its family (`points`):
   * the unit for one read bare, null for one read in the unit. Absent for every other figure.
   */
  otherUnit?: UnitMatch | null;
}

const FOOTNOTE_OPEN = /\[\^?$/;
const SUPERSCRIPT_DIGITS = /^[\u00B9\u00B2\u00B3\u2070-\u2079]+$/;
/** `[\p{L}\p{M}]`: a letter or mark, of any script (the unspaced ones are taken out where asked). */
const LETTER_OR_MARK = new CategorySet(['L', 'M']);

const figuresByText = new PerObjectMap<AnalysedText, Figure[]>();

/**
 * The figures of a text that are claims: not list or footnote markers, phone numbers or dates (the
 * scan already resolves those), and not digits inside a URL, an e-mail address, a time of day or
 * an identifier (`ISO 9001`, `§ 12`, CJK article numbers, `COVID-19`, `5G`). Read once per text.
 */
export function numericFigures(text: AnalysedText, locale: LocaleData): Figure[] {
  let found = figuresByText.get(text);
  if (found) return found;
  const { scan, source } = text;
  const blocked = new SpanSet(spansOf([scan.phones, scan.listMarkers, scan.dates]));
  const addresses = addressTokensOf(text);
  const isClaim = (span: Span, numberSpan: Span) =>
    !blocked.overlaps(span[0], span[1]) &&
    !leadingZero(source, numberSpan[0]) &&
    !isEmbeddedDigits(source, span, numberSpan, locale, addresses);
  found = [];
  // Made when the first bare figure asks, for a locale with declaration words.
  let declarations: UnitDeclarations | undefined;
  // A base written before its rate (a CJK per-hundred-thousand-people), waiting for the rate's figure.
  let baseFirst: { base: RateBase; end: number } | null = null;
  for (const n of scan.numbers) {
    if (
      n.inRange ||
      isArticleOne(source, n) ||
      isPerOneUnit(source, n) ||
      !isClaim(n.span, n.numberSpan) ||
      insidePerWord(source, n.span[0], n.span[1], locale)
    )
      continue;
    const rate = rateBaseWord(source, n.span[0], n.span[1], locale);
    if (rate) {
      const base = { amount: n.value, unit: n.unit };
      if (rate.side === 'after') baseFirst = { base, end: rate.at };
      else {
        const owner = found.at(-1);
        if (owner && owner.rateBase === null && ratedBefore(source, owner.span[1], rate.at)) owner.rateBase = base;
      }
      continue;
    }
    let figure: Figure;
    if (n.unit !== null) figure = pointFigure(text, n);
    else {
      // A bare cell of a Markdown table column whose header names its unit (`| Share (%) |`, a coin per kWh) is written in it.
      const lineStart = sourceLineStartAt(text, n.numberSpan[0]);
      const headed = headerUnitAt(source, n.numberSpan[0], locale, lineStart);
      if (headed) figure = pointFigure(text, inHeaderUnit(n, headed));
      else {
        // One whose header, or a line above, declares a unit with a scale (`(£m)`) is read bare and also in that.
        const column = columnUnitAt(source, n.numberSpan[0], locale, lineStart);
        if (!column && locale.numbers.unit_declarations.length > 0) declarations ??= new UnitDeclarations(source, locale);
        figure = pointFigure(text, n, column ?? declarations?.at(n.numberSpan[0]) ?? null);
      }
    }
    if (baseFirst && ratedAfter(source, baseFirst.end, n.span[0])) figure.rateBase = baseFirst.base;
    baseFirst = null;
    found.push(figure);
  }
  for (const r of scan.ranges) {
    if (!isClaim(r.span, [r.low.numberSpan[0], r.high.numberSpan[1]]) || leadingZero(source, r.high.numberSpan[0])) continue;
    found.push(rangeFigure(text, r));
  }
  found.sort(bySpanStart);
  const forms = besideFamilyForms(locale);
  if (forms.size > 0) readBesideFamily(found, forms);
  figuresByText.set(text, found);
  return found;
}

/** The forms (lower case) of units read as such only beside a figure of their family: none in most locales. */
const besideFamilyForms = perLocale(
  (locale: LocaleData): ReadonlySet<string> =>
    new Set(locale.units.flatMap((u) => (u.only_beside_family ? u.forms.map((f) => f.toLowerCase()) : []))),
);

/** Whether the figure's unit is written in one of `forms`. */
function inFormOf(f: Figure, forms: ReadonlySet<string>): boolean {
  return f.unit !== null && forms.has(f.unit.text.toLowerCase());
}

/**
 * `Chelsea finished with 74 points`: a figure in a form that is its unit only beside a figure of the
 * unit's family (`from 62% to 59%, 3 points`) is read bare where its sentence has none, the unit
 * kept as its other reading (a sentence of its own may be told of a per cent elsewhere).
 */
function readBesideFamily(found: Figure[], forms: ReadonlySet<string>): void {
  let families: Map<number, Set<string>> | undefined;
  for (let k = 0; k < found.length; k++) {
    const f = found[k]!;
    if (!inFormOf(f, forms)) continue;
    families ??= sentenceFamilies(found, forms);
    if (families.get(f.sentence)?.has(f.unit!.family)) {
      found[k] = { ...f, otherUnit: null };
      continue;
    }
    const [low, high] = f.ends;
    const bareLow = { ...low, unit: null };
    const ends: [NumberMatch, NumberMatch] = low === high ? [bareLow, bareLow] : [bareLow, { ...high, unit: null }];
    // The count's noun is the form itself (`points`), read from the digits' end.
    found[k] = { ...f, unit: null, otherUnit: f.unit, ends, after: high.numberSpan[1] };
  }
}

/** Sentence → the unit families its figures are written in, forms of `forms` left out. */
function sentenceFamilies(found: readonly Figure[], forms: ReadonlySet<string>): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const g of found) {
    if (g.unit === null || inFormOf(g, forms)) continue;
    (out.get(g.sentence) ?? out.set(g.sentence, new Set()).get(g.sentence)!).add(g.unit.family);
  }
  return out;
}

/** A bare cell's figure in its header's unit, scaled by the factor of the unit's form (84.21 under a header naming a hundredth of a currency per kWh is 0.8421 of the currency). */
function inHeaderUnit(n: NumberMatch, header: HeaderUnit): NumberMatch {
  if (header.factor === 1) return { ...n, unit: header.unit };
  return { ...n, unit: header.unit, value: n.value * header.factor, precision: n.precision * header.factor };
}

/**
 * The spans of every match in `lists`, in one array. Read by index: the lists are arrays of several
 * kinds (empty ones among them), and a spread of `map`s over them had the optimised code thrown
 * away ("wrong map") again and again as each kind came by.
 */
function spansOf(lists: readonly (readonly { span: Span }[])[]): Span[] {
  const spans: Span[] = [];
  for (let l = 0; l < lists.length; l++) {
    const list = lists[l]!;
    for (let k = 0; k < list.length; k++) spans.push(list[k]!.span);
  }
  return spans;
}

export function pointFigure(text: AnalysedText, n: NumberMatch, declared: DeclaredUnit | null = null): Figure {
  return {
    kind: 'point',
    text: n.text,
    span: n.span,
    value: n.value,
    high: n.value,
    unit: n.unit,
    hedged: n.hedge !== null,
    precision: n.precision,
    roundingUnit: roundingUnit(n),
    significantDigits: n.significantDigits,
    negative: n.negative,
    sentence: sentenceAt(text, n.span[0]),
    after: n.span[1],
    ends: [n, n],
    declared,
    rateBase: null,
  };
}

function rangeFigure(text: AnalysedText, r: RangeMatch): Figure {
  return {
    kind: 'range',
    text: r.text,
    span: r.span,
    value: Math.min(r.low.value, r.high.value),
    high: Math.max(r.low.value, r.high.value),
    unit: r.unit ?? r.high.unit ?? r.low.unit,
    hedged: true,
    precision: Math.min(r.low.precision, r.high.precision),
    roundingUnit: Math.min(roundingUnit(r.low), roundingUnit(r.high)),
    significantDigits: Math.max(r.low.significantDigits, r.high.significantDigits),
    negative: r.low.negative && r.high.negative,
    sentence: sentenceAt(text, r.span[0]),
    after: r.span[1],
    ends: [r.low, r.high],
    declared: null,
    rateBase: null,
  };
}

/**
 * A whole number written with a leading zero (`08–21`, opening hours; `07`, a code) is an hour, a
 * day or a code, not a quantity: no claim. `0.5` and `0,5` are quantities.
 */
function leadingZero(source: string, start: number): boolean {
  return source.charCodeAt(start) === ZERO && isAsciiDigitCode(source.charCodeAt(start + 1));
}

const ZERO = 0x30;

/**
 * One of a unit glued to the figure after it is what that figure is per, as scripts without spaces
 * write it: `1日8,000歩` (8,000 steps a day), `1人2枚` (two each). The one is no duration or count.
 */
function isPerOneUnit(source: string, n: NumberMatch): boolean {
  if (n.value !== 1 || n.unit === null || n.unit.position !== 'after' || n.unit.family === 'percent') return false;
  const next = source.charCodeAt(n.span[1]);
  return isAsciiDigitCode(next) || (next >= FULLWIDTH_ZERO && next <= FULLWIDTH_NINE);
}

const FULLWIDTH_ZERO = 0xff10;
const FULLWIDTH_NINE = 0xff19;

/**
 * "one of the …", "per person" in CJK: the number one written as a word is an article or a "per", not a
 * quantity anyone would check.
 */
function isArticleOne(source: string, n: NumberMatch): boolean {
  return n.value === 1 && !/\d/.test(source.slice(n.numberSpan[0], n.numberSpan[1]));
}

/** The unit a written figure is rounded to: its last written digit, or its last significant one. */
export function roundingUnit(n: Pick<NumberMatch, 'value' | 'precision' | 'significantDigits'>): number {
  const abs = Math.abs(n.value);
  if (abs === 0 || n.significantDigits <= 0) return n.precision;
  const magnitude = Math.floor(Math.log10(abs) + 1e-9);
  const bySignificance = powerOfTen(magnitude + 1 - n.significantDigits);
  return Math.max(n.precision, bySignificance);
}

function isEmbeddedDigits(source: string, span: Span, numberSpan: Span, locale: LocaleData, addresses: AddressTokens): boolean {
  const [start, end] = span;
  // A token that is a URL or an e-mail address: its digits are part of an address.
  if (addresses.holds(start, end)) return true;
  // Footnote markers: `[1]`, `[^2]`, superscript digits (never ASCII: the pattern only runs when the figure begins with another character).
  if (source[numberSpan[1]] === ']' && FOOTNOTE_OPEN.test(source.slice(Math.max(0, numberSpan[0] - 2), numberSpan[0]))) return true;
  if (source.charCodeAt(numberSpan[0]) >= 0x80 && SUPERSCRIPT_DIGITS.test(source.slice(numberSpan[0], numberSpan[1]))) return true;
  // Times of day and references like `9001:2015`.
  if (source[end] === ':' && /\d/.test(source[end + 1] ?? '')) return true;
  if (source[start - 1] === ':' && /\d/.test(source[start - 2] ?? '')) return true;
  // Digits glued to letters of a spaced script (`COVID-19`, `5G`, `v2`): a code, not a quantity.
  if (isSpacedLetter(source[start - 1]) || (source[start - 1] === '-' && isSpacedLetter(source[start - 2]))) return true;
  if (isSpacedLetter(source[end]) && !particleAfter(source, end, locale)) return true;
  return hasIdentifierMarker(source, numberSpan, locale);
}

/** A particle attached right after the figure, in a locale whose phrases take them (`450원의`, `10%로`). */
function particleAfter(source: string, end: number, locale: LocaleData): boolean {
  return writingOf(locale).particleAt(source, end);
}

function isSpacedLetter(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  // An ASCII character is a spaced letter exactly when it is a Latin letter: no pattern for it.
  const code = ch.charCodeAt(0);
  if (code < 0x80) return isAsciiLetterCode(code);
  return LETTER_OR_MARK.has(code) && !isUnspacedLetterAt(ch, 0);
}

/**
 * The code units identifier markers can end with (prefixes) and begin with (suffixes): a figure
 * whose neighbour is none of them has no marker, and the markers are not tried one by one. Null
 * when a marker is empty (it stands everywhere).
 */
const markerEdges = perLocale((locale: LocaleData): { lastOfPrefix: CodeUnitSet; firstOfSuffix: CodeUnitSet } | null => {
  const { identifier_prefixes: prefixes, identifier_suffixes: suffixes } = locale.entities;
  if ([...prefixes, ...suffixes].some((m) => m.length === 0)) return null;
  return {
    lastOfPrefix: new CodeUnitSet(prefixes.map((p) => p.charCodeAt(p.length - 1))),
    firstOfSuffix: new CodeUnitSet(suffixes.map((s) => s.charCodeAt(0))),
  };
});

/** `ISO 9001`, `§ 12`, `Article 5`, CJK article numbers: the locale's identifier markers around the digits, as written. */
function hasIdentifierMarker(source: string, [start, end]: Span, locale: LocaleData): boolean {
  const { identifier_prefixes: prefixes, identifier_suffixes: suffixes } = locale.entities;
  const edges = markerEdges(locale);
  if (prefixes.length > 0) {
    let i = start;
    if (i > 0 && source[i - 1] === ' ') i--;
    if (edges === null || edges.lastOfPrefix.has(codeUnitAt(source, i - 1))) {
      const before = source.slice(Math.max(0, i - 24), i);
      for (const p of prefixes) {
        if (!before.endsWith(p)) continue;
        const at = i - p.length;
        if (!isSpacedLetter(p[0]) || !isSpacedLetter(source[at - 1])) return true;
      }
    }
  }
  if (suffixes.length > 0) {
    let i = end;
    if (source[i] === ' ') i++;
    if (edges === null || edges.firstOfSuffix.has(codeUnitAt(source, i))) {
      const after = source.slice(i, i + 24);
      for (const s of suffixes) {
        if (!after.startsWith(s)) continue;
        if (!isSpacedLetter(s[s.length - 1]) || !isSpacedLetter(source[i + s.length])) return true;
      }
    }
  }
  return false;
}

/** A bare number matches a number with a unit; otherwise the units must be the same (never two currencies). */
export function unitsMatch(a: UnitMatch | null, b: UnitMatch | null): boolean {
  return a === null || b === null || a.id === b.id;
}

/** Two figures measure the same kind of thing: both bare, or both of one unit family. */
export function sameFamily(a: UnitMatch | null, b: UnitMatch | null): boolean {
  if (a === null || b === null) return a === b;
  return a.family === b.family;
}

// Shared with DATE's year derivation: the toolkit of @factlint/text holds them.
export { formatValue, isPercent } from '@factlint/text';

/** Figures more than this many times apart are of different orders of magnitude. */
const MAGNITUDE_SPAN = 10;

/**
 * Whether two figures can be one quantity written wrong: within a factor of ten of each other, or
 * the same digits at another scale (1.2 million against 1.2 billion, a scale slip).
 */
export function comparableMagnitude(a: number, b: number): boolean {
  const x = Math.abs(a);
  const y = Math.abs(b);
  if (x === 0 || y === 0) return x === y || Math.max(x, y) <= MAGNITUDE_SPAN;
  if (Math.max(x, y) / Math.min(x, y) <= MAGNITUDE_SPAN) return true;
  return sameValue(x / 10 ** Math.floor(Math.log10(x)), y / 10 ** Math.floor(Math.log10(y)));
}
