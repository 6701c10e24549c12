import { countBelow } from '@factlint/text';

/**
 * The context date `accepts` takes whose day is nearest `target`, looking at no more than `steps`
 * dates on each side of it in day order; of two as near, the earlier in the context. `days` are the
 * dates' days sorted, `order` the context position of each (ties of a day in context order). Returns
 * that context position, or -1.
 *
 * Of the dates of one day, only the first the rule takes can be the answer, so a day's dates are
 * asked in context order and the first taken ends the search on its side: a day the context writes
 * a hundred times costs one question, not a hundred (a transcript's every turn dated in the same
 * year asked the rule about each of them for every year claim).
 */
export function nearestAcceptedDay(
  days: ArrayLike<number>,
  order: ArrayLike<number>,
  target: number,
  steps: number,
  accepts: (position: number) => boolean,
): number {
  const lo = countBelow(days, target);
  const above = firstAcceptedAbove(order, lo, Math.min(days.length, lo + steps), accepts);
  const below = firstAcceptedBelow(days, order, Math.max(0, lo - steps), lo, accepts);
  if (above < 0) return below < 0 ? -1 : order[below]!;
  if (below < 0) return order[above]!;
  const fromAbove = days[above]! - target;
  const fromBelow = target - days[below]!;
  if (fromAbove !== fromBelow) return order[fromAbove < fromBelow ? above : below]!;
  return Math.min(order[above]!, order[below]!);
}

/** Days from `target` up, in `[from, to)`: already nearest first, and a day's dates in context order. */
function firstAcceptedAbove(order: ArrayLike<number>, from: number, to: number, accepts: (position: number) => boolean): number {
  for (let k = from; k < to; k++) if (accepts(order[k]!)) return k;
  return -1;
}

/**
 * Days from `target` down, in `[from, to)`: each day's dates (those inside the bound) are asked from
 * its first in the context, so the first taken is the earliest of that day the rule takes.
 */
function firstAcceptedBelow(
  days: ArrayLike<number>,
  order: ArrayLike<number>,
  from: number,
  to: number,
  accepts: (position: number) => boolean,
): number {
  let last = to - 1;
  while (last >= from) {
    let first = last;
    while (first > from && days[first - 1] === days[last]) first--;
    for (let k = first; k <= last; k++) if (accepts(order[k]!)) return k;
    last = first - 1;
  }
  return -1;
}
