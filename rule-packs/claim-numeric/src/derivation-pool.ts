import type { Evidence } from '@factlint/kernel';
import {
  DERIVATION_LIMITS,
  multiplierWords,
  OverlapSweep,
  perObject,
  skipSpaces,
  spelledNumbersOf,
  type SpelledNumber,
  type Term,
} from '@factlint/text';
import type { AnalysedText, GroundingContext } from '@factlint/pipeline';
import { evidenceIn, sentenceAt, sentenceSubject, shareSubject } from '@factlint/pipeline';
import { SMALL_CONTEXT, type ContextFigure, type ContextFigureIndex } from './numeric-context.js';

/*
 * The terms a derivation is searched over: context numbers and the years of context dates, the
 * claim's own subject first. The pool depends on nothing of the claim but its subject keys, so it is
 * built once per context and subject (every figure of an answer sentence, and every sentence with
 * the same keys, shares it) and only when an exact, near or converted match has failed.
 */

/** Terms in order of preference; `evidence[t.ref]` is where term `t` stands in the context. */
export interface DerivationPool {
  terms: readonly Term[];
  evidence: readonly Evidence[];
}

/** A context date's year as a derivation term, with its sentence's subject. */
interface ContextYear {
  text: AnalysedText;
  order: number;
  date: AnalysedText['scan']['dates'][number];
  subject: ReadonlySet<string> | undefined;
}

interface ContextYears {
  all: ContextYear[];
  /** Subject key → positions in `all`, ascending (built when a large context first asks). */
  bySubject?: Map<string, number[]>;
  /** A text → its order base (documents in order, a billion offsets apart). */
  position: Map<AnalysedText, number>;
}

/**
 * The pools built so far, by subject: a trie over the subject's keys in their order (keys in the
 * same order, the same node), so finding a pool walks the keys and makes no joined key string.
 */
interface PoolNode {
  pool?: DerivationPool;
  next?: Map<string, PoolNode>;
}

/** A number the context spells in words and reads as no figure (`seven babies`, `seks ganger`), with its sentence's subject. */
interface SpelledTerm {
  text: AnalysedText;
  order: number;
  number: SpelledNumber;
  subject: ReadonlySet<string> | undefined;
  word: 'count' | 'multiple';
}

/** What is kept per context figure index: its dates' years, its spelled numbers and the pools built so far, by subject. */
interface PoolCache {
  years: ContextYears;
  spelled: SpelledTerm[];
  bySubject: PoolNode;
}

/** A context's pool cache, made on its first claim (the context's years are the same for every claim on it). */
const poolCacheOf = perObject((index: ContextFigureIndex, ctx: GroundingContext): PoolCache => {
  const years = contextYears(ctx);
  return { years, spelled: spelledTerms(index, ctx, years.position), bySubject: {} };
});

/**
 * The numbers of two or more the context spells in words outside every figure it reads: a count
 * with no unit (`seven babies and six others`, 13 in all) or a multiple (`seks ganger
 * grunnbeløpet`, a multiplier word after it) is a term, of the kind derivation allows it. One is
 * left out: it is as often a pronoun or an article as a count. A number inside a figure (`a half
 * million` of `3 and a half million`) is that figure's.
 */
function spelledTerms(index: ContextFigureIndex, ctx: GroundingContext, position: Map<AnalysedText, number>): SpelledTerm[] {
  const figures = new Map<AnalysedText, { start: number; end: number }[]>();
  for (const c of index.all)
    (figures.get(c.text) ?? figures.set(c.text, []).get(c.text)!).push({ start: c.figure.span[0], end: c.figure.span[1] });
  const multipliers = multiplierWords(ctx.locale);
  const out: SpelledTerm[] = [];
  for (const text of ctx.index.texts) {
    // The spelled numbers come in order of start, as the sweep asks.
    const sweep = new OverlapSweep(figures.get(text) ?? []);
    for (const number of spelledNumbersOf(text, text.source, ctx.locale)) {
      const [start, end] = number.span;
      if (sweep.overlaps({ start, end }) || number.value < 2) continue;
      const subject = sentenceSubject(text, ctx.locale, sentenceAt(text, start));
      const multiple = multipliers.size > 0 && multipliers.matchAt(text.source, skipSpaces(text.source, end), true) !== undefined;
      out.push({ text, order: position.get(text)! + start, number, subject, word: multiple ? 'multiple' : 'count' });
    }
  }
  return out;
}

/**
 * The derivation pool of a claim whose sentence has the subject keys `subject`, for the context
 * `index` reads (built on first use for each distinct key set, then looked up).
 */
export function derivationPool(subject: ReadonlySet<string> | undefined, index: ContextFigureIndex, ctx: GroundingContext): DerivationPool {
  const cache = poolCacheOf(index, ctx);
  // No subject and an empty one share nothing with any figure: the same pool (the root's).
  let node = cache.bySubject;
  if (subject) {
    for (const key of subject) {
      const next = (node.next ??= new Map());
      let child = next.get(key);
      if (!child) next.set(key, (child = {}));
      node = child;
    }
  }
  return (node.pool ??= buildPool(subject, index, cache.years, cache.spelled));
}

function contextYears(ctx: GroundingContext): ContextYears {
  const position = new Map(ctx.index.texts.map((t, i) => [t, i * 1e9]));
  const all: ContextYear[] = [];
  for (const text of ctx.index.texts) {
    for (const date of text.scan.dates) {
      const subject = sentenceSubject(text, ctx.locale, sentenceAt(text, date.span[0]));
      all.push({ text, order: position.get(text)! + date.span[0], date, subject });
    }
  }
  return { all, position };
}

function yearPostings(years: ContextYears): Map<string, number[]> {
  if (!years.bySubject) {
    const bySubject = new Map<string, number[]>();
    years.all.forEach((y, at) => {
      if (y.subject) for (const key of y.subject) (bySubject.get(key) ?? bySubject.set(key, []).get(key)!).push(at);
    });
    years.bySubject = bySubject;
  }
  return years.bySubject;
}

/** The first `limit` positions, ascending, in the union of the postings of `keys`. */
function unionHead(keys: ReadonlySet<string> | undefined, postings: ReadonlyMap<string, readonly number[]>, limit: number): number[] {
  if (!keys) return [];
  // A merge of the ascending lists, taking the smallest head each time: no set, no sort.
  const lists: (readonly number[])[] = [];
  for (const key of keys) {
    const list = postings.get(key);
    if (list && list.length > 0) lists.push(list);
  }
  const at = new Array<number>(lists.length).fill(0);
  const out: number[] = [];
  while (out.length < limit) {
    let smallest = Infinity;
    for (let l = 0; l < lists.length; l++) {
      const v = lists[l]![at[l]!];
      if (v !== undefined && v < smallest) smallest = v;
    }
    if (smallest === Infinity) break;
    out.push(smallest);
    for (let l = 0; l < lists.length; l++) if (lists[l]![at[l]!] === smallest) at[l]!++;
  }
  return out;
}

/**
 * Figures about the subject, dates about it, other figures, other dates, each in context order.
 * Only the first terms are ever searched (DERIVATION_LIMITS.pairTerms), so only those are built:
 * figures and dates about the subject come from the subject postings, the others from a scan that
 * stops as soon as the pool is full (it only runs when fewer than that many are about the subject).
 */
function buildPool(
  subject: ReadonlySet<string> | undefined,
  index: ContextFigureIndex,
  years: ContextYears,
  spelled: readonly SpelledTerm[],
): DerivationPool {
  const limit = DERIVATION_LIMITS.pairTerms;
  const terms: Term[] = [];
  const evidence: Evidence[] = [];
  const addFigure = (c: ContextFigure) => {
    const order = years.position.get(c.text)! + c.figure.span[0];
    if (c.figure.kind === 'point') {
      terms.push({
        value: c.figure.value,
        unit: c.figure.unit,
        year: false,
        order,
        ref: evidence.length,
        direction: c.direction,
        sentence: years.position.get(c.text)! + c.figure.sentence,
      });
      evidence.push(evidenceIn(c.text, c.figure));
      return;
    }
    // "from 120 to 150" is read as a range; its ends are the two values of a change.
    for (const end of [c.figure.ends[0], c.figure.ends[1]]) {
      terms.push({
        value: end.value,
        unit: end.unit ?? c.figure.unit,
        year: false,
        order: order + (end === c.figure.ends[0] ? 0 : 1),
        ref: evidence.length,
      });
      evidence.push(evidenceIn(c.text, end));
    }
  };
  const addYear = (y: ContextYear) => {
    const { granularity, month, day } = y.date;
    const dayInYear = granularity === 'day' && month !== null && day !== null ? month * 32 + day : undefined;
    terms.push({ value: y.date.year, unit: null, year: true, order: y.order, ref: evidence.length, dayInYear });
    evidence.push(evidenceIn(y.text, y.date));
  };
  // A small context is scanned in order; a large one is looked up in the subject postings.
  const near =
    index.all.length <= SMALL_CONTEXT
      ? index.all.flatMap((c, ref) => (shareSubject(subject, c.subject) ? [ref] : []))
      : unionHead(subject, index.figuresBySubject, limit);
  for (const ref of near) {
    if (terms.length >= limit) break;
    addFigure(index.all[ref]!);
  }
  const nearYears =
    years.all.length <= SMALL_CONTEXT
      ? years.all.flatMap((y, at) => (shareSubject(subject, y.subject) ? [at] : []))
      : unionHead(subject, yearPostings(years), limit);
  if (terms.length < limit)
    for (const at of nearYears) {
      if (terms.length >= limit) break;
      addYear(years.all[at]!);
    }
  // Numbers spelled in words count only about the subject: a count in another sentence is no term of its arithmetic.
  for (let k = 0; k < spelled.length && terms.length < limit; k++) {
    const { text, order, number, subject: about, word } = spelled[k]!;
    if (!shareSubject(subject, about)) continue;
    terms.push({ value: number.value, unit: null, year: false, order, ref: evidence.length, word });
    evidence.push(evidenceIn(text, { span: number.span, text: text.source.slice(number.span[0], number.span[1]) }));
  }
  for (let ref = 0; ref < index.all.length && terms.length < limit; ref++) {
    const c = index.all[ref]!;
    if (!shareSubject(subject, c.subject)) addFigure(c);
  }
  for (let at = 0; at < years.all.length && terms.length < limit; at++) {
    const y = years.all[at]!;
    if (!shareSubject(subject, y.subject)) addYear(y);
  }
  return { terms, evidence };
}
