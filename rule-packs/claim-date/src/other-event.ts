import type { AnalysedText, EvidenceIndex, GroundingContext, SubjectKeys } from '@factlint/pipeline';
import { sentenceAt, sentenceSubject, shareSubject } from '@factlint/pipeline';
import { firstStartingAtOrAfter, perObject, type DateMatch, type LocaleData } from '@factlint/text';
import { clauseKeysAt } from './clause-keys.js';

/*
 * A year borrowed from another event. "Rage Against the Machine broke up in 2000 … The passage
 * also mentions Renegades, released in December 2000" against a context whose only 2000 is the
 * album's release: the release clause is about that context sentence (album, released, Epic
 * Records), the break-up clause shares not one word with it. The year is found, but it dates
 * something else. Read only when the answer states the year more often than the context does, and
 * only for a clause that says enough of its own to be compared. The flag is firm when the context
 * also tells the claim's event in a sentence that writes no date ("The same year, growing tensions
 * … leading to the band's breakup"): the context speaks of the event and does not give it the year. Without
 * such a sentence the clause may only have paraphrased a sentence holding both events ("split" for
 * "broke up"), and the flag stays weak.
 */

/** The claim's year dates another event: `firm` when the context tells the claim's event elsewhere without the year. */
export type AnotherEvent = 'firm' | 'weak' | undefined;

/** A clause with fewer content words than this says too little to be compared ("In 2000, they split."). */
const MIN_OWN_KEYS = 2;

export interface YearOccurrence {
  text: AnalysedText;
  sentence: number;
}

/**
 * Set when every context sentence holding the claim's year is about another clause of the answer
 * that states the same year, and shares no content word with the claim's own clause. `support` is
 * every occurrence of the claim's year in the context, in context order (the same for every claim
 * of that year: what is counted from it is kept per context and year).
 */
export function yearOfAnotherEvent(
  claim: { span: readonly [number, number] },
  d: DateMatch,
  answer: AnalysedText,
  support: readonly YearOccurrence[],
  ctx: GroundingContext,
): AnotherEvent {
  if (d.granularity !== 'year' || support.length === 0) return undefined;
  // Everything below runs per year claim: on a long answer and context it must cost the claim's own
  // share, not a pass over the whole context (topic words, once per context) or over every other
  // clause with the year (read only as far as a context sentence needs one).
  const sameYear = datesByYear(answer).get(d.year) ?? NO_DATES;
  const at = firstStartingAtOrAfter(sameYear, claim.span[0]);
  const otherCount = sameYear.length - (sameYear[at]?.span[0] === claim.span[0] ? 1 : 0);
  if (otherCount === 0 || sentencesHolding(ctx.index, d.year, support) > otherCount) return undefined;
  const topic = topicKeys(ctx.index, ctx.locale);
  // Every context sentence of the year must share a word with another clause of the answer that
  // states it, and those clauses' keys leave out the context's topic words: a first sentence with
  // none but topic words settles it before the claim's own clause is read (that read was most of
  // the date comparison on an answer that restates its context's sentences).
  if (onlyTopicWords(support[0]!, topic, ctx.locale)) return undefined;
  const own = clauseKeysAt(answer, claim.span[0], ctx, topic);
  if (own.size < MIN_OWN_KEYS) return undefined;
  // The other dates of the year are walked in place, not copied: the first context sentence usually
  // settles it, and a copy per claim was a pass over every date of the year for each of them.
  const otherKeys: SubjectKeys[] = [];
  const otherKeysAt = (k: number) => (otherKeys[k] ??= clauseKeysAt(answer, sameYear[k]!.span[0], ctx, topic));
  const another = support.every((s) => {
    const keys = sentenceSubject(s.text, ctx.locale, s.sentence);
    if (!keys || shareSubject(own, keys)) return false;
    for (let k = 0; k < sameYear.length; k++) if (sameYear[k]!.span[0] !== claim.span[0] && shareSubject(otherKeysAt(k), keys)) return true;
    return false;
  });
  if (!another) return undefined;
  return toldWithoutTheYear(own, ctx) ? 'firm' : 'weak';
}

/** Whether every content word of a context sentence is a topic word (a sentence with no keys too: it shares none). */
function onlyTopicWords(s: YearOccurrence, topic: ReadonlySet<string>, locale: LocaleData): boolean {
  const keys = sentenceSubject(s.text, locale, s.sentence);
  if (keys) for (const k of keys) if (!topic.has(k)) return false;
  return true;
}

/**
 * Whether a context sentence that writes no date shares a content word with the claim's clause. A
 * sentence with a date of its own tells the event that date belongs to ("formed in Oslo in 1994").
 */
function toldWithoutTheYear(own: ReadonlySet<string>, ctx: GroundingContext): boolean {
  return shareSubject(own, undatedKeys(ctx.index, ctx.locale));
}

/**
 * Every key of the context's sentences that write no date, read once per context: a claim shares
 * a word with one such sentence exactly when it shares one with them all together. Asking every
 * sentence of every text per claim cost a context of thousands of texts their product.
 */
const undatedKeys = perObject((index: EvidenceIndex, locale: LocaleData): ReadonlySet<string> => {
  const keys = new Set<string>();
  for (const text of index.texts) {
    const dated = datedSentences(text);
    for (let i = 0; i < text.document.sentences.length; i++) {
      if (!dated.has(i)) for (const k of sentenceSubject(text, locale, i) ?? []) keys.add(k);
    }
  }
  return keys;
});

/** The sentences of a text that write a date (read once per text). */
const datedSentences = perObject(
  (text: AnalysedText): ReadonlySet<number> => new Set(text.scan.dates.map((date) => sentenceAt(text, date.span[0]))),
);

const NO_DATES: readonly DateMatch[] = [];

/** The dates of a text grouped by year, in text order (read once per text). */
const datesByYear = perObject((text: AnalysedText): ReadonlyMap<number, readonly DateMatch[]> => {
  const byYear = new Map<number, DateMatch[]>();
  for (const x of text.scan.dates) {
    const list = byYear.get(x.year);
    if (list) list.push(x);
    else byYear.set(x.year, [x]);
  }
  return byYear;
});

/** Per context, how many sentences hold each year's occurrences (filled as years are asked for). */
const sentencesByYear = perObject((_index: EvidenceIndex) => new Map<number, number>());

/** How many context sentences (told apart by document id and sentence) hold the year's occurrences, counted once per context and year. */
function sentencesHolding(index: EvidenceIndex, year: number, support: readonly YearOccurrence[]): number {
  const byYear = sentencesByYear(index);
  let n = byYear.get(year);
  if (n === undefined) {
    n = new Set(support.map((s) => `${s.text.id}#${s.sentence}`)).size;
    byYear.set(year, n);
  }
  return n;
}

/** Words in more than one context sentence (the band's name, the company's): they say whose, not what happened. Read once per context. */
const topicKeys = perObject((index: EvidenceIndex, locale: LocaleData): Set<string> => {
  const seen = new Set<string>();
  const topic = new Set<string>();
  for (const text of index.texts) {
    for (let i = 0; i < text.document.sentences.length; i++) {
      for (const k of sentenceSubject(text, locale, i) ?? []) (seen.has(k) ? topic : seen).add(k);
    }
  }
  return topic;
});
