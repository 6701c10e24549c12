import type { Evidence } from '@factlint/kernel';
import {
  bySpanStart,
  inOrder,
  isPercent,
  opensTableRow,
  partitionPoint,
  perLocale,
  perObject,
  ratioNextTo,
  readRatios,
  spelledNumbersOf,
  WordMatcher,
  writingOf,
  type DateMatch,
  type LocaleData,
  type RatioMatch,
  type SpelledNumber,
} from '@factlint/text';
import type { AnalysedText, GroundingContext, SentencePolarity, SubjectKeys } from '@factlint/pipeline';
import {
  countedNounAfter,
  evidenceIn,
  firstPerContext,
  sentenceAt,
  sentencePolarities,
  sentenceSubject,
  shareSubject,
  valuesPerContext,
} from '@factlint/pipeline';
import type { Figure } from './numeric-figures.js';
import type { ContextFigure, ContextFigureIndex } from './numeric-context.js';
import { mayStateRise, statesRise } from './percent-forms.js';

/*
 * The claim's figure written in another form in the context, found once it is not found as a
 * figure there: as a year (a tokenised source's `2007 -- 08`), spelled in words (`two dozen`,
 * `three-year`), or as a fraction word for a share (half for 50 %). Each reads the context once
 * per text. A number in words is a rival only where no figure is one, and only in a sentence about
 * the claim's subject that counts the same thing (`36 nye helsefagarbeidere` against `to dusin nye
 * helsefagarbeidere`): small spelled counts stand in narration everywhere.
 */

/**
 * A context text's multiples and fractions in words (`half price`, `twice as much`, 1.5倍), read once
 * per text: the fraction, multiple and ratio-of-amount checks below each take their part of it.
 */
const ratiosOf = perObject((text: AnalysedText, locale: LocaleData): RatioMatch[] => readRatios(text.source, locale));

/** A context text's fractions in words. */
const fractionsOf = perObject((text: AnalysedText, locale: LocaleData): RatioMatch[] =>
  ratiosOf(text, locale).filter((r) => r.kind === 'fraction'),
);

/** A share the context gives as a fraction word (`50 %` for `半分`, `a third` for 33 %), at the claim's precision. */
export function fractionInContext(f: Figure, ctx: GroundingContext): Evidence | undefined {
  if (f.kind !== 'point' || !isPercent(f.unit) || f.unit!.id !== '%') return undefined;
  const hit = contextShares(ctx.index, ctx.locale).firstNear(f.value, f.roundingUnit / 2 + 1e-9);
  return hit && evidenceIn(hit.text, hit.value);
}

/** The context's fractions in words by the share each gives in per cent (a half: 50). */
const contextShares = valuesPerContext((text, locale) => fractionsOf(text, locale).map((r) => [r.value * 100, r] as const));

/** A context text's multiples (`1.5倍`, `twice`, `three times`) and its verbs of multiples (`doubled`), read once per text. */
const multiplesOf = perObject((text: AnalysedText, locale: LocaleData): { text: string; span: [number, number]; value: number }[] => {
  const found = ratiosOf(text, locale).filter((r) => r.kind === 'multiple' && r.value > 1);
  // Verbs that tell a change as a multiple (`doubled`), a list of their own: the facts judge reads
  // the ratio words as "a multiple of the fact", and "the fee doubled to 500 kr" states the fee.
  const verbs = changeMultiples(locale);
  if (verbs.size === 0) return found;
  const told = verbs
    .findAll(text.source)
    .map((v) => ({ text: text.source.slice(v.start, v.end), span: [v.start, v.end] as [number, number], value: v.value }));
  return [...found, ...told].sort(bySpanStart);
});

/** The locale's `numbers.change_multiples`, compiled once per locale. */
const changeMultiples = perLocale(
  (locale: LocaleData) =>
    new WordMatcher(
      Object.entries(locale.numbers.change_multiples).map(([form, value]) => ({ form, value })),
      writingOf(locale),
    ),
);

/**
 * A rise the context gives as a multiple of what it rose from (`1.5倍` for a 50 % rise, `twice` for
 * 100 %), in a sentence about the claim's subject, at the claim's precision: the multiple less one.
 * The claim's sentence states the rise (statesRise: a fall word the context sentence says too, the
 * `loss` of "hearing loss", names what is measured).
 */
export function multipleAsRise(
  f: Figure,
  polarity: SentencePolarity | undefined,
  subject: SubjectKeys | undefined,
  ctx: GroundingContext,
): { evidence: Evidence; multiple: number } | undefined {
  if (!mayStateRise(polarity) || f.kind !== 'point' || !isPercent(f.unit) || f.unit!.id !== '%' || f.value <= 0) return undefined;
  const hit = contextRises(ctx.index, ctx.locale).firstNear(f.value, f.roundingUnit / 2 + 1e-9, (text, r) => {
    const sentence = sentenceAt(text, r.span[0]);
    return (
      statesRise(polarity, sentencePolarities(text, ctx.locale)[sentence]) &&
      shareSubject(subject, sentenceSubject(text, ctx.locale, sentence))
    );
  });
  return hit && { evidence: evidenceIn(hit.text, hit.value), multiple: hit.value.value };
}

/** The context's multiples by the rise each gives in per cent (twice: 100). */
const contextRises = valuesPerContext((text, locale) => multiplesOf(text, locale).map((r) => [(r.value - 1) * 100, r] as const));

/** Sentences on either side of a ratio word in which the amount it takes may stand ("Adult tickets are $15; children's are half price"). */
const RATIO_REACH = 1;

/**
 * An amount the context gives as a ratio of another (`half price` of $15 for $7.50, `twice` £40 for
 * £80): a context figure of the claim's unit in the sentence of a ratio word or the one before it,
 * times the ratio, at the claim's precision. A count only from a ratio that qualifies the figure
 * itself (150 from "half of the 300 respondents"): a ratio elsewhere may be of anything.
 */
export function ratioOfContextFigure(
  f: Figure,
  comparable: readonly { figure: Figure; text: AnalysedText }[],
  ctx: GroundingContext,
): { evidence: Evidence[]; formula: string } | undefined {
  if (f.kind !== 'point' || isPercent(f.unit) || f.value <= 0) return undefined;
  for (const c of comparable) {
    if (c.figure.kind !== 'point' || c.figure.value <= 0) continue;
    const ratios = ratiosOf(c.text, ctx.locale);
    const qualifying = f.unit === null && ratios.length > 0 ? ratioNextTo(c.text.source, c.figure.span, ratios, ctx.locale) : undefined;
    for (const r of ratios) {
      if (f.unit === null && r !== qualifying) continue;
      // Strictly inside half the claim's last unit: $8 is not half of $15, $7.50 is.
      const product = r.value * c.figure.value;
      if (Math.abs(product - f.value) >= f.roundingUnit / 2 - 1e-9) continue;
      const gap = sentenceAt(c.text, r.span[0]) - c.figure.sentence;
      if (gap < 0 || gap > RATIO_REACH) continue;
      return {
        evidence: [evidenceIn(c.text, c.figure), evidenceIn(c.text, r)],
        formula: `${roundRatio(r.value)} \u00D7 ${c.figure.value} = ${roundRatio(product)}`,
      };
    }
  }
  return undefined;
}

/** A value to three decimals (0.5, 0.333, 7.5): the formula shows what was multiplied. */
function roundRatio(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The context spelling the claim's figure in words (`three-year deal` for `3-year deal`, `two dozen` for 24). */
export function spelledInContext(f: Figure, ctx: GroundingContext): Evidence | undefined {
  if (f.kind !== 'point' || !Number.isInteger(f.value)) return undefined;
  const hit = firstSpelledByValue(ctx.index, ctx.locale).get(f.value);
  return hit && evidenceIn(hit.text, { span: hit.value.span, text: hit.text.source.slice(hit.value.span[0], hit.value.span[1]) });
}

/**
 * The first number spelled in words of each value in the context, but for one inside a figure of
 * another value (`fem` of `fem og et halvt år` is no five).
 */
const firstSpelledByValue = firstPerContext((text, locale) => {
  const numbers = inOrder(text.scan.numbers, bySpanStart);
  return spelledNumbersOf(text, text.source, locale)
    .filter((n) => {
      // The numbers do not overlap one another: the last to start before the spelled one ends is the one that may hold it.
      const k = partitionPoint(numbers.length, (i) => numbers[i]!.span[0] < n.span[1]) - 1;
      return k < 0 || numbers[k]!.span[1] <= n.span[0] || numbers[k]!.value === n.value;
    })
    .map((n) => [n.value, n] as const);
});

/**
 * A figure whose unit is written as one of the locale's short scale letters right after the digits
 * (`2.8m visitors`), read as the scale: `m` is a metre to the reader unless a currency stands before
 * it (`£2.8m`), and British writing uses it for a million of anything. Backed by a context figure
 * of that many, bare or counting (`2.8 million people`), when the unit reading found nothing: the
 * first in text order among those within half the claim's last digit.
 */
export function scaleLetterInContext(f: Figure, index: ContextFigureIndex, ctx: GroundingContext): ContextFigure | undefined {
  if (f.kind !== 'point' || f.unit === null || f.unit.span[0] !== f.ends[0].numberSpan[1]) return undefined;
  const scales = ctx.locale.numbers.currency_scales;
  if (!Object.hasOwn(scales, f.unit.text)) return undefined;
  const scale = scales[f.unit.text]!;
  const value = f.value * scale;
  const slack = (f.precision * scale) / 2 + 1e-9 * value;
  let first: number | undefined;
  for (const points of [index.pointsOfFamily(BARE), index.pointsOfFamily(COUNT)]) {
    if (points === undefined) continue;
    for (let k = points.lowerBound(value - slack); k < points.values.length && points.values[k]! <= value + slack; k++) {
      if (first === undefined || points.refs[k]! < first) first = points.refs[k]!;
    }
  }
  return first === undefined ? undefined : index.all[first];
}

/** The scales a figure is written without when a table's header or a list's last figure carries them (thousand to trillion, a CJK myriad and 10⁸). */
const LEFT_OUT_SCALES = [3, 4, 6, 8, 9, 12];
/** At most this many context figures are tried (a longer context loses the later ones: the cautious side). */
const SCALE_SCAN = 4096;

/**
 * A context figure that is a bare claim's digits with a scale (`37.1` in a table headed
 * "Population (m)" against "37.1 million"; `480,367` under 億円 against 48兆367億円): the scale left
 * out, not a different value. The first in text order. Only a figure with decimals or a table
 * cell: a whole number in prose (`12 stores`) is a count, and 12,000 is no form of it.
 */
export function scaleLeftOutInContext(f: Figure, source: string, index: ContextFigureIndex): ContextFigure | undefined {
  if (f.kind !== 'point' || f.unit !== null || f.value === 0) return undefined;
  if (f.precision >= 1 && !inTableRow(source, f.span[0])) return undefined;
  const count = Math.min(index.all.length, SCALE_SCAN);
  for (let k = 0; k < count; k++) {
    const c = index.all[k]!;
    if (c.figure.kind !== 'point') continue;
    const power = Math.log10(c.figure.value / f.value);
    const whole = Math.round(power);
    if (Math.abs(power - whole) < 1e-9 && LEFT_OUT_SCALES.includes(whole)) return c;
  }
  return undefined;
}

/** Whether the line holding `at` is a row of a Markdown table (it opens with a pipe). */
function inTableRow(source: string, at: number): boolean {
  return opensTableRow(source, source.lastIndexOf('\n', at - 1) + 1);
}

/** The unit family key of bare figures, and the family of counted things (`people`, 人). */
const BARE = '';
const COUNT = 'count';

/**
 * A bare four-digit figure the context writes as a year (`2007-08` in the answer, `the 2007 -- 08
 * season` in a tokenised source, where the reader takes 2007 for a year and not a figure).
 */
export function yearInContext(f: Figure, ctx: GroundingContext): Evidence | undefined {
  if (f.kind !== 'point' || f.unit !== null || !Number.isInteger(f.value) || f.text.length !== 4) return undefined;
  const hit = firstDateByYear(ctx.index, ctx.locale).get(f.value);
  return hit && evidenceIn(hit.text, hit.value);
}

/** The first date of each year in the context. */
const firstDateByYear = firstPerContext((text) => text.scan.dates.map((d): readonly [number, DateMatch] => [d.year, d]));

/**
 * A number the context spells in words that rivals a bare figure: in a sentence about the claim's
 * subject, followed by what the claim counts (both name nothing, or the same thing), of a value
 * `plausible` accepts (not stated by the answer itself, of the claim's magnitude).
 */
export function spelledRival(
  f: Figure,
  subject: SubjectKeys | undefined,
  noun: string | undefined,
  ctx: GroundingContext,
  plausible: (value: number) => boolean,
): { evidence: Evidence; value: number } | undefined {
  if (!subject || subject.size === 0) return undefined;
  for (const { text, n } of spelledByNoun(ctx.index, ctx.locale).get(noun) ?? []) {
    if (n.value === f.value || !plausible(n.value)) continue;
    if (!shareSubject(subject, sentenceSubject(text, ctx.locale, sentenceAt(text, n.span[0])))) continue;
    return { evidence: { doc: text.id, span: n.span, text: text.source.slice(n.span[0], n.span[1]) }, value: n.value };
  }
  return undefined;
}

/**
 * The numbers a context spells in words, grouped by what each counts (the noun after it, or none),
 * texts in order: read once per context. A rival must count what the claim counts, so each claim
 * walks its own noun's list; walking every text per claim cost a context of thousands of texts (a
 * transcript, every turn a text) their product.
 */
const spelledByNoun = perObject((index: GroundingContext['index'], locale: LocaleData) => {
  const byNoun = new Map<string | undefined, { text: AnalysedText; n: SpelledNumber }[]>();
  for (const text of index.texts) {
    for (const n of spelledNumbersOf(text, text.source, locale)) {
      const noun = countedNounAfter(text.source, n.span[1], locale);
      const same = byNoun.get(noun);
      if (same) same.push({ text, n });
      else byNoun.set(noun, [{ text, n }]);
    }
  }
  return byNoun;
});
