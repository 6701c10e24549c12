import type { DroppedFigure, FactCandidate } from '@factlint/kernel';
import { sameValue } from '@factlint/text';
import type { ReadTurn } from './turn-figures.js';

/**
 * Who said each value first, over the turns in order (F1). Built once per conversation and shared by
 * every fact.
 */
export class FirstSpeakers {
  private readonly turns: readonly ReadTurn[];

  constructor(turns: readonly ReadTurn[]) {
    this.turns = [...turns].sort((a, b) => a.index - b.index);
  }

  /** The role of the earliest turn that states the value, or null when no turn does. */
  firstSaidBy(value: number): 'user' | 'assistant' | null {
    for (const turn of this.turns) if (turn.statedValues.some((v) => sameValue(v, value))) return turn.role;
    return null;
  }

  /** Whether a user turn states the value anywhere. */
  userStated(value: number): boolean {
    return this.turns.some((t) => t.role === 'user' && t.statedValues.some((v) => sameValue(v, value)));
  }
}

/**
 * F1: a figure a user turn stated before any assistant turn did is the user's, not the answer's
 * claim, and is dropped — unless it equals the declared value, since a user may quote the rule
 * correctly. A figure the assistant said first and the user quoted back stays the assistant's.
 * A range is the user's when both its ends are.
 */
export function dropUserFigures(
  candidates: readonly FactCandidate[],
  declared: number,
  speakers: FirstSpeakers,
): { kept: FactCandidate[]; dropped: DroppedFigure[] } {
  const kept: FactCandidate[] = [];
  const dropped: DroppedFigure[] = [];
  for (const c of candidates) {
    const ends = c.range ?? [c.value];
    const usersOwn = ends.every((v) => speakers.firstSaidBy(v) === 'user');
    const quotesRule = c.range === null && sameValue(c.value, declared);
    if (usersOwn && !quotesRule) dropped.push({ value: c.value, text: c.text, span: c.span, turn: c.turn, filter: 'user_first' });
    else kept.push(c);
  }
  return { kept, dropped };
}
