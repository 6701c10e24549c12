import type { GroundingContext } from '@factlint/pipeline';
import type { ContextFigure, ContextFigureIndex } from './numeric-context.js';
import type { Figure } from './numeric-figures.js';
import { baseOf, extremeOf, periodOf } from './numeric-periods.js';

/*
 * An amount the answer names the most or the least of its kind ("UKIP spent the most, at
 * £2,956,737"). The context sentence that holds the amount is the set it is ranked in (each party's
 * spending, listed): a larger (smaller) amount of the same currency there, over the same period
 * and base, contradicts the ranking, even where the answer states that amount too ("…, followed by
 * the Conservatives at £2,980,815" contradicts itself). Only amounts of money: a count or a
 * percentage beside another in one sentence is as often a different measure (turnout and vote
 * share) as a peer. A sentence that tells a change ("up from £3.1 million") compares one thing at
 * two times, not peers, so it ranks nothing. A set is three amounts or more: "The parties spent
 * £9.3 million, UKIP £2.96 million" may be a total and one part, and a total (an amount at least
 * the sum of the others) is no peer.
 */

/** A ranking needs a set: the twin and at least this many other amounts of its kind in the sentence. */
const MIN_PEERS = 2;

/** The context amount that outranks the claim's ranked twin, or undefined. */
export function outranked(
  figure: Figure,
  source: string,
  twin: ContextFigure,
  index: ContextFigureIndex,
  ctx: GroundingContext,
): ContextFigure | undefined {
  const unit = twin.figure.unit;
  if (twin.figure.kind !== 'point' || unit?.family !== 'currency' || twin.direction !== 0) return undefined;
  // Read through the index, which keeps each figure's period and base by position (a converted twin
  // reads the figure as written: the same span).
  const period = index.readAt(periodOf, twin.ref)?.id;
  const base = index.readAt(baseOf, twin.ref)?.id;
  // Indexed, and the list made only at the first peer: most twins have none, and a `for … of`
  // over the positions made an iterator per call (some 6 KB a 2,000-character verify).
  let peers: ContextFigure[] | undefined;
  const sentence = index.sameSentence(twin);
  for (let i = 0; i < sentence.length; i++) {
    const k = sentence[i]!;
    const other = index.all[k]!;
    const f = other.figure;
    if (k === twin.ref || f.kind !== 'point' || f.unit?.id !== unit.id || f.hedged) continue;
    if (index.readAt(periodOf, k)?.id !== period || index.readAt(baseOf, k)?.id !== base) continue;
    (peers ??= []).push(other);
  }
  if (!peers || peers.length < MIN_PEERS) return undefined;
  // The answer's ranking word is looked for only now: most amounts have no set to be ranked in, and
  // the look (back and forth from the figure, word by word) costs more than counting the peers.
  const extreme = extremeOf(figure, source, ctx.locale);
  if (!extreme) return undefined;
  let sum = twin.figure.value;
  for (let i = 0; i < peers.length; i++) sum += peers[i]!.figure.value;
  for (let i = 0; i < peers.length; i++) {
    const other = peers[i]!;
    const value = other.figure.value;
    if ((value - twin.figure.value) * extreme <= 0 || value >= sum - value) continue;
    return other;
  }
  return undefined;
}
