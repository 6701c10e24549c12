import {
  buildDocument,
  findAnchor,
  findNegations,
  findPolarityWords,
  readRatios,
  readSpelledNumbers,
  scanText,
  splitSentences,
  type LocaleData,
} from '@factlint/text';
import type { SpecCase, SpecReader } from './spec-schema.js';

/*
 * What each reader returns for a case, as plain records with the keys a spec file may assert.
 * Figures, ranges, dates, relative dates, phones and list markers come from `scanText`, i.e. after
 * overlaps are resolved (a phone number's digits are not figures): that is what the judges see.
 */

type Row = Record<string, unknown>;

/** The readers of text alone; `claims` runs the engine (spec-claims.ts). */
export type TextSpecReader = Exclude<SpecReader, 'claims'>;

export function runSpecReader(reader: TextSpecReader, c: SpecCase, locale: LocaleData): Row[] {
  const input = c.input;
  switch (reader) {
    case 'numbers':
      return scanText(input, locale).numbers.map((n) => ({
        text: n.text,
        span: n.span,
        value: n.value,
        unit: n.unit?.id ?? null,
        family: n.unit?.family ?? null,
        hedged: n.hedge !== null,
        precision: n.precision,
        negative: n.negative,
        inRange: n.inRange,
      }));
    case 'ranges':
      return scanText(input, locale).ranges.map((r) => ({
        text: r.text,
        span: r.span,
        low: r.low.value,
        high: r.high.value,
        unit: r.unit?.id ?? null,
        hedged: r.hedge !== null,
      }));
    case 'dates':
      return scanText(input, locale).dates.map((d) => ({
        text: d.text,
        span: d.span,
        value: d.value,
        granularity: d.granularity,
        era: d.era,
      }));
    case 'relative-dates':
      return scanText(input, locale).relativeDates.map(textSpan);
    case 'phones':
      return scanText(input, locale).phones.map(textSpan);
    case 'list-markers':
      return scanText(input, locale).listMarkers.map(textSpan);
    case 'sentences':
      return splitSentences(input, locale).map(textSpan);
    case 'scopes':
      return buildDocument(input, locale).scopes.map((s) => ({ kind: s.kind, text: s.text, lines: s.lines }));
    case 'anchors':
      return findAnchor(input, c.anchor ?? '', locale).map((span) => ({ span, text: input.slice(span[0], span[1]) }));
    case 'polarity':
      return findPolarityWords(input, locale).map((p) => ({ text: p.text, side: p.side }));
    case 'negations':
      return findNegations(input, locale).map(textSpan);
    case 'spelled-numbers':
      return readSpelledNumbers(input, locale).map((n) => ({ text: input.slice(n.span[0], n.span[1]), span: n.span, value: n.value }));
    case 'ratios':
      return readRatios(input, locale).map((r) => ({ text: r.text, span: r.span, value: r.value, kind: r.kind }));
  }
}

function textSpan(m: { text: string; span: [number, number] | readonly [number, number] }): Row {
  return { text: m.text, span: m.span };
}

const NUMERIC_KEYS = new Set(['value', 'low', 'high', 'precision']);

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * The actual rows cut down to the keys the expected rows write (numbers compared with a relative
 * tolerance of 1e-9, so `31.25` matches however it was computed). Extra actual rows keep the keys
 * of the last expected row, so a surplus match shows up in the diff.
 */
export function projectRows(actual: readonly Row[], expected: readonly Row[]): Row[] {
  return actual.map((row, i) => {
    const want = expected[i] ?? expected[expected.length - 1] ?? { text: null };
    const out: Row = {};
    for (const key of Object.keys(want)) {
      const a = row[key];
      const e = want[key];
      out[key] = NUMERIC_KEYS.has(key) && typeof a === 'number' && typeof e === 'number' && close(a, e) ? e : a;
    }
    return out;
  });
}
