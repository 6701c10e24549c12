import { writingOf } from './writing.js';
import type { LocaleData, UnitEntry } from './locale-data.js';
import type { NumberMatch, RangeMatch } from './matches.js';
import { perLocale } from './locale-cache.js';
import { prepareReadingText, type ReadingText } from './reading-text.js';
import { type PhraseEnds, WordMatcher } from './word-matcher.js';
import { isSpaceCode, isWordCharAt, skipSpaces, skipSpacesBack } from './characters.js';
import { readFigures, type FigureRead } from './numbers.js';
import { isVague, type NumeralPart, numeralPrecision, numeralTop, numeralValue, significantDigits } from './numerals.js';

/*
 * Two figures joined by a connector (`3 300–3 400`, `5 to 10`) or held by a template
 * (`between {a} and {b}`, `from {a} to {b}`). A unit or scale written on one end applies to both:
 * `$3–5 billion` is 3 to 5 billion dollars.
 */

interface Template {
  prefix: WordMatcher<true> | undefined;
  middle: string;
  suffix: WordMatcher<true> | undefined;
}

interface RangeGrammar {
  infixes: Set<string>;
  /** Joiners of a list of two figures (`ranges.list_joiners`), squashed. */
  lists: Set<string>;
  templates: Template[];
  /** The longest connector (infix or template middle), squashed: a longer gap joins nothing. */
  longestConnector: number;
}

const squash = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const words = (s: string, ends: PhraseEnds) => (squash(s) ? new WordMatcher([{ form: s.trim(), value: true as const }], ends) : undefined);

export const rangeGrammar = perLocale((locale: LocaleData): RangeGrammar => {
  // Dashes are folded to `-` before reading, so every dash connector is also a hyphen.
  const infixes = new Set(locale.ranges.infix.map((i) => (/^[\u2010-\u2015\u2212]$/.test(i.trim()) ? '-' : squash(i))));
  const templates = locale.ranges.templates.map((t) => {
    const [prefix = '', rest = ''] = t.split('{a}');
    const [middle = '', suffix = ''] = rest.split('{b}');
    return { prefix: words(prefix, writingOf(locale)), middle: squash(middle), suffix: words(suffix, writingOf(locale)) };
  });
  const lists = new Set(locale.ranges.list_joiners.map(squash));
  let longestConnector = 0;
  for (const connector of [...infixes, ...lists]) longestConnector = Math.max(longestConnector, connector.length);
  for (const t of templates) longestConnector = Math.max(longestConnector, t.middle.length);
  return { infixes, lists, templates, longestConnector };
});

/** White space as `\s` and `trim` know it. */
function isJsSpace(code: number): boolean {
  return (
    (code >= 9 && code <= 13) ||
    code === 32 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Can the text between two figures be a connector? A line break never is; and the squashed gap is at
 * least as long as its characters that are not white space, so a gap with more of them than the
 * longest connector is none (checked without building the gap: figures can be far apart).
 */
function mayConnect(text: string, from: number, to: number, longest: number): boolean {
  let letters = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) return false;
    if (!isJsSpace(code) && ++letters > longest) return false;
  }
  return true;
}

/**
 * Whether findRanges could join `low` and the figure after it, `high`: not when nothing between them
 * can be a connector. A list of figures cut where it cannot gives, part by part, the ranges it gives whole.
 */
export function mayJoinAsRange(text: string, low: FigureRead, high: FigureRead, locale: LocaleData): boolean {
  return mayConnect(text, low.end, high.start, rangeGrammar(locale).longestConnector);
}

export interface RangeRead {
  match: RangeMatch;
  start: number;
  end: number;
  low: FigureRead;
  high: FigureRead;
  /** Two figures of a list (`37.1 and 33.8 million`), no range: the low end is read with the high end's scale. */
  list: boolean;
}

export function readRanges(text: string, locale: LocaleData): RangeMatch[] {
  const reading = prepareReadingText(text);
  const ranges = findRanges(reading, locale, readFigures(reading, locale));
  const out: RangeMatch[] = [];
  for (const r of ranges) if (!r.list) out.push(r.match);
  return out;
}

/** Ranges among already read figures; the figures of a range come back with `inRange` set. */
export function findRanges(reading: ReadingText, locale: LocaleData, figures: readonly FigureRead[]): RangeRead[] {
  const g = rangeGrammar(locale);
  const text = reading.text;
  const ranges: RangeRead[] = [];
  for (let k = 0; k + 1 < figures.length; k++) {
    const low = figures[k]!;
    const high = figures[k + 1]!;
    if (low.unitEntry && high.unitEntry && low.unitEntry.id !== high.unitEntry.id) continue;
    // A figure with a vague digit is a range of its own (vagueRange), no end of another.
    if (isVague(low.numeral) || isVague(high.numeral)) continue;
    // `fell 20% to 8 million`: a unit written after the first figure closes it, so a second figure
    // with none is another quantity (the change's level), not the range's high end (`£3–5m` shares
    // a currency written before).
    if (low.unitEntry && !high.unitEntry && low.match.unit?.position === 'after') continue;
    if (!mayConnect(text, low.end, high.start, g.longestConnector)) continue;
    const rawGap = text.slice(low.end, high.start);
    const gap = squash(rawGap);
    let start = low.start;
    let end = high.end;
    let matched = false;
    for (let m = 0; m < g.templates.length; m++) {
      const t = g.templates[m]!;
      if (t.middle !== gap || !spacedAsWord(rawGap, gap)) continue;
      let s = start;
      let e = end;
      if (t.prefix) {
        const hit = t.prefix.matchEndingAt(text, skipSpacesBack(text, low.leadStart));
        if (!hit) continue;
        s = hit.start;
      }
      if (t.suffix) {
        const hit = t.suffix.matchAt(text, skipSpaces(text, end));
        if (!hit) continue;
        e = hit.end;
      }
      start = s;
      end = e;
      matched = true;
      break;
    }
    const list = !matched && g.lists.has(gap) && spacedAsWord(rawGap, gap);
    if (!matched && !list && !(g.infixes.has(gap) && spacedAsWord(rawGap, gap))) continue;
    if (list && !sharesScale(low, high)) continue;
    ranges.push(buildRange(reading, low, high, start, end, list));
    k++;
  }
  return ranges;
}

/** A connector made of letters (`to`, `and`) needs a space on each side. */
function spacedAsWord(rawGap: string, gap: string): boolean {
  if (!gap || !isWordCharAt(gap, 0)) return true;
  return isSpaceCode(rawGap.charCodeAt(0)) && isSpaceCode(rawGap.charCodeAt(rawGap.length - 1));
}

/** The scale written on a figure's numeral (`5 million`), its unit's factor left out. */
function scaleOf(figure: FigureRead): number {
  return figure.numeral.parts[figure.numeral.parts.length - 1]!.multiplier;
}

/**
 * Whether the first of two listed figures takes the scale written on the second: it writes none
 * (nor a unit of its own), and as many integer digits as the second, one more or one fewer
 * (`37.1 and 33.8 million`; not `450 and 2.1 million`, nor a year before an amount).
 */
function sharesScale(low: FigureRead, high: FigureRead): boolean {
  const lowPart = low.numeral.parts[0]!;
  const highPart = high.numeral.parts[high.numeral.parts.length - 1]!;
  if (low.numeral.parts.length !== 1 || lowPart.multiplier !== 1 || low.unitEntry || highPart.multiplier === 1) return false;
  return Math.abs(integerDigits(lowPart) - integerDigits(highPart)) <= 1;
}

function buildRange(reading: ReadingText, low: FigureRead, high: FigureRead, start: number, end: number, list = false): RangeRead {
  const unit = high.match.unit ?? low.match.unit;
  const unitEntry = high.unitEntry ?? low.unitEntry;
  let lowMatch: NumberMatch = { ...low.match, inRange: true, unit: low.match.unit ?? unit };
  const highMatch: NumberMatch = { ...high.match, inRange: true, unit: high.match.unit ?? unit };
  // `3–5 million`: the scale written on the high end applies to a bare low end that rises to it. A
  // unit's factor goes with the unit, whichever way the pair runs: `from 98 to 49 pence` is 0.98 and 0.49 pounds.
  const lowBare = low.numeral.parts.length === 1 && low.numeral.parts[0]!.multiplier === 1 && !low.unitEntry?.factor;
  const highScale = scaleOf(high);
  const scale = highScale !== 1 && lowBare && (list || numeralValue(low.numeral) <= numeralValue(high.numeral)) ? highScale : 1;
  const factor = scale * (lowBare && !low.unitEntry ? (high.unitEntry?.factor ?? 1) : 1);
  if (factor !== 1) {
    const magnitude = numeralValue(low.numeral, factor);
    const precision = numeralPrecision(low.numeral, factor);
    lowMatch = {
      ...lowMatch,
      value: low.match.negative ? -magnitude : magnitude,
      precision,
      significantDigits: significantDigits(magnitude, precision, low.numeral.parts[0]!.fractionDigits > 0),
    };
  }
  const span = reading.span(start, end);
  const match: RangeMatch = {
    kind: 'range',
    text: reading.source.slice(span[0], span[1]),
    span,
    low: lowMatch,
    high: highMatch,
    unit,
    hedge: low.match.hedge ?? high.match.hedge,
  };
  return {
    match,
    start,
    end,
    low: asRangeEnd(low, lowMatch, unitEntry),
    high: asRangeEnd(high, highMatch, unitEntry),
    list,
  };
}

/**
 * A figure with a vague digit (a CJK several hundred people) as the range it stands for: the vague
 * digit at its lowest, then at 9, every other digit as written; both ends span the whole figure.
 */
export function vagueRange(figure: FigureRead): RangeMatch {
  const low: NumberMatch = { ...figure.match, inRange: true };
  const top = numeralTop(figure.numeral, figure.unitEntry?.factor ?? 1);
  const high: NumberMatch = {
    ...low,
    value: low.negative ? -top : top,
    significantDigits: significantDigits(top, low.precision, false),
  };
  return { kind: 'range', text: low.text, span: low.span, low, high, unit: low.unit, hedge: low.hedge };
}

/**
 * Whether the first of two figures that fall (`from 4.3 to 4.1 per cent`), no range, is read as its
 * pair reads it: with the unit written on the second, and with its scale only when the first writes
 * as many integer digits as the second or one more (`from 150 to 120 million`, `from 12 to 9
 * million`; not `from 900 to 1.2 million`, nor a year before an amount).
 */
export function fallingStartTakesUnit(r: RangeRead): boolean {
  const low = r.low.numeral.parts;
  const scaled = Math.abs(r.low.match.value) !== numeralValue(r.low.numeral, r.low.unitEntry?.factor ?? 1);
  if (!scaled) return r.low.match.unit !== null;
  return low.length === 1 && integerDigits(low[0]!) <= integerDigits(r.high.numeral.parts[0]!) + 1;
}

function integerDigits(part: NumeralPart): number {
  return String(Math.trunc(part.digits / 10 ** part.fractionDigits)).length;
}

/** A figure as an end of its range: the range's match of it, and the range's unit where it has none; its reading fields as they are. */
function asRangeEnd(figure: FigureRead, match: NumberMatch, unitEntry: UnitEntry | null): FigureRead {
  return {
    match,
    value: match.value,
    start: figure.start,
    end: figure.end,
    numeral: figure.numeral,
    plainDigits: figure.plainDigits,
    unitEntry: figure.unitEntry ?? unitEntry,
    leadStart: figure.leadStart,
  };
}
