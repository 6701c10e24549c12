import type { DateMatch, LocaleData } from '@factlint/text';
import { perLocale, perObject } from '@factlint/text';
import type { AnalysedText, ClaimJudgement } from '@factlint/pipeline';
import { claimJudgement, evidenceIn, sentenceAt } from '@factlint/pipeline';

/*
 * A day counted from another: "set off on 3 June 1924 and reached the pole 41 days later" backs
 * "reached the pole on 14 July 1924". The span stands in the context day's own sentence or in the
 * claim's; the arithmetic holds, so the day is derived, not contradicted by the day it counts from.
 */

/** A context day the claim may be counted from. */
export interface CountedFrom {
  date: Pick<DateMatch, 'value' | 'granularity' | 'text' | 'span'>;
  text: AnalysedText;
  sentence: number;
}

const DAY_SECONDS = 86400;

/** Unit id → how many whole days it is (days, weeks), for the units that convert exactly through seconds. */
const daysPerUnit = perLocale((locale: LocaleData): ReadonlyMap<string, number> => {
  const out = new Map<string, number>();
  for (const u of locale.units) {
    const days = u.base === 'second' && u.factor_to_base !== undefined ? (u.factor_to_base * (u.factor ?? 1)) / DAY_SECONDS : 0;
    if (Number.isInteger(days) && days > 0 && !out.has(u.id)) out.set(u.id, days);
  }
  return out;
});

/** The spans of whole days a text's figures state, by sentence: read once per text. */
const daySpansBySentence = perObject((text: AnalysedText, locale: LocaleData): ReadonlyMap<number, number[]> => {
  const perUnit = daysPerUnit(locale);
  const out = new Map<number, number[]>();
  for (const n of text.scan.numbers) {
    const per = n.unit === null ? undefined : perUnit.get(n.unit.id);
    if (per === undefined || !Number.isInteger(n.value) || n.value <= 0) continue;
    const sentence = sentenceAt(text, n.span[0]);
    (out.get(sentence) ?? out.set(sentence, []).get(sentence)!).push(n.value * per);
  }
  return out;
});

/** Days since 1970-01-01 of a day written `YYYY-MM-DD`. */
function dayNumber(value: string): number {
  return Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10))) / (DAY_SECONDS * 1000);
}

/**
 * The day `d` as a context day (of `days`, context order) moved by a span of days its sentence or
 * the claim's (`sentence` of `answer`) states, or undefined.
 */
export function dayAfterStatedSpan(
  d: DateMatch,
  sentence: number,
  answer: AnalysedText,
  days: readonly CountedFrom[],
  locale: LocaleData,
): ClaimJudgement | undefined {
  if (d.granularity !== 'day') return undefined;
  const own = daySpansBySentence(answer, locale).get(sentence);
  const target = dayNumber(d.value);
  for (const c of days) {
    if (c.date.granularity !== 'day') continue;
    const theirs = daySpansBySentence(c.text, locale).get(c.sentence);
    if (own === undefined && theirs === undefined) continue;
    const gap = target - dayNumber(c.date.value);
    if (gap === 0) continue;
    const span = Math.abs(gap);
    if (own?.includes(span) || theirs?.includes(span)) {
      const formula = `${c.date.value} ${gap > 0 ? '+' : '-'} ${span} days = ${d.value}`;
      return claimJudgement('derived', 'date.derived-day', [evidenceIn(c.text, c.date)], null, formula);
    }
  }
  return undefined;
}
