import 'reflect-metadata';
import { inject, injectable } from 'tsyringe';
import { appendAll, TOKENS } from '@factlint/kernel';
import { collapseWhiteSpace, findNegations, type LocaleData, writingOf, unicodePatternOnFirstUse } from '@factlint/text';
import type {
  AnalysedText,
  ClaimJudgement,
  ClaimTypeOptions,
  ClaimTypePlugin,
  ExtractedClaim,
  GroundingContext as ContextOf,
  SpanRule,
} from '@factlint/pipeline';
import { claimJudgement, firstWholeIn, polarityStartsOfStretch, sentenceAt, withConfidence } from '@factlint/pipeline';
import { type Alignment, alignmentAt, bestWindowEnd, similarityAtMost } from './quote-alignment.js';
import { comparableTextOf, editDistance, type ComparableText } from '@factlint/text';
import { dice, originalSpan, polarityIn, readPassage, reversedPolarity, type Passage } from './quote-passage.js';
import {
  BestFew,
  CANDIDATE_CAP,
  contextPassages,
  passagePostings,
  rarestBigrams,
  Selection,
  SMALL_CONTEXT_PASSAGES,
} from './quote-candidates.js';
import { judgeStatement, statementCandidates, type StatementDetail } from './quote-statement.js';
import { wordsPatternFor } from './content-words.js';
import { elidedParts, judgeElided } from './quote-elisions.js';

/*
 * QUOTE claims (SPEC §4): the text inside the locale's quotation marks, and change statements with
 * a direction word (quote-statement.ts).
 *
 * - `quote.exact` (supported): the quote, folded (case, width, quotes, dashes, white space), is in
 *   the context — unless a negation stands right beside it there (`not` before it; a negating
 *   ending right after it in an unspaced script), which is `quote.polarity-reversed`;
 * - otherwise the best-fitting context window is found (bigram prefilter, then alignment inside
 *   each candidate sentence, direction words masked — see quote-passage.ts):
 *   - reversed direction or negation → `quote.polarity-reversed` (contradicted), however similar
 *     the characters (the card's three false negatives: increase/decrease and approved/rejected in ja, grew/declined);
 *   - similarity ≥ `quote_similarity` → `quote.paraphrase` (approximate);
 *   - else `quote.no-match` (unsupported), with the best similarity found.
 * The figures, dates and names inside a quote are claims of their own, extracted by their plugins
 * (QUOTE never takes their spans): a quote can read as a paraphrase while the article number inside
 * it is one digit off.
 */

/** A quote shorter than this is a term in quotation marks, not a quotation. */
const MIN_QUOTE_WORDS = 2;
const MIN_QUOTE_CHARS_UNSPACED = 4;
const CANDIDATE_PASSAGES = 3;
const MIN_CANDIDATE_DICE = 0.2;
const LETTER_OR_DIGIT = unicodePatternOnFirstUse(String.raw`[\p{L}\p{N}]`, 'g');

export interface QuoteDetail {
  kind: 'quote';
  inner: [number, number];
}

/** The options this type's pack declares (pack.yaml `optionsSchema`). */
export interface QuoteOptions {
  quote_similarity: number;
}
type GroundingContext = ContextOf<QuoteOptions>;

@injectable()
export class QuoteClaimType implements ClaimTypePlugin<QuoteOptions> {
  readonly id = 'QUOTE';
  readonly reasons: readonly string[] = [
    'quote.exact',
    'quote.paraphrase',
    'quote.polarity-reversed',
    'quote.no-match',
    'quote.elided',
    'statement.polarity-reversed',
    'statement.consistent',
  ];
  // Checked on its own and for the claims inside it: a quotation takes no span and gives none.
  readonly span: SpanRule = { shared: true };

  /** The options schema and defaults its pack.yaml declares: the engine that builds the type injects them. */
  constructor(@inject(TOKENS.claimTypeOptions) readonly options: ClaimTypeOptions) {}

  extract(text: AnalysedText, locale: LocaleData): ExtractedClaim[] {
    const claims: ExtractedClaim[] = [];
    for (const quote of text.document.quotes) {
      if (!isQuotation(quote.text, locale)) continue;
      const before = sentenceAt(text, quote.span[0]);
      const sentence = before >= 0 && quote.span[0] < text.document.sentences[before]!.span[1] ? before : -1;
      claims.push({
        type: 'QUOTE',
        text: text.source.slice(quote.span[0], quote.span[1]),
        span: quote.span,
        value: collapseWhiteSpace(quote.text),
        unit: null,
        hedged: false,
        sentence: Math.max(0, sentence),
        detail: { kind: 'quote', inner: quote.innerSpan } satisfies QuoteDetail,
      });
    }
    // Only answers make statements to check; the context is what they are checked against.
    if (text.role === 'answer') appendAll(claims, statementCandidates(text, locale));
    return claims;
  }

  compare(claim: ExtractedClaim, answer: AnalysedText, ctx: GroundingContext): ClaimJudgement {
    const detail = claim.detail as QuoteDetail | StatementDetail;
    if (detail.kind === 'statement') return judgeStatement(claim, answer, ctx);
    const quoted = withoutClosingPunctuation(answer.source.slice(detail.inner[0], detail.inner[1]), ctx.locale);
    const parts = elidedParts(quoted);
    const elided =
      parts && judgeElided(parts, ctx, (text, comparable, start, end) => negationBeside(text, comparable, start, end, ctx.locale));
    if (elided) return elided;
    const inner = withoutGloss(quoted);
    const judgement = judgeQuote(readPassage(inner, ctx.locale, answer, detail.inner[0]), ctx);
    const weak = termOrTitle(inner, ctx.locale) || holdsWholeLine(answer.source, claim.span);
    return judgement.status === 'unsupported' && weak ? withConfidence(judgement, false) : judgement;
  }
}

/** Up to this many words (letters, in an unspaced script) a quotation is as likely a term or a title as a quotation. */
const TERM_WORDS = 6;
const TERM_CHARS_UNSPACED = 16;

/**
 * A short quotation (`"Beauty and the Beast"`, a coined term in corner brackets) names a work or sets off a term the
 * answer coins or paraphrases more often than it quotes anyone: not finding it is a weak flag.
 */
function termOrTitle(inner: string, locale: LocaleData): boolean {
  if (writingOf(locale).spaced) return (inner.match(wordsPatternFor(inner))?.length ?? 0) <= TERM_WORDS;
  return (inner.match(LETTER_OR_DIGIT())?.length ?? 0) <= TERM_CHARS_UNSPACED;
}

function isQuotation(inner: string, locale: LocaleData): boolean {
  if (writingOf(locale).spaced) return (inner.match(wordsPatternFor(inner))?.length ?? 0) >= MIN_QUOTE_WORDS;
  return (inner.match(LETTER_OR_DIGIT())?.length ?? 0) >= MIN_QUOTE_CHARS_UNSPACED;
}

/**
 * The quotation without the sentence mark an answer puts inside its closing quotation mark
 * (`"Beauty and the Beast."` quotes a title that the source writes without the full stop).
 */
function withoutClosingPunctuation(inner: string, locale: LocaleData): string {
  let end = inner.length;
  const marks = [...locale.sentences.terminators, ...locale.sentences.clause_separators.filter((m) => m.length === 1)];
  for (let moved = true; moved && end > 0; ) {
    moved = false;
    while (end > 0 && /\s/.test(inner.charAt(end - 1))) end--;
    for (const mark of marks) {
      if (end >= mark.length && inner.endsWith(mark, end)) {
        end -= mark.length;
        moved = true;
        break;
      }
    }
  }
  return inner.slice(0, end);
}

const GLOSS = /\s*[(\uff08][^()\uff08\uff09]*[)\uff09]/gu;

/**
 * The quotation without a gloss the answer adds in parentheses (a German term quoted with its
 * translation after it): what stands in the parentheses is the answer's, not the source's.
 */
function withoutGloss(inner: string): string {
  const bare = inner.replace(GLOSS, '').trim();
  return bare.length > 0 ? bare : inner;
}

/**
 * A quotation mark pair around a whole line is as often the answer setting off its own text (a
 * summary wrapped in quotes) as a quotation of the source: not finding it is a weak flag. A
 * quotation that stands inside a sentence, beside the words that attribute it, is a firm one.
 */
function holdsWholeLine(source: string, [start, end]: [number, number]): boolean {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', end);
  return source.slice(lineStart, start).trim() === '' && source.slice(end, lineEnd < 0 ? source.length : lineEnd).trim() === '';
}

function judgeQuote(quote: Passage, ctx: GroundingContext): ClaimJudgement {
  const folded = quote.comparable.lower;
  const exact = firstWholeIn(ctx.index, folded);
  if (exact) {
    const { text, at } = exact;
    const comparable = comparableTextOf(text);
    const span = comparable.span(at, at + folded.length);
    const evidence = [{ doc: text.id, span, text: text.source.slice(span[0], span[1]) }];
    if (negationBeside(text, comparable, at, at + folded.length, ctx.locale)) {
      return claimJudgement('contradicted', 'quote.polarity-reversed', evidence, null, null, 1);
    }
    return claimJudgement('supported', 'quote.exact', evidence, null, null, 1);
  }

  const best = bestWindow(quote, ctx);
  if (!best) return claimJudgement('unsupported', 'quote.no-match', [], null, null, 0);
  const { passage, alignment } = best;
  const owner = passage.owner!;
  const span = originalSpan(passage, alignment.start, alignment.end);
  const evidence = [{ doc: owner.id, span, text: owner.source.slice(span[0], span[1]) }];
  const window = passage.comparable.lower.slice(passage.lowerStart(alignment.start), passage.lowerEnd(alignment.end - 1));
  const similarity = round(1 - editDistance(folded, window) / Math.max(folded.length, window.length, 1));
  const threshold = ctx.tolerances.quote_similarity;
  const reversed = reversedPolarity(quote.polarity, polarityIn(passage, alignment.start, alignment.end));
  if (reversed && alignment.similarity >= threshold) {
    return claimJudgement('contradicted', 'quote.polarity-reversed', evidence, evidence[0]!.text, null, similarity);
  }
  if (!reversed && similarity >= threshold) return claimJudgement('approximate', 'quote.paraphrase', evidence, null, null, similarity);
  return claimJudgement('unsupported', 'quote.no-match', [], evidence[0]!.text, null, similarity);
}

/** How many of a quote's rarest bigrams pick its candidate sentences in a large context. */
const RARE_BIGRAMS = 16;

/**
 * The context sentences worth scoring against a quote, into `into`: all of them in a context of
 * ordinary size; in a large one (over SMALL_CONTEXT_PASSAGES sentences), the CANDIDATE_CAP
 * sentences that hold most of the quote's RARE_BIGRAMS rarest bigrams (a heuristic: a sentence the
 * quote resembles only through common bigrams is not scored there).
 */
function quoteCandidates(quote: Passage, all: readonly Passage[], ctx: GroundingContext, into: Selection): void {
  if (all.length <= SMALL_CONTEXT_PASSAGES) into.selectFirst(all.length);
  else {
    const postings = passagePostings(ctx.index, ctx.locale, 'bigrams', (p) => p.bigrams);
    postings.holdingMost(rarestBigrams(quote.masked, postings, RARE_BIGRAMS), CANDIDATE_CAP, into);
  }
}

/** The sentences a quote is scored against, reused from one quote to the next. */
const CANDIDATES = new Selection();

/**
 * The context window that fits the quote best, over the few sentences that share most bigrams with
 * it (the first of equally similar ones). A sentence whose best window could not be more similar
 * than the best found so far, whatever its start, is not aligned to the end.
 */
function bestWindow(quote: Passage, ctx: GroundingContext): { passage: Passage; alignment: Alignment } | null {
  const all = contextPassages(ctx.index, ctx.locale);
  quoteCandidates(quote, all, ctx, CANDIDATES);
  // The few sentences sharing most bigrams with the quote are aligned, most alike first.
  const alike = new BestFew<Passage>(CANDIDATE_PASSAGES, MIN_CANDIDATE_DICE);
  for (let k = 0; k < CANDIDATES.count; k++) {
    const passage = all[CANDIDATES.positions[k]!]!;
    alike.offer(passage, dice(quote.bigrams, passage.bigrams));
  }
  let best: { passage: Passage; alignment: Alignment } | null = null;
  for (const passage of alike.items) {
    const found = bestWindowEnd(quote.masked, passage.masked);
    if (found.end === 0) continue;
    if (best && similarityAtMost(quote.masked.length, found.distance) <= best.alignment.similarity) continue;
    const alignment = alignmentAt(quote.masked, passage.masked, found);
    if (!best || alignment.similarity > best.alignment.similarity) best = { passage, alignment };
  }
  return best;
}

/**
 * A negation right beside an exact match turns it around: the quote "was approved" inside
 * "was not approved". A negation right before counts in every locale; where the locale's negation
 * follows the verb (`locale.negation`: ja), one within two characters after the match counts too.
 */
function negationBeside(text: AnalysedText, comparable: ComparableText, start: number, end: number, locale: LocaleData): boolean {
  const lower = comparable.lower;
  const from = Math.max(0, start - 24);
  const to = Math.min(lower.length, end + 12);
  const { negationAfter } = writingOf(locale);
  // Read at the places the context's one pass found, where it read the context.
  const starts = polarityStartsOfStretch(text, comparable, from, to);
  for (const negation of findNegations(lower.slice(from, to), locale, starts)) {
    const s = negation.span[0] + from;
    const e = negation.span[1] + from;
    if (e <= start && lower.slice(e, start).trim() === '') return true;
    if (negationAfter && s >= end && s - end <= 2) return true;
  }
  return false;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
