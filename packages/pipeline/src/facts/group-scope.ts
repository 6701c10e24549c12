import { spansOverlap, type Span } from '@factlint/kernel';
import {
  bySpanStart,
  clauseSpans,
  contrastCounterparts,
  findAnchor,
  firstStartingAtOrAfter,
  partitionPoint,
  spansByStart,
  type LocaleData,
} from '@factlint/text';
import type { ReadTurn } from './turn-figures.js';

/*
 * A sentence that names this fact's group and the contrasted group ("under 25" and "over 25", "before
 * 1 May" and "after 1 May", "with children" and "without"; the word pairs are the locale's
 * `contrasts`): a figure there belongs to the group its clause names first, or, in a clause that names
 * neither, to the group the sentence names first (its topic). So "If you are under 25, you get two
 * thirds of the rate for those over 25, that is NOK 185,798" gives the over-25 fact no figure.
 */

interface GroupMention {
  span: Span;
  own: boolean;
}

export interface GroupScope {
  /** A figure inside a mention of the contrasted group (`25` in "under 25") names the group, it states nothing. */
  namesTheOtherGroup(span: Span): boolean;
  /** Whether a figure of an anchored sentence belongs to the contrasted group rather than to this fact's. */
  belongsToTheOtherGroup(figure: { span: Span; sentence: number }): boolean;
}

const NO_CONTRAST: GroupScope = { namesTheOtherGroup: () => false, belongsToTheOtherGroup: () => false };

export function groupScope(turn: ReadTurn, own: readonly Span[], locale: LocaleData): GroupScope {
  const mentions: GroupMention[] = [];
  // Several mentions of one anchor have the same counterparts: each phrase is looked up once (null: no contrast word).
  const counterpartsOf = new Map<string, Span[] | null>();
  for (const span of own) {
    const phrase = turn.plain.slice(span[0], span[1]);
    let found = counterpartsOf.get(phrase);
    if (found === undefined) {
      const phrases = contrastCounterparts(phrase, locale);
      found = phrases.length ? phrases.flatMap((c) => findAnchor(turn.plain, c, locale)) : null;
      counterpartsOf.set(phrase, found);
    }
    if (found) mentions.push({ span, own: true });
  }
  const others = [...new Map([...counterpartsOf.values()].flatMap((spans) => spans ?? []).map((s) => [s[0], s])).values()].sort(
    spansByStart,
  );
  if (others.length === 0 || mentions.length === 0) return NO_CONTRAST;
  for (const span of others) mentions.push({ span, own: false });
  mentions.sort(bySpanStart);

  // Mentions by sentence, in one sweep (sentences and mentions both in text order).
  const bySentence = new Map<number, GroupMention[]>();
  const { sentences } = turn.document;
  let m = 0;
  for (const sentence of sentences) {
    while (m < mentions.length && mentions[m]!.span[1] <= sentence.span[0]) m++;
    const inside: GroupMention[] = [];
    for (let k = m; k < mentions.length && mentions[k]!.span[0] < sentence.span[1]; k++) inside.push(mentions[k]!);
    if (inside.some((g) => g.own) && inside.some((g) => !g.own)) bySentence.set(sentence.index, inside);
  }
  const clauses = new Map<number, Span[]>();
  return {
    namesTheOtherGroup: (span) => {
      const k = firstEndingAfter(others, span[0]);
      return k < others.length && spansOverlap(others[k]!, span);
    },
    belongsToTheOtherGroup: ({ span, sentence }) => {
      const groups = bySentence.get(sentence);
      if (!groups) return false;
      let cut = clauses.get(sentence);
      if (!cut) clauses.set(sentence, (cut = clauseSpans(turn.plain, sentences[sentence]!.span, locale)));
      const clause = cut[firstEndingAfter(cut, span[0])];
      const first = clause ? groups[firstStartingAtOrAfter(groups, clause[0])] : undefined;
      const named = first && clause && first.span[0] < clause[1] ? first : undefined;
      return !(named ?? groups[0]!).own;
    },
  };
}

/** Index of the first span (in text order, not nested) that ends after `offset`. */
function firstEndingAfter(spans: readonly Span[], offset: number): number {
  return partitionPoint(spans.length, (i) => spans[i]![1] <= offset);
}
