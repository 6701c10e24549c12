import type { Evidence } from '@factlint/kernel';
import type { GroundingContext } from '@factlint/pipeline';
import { evidenceIn } from '@factlint/pipeline';
import { entityLexicon, type EntityLexicon } from '@factlint/text';
import type { EntityDetail } from './entity-reader.js';

/*
 * A name written without spaces that changes a person the context names, the unspaced twin of
 * `Allan Johnson` for Allan Johnston. Without spaces the parts cannot be told apart, so the rule is
 * narrow: names of three or four characters (most full names in such scripts), against the ending of
 * a context name of the same length (the context's run may start with a title: 社長鈴木一郎), that
 * - differ in one inner character — never the first (課長田中 and 部長田中 are one person under two
 *   titles) nor the last: 山本太郎 for 山田太郎;
 * - or, four characters long, keep the last two (the given name) and change both first two (the
 *   surname): 佐藤一郎 for 鈴木一郎. Otherwise the shorter ending 一郎 would back it. Two titles
 *   that share a character stay one person (課長田中, 部長田中); two that share none look just like
 *   two surnames, so this change is a weak finding, never a block, and none at all when either
 *   first two is one of the locale's titles (`person_cues.titles_after`: 社員田中 against 部長田中).
 */

export interface ChangedName {
  evidence: Evidence;
  /** The whole surname changed (weak, see above), not one inner character. */
  wholeSurname: boolean;
}

const MIN_NAME = 3;
const MAX_NAME = 4;

/** The context's person name the claim's unspaced name changes, or null. */
export function namePartChanged(value: string, ctx: GroundingContext): ChangedName | null {
  const mine = [...value];
  if (mine.length < MIN_NAME || mine.length > MAX_NAME || /\s/u.test(value)) return null;
  const lexicon = entityLexicon(ctx.locale);
  for (const { claim, text } of ctx.index.claims('ENTITY')) {
    if ((claim.detail as EntityDetail).kind !== 'name') continue;
    const theirs = [...String(claim.value)].slice(-mine.length);
    if (theirs.length !== mine.length) continue;
    const differing = mine.flatMap((c, i) => (c === theirs[i] ? [] : [i]));
    const evidence = evidenceIn(text, claim);
    if (oneInnerCharacter(differing, mine.length)) return { evidence, wholeSurname: false };
    if (wholeSurname(differing, mine.length) && !titled(mine, lexicon) && !titled(theirs, lexicon)) return { evidence, wholeSurname: true };
  }
  return null;
}

function oneInnerCharacter(differing: number[], length: number): boolean {
  return differing.length === 1 && differing[0]! > 0 && differing[0]! < length - 1;
}

/** Whether the first two characters of a name are one of the locale's titles (部長田中 is a title and a surname). */
function titled(name: readonly string[], lexicon: EntityLexicon): boolean {
  const head = name[0]! + name[1]!;
  return lexicon.personTitlesAfter.matchAt(head, 0)?.end === head.length;
}

/** The first two of four characters both changed, the last two kept. */
function wholeSurname(differing: number[], length: number): boolean {
  return length === MAX_NAME && differing.length === 2 && differing[0] === 0 && differing[1] === 1;
}
