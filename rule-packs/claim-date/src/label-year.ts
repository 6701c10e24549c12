import type { AnalysedText, GroundingContext } from '@factlint/pipeline';
import { clauseAt, shareSubject, sentenceSubject } from '@factlint/pipeline';
import {
  firstStartingAtOrAfter,
  indexOfWhole,
  perLocale,
  perObject,
  writingOf,
  type DateMatch,
  type LocaleData,
  CategorySet,
} from '@factlint/text';
import { clauseKeysAt } from './clause-keys.js';

/*
 * A work's label year told as the year of an event. "In 2016, she appeared in Café Society, and also
 * completed the Showtime revival of Twin Peaks (2017)": the sentence dates what she did by 2016, and
 * 2017, alone in parentheses after the title, labels the work (the year it came out). An answer that
 * writes "in 2016 … and completed the revival of Twin Peaks in 2017" moves the label onto the event
 * the context dated 2016. Read only where the answer itself tells the two years apart in one
 * sentence (it dates one event by the frame year and another by the label year), where the year
 * closes its phrase ("the 2017 revival" names the work by its label, as the context does), and where
 * the clause does not tell the work's own release ("the revival aired in 2017" is the label's year).
 */

/** A context year in a sentence: where it was written, and which document and sentence hold it. */
export interface SentenceYear {
  date: Pick<DateMatch, 'year' | 'span'>;
  text: AnalysedText;
  sentence: number;
}

/**
 * The context year that dates the claim's event instead, when every context occurrence of the
 * claim's year (`support`, in context order) is a label in parentheses inside a sentence framed by
 * an earlier year, the answer's sentence also states that earlier year, and the claim's clause tells
 * what that context sentence tells. `inContext` is every context year (the frame years are among them).
 */
export function frameYearInstead<Y extends SentenceYear>(
  claim: { span: readonly [number, number]; sentence: number },
  d: DateMatch,
  answer: AnalysedText,
  support: readonly Y[],
  inContext: readonly Y[],
  ctx: GroundingContext,
): Y | undefined {
  if (d.granularity !== 'year' || support.length === 0) return undefined;
  if (inParentheses(answer.source, claim.span) || !toldAsEventTime(answer.source, claim.span[1], ctx.locale)) return undefined;
  const frames = labelFrames(d.year, support, inContext);
  if (!frames || tellsRelease(answer, claim.span[0], ctx.locale)) return undefined;
  const stated = answerYearsIn(answer, claim.sentence);
  const own = clauseKeysAt(answer, claim.span[0], ctx);
  let instead: Y | undefined;
  for (const { label, frame } of frames) {
    if (!stated.has(frame.date.year)) return undefined;
    if (!shareSubject(own, sentenceSubject(label.text, ctx.locale, label.sentence))) return undefined;
    instead ??= frame as Y;
  }
  return instead;
}

/** The locale's `dates.release_words`, lower-cased (read once per locale). */
const releaseForms = perLocale((locale: LocaleData) => locale.dates.release_words.map((w) => w.toLowerCase()));

/**
 * Whether the claim's clause tells a work's release ("which aired in 2017"): the label year is that
 * release's year. Read by the words as written, whole: a short verb (`ran`) is no content word.
 */
function tellsRelease(answer: AnalysedText, at: number, locale: LocaleData): boolean {
  const [start, end] = clauseAt(answer, at, locale);
  const clause = answer.source.slice(start, end).toLowerCase();
  return releaseForms(locale).some((form) => indexOfWhole(clause, form) >= 0);
}

/** A label occurrence of a year and the earlier year that frames its sentence. */
interface LabelFrame {
  label: SentenceYear;
  frame: SentenceYear;
}

/**
 * Per context and year: each occurrence of the year with the year that frames its sentence, or
 * null when one occurrence is no label or has no frame. Kept per context (its list of years) and
 * year, so that an answer that repeats the year asks the context once.
 */
function labelFrames(year: number, support: readonly SentenceYear[], inContext: readonly SentenceYear[]): readonly LabelFrame[] | null {
  const byYear = framesByYear(inContext);
  let frames = byYear.get(year);
  if (frames === undefined) {
    frames = support.every((s) => inParentheses(s.text.source, s.date.span)) ? framesOf(support, yearsBySentence(inContext)) : null;
    byYear.set(year, frames);
  }
  return frames;
}

function framesOf(support: readonly SentenceYear[], bySentence: ReadonlyMap<string, readonly SentenceYear[]>): LabelFrame[] | null {
  const frames: LabelFrame[] = [];
  for (const label of support) {
    // The first year of the sentence, written before the label and outside parentheses, frames it.
    const first = bySentence.get(sentenceKey(label))?.[0];
    if (!first || first.date.year === label.date.year || first.date.span[0] >= label.date.span[0]) return null;
    if (inParentheses(first.text.source, first.date.span)) return null;
    frames.push({ label, frame: first });
  }
  return frames;
}

const framesByYear = perObject((_inContext: readonly SentenceYear[]) => new Map<number, readonly LabelFrame[] | null>());

/** The context's years grouped by document and sentence, each group in text order (built once per context). */
const yearsBySentence = perObject((inContext: readonly SentenceYear[]): ReadonlyMap<string, readonly SentenceYear[]> => {
  const bySentence = new Map<string, SentenceYear[]>();
  for (const y of inContext) {
    const key = sentenceKey(y);
    const list = bySentence.get(key);
    if (list) list.push(y);
    else bySentence.set(key, [y]);
  }
  for (const list of bySentence.values()) list.sort((a, b) => a.date.span[0] - b.date.span[0]);
  return bySentence;
});

const sentenceKey = (y: SentenceYear) => `${y.text.id}#${y.sentence}`;

/**
 * The years an answer sentence writes outside parentheses, read once per sentence: an answer that
 * repeats the label year in one long sentence asks for that sentence again for each of them.
 */
function answerYearsIn(answer: AnalysedText, sentence: number): ReadonlySet<number> {
  const bySentence = yearsByAnswerSentence(answer);
  let years = bySentence.get(sentence);
  if (!years) {
    const found = new Set<number>();
    const bounds = answer.document.sentences[sentence]?.span;
    const dates = answer.scan.dates;
    if (bounds) {
      for (let k = firstStartingAtOrAfter(dates, bounds[0]); k < dates.length && dates[k]!.span[0] < bounds[1]; k++) {
        if (!inParentheses(answer.source, dates[k]!.span)) found.add(dates[k]!.year);
      }
    }
    bySentence.set(sentence, (years = found));
  }
  return years;
}

const yearsByAnswerSentence = perObject((_answer: AnalysedText) => new Map<number, ReadonlySet<number>>());

const OPENING = new Set(['(', '\uFF08']);
const CLOSING = new Set([')', '\uFF09']);

/** Whether the span stands alone in parentheses (spaces allowed inside): `(2017)`, `( 2017 )`, `（2017年）`. */
function inParentheses(source: string, span: readonly [number, number]): boolean {
  let before = span[0] - 1;
  while (before >= 0 && source[before] === ' ') before--;
  let after = span[1];
  while (after < source.length && source[after] === ' ') after++;
  return OPENING.has(source[before] ?? '') && CLOSING.has(source[after] ?? '');
}

/**
 * Whether the year closes its phrase: punctuation or the end of the text follows it (spaces
 * skipped), or one of the locale's `dates.event_year_after` words (`に`). A year joined by a hyphen
 * to the word after it is the head of a compound that names the work by its label ("2019-serien",
 * "the 2019-season finale"), as "the 2019 adaptation" does with a space.
 */
function toldAsEventTime(source: string, end: number, locale: LocaleData): boolean {
  if (JOINING_HYPHENS.has(source[end] ?? '') && LETTER.at(source, end + 1)) return false;
  let at = end;
  while (at < source.length && source[at] === ' ') at++;
  if (at >= source.length || !LETTER_OR_DIGIT.at(source, at)) return true;
  // In a spaced script the word ends at a word boundary; an unspaced one writes the next word on.
  const spaced = writingOf(locale).spaced;
  return locale.dates.event_year_after.some((w) => source.startsWith(w, at) && (!spaced || !LETTER_OR_DIGIT.at(source, at + w.length)));
}

const LETTER_OR_DIGIT = new CategorySet(['L', 'N']);
const LETTER = new CategorySet(['L']);
/** The hyphen-minus, the hyphen and the non-breaking hyphen: what joins a compound's parts. */
const JOINING_HYPHENS = new Set(['-', '\u2010', '\u2011']);
