import type { LocaleData } from '@factlint/text';
import { claimJudgement, negatesWithin, negationWordsOf, polarityWordsOf, sentenceAt } from '@factlint/pipeline';
import type { AnalysedText, ClaimJudgement, EvidenceIndex, ExtractedClaim, GroundingContext } from '@factlint/pipeline';
import {
  allMatches,
  collapseWhiteSpace,
  endsWithQuestion,
  entityLexicon,
  isAsciiDigitAt,
  partitionPoint,
  perObject,
  writingOf,
  unicodePatternOnFirstUse,
} from '@factlint/text';
import { SpanSet } from '@factlint/pipeline';
import { originalSpan, pairOf, readPassage, reversedPolarity, sideKey, type Passage, type PolarityCount } from './quote-passage.js';
import { wordsPatternFor } from './content-words.js';
import { CANDIDATE_CAP, contextPassages, passagePostings, Selection, SMALL_CONTEXT_PASSAGES } from './quote-candidates.js';

/*
 * Change statements outside quotes (SPEC §4 polarity): "Subscription revenue declined 8 %" where
 * the context says it grew 8 %. The NUMERIC plugin finds the 8 % supported; this check finds the
 * reversed direction.
 *
 * Every answer sentence with a direction word outside quotation marks is a candidate. Its
 * counterpart is the context sentence sharing the largest part of its content (words for spaced
 * scripts, character bigrams for unspaced ones — direction words and negations left out); at
 * least STATEMENT_OVERLAP of the answer sentence's content, and at least a few units, must be
 * shared. If the counterpart has the opposite pole of a pair (or, with the same direction words,
 * differs in negation) the candidate is `contradicted` (`statement.polarity-reversed`). Otherwise
 * it is no claim at all (`not_extracted`, `statement.consistent`): the statement check only ever
 * speaks up about a reversal, so it adds no noise to a faithful answer.
 */

export const STATEMENT_OVERLAP = 0.6;
const MIN_SHARED_WORDS = 2;
const MIN_SHARED_BIGRAMS = 3;
// A pattern, not a CategorySet: the loop that tests each character runs once per passage, seldom
// enough to stay unoptimised, and there V8's native test costs less than a call into a helper (a
// CategorySet here counted 0.8 % more instructions per evaluation-set verify).
const CONTENT_CHAR = unicodePatternOnFirstUse(String.raw`[\p{L}\p{N}]`);

export interface StatementDetail {
  kind: 'statement';
}

/** Answer sentences with a direction word outside any quotation: candidates for the check. */
export function statementCandidates(text: AnalysedText, locale: LocaleData): ExtractedClaim[] {
  const claims: ExtractedClaim[] = [];
  const words = polarityWordsOf(text, locale);
  if (words.length === 0) return claims;
  const quotes = text.document.quotes.length === 0 ? undefined : new SpanSet(text.document.quotes.map((q) => q.span));
  const sentences = text.document.sentences;
  // The words come in text order, so their sentences do: each sentence is taken once, at its
  // first word that stands inside it and outside every quotation.
  let taken = -1;
  for (const w of words) {
    const k = sentenceAt(text, w.span[0]);
    if (k < 0 || k === taken) continue;
    const sentence = sentences[k]!;
    if (w.span[1] > sentence.span[1] || quotes?.overlaps(w.span[0], w.span[1])) continue;
    taken = k;
    claims.push({
      type: 'QUOTE',
      text: sentence.text,
      span: sentence.span,
      value: collapseWhiteSpace(sentence.text),
      unit: null,
      hedged: false,
      sentence: sentence.index,
      detail: { kind: 'statement' } satisfies StatementDetail,
    });
  }
  return claims;
}

/** What a passage says, as a set: content words (spaced) or bigrams of letters (unspaced). */
const contentOf = perObject((passage: Passage, locale: LocaleData): Set<string> => {
  const units = new Set<string>();
  if (writingOf(locale).spaced) {
    const stopwords = entityLexicon(locale).stopwords;
    for (const m of allMatches(passage.masked, wordsPatternFor(passage.masked))) if (!stopwords.has(m[0])) units.add(m[0]);
  } else {
    const m = passage.masked;
    for (let i = 0; i + 1 < m.length; i++) if (CONTENT_CHAR().test(m[i]!) && CONTENT_CHAR().test(m[i + 1]!)) units.add(m.slice(i, i + 2));
  }
  return units;
});

/**
 * What the context's texts hold, read once per context from the words the texts were read with: every
 * side of a direction-word pair any of them holds a word of, and whether any of them negates.
 */
const contextPolarity = perObject((index: EvidenceIndex, locale: LocaleData): { sides: Set<number>; negated: boolean } => {
  const sides = new Set<number>();
  let negated = false;
  for (const text of index.texts) {
    for (const word of polarityWordsOf(text, locale)) sides.add(sideKey(word.pair, word.side));
    if (negationWordsOf(text, locale).length > 0) negated = true;
  }
  return { sides, negated };
});

/**
 * Whether no sentence of the context can say the reverse of the answer's statement in `[from, to)`,
 * told from the words the texts were read with, before any sentence is read as a passage: the
 * statement holds direction words, the context holds the other side of none of them, and either
 * lacks one of them (a reversal by negation needs the very same words) or neither negates anything.
 * Most statements of a long answer are settled here.
 */
function reversalImpossible(answer: AnalysedText, from: number, to: number, ctx: GroundingContext): boolean {
  const words = polarityWordsOf(answer, ctx.locale);
  const context = contextPolarity(ctx.index, ctx.locale);
  let any = false;
  let allHeld = true;
  for (let k = partitionPoint(words.length, (i) => words[i]!.span[0] < from); k < words.length && words[k]!.span[0] < to; k++) {
    const key = sideKey(words[k]!.pair, words[k]!.side);
    // A side key's other side differs from it in the last bit (sideKey: 2 · pair + side).
    if (context.sides.has(key ^ 1)) return false;
    if (!context.sides.has(key)) allHeld = false;
    any = true;
  }
  if (!any) return false;
  return !allHeld || (!context.negated && !negatesWithin(answer, from, to, ctx.locale));
}

/**
 * What a context's passages say, summed up once per context for the check below: every side of a
 * pair any passage holds a word of, and for each set of direction words a passage holds (its
 * `signatureOf`), the numbers of negations passages with that set hold.
 */
const polaritySummary = perObject(
  (all: readonly Passage[]): { sides: Set<number>; negationCounts: Set<number>; negationsBySignature: Map<string, Set<number>> } => {
    const sides = new Set<number>();
    const negationCounts = new Set<number>();
    const negationsBySignature = new Map<string, Set<number>>();
    for (const passage of all) {
      const polarity = passage.polarity;
      for (const key of polarity.sides.keys()) sides.add(key);
      negationCounts.add(polarity.negations);
      const signature = signatureOf(polarity);
      const negations = negationsBySignature.get(signature) ?? new Set<number>();
      negations.add(polarity.negations);
      negationsBySignature.set(signature, negations);
    }
    return { sides, negationCounts, negationsBySignature };
  },
);

/** The direction words of a passage as one key: each side it holds, with how many times. */
function signatureOf(polarity: PolarityCount): string {
  return [...polarity.sides].sort((a, b) => a[0] - b[0]).join(' ');
}

/**
 * Whether some passage of the context may say the reverse of `mine` (reversedPolarity): one that
 * holds the other side of a pair `mine` holds a word of, or one with the very same direction words
 * and another number of negations. Most statements of a long answer meet neither, and are then
 * compared with no passage at all.
 */
function reversalPossible(mine: Passage, all: readonly Passage[]): boolean {
  const summary = polaritySummary(all);
  // A side key's other side differs from it in the last bit (sideKey: 2 · pair + side).
  for (const key of mine.polarity.sides.keys()) if (summary.sides.has(key ^ 1)) return true;
  // No passage negated otherwise than `mine` (most contexts negate no change at all): no signature to make.
  if (summary.negationCounts.size === 1 && summary.negationCounts.has(mine.polarity.negations)) return false;
  const negations = summary.negationsBySignature.get(signatureOf(mine.polarity));
  if (negations) for (const n of negations) if (n !== mine.polarity.negations) return true;
  return false;
}

/**
 * The context sentences that can be the statement's counterpart, into `into`; false when the search
 * was cut short. A counterpart shares at least `need` of the statement's units, so it holds one of
 * any `size − need + 1` of them: the rarest that many are looked up (exact, not a guess). A small
 * context is taken whole.
 */
function statementCounterparts(
  mine: ReadonlySet<string>,
  minShared: number,
  all: readonly Passage[],
  ctx: GroundingContext,
  into: Selection,
): boolean {
  if (all.length <= SMALL_CONTEXT_PASSAGES) {
    into.selectFirst(all.length);
    return true;
  }
  let need = Math.max(minShared, Math.ceil(STATEMENT_OVERLAP * mine.size) - 1);
  while (need <= mine.size && need / mine.size < STATEMENT_OVERLAP) need++;
  const lookedUp = mine.size - need + 1;
  into.count = 0;
  if (lookedUp <= 0) return true;
  const postings = passagePostings(ctx.index, ctx.locale, `statement:${writingOf(ctx.locale).spaced ? 'words' : 'bigrams'}`, (p) =>
    contentOf(p, ctx.locale),
  );
  const rarest = [...mine].sort((a, b) => postings.count(a) - postings.count(b)).slice(0, lookedUp);
  // Even the rarest that many units are each in more sentences than are compared: the search would
  // be cut short, and holdingAny need not gather its thousands of positions to say so.
  if (postings.count(rarest.at(-1)!) > CANDIDATE_CAP) return false;
  return postings.holdingAny(rarest, CANDIDATE_CAP, into);
}

/** The longest label a sentence opens with: words of a spaced script, or characters of an unspaced one. */
const LABEL_WORDS = 3;
const LABEL_CHARACTERS = 10;
/** How far into a sentence a label's colon is looked for (three long words and Markdown emphasis). */
const LABEL_REACH = 64;
const COLON = 0x3a;
const FULL_WIDTH_COLON = 0xff1a;
/** What a label holds besides its words: Markdown emphasis around it. */
const EMPHASIS = /[*_]/g;
/** Punctuation that makes the text before a colon a clause, not a label. */
const CLAUSE_MARKS = /[,;.!?\u3001\u3002\uff0c\uff1b]/;

/**
 * Where the statement after a label the sentence opens with starts (`Profit fell:`, a CJK
 * "final profit down" and a full-width colon, `**Key point**:`): after the first colon, when the
 * text before it is a short label (at most LABEL_WORDS words, or LABEL_CHARACTERS characters in an
 * unspaced script, no clause punctuation) and text follows it; 0 when the sentence opens with none.
 * A colon between digits (a time, a ratio) is none.
 */
function labelEnd(sentence: string, spaced: boolean): number {
  let colon = -1;
  // A colon further in than any label reaches ends no label: the search stops there.
  for (let i = 0; i < sentence.length && i <= LABEL_REACH; i++) {
    const code = sentence.charCodeAt(i);
    if (code === FULL_WIDTH_COLON || (code === COLON && !(isAsciiDigitAt(sentence, i - 1) && isAsciiDigitAt(sentence, i + 1)))) {
      colon = i;
      break;
    }
  }
  if (colon <= 0 || sentence.slice(colon + 1).trim() === '') return 0;
  const label = sentence.slice(0, colon).replace(EMPHASIS, '').trim();
  if (label === '' || CLAUSE_MARKS.test(label)) return 0;
  const short = spaced ? label.split(/\s+/).length <= LABEL_WORDS : label.length <= LABEL_CHARACTERS;
  return short ? colon + 1 : 0;
}

/**
 * Whether a figure the reader read as negative (a minus sign or word, a statement's triangle or
 * parentheses) stands in the passage: found among its owner's figures, which are in text order.
 */
function holdsNegativeFigure(passage: Passage): boolean {
  const owner = passage.owner;
  if (!owner) return false;
  const [from, to] = originalSpan(passage, 0, passage.masked.length);
  const numbers = owner.scan.numbers;
  for (let k = partitionPoint(numbers.length, (i) => numbers[i]!.span[0] < from); k < numbers.length; k++) {
    const n = numbers[k]!;
    if (n.span[0] >= to) break;
    if (n.negative) return true;
  }
  return false;
}

/** The sentences a change statement is weighed against, reused from one statement to the next. */
const COUNTERPARTS = new Selection();

/** No claim: the statement agrees with its counterpart, has none, or its search was cut short. */
const CONSISTENT: ClaimJudgement = claimJudgement('not_extracted', 'statement.consistent', []);

/**
 * How much of the statement's content `passage` shares, when it is a counterpart at all: enough
 * words (bigrams) shared, and no question (`Is the fee refunded? No, …` states nothing); else -1.
 */
function counterpartOverlap(myContent: ReadonlySet<string>, minShared: number, passage: Passage, ctx: GroundingContext): number {
  const theirs = contentOf(passage, ctx.locale);
  let shared = 0;
  for (const unit of myContent) if (theirs.has(unit)) shared++;
  const overlap = myContent.size === 0 ? 0 : shared / myContent.size;
  return shared < minShared || overlap < STATEMENT_OVERLAP || endsWithQuestion(passage.masked, ctx.locale) ? -1 : overlap;
}

/** Whether `mine` says the reverse of `passage` (a minus sign explaining a swapped side is asked only of a reversal). */
function reverses(mine: Passage, passage: Passage): boolean {
  return (
    reversedPolarity(mine.polarity, passage.polarity) &&
    reversedPolarity(mine.polarity, passage.polarity, holdsNegativeFigure(mine) !== holdsNegativeFigure(passage))
  );
}

/** The closest of COUNTERPARTS that says the reverse of `mine` (the first of equals), if any. */
function closestReversal(
  mine: Passage,
  myContent: ReadonlySet<string>,
  minShared: number,
  all: readonly Passage[],
  ctx: GroundingContext,
): { overlap: number; passage: Passage } | null {
  let best: { overlap: number; passage: Passage } | null = null;
  for (let k = 0; k < COUNTERPARTS.count; k++) {
    const passage = all[COUNTERPARTS.positions[k]!]!;
    if (!reversedPolarity(mine.polarity, passage.polarity)) continue;
    const overlap = counterpartOverlap(myContent, minShared, passage, ctx);
    if (overlap >= 0 && (!best || overlap > best.overlap) && reverses(mine, passage)) best = { overlap, passage };
  }
  return best;
}

/** Whether one of COUNTERPARTS that does not say the reverse of `mine` shares at least `overlap` of it. */
function agreeingAsClose(
  mine: Passage,
  myContent: ReadonlySet<string>,
  minShared: number,
  all: readonly Passage[],
  ctx: GroundingContext,
  overlap: number,
): boolean {
  for (let k = 0; k < COUNTERPARTS.count; k++) {
    const passage = all[COUNTERPARTS.positions[k]!]!;
    if (counterpartOverlap(myContent, minShared, passage, ctx) >= overlap && !reverses(mine, passage)) return true;
  }
  return false;
}

export function judgeStatement(claim: ExtractedClaim, answer: AnalysedText, ctx: GroundingContext): ClaimJudgement {
  // A label before a colon heads the statement ("Profit fell: net profit fell 2%"): its direction
  // words name what follows, and counted again they outweighed a counterpart that says both.
  const from = labelEnd(claim.text, writingOf(ctx.locale).spaced);
  if (reversalImpossible(answer, claim.span[0] + from, claim.span[1], ctx)) return CONSISTENT;
  const mine = readPassage(claim.text.slice(from), ctx.locale, answer, claim.span[0] + from);
  const all = contextPassages(ctx.index, ctx.locale);
  if (!reversalPossible(mine, all)) return CONSISTENT;
  const myContent = contentOf(mine, ctx.locale);
  const minShared = writingOf(ctx.locale).spaced ? MIN_SHARED_WORDS : MIN_SHARED_BIGRAMS;
  const complete = statementCounterparts(myContent, minShared, all, ctx, COUNTERPARTS);
  // A search cut short (a huge context where over CANDIDATE_CAP sentences share the statement's
  // rarest words) may have missed an agreeing counterpart as close as any reversed one: no
  // accusation, so the passages it did find are not compared at all (a context of repeated
  // sentences made that up to 256 comparisons per answer sentence, for nothing).
  if (!complete) return CONSISTENT;
  // The closest counterpart decides, and on a tie the one that agrees (never accuse on a coin toss).
  // A reversal is rare: the closest reversed counterpart is found first, by a comparison of direction
  // words that costs a few look-ups, and only when there is one are the others' shared words counted,
  // to see whether one that agrees is as close. A long answer of change statements against a context
  // that reverses none of them spent a quarter of its time counting shared words.
  const reversal = closestReversal(mine, myContent, minShared, all, ctx);
  if (!reversal || agreeingAsClose(mine, myContent, minShared, all, ctx, reversal.overlap)) return CONSISTENT;
  const passage = reversal.passage;
  const owner = passage.owner!;
  const span = originalSpan(passage, 0, passage.masked.length);
  const opposite = passage.marks.find(
    (m) =>
      m.key !== null &&
      !mine.marks.some((x) => x.key === m.key) &&
      mine.marks.some((x) => x.key !== null && pairOf(x.key) === pairOf(m.key!)),
  );
  return claimJudgement(
    'contradicted',
    'statement.polarity-reversed',
    [{ doc: owner.id, span, text: owner.source.slice(span[0], span[1]) }],
    opposite?.text ?? owner.source.slice(span[0], span[1]),
    null,
    Math.round(reversal.overlap * 1000) / 1000,
  );
}
