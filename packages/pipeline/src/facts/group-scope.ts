import { spansOverlap, type Span } from '@factlint/kernel';
import { clauseSpans, contrastCounterparts, findAnchor, type LocaleData } from '@factlint/text';
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
  for (const span of own) {
    const counterparts = contrastCounterparts(turn.plain.slice(span[0], span[1]), locale);
    if (counterparts.length === 0) continue;
    mentions.push({ span, own: true });
    for (const phrase of counterparts) for (const other of findAnchor(turn.plain, phrase, locale)) mentions.push({ span: other, own: false });
  }
  if (!mentions.some((m) => !m.own)) return NO_CONTRAST;
  mentions.sort((a, b) => a.span[0] - b.span[0]);
  const contested = new Map<number, GroupMention[]>();
  for (const sentence of turn.document.sentences) {
    const inside = mentions.filter((m) => spansOverlap(m.span, sentence.span));
    if (inside.some((m) => m.own) && inside.some((m) => !m.own)) contested.set(sentence.index, inside);
  }
  const others = mentions.filter((m) => !m.own).map((m) => m.span);
  return {
    namesTheOtherGroup: (span) => others.some((o) => spansOverlap(o, span)),
    belongsToTheOtherGroup: ({ span, sentence }) => {
      const groups = contested.get(sentence);
      if (!groups) return false;
      const clause = clauseSpans(turn.plain, turn.document.sentences[sentence]!.span, locale).find((c) => c[0] <= span[0] && span[0] < c[1]);
      const named = clause ? groups.find((g) => g.span[0] >= clause[0] && g.span[0] < clause[1]) : undefined;
      return !(named ?? groups[0]!).own;
    },
  };
}
