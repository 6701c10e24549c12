import type { AnalysedText, GroundingContext } from '@factlint/pipeline';
import { sentenceAt, sentenceSubject, shareSubject } from '@factlint/pipeline';
import type { DateMatch } from '@factlint/text';
import { clauseKeysAt } from './clause-keys.js';

/*
 * A year borrowed from another event. "Rage Against the Machine broke up in 2000 … The passage
 * also mentions Renegades, released in December 2000" against a context whose only 2000 is the
 * album's release: the release clause is about that context sentence (album, released, Epic
 * Records), the break-up clause shares not one word with it. The year is found, but it dates
 * something else. Read only when the answer states the year more often than the context does, and
 * only for a clause that says enough of its own to be compared; what stays is a weak flag.
 */

/** A clause with fewer content words than this says too little to be compared ("In 2000, they split."). */
const MIN_OWN_KEYS = 2;

export interface YearOccurrence {
  text: AnalysedText;
  sentence: number;
}

/**
 * True when every context sentence holding the claim's year is about another clause of the answer
 * that states the same year, and shares no content word with the claim's own clause.
 */
export function yearOfAnotherEvent(
  claim: { span: readonly [number, number]; sentence: number },
  d: DateMatch,
  answer: AnalysedText,
  support: readonly YearOccurrence[],
  ctx: GroundingContext,
): boolean {
  if (d.granularity !== 'year' || support.length === 0) return false;
  const others = answer.scan.dates.filter((x) => x.year === d.year && x.span[0] !== claim.span[0]);
  const holding = new Set(support.map((s) => `${s.text.id}#${s.sentence}`));
  if (others.length === 0 || holding.size > others.length) return false;
  const topic = topicKeys(ctx);
  const own = clauseKeysAt(answer, claim.span[0], claim.sentence, ctx, topic);
  if (own.size < MIN_OWN_KEYS) return false;
  const otherKeys = others.map((x) => clauseKeysAt(answer, x.span[0], sentenceAt(answer, x.span[0]), ctx, topic));
  return support.every((s) => {
    const keys = sentenceSubject(s.text, ctx.locale, s.sentence);
    if (!keys) return false;
    return !shareSubject(own, keys) && otherKeys.some((k) => shareSubject(k, keys));
  });
}

/** Words in more than one context sentence (the band's name, the company's): they say whose, not what happened. */
function topicKeys(ctx: GroundingContext): Set<string> {
  const seen = new Set<string>();
  const topic = new Set<string>();
  for (const text of ctx.index.texts) {
    text.document.sentences.forEach((_, i) => {
      for (const k of sentenceSubject(text, ctx.locale, i) ?? []) (seen.has(k) ? topic : seen).add(k);
    });
  }
  return topic;
}
