import type { Evidence } from '@factlint/kernel';
import type { GroundingContext } from '@factlint/pipeline';
import type { EntityDetail } from './entity-reader.js';

/*
 * A name written without spaces, one character off a person the context names: 山本太郎 where the
 * source says 山田太郎 (the same given name, a surname one character off), the unspaced twin of
 * `Allan Johnson` for Allan Johnston. Without spaces the parts cannot be told apart, so the rule is
 * narrow: names of three or four characters (most full names in such scripts), of the same length,
 * that differ in one inner character — never the first (課長田中 and 部長田中 are one person under
 * two titles) nor the last.
 */

const MIN_NAME = 3;
const MAX_NAME = 4;

/** The context's person name the claim's unspaced name is one inner character off, or null. */
export function namePartChanged(value: string, ctx: GroundingContext): Evidence | null {
  const mine = [...value];
  if (mine.length < MIN_NAME || mine.length > MAX_NAME || /\s/u.test(value)) return null;
  for (const { claim, text } of ctx.index.claims('ENTITY')) {
    if ((claim.detail as EntityDetail).kind !== 'name') continue;
    const theirs = [...String(claim.value)];
    if (theirs.length !== mine.length) continue;
    const differing = mine.flatMap((c, i) => (c === theirs[i] ? [] : [i]));
    if (differing.length !== 1) continue;
    const at = differing[0]!;
    if (at > 0 && at < mine.length - 1) return { doc: text.id, span: claim.span, text: claim.text };
  }
  return null;
}
