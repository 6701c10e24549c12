import type { Evidence, Span } from '@factlint/kernel';
import {
  allMatches,
  codeUnitAt,
  isAsciiDigitAt,
  perLocale,
  perObject,
  skipSpacesBack,
  WordMatcher,
  writingOf,
  type LocaleData,
  patternLiteral,
} from '@factlint/text';
import type { AnalysedText, ClaimJudgement, GroundingContext } from '@factlint/pipeline';
import { claimJudgement, sentenceAt } from '@factlint/pipeline';
import type { Figure } from './numeric-figures.js';
import { wordAfter, wordBefore } from './numeric-periods.js';

/*
 * Results written as score lines (`won 4-1`, `3対1`): two whole numbers joined by one of the
 * locale's `score_joiners`, the first not smaller (a span of values runs low to high and is read as
 * a range). A side of a result is no figure of its own: it is checked only against a result the
 * source writes, never against loose figures of a source that narrates the goals.
 */

export interface ScoreLine {
  first: number;
  second: number;
  span: Span;
}

/**
 * What the figure gets as one side of a result, or undefined when it is no side of one (or the
 * judgement holds): no claim against a source that writes no result; contradicted by the one result
 * a source writes when one side matches and this side does not; a weak flag otherwise.
 */
export function judgeScoreSide(
  figure: Figure,
  judgement: ClaimJudgement,
  answer: AnalysedText,
  ctx: GroundingContext,
): ClaimJudgement | undefined {
  const score = scoreLineAt(answer.source, figure.span, ctx.locale);
  if (!score) return undefined;
  const flagged = judgement.status === 'contradicted' || judgement.status === 'unsupported';
  const which = figure.span[0] === score.span[0] ? 'first' : 'second';
  const narrated = narratedResult(score, which, flagged, answer, ctx);
  if (narrated) return narrated;
  const { lines, only } = contextResults(ctx.index, ctx.locale);
  // A source that narrates the goals gives nothing to check a result against: no claim there, even
  // where a figure of the side's value stands in it (`1点を返した` beside `3対1`), a coincidence. An
  // answer's running score (`made it 1–1`) is checked against no result either: the score at a
  // moment of the game is not its end.
  if (lines === 0 || isRunningScore(answer.source, score.span, ctx.locale))
    return claimJudgement('not_extracted', 'numeric.score-line-unchecked', []);
  // Only a source that writes one result can be contradicted by it: where it writes a running
  // score (2-1, then 4-2 before a late goal), the answer's result may be the narrated final one.
  if (only && sharesOneSide(only.line, score) && only.line[which] !== score[which]) {
    const evidence = { doc: only.text.id, span: only.line.span, text: only.text.source.slice(only.line.span[0], only.line.span[1]) };
    return claimJudgement('contradicted', 'numeric.score-line', [evidence], evidence.text);
  }
  // One side of a result is no figure of its own: another figure that equals or rivals it is a coincidence.
  if (flagged) return claimJudgement('unsupported', 'numeric.score-line-unmatched', [], null, null, null, false);
  return undefined;
}

/**
 * The result the figure at `span` is one side of (`won 4-1`, `made it 2-0`, `34-23`): two whole
 * numbers joined by a dash, the first not smaller (a span of values runs low to high and is read as
 * a range). A source that narrates the goals never writes the result: such a figure cannot be
 * checked against it, so it is no claim there.
 */
export function scoreLineAt(source: string, [start]: Span, locale: LocaleData): ScoreLine | undefined {
  const g = scoreGrammar(locale);
  if (!g || !joinerBeside(source, start, g.joiners)) return undefined;
  // The figure is the first side, or the second side after a joiner.
  let from = start;
  const before = g.before.exec(source.slice(Math.max(0, start - SCORE_LOOKBACK), start));
  if (before) from = start - before[0].length;
  if (isAsciiDigitAt(source, from - 1)) return undefined;
  g.at.lastIndex = from;
  const m = g.at.exec(source);
  if (!m || (before && from + m[0].length - m[2]!.length !== start) || Number(m[1]) < Number(m[2])) return undefined;
  return { first: Number(m[1]), second: Number(m[2]), span: [from, from + m[0].length] };
}

const SCORE_LOOKBACK = 12;

/**
 * What every score line through `start` has, tested without a pattern (asked for nearly every
 * figure, and nearly every figure is no side of a result): a digit at `start`, and a joiner either
 * after its first one to three digits or right before it (each with one space allowed between).
 */
function joinerBeside(source: string, start: number, joiners: readonly string[]): boolean {
  if (!isAsciiDigitAt(source, start)) return false;
  let after = start + 1;
  while (after < start + 3 && isAsciiDigitAt(source, after)) after++;
  const spaceAfter = codeUnitAt(source, after) === 0x20;
  const spaceBefore = codeUnitAt(source, start - 1) === 0x20;
  for (const joiner of joiners) {
    if (source.startsWith(joiner, after) || (spaceAfter && source.startsWith(joiner, after + 1))) return true;
    if (source.endsWith(joiner, start) || (spaceBefore && source.endsWith(joiner, start - 1))) return true;
  }
  return false;
}
// A sentence's full stop may follow a result; a decimal or grouped figure may not take part in one.
const SIDE = '(\\d{1,3})';
const AFTER = '(?!\\d|[.,]\\d)';

/** The locale's score joiners (`-`, `–`, `対`) compiled once; undefined when it has none. */
const scoreGrammar = perLocale((locale: LocaleData) => {
  const joiners = locale.numbers.score_joiners;
  if (joiners.length === 0) return undefined;
  const j = `(?:${joiners.map(patternLiteral).join('|')})`;
  return {
    joiners,
    at: new RegExp(`${SIDE} ?${j} ?${SIDE}${AFTER}`, 'y'),
    inText: new RegExp(`(?<!\\d|\\d[.,])${SIDE} ?${j} ?${SIDE}${AFTER}`, 'g'),
    before: new RegExp(`(?<![\\d.,])${SIDE} ?${j} ?$`),
  };
});

/** The results a context text writes as score lines (read once per text). */
const scoreLinesOf = perObject((text: AnalysedText, locale: LocaleData): readonly ScoreLine[] => {
  const lines: ScoreLine[] = [];
  const g = scoreGrammar(locale);
  for (const m of g ? allMatches(text.source, g.inText) : []) {
    if (Number(m[1]) >= Number(m[2])) lines.push({ first: Number(m[1]), second: Number(m[2]), span: [m.index, m.index + m[0].length] });
  }
  return lines;
});

/** `4-2` against `4-3`: one side the same, the other not — the same result misstated. */
function sharesOneSide(a: ScoreLine, b: ScoreLine): boolean {
  return (a.first === b.first) !== (a.second === b.second);
}

/** The result a source tells after its last running score, and the words that tell it. */
interface NarratedResult {
  line: ScoreLine;
  evidence: Evidence;
  /** `4-2 + 1 = 4-3`. */
  formula: string;
}

/**
 * The narrated result's judgement of one side (`which`) of the answer's score line: derived where
 * the line is that result (and this side is not backed already), contradicted where the answer
 * names its line the result and this side differs from it; undefined otherwise.
 */
function narratedResult(
  score: ScoreLine,
  which: 'first' | 'second',
  flagged: boolean,
  answer: AnalysedText,
  ctx: GroundingContext,
): ClaimJudgement | undefined {
  const { told } = contextResults(ctx.index, ctx.locale);
  if (!told) return undefined;
  const { line, evidence, formula } = told;
  if (line.first === score.first && line.second === score.second) {
    if (!flagged) return undefined;
    return claimJudgement('derived', 'numeric.score-line-narrated', [evidence], null, formula);
  }
  if (!sharesOneSide(line, score) || line[which] === score[which] || !namedTheResult(answer.source, score.span, ctx.locale))
    return undefined;
  return claimJudgement('contradicted', 'numeric.score-line', [evidence], `${line.first}-${line.second}`, formula);
}

const resultWords = perLocale((locale: LocaleData) => {
  const { running, one_back: oneBack, final } = locale.numbers.results;
  const matcher = (forms: readonly string[]) =>
    new WordMatcher(
      forms.map((form) => ({ form, value: true })),
      writingOf(locale),
    );
  return {
    runningBefore: matcher(running.before),
    runningAfter: matcher(running.after),
    oneBack: matcher(oneBack),
    finalBefore: matcher(final.before),
    finalAfter: matcher(final.after),
  };
});

/** Per text: the result it tells after its last score line, when that line is a running score and goals for the side behind follow it in its sentence. */
const narratedResultOf = perObject((text: AnalysedText, locale: LocaleData): NarratedResult | undefined => {
  const last = scoreLinesOf(text, locale).at(-1);
  if (!last) return undefined;
  const words = resultWords(locale);
  if (words.oneBack.size === 0) return undefined;
  const source = text.source;
  if (!isRunningScore(source, last.span, locale)) return undefined;
  const sentence = text.document.sentences[sentenceAt(text, last.span[0])];
  if (!sentence || sentence.span[1] < last.span[1]) return undefined;
  const after = source.slice(last.span[1], sentence.span[1]);
  const goals = words.oneBack.findAll(after);
  const second = last.second + goals.length;
  // One back never takes the side behind past the other: a count that would is a misreading.
  if (goals.length === 0 || second > last.first) return undefined;
  const end = last.span[1] + goals.at(-1)!.end;
  return {
    line: { first: last.first, second, span: last.span },
    evidence: { doc: text.id, span: [last.span[0], end], text: source.slice(last.span[0], end) },
    formula: `${last.first}-${last.second} + ${goals.length} = ${last.first}-${second}`,
  };
});

/**
 * What a context writes of results, read once per context: how many score lines (counted to two),
 * the one line when it writes only one, and the first result a text tells after a running score.
 * Each side of each score line of the answer asks; asking every text per side cost a context of
 * thousands of texts (a transcript, every turn a text) their product.
 */
interface ContextResults {
  lines: 0 | 1 | 2;
  only: { text: AnalysedText; line: ScoreLine } | undefined;
  told: NarratedResult | undefined;
}

const contextResults = perObject((index: GroundingContext['index'], locale: LocaleData): ContextResults => {
  let lines: ContextResults['lines'] = 0;
  let only: ContextResults['only'];
  let told: NarratedResult | undefined;
  for (const text of index.texts) {
    const written = scoreLinesOf(text, locale);
    if (written.length > 0 && lines < 2) {
      // The first line of all is the only one until a second comes, in this text or a later one.
      const first: boolean = lines === 0 && written.length === 1;
      only = first ? { text, line: written[0]! } : undefined;
      lines = first ? 1 : 2;
    }
    told ??= narratedResultOf(text, locale);
  }
  return { lines, only, told };
});

/** Whether the locale's running-score words stand right before or after the score line at `span` (`made it 4-2`). */
function isRunningScore(source: string, [start, end]: Span, locale: LocaleData): boolean {
  const words = resultWords(locale);
  return (
    (words.runningBefore.size > 0 && words.runningBefore.matchEndingAt(source, skipSpacesBack(source, start)) !== undefined) ||
    (words.runningAfter.size > 0 && words.runningAfter.matchAt(source, end) !== undefined)
  );
}

/** Whether the answer names its score line the result (`ended 4-2`, `beat the Panthers 4-2`, `a 4-2 win`). */
function namedTheResult(source: string, [start, end]: Span, locale: LocaleData): boolean {
  const words = resultWords(locale);
  return (
    (words.finalAfter.size > 0 && wordAfter(source, end, words.finalAfter) !== undefined) ||
    (words.finalBefore.size > 0 && start > 0 && wordBefore(source, start, words.finalBefore, locale, true) !== undefined)
  );
}
