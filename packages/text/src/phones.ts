import { writingOf } from './writing.js';
import type { LocaleData } from './locale-data.js';
import type { PhoneMatch } from './matches.js';
import { perLocale } from './locale-cache.js';
import { prepareReadingText, type ReadingText } from './reading-text.js';
import { WordMatcher } from './word-matcher.js';
import {
  CodeUnitSet,
  codeUnitAt,
  digitRunEnd,
  isAsciiDigitAt,
  isAsciiDigitCode,
  isSpaceCode,
  isWordCharAt,
  skipSpaces,
} from './characters.js';
import { unitAfter, unitBefore, unitLexicon } from './units.js';
import { numeralGrammar } from './numerals.js';
import { EVERY_OFFSET, type Starts } from './starts.js';

/*
 * Phone numbers, from the locale's shapes: `"3 2 3"` is three digits, a space, two, a space,
 * three; `"+47 2 2 2 2"` a literal country code first; `"(3) 3-4"` parentheses and a hyphen.
 * The shapes are compiled here into token lists, so a pack cannot supply a backtracking pattern.
 * A cue word (`phone`) before a looser digit run also makes it a phone number. A phone-shaped run
 * with a currency beside it (`12345678 USD`) is an amount, not a phone number.
 */

/** A shape's tokens, of one object shape with a small integer kind (a shape is tried at every digit run). */
const DIGITS = 0;
const SPACE = 1;
const LITERAL = 2;
interface Token {
  kind: typeof DIGITS | typeof SPACE | typeof LITERAL;
  /** DIGITS: how many. */
  count: number;
  /** LITERAL: its text. */
  text: string;
}

interface PhoneGrammar {
  /**
   * The shapes that can open on a run of n digits, at index n: those opening with n digits; at
   * index 0 (at `+` or `(`) those that open with no digit (`+47 …`, `(3) …`). None for a longer run.
   */
  shapesByRun: Token[][][];
  /**
   * At index n, what may stand right after a run of n digits for one of its shapes to go on: most
   * digit runs of a text are figures, and the unit after them fails every shape at once.
   */
  afterRun: AfterRun[];
  cues: WordMatcher<true>;
}

/**
 * The shapes to try at a run of `run` digits (0 at `+` or `(`): a shape opening with digits matches
 * only a run of exactly as many, and one opening with `+` or `(` only where no digit is.
 */
function shapesFor(g: PhoneGrammar, run: number): Token[][] {
  return run < g.shapesByRun.length ? g.shapesByRun[run]! : NO_SHAPES;
}
const NO_SHAPES: Token[][] = [];

function shapesByRun(shapes: Token[][]): Token[][][] {
  const opening = (t: Token[]) => (t[0]!.kind === DIGITS ? t[0]!.count : 0);
  const longest = shapes.reduce((run, t) => Math.max(run, opening(t)), 0);
  return Array.from({ length: longest + 1 }, (_, run) => shapes.filter((t) => opening(t) === run));
}

/** What may stand right after a run of digits for a shape opening with that run to go on. */
interface AfterRun {
  /** Some shape ends with the run: anything may. */
  anything: boolean;
  space: boolean;
  literals: CodeUnitSet;
}

function afterRuns(byRun: Token[][][]): AfterRun[] {
  return byRun.map((shapes) => {
    const after: AfterRun = { anything: false, space: false, literals: new CodeUnitSet() };
    for (const tokens of shapes) {
      const next = tokens[tokens[0]!.kind === DIGITS ? 1 : 0];
      if (next === undefined || next.kind === DIGITS) after.anything = true;
      else if (next.kind === SPACE) after.space = true;
      else after.literals.add(next.text.charCodeAt(0));
    }
    return after;
  });
}

/** Whether `code`, right after a run of `run` digits, lets some shape opening with the run go on. */
function mayGoOnAfterRun(g: PhoneGrammar, run: number, code: number): boolean {
  const after = g.afterRun[run];
  return after === undefined || after.anything || (after.space && isSpaceCode(code)) || after.literals.has(code);
}

/**
 * The code units that must follow a run of digits for some shape opening with the run to go on
 * (a literal), or undefined when some shape may go on after anything or after white space (which
 * follows most digit runs of a spaced text): the start pass marks a digit run as a phone number's
 * start only where one of these follows it (reader-starts.ts).
 */
export function phoneRunFollowers(locale: LocaleData): CodeUnitSet | undefined {
  const followers = new CodeUnitSet();
  const after = phoneGrammar(locale).afterRun;
  // Index 0 is for the shapes that open with `+` or `(`, which start where they stand.
  for (let run = 1; run < after.length; run++) {
    if (after[run]!.anything || after[run]!.space) return undefined;
    for (const code of after[run]!.literals.codes()) followers.add(code);
  }
  return followers;
}

function compileShape(shape: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const s = shape.trim();
  if (s.startsWith('+')) {
    let j = 1;
    while (isAsciiDigitAt(s, j)) j++;
    tokens.push({ kind: LITERAL, count: 0, text: s.slice(0, j) });
    i = j;
  }
  while (i < s.length) {
    const ch = s.charAt(i);
    if (isAsciiDigitAt(s, i)) {
      let j = i;
      while (isAsciiDigitAt(s, j)) j++;
      tokens.push({ kind: DIGITS, count: Number(s.slice(i, j)), text: '' });
      i = j;
    } else if (isSpaceCode(s.charCodeAt(i))) {
      while (isSpaceCode(s.charCodeAt(i))) i++;
      tokens.push({ kind: SPACE, count: 0, text: '' });
    } else {
      tokens.push({ kind: LITERAL, count: 0, text: ch });
      i++;
    }
  }
  return tokens;
}

export const phoneGrammar = perLocale((locale: LocaleData): PhoneGrammar => {
  const shapes = locale.phones.shapes.map(compileShape).filter((t) => t.some((x) => x.kind === DIGITS));
  const byRun = shapesByRun(shapes);
  return {
    shapesByRun: byRun,
    afterRun: afterRuns(byRun),
    cues: WordMatcher.ofForms(locale.phones.cues, writingOf(locale)),
  };
});

function matchShape(text: string, at: number, tokens: Token[]): number {
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (token.kind === DIGITS) {
      for (let k = 0; k < token.count; k++) if (!isAsciiDigitAt(text, at + k)) return -1;
      at += token.count;
    } else if (token.kind === SPACE) {
      if (!isSpaceCode(codeUnitAt(text, at))) return -1;
      at++;
    } else {
      if (!text.startsWith(token.text, at)) return -1;
      at += token.text.length;
    }
  }
  return at;
}

const JOINERS = new Set([' ', '-', '.', '/']);

/** The run does not continue into more digit groups on either side. */
function standsAlone(text: string, start: number, end: number): boolean {
  if (isAsciiDigitAt(text, end) || isWordCharAt(text, end)) return false;
  if ((JOINERS.has(text.charAt(end)) || isSpaceCode(codeUnitAt(text, end))) && isAsciiDigitAt(text, end + 1)) return false;
  if (isWordCharAt(text, start - 1)) return false;
  if (start > 0 && (JOINERS.has(text.charAt(start - 1)) || isSpaceCode(codeUnitAt(text, start - 1))) && isAsciiDigitAt(text, start - 2))
    return false;
  return true;
}

/** A cue word, then a run of digits with single separators: at least 5 and at most 15 digits. */
function looseRunAfterCue(text: string, at: number): number {
  let i = skipSpaces(text, at);
  if (text.charAt(i) === ':') i = skipSpaces(text, i + 1);
  const start = i;
  let digits = 0;
  let end = -1;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (isAsciiDigitAt(text, i)) {
      digits++;
      i++;
      end = i;
    } else if (
      (ch === '+' && i === start) ||
      ch === '(' ||
      ch === ')' ||
      ((JOINERS.has(ch) || isSpaceCode(text.charCodeAt(i))) && (isAsciiDigitAt(text, i + 1) || text.charAt(i + 1) === '('))
    ) {
      i++;
      if (ch === ')') end = i;
    } else break;
  }
  return digits >= 5 && digits <= 15 ? end : -1;
}

export interface PhoneRead {
  match: PhoneMatch;
  start: number;
  end: number;
}

export function readPhones(text: string, locale: LocaleData): PhoneMatch[] {
  return readPhonesIn(prepareReadingText(text), locale).map((p) => p.match);
}

/** A phone-shaped run with a currency or scale word beside it (`12345678 USD`) is an amount. */
function isAmount(text: string, start: number, end: number, locale: LocaleData): boolean {
  const units = unitLexicon(locale);
  return (
    unitAfter(text, end, units)?.value.family === 'currency' ||
    unitBefore(text, start, units, 0)?.value.family === 'currency' ||
    numeralGrammar(locale).scales.matchAt(text, skipSpaces(text, end)) !== undefined
  );
}

function phoneRead(reading: ReadingText, start: number, end: number): PhoneRead {
  const span = reading.span(start, end);
  return { match: { kind: 'phone', text: reading.source.slice(span[0], span[1]), span }, start, end };
}

/** Phone numbers, tried at `starts` (digits, `+`, `(`, cue words). */
export function readPhonesIn(reading: ReadingText, locale: LocaleData, starts: Starts = EVERY_OFFSET): PhoneRead[] {
  const g = phoneGrammar(locale);
  const text = reading.text;
  const out: PhoneRead[] = [];
  for (let i = starts.from(0); i < text.length; ) {
    const code = text.charCodeAt(i);
    // Only a cue word, a digit, `+` or `(` can start a phone number.
    if (!isAsciiDigitCode(code) && code !== 43 && code !== 40 && !g.cues.mayStartWith(code)) {
      i = starts.from(i + 1);
      continue;
    }
    const ch = text.charAt(i);
    if (g.cues.size) {
      const cue = g.cues.matchAt(text, i, true);
      if (cue) {
        const end = looseRunAfterCue(text, cue.end);
        if (end > 0) {
          const start = skipSpaces(text, cue.end) + (text.charAt(skipSpaces(text, cue.end)) === ':' ? 1 : 0);
          const s = skipSpaces(text, start);
          if (!isAmount(text, s, end, locale)) {
            out.push(phoneRead(reading, s, end));
            i = starts.from(end);
            continue;
          }
        }
      }
    }
    if (!(isAsciiDigitAt(text, i) || ch === '+' || ch === '(') || isAsciiDigitAt(text, i - 1)) {
      i = starts.from(i + 1);
      continue;
    }
    // A shape that opens with n digits matches only a run of exactly n (a digit after them fails the
    // next token, or the stands-alone test): count the run once instead of trying every shape.
    const run = digitRunEnd(text, i) - i;
    if (run > 0 && !mayGoOnAfterRun(g, run, codeUnitAt(text, i + run))) {
      i = starts.from(i + 1);
      continue;
    }
    let best = -1;
    const shapes = shapesFor(g, run);
    for (let s = 0; s < shapes.length; s++) {
      const end = matchShape(text, i, shapes[s]!);
      if (end > best && standsAlone(text, i, end)) best = end;
    }
    if (best > 0 && !isAmount(text, i, best, locale)) {
      out.push(phoneRead(reading, i, best));
      i = starts.from(best);
    } else i = starts.from(i + 1);
  }
  return out;
}
