import type { Evidence } from '@factlint/kernel';
import type { AnalysedText, GroundingContext } from '@factlint/pipeline';
import { evidenceIn, sentenceAt, sentenceSubject, sharedKeyCount } from '@factlint/pipeline';
import { partitionPoint, perObject, yearOffsetsOf, type DateMatch, type LocaleData, type RelativeDateMatch } from '@factlint/text';
import { clauseKeysAt } from './clause-keys.js';

/*
 * A year the context gives only relatively. "At the 2016 Games in Rio" against "targeting further
 * Paralympic success at next year's Games in Rio de Janeiro": which year "next year" is depends on
 * when the source was written. A context document the scenario dates (`date: 2015-03-03`) says it:
 * the year is counted from that date (the locale's `dates.relative_years` give each expression's
 * offset), and another year is contradicted. Otherwise, when the same document writes a year that
 * the offset turns into the claim's year — a dateline, or the year a narrated sentence is in — the
 * year is derived from it (a year that does not fit is not contradicted: the year found may be
 * narrated, not the time of writing). When it writes none, the context does not give that year at
 * all, and the claim is unsupported like any year the context lacks. Either way a
 * rival year of another event (the 2012 Games in London) does not contradict it when the relative
 * expression's clause is the closer match to the claim's clause.
 */

export interface RelativeYear {
  /** The relative expression in the context ("next year's"). */
  relative: Evidence;
  /**
   * The year the expression names when it is certain: counted from its document's `date` when the
   * scenario gives one, or, for a narrated year ("the following year"), from the date written before
   * it (`fromEvidence`).
   */
  dated: { year: number; from: number; offset: number; fromEvidence?: Evidence } | undefined;
  /** Otherwise a year of the same document that the expression's offset makes the claim's year, and that offset. */
  anchor: { evidence: Evidence; year: number; offset: number } | undefined;
}

/**
 * The relative year of a context clause that shares more content words with the claim's clause
 * than `rival`'s clause does (any shared word when there is no rival), or undefined.
 */
export function relativeYearFor(
  claim: { span: readonly [number, number] },
  year: number,
  answer: AnalysedText,
  rival: { text: AnalysedText; date: { span: readonly [number, number] } } | undefined,
  ctx: GroundingContext,
): RelativeYear | undefined {
  // A clause with no content word of its own ("20% higher than in 2023") is about its sentence's subject.
  const clause = clauseKeysAt(answer, claim.span[0], ctx);
  const own = clause.size > 0 ? clause : (sentenceSubject(answer, ctx.locale, sentenceAt(answer, claim.span[0])) ?? clause);
  if (own.size === 0) return undefined;
  // Clauses, not sentences: "Storey, who won gold in 2012, is targeting next year's Games" holds
  // both, and only the clause tells which one the answer's "2016 Games in Rio" is about.
  const toBeat = rival ? sharedKeyCount(own, clauseKeysAt(rival.text, rival.date.span[0], ctx)) : 0;
  // Two expressions in one clause ("higher last year than the year before last") match the claim
  // alike: the first that counts to the claim's year is its evidence, else the first found.
  let first: RelativeYear | undefined;
  for (const { text, relative, offset, narrated } of relativeYearsOf(ctx.index, ctx.locale)) {
    const shared = sharedKeyCount(own, keysAbout(text, relative.span[0], ctx));
    const evidence = evidenceIn(text, relative);
    let found: RelativeYear;
    if (narrated) {
      const narratedYear = narratedFrom(text, relative.span[0], offset);
      if (!narratedYear) continue;
      // A narrated year is counted from the year just before it, often in the rival's own
      // sentence ("joined in 2012 and left the following year"): a tie goes to it. When the claim
      // is that very year and shares words with the sentence of the expression or of the year it
      // counts from, it is not accused either, though its clause says less ("The plant opened in
      // 1998 and closed the following year": `closed` is a polarity word, no key).
      const tells = shared > 0 && shared >= toBeat;
      const fits =
        narratedYear.year === year &&
        (sharesSentence(own, text, relative.span[0], ctx) || sharesSentence(own, text, narratedYear.fromEvidence!.span[0], ctx));
      if (!tells && !fits) continue;
      found = { relative: evidence, dated: narratedYear, anchor: undefined };
    } else {
      if (shared <= toBeat) continue;
      // A dated document says when it was written: nothing else in it is counted from.
      const from = text.date === undefined ? undefined : Number(text.date.slice(0, 4));
      found =
        from === undefined
          ? { relative: evidence, dated: undefined, anchor: anchorYear(text, year - offset, offset) }
          : { relative: evidence, dated: { year: from + offset, from, offset }, anchor: undefined };
    }
    if (found.dated ? found.dated.year === year : found.anchor !== undefined) return found;
    first ??= found;
  }
  return first;
}

/**
 * The keys of the clause at `at` of a context text, or its sentence's subject when the clause has no
 * content word of its own ("40,000 visitors this year, up from 35,000 last year": the second clause
 * is about the festival too), as the answer's clause is read.
 */
function keysAbout(text: AnalysedText, at: number, ctx: GroundingContext): ReadonlySet<string> {
  const clause = clauseKeysAt(text, at, ctx);
  return clause.size > 0 ? clause : (sentenceSubject(text, ctx.locale, sentenceAt(text, at)) ?? clause);
}

/** A context expression that names a year relatively, with its offset; `narrated` when counted from the date before it. */
interface RelativeYearWritten {
  text: AnalysedText;
  relative: RelativeDateMatch;
  offset: number;
  narrated: boolean;
}

/**
 * The expressions of a context that name a year relatively ("next year", "the following year"),
 * texts in order, read once per context: "this month" and "recently" never name one. A year the
 * context does not write asks for them; asking every text per claim cost a context of thousands
 * of texts (a transcript, every turn a text) their product.
 */
const relativeYearsOf = perObject((index: GroundingContext['index'], locale: LocaleData): RelativeYearWritten[] => {
  const offsets = yearOffsetsOf(locale);
  const written: RelativeYearWritten[] = [];
  for (const text of index.texts) {
    for (const relative of text.scan.relativeDates) {
      const year = offsets.get(relative.text.toLowerCase());
      if (year !== undefined) written.push({ text, relative, offset: year.offset, narrated: year.narrated });
    }
  }
  return written;
});

/** The year a narrated expression at `at` names: the last date of the text before it, moved by `offset`. */
function narratedFrom(text: AnalysedText, at: number, offset: number): RelativeYear['dated'] {
  const before = dateWrittenBefore(text, at);
  if (!before) return undefined;
  return { year: before.year + offset, from: before.year, offset, fromEvidence: evidenceIn(text, before) };
}

/** The last date a text writes before `at` (ending at or before it), if any. */
export function dateWrittenBefore(text: AnalysedText, at: number): DateMatch | undefined {
  const dates = text.scan.dates;
  return dates[partitionPoint(dates.length, (i) => dates[i]!.span[1] <= at) - 1];
}

/** Whether the claim's clause shares a content word with the context sentence at `at`. */
function sharesSentence(own: ReadonlySet<string>, text: AnalysedText, at: number, ctx: GroundingContext): boolean {
  const keys = sentenceSubject(text, ctx.locale, sentenceAt(text, at));
  return keys !== undefined && sharedKeyCount(own, keys) > 0;
}

/** A date of the document in `year`, a full date (a dateline) before a bare year: what "next year" counts from. */
function anchorYear(text: AnalysedText, year: number, offset: number): RelativeYear['anchor'] {
  let best: (typeof text.scan.dates)[number] | undefined;
  for (const d of text.scan.dates) if (d.year === year && (!best || d.granularity !== 'year')) best = d;
  return best ? { evidence: evidenceIn(text, best), year, offset } : undefined;
}
