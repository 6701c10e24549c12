import 'reflect-metadata';
import { inject, injectable } from 'tsyringe';
import { TOKENS } from '@factlint/kernel';
import type { Evidence } from '@factlint/kernel';
import { claimJudgement, evidenceIn, firstWholeIn, sentenceAt } from '@factlint/pipeline';
import type {
  AnalysedText,
  ClaimJudgement,
  ClaimTypeOptions,
  ClaimTypePlugin,
  EntityAlias,
  ExtractedClaim,
  GroundingContext as ContextOf,
  SpanRule,
} from '@factlint/pipeline';
import { findAcronymExpansion, initialsOf } from './entity-acronyms.js';
import { findEntities, type EntityDetail, type IdentifierParts } from './entity-reader.js';
import { namePartChanged } from './name-part-changed.js';
import { spelledOtherwiseInContext } from './letter-spellings.js';
import { NearestNames, nameSimilarity, similarityOf, tooDifferentInLength } from './nearest-names.js';
import { OneEditNames } from './one-edit-names.js';
import {
  CategorySet,
  comparableTextOf,
  digitRunEnd,
  editDistance,
  indexOfWhole,
  isAsciiLowerCode,
  isAsciiUpperCode,
  perObject,
  type ComparableText,
  type LocaleData,
  writingOf,
} from '@factlint/text';
import { textsAt, textsWithDigits, textsWithInitials, textsWithWhole, textsWithWholeEither } from './context-texts.js';

/*
 * ENTITY claims (SPEC §4): names and identifiers.
 *
 * Names, most favourable first:
 * - `entity.exact` (supported): the name is in the context after normalisation — case-insensitive,
 *   except acronyms (`WHO` is not the word "who"; an acronym of four letters or more may be written
 *   as a capitalised word inside a sentence: `Fifa`, `Nato`);
 * - `entity.alias` (approximate): another form of the same domain alias is (`NAV` ↔
 *   the agency's full name);
 * - `entity.acronym` (approximate): an acronym whose expansion is in the context, or a name whose
 *   initials are (`WHO` ↔ `World Health Organization`);
 * - `entity.name-variant` (approximate): an organisation whose name without its suffix is
 *   (`Acme Corp` ↔ `Acme Corporation`);
 * - `entity.similar-name` (approximate): a context name at least `entity_similarity` alike;
 * - `entity.no-match` (unsupported) for a marked name (see entity-reader.ts), and
 *   `entity.unmarked-name` with status `not_extracted` for an unmarked one: a capitalised phrase
 *   nothing backs is read as prose, never as a fabricated name.
 * Identifiers:
 * - `entity.exact` (supported): the same identifier;
 * - `entity.identifier-variant` (approximate): the same identifier with a part or version added or
 *   left out (`ISO 9001:2015` ↔ `ISO 9001`) — the card's false positive;
 * - `entity.identifier-near-miss` (contradicted): same marker, one number group one digit off
 *   (`ISO 9002` ↔ `ISO 9001`, article 719 ↔ article 709, `INV-20481` ↔ `INV-20431`);
 * - `entity.no-match` (unsupported).
 */

/** The options this type's pack declares (pack.yaml `optionsSchema`). */
export interface EntityOptions {
  entity_similarity: number;
}
type GroundingContext = ContextOf<EntityOptions>;

@injectable()
export class EntityClaimType implements ClaimTypePlugin<EntityOptions> {
  readonly id = 'ENTITY';
  readonly reasons: readonly string[] = [
    'entity.exact',
    'entity.alias',
    'entity.acronym',
    'entity.name-variant',
    'entity.similar-name',
    'entity.identifier-variant',
    'entity.identifier-near-miss',
    'entity.unmarked-name',
    'entity.no-match',
    'entity.surname-changed',
    'entity.name-changed',
  ];
  // Identifiers own their digits (`ISO 9001` is not the figure 9001). Names never contain figures:
  // no name is read from a currency code or a number, so nothing else is taken from NUMERIC.
  readonly span: SpanRule = { rank: 1 };

  /** The options schema and defaults its pack.yaml declares: the engine that builds the type injects them. */
  constructor(@inject(TOKENS.claimTypeOptions) readonly options: ClaimTypeOptions) {}

  extract(text: AnalysedText, locale: LocaleData): ExtractedClaim[] {
    return findEntities(text.source, locale).map((found) => ({
      type: 'ENTITY',
      text: found.text,
      span: found.span,
      value: found.value,
      unit: null,
      hedged: false,
      sentence: Math.max(0, sentenceAt(text, found.span[0])),
      detail: found.detail,
    }));
  }

  compare(claim: ExtractedClaim, _answer: AnalysedText, ctx: GroundingContext): ClaimJudgement {
    const detail = claim.detail as EntityDetail;
    const value = String(claim.value);
    if (detail.identifier) return judgeIdentifier(value, detail.identifier, ctx);
    return judgeName(value, detail, ctx);
  }
}

function evidenceAt(text: AnalysedText, start: number, end: number): Evidence {
  const span = comparableTextOf(text).span(start, end);
  return { doc: text.id, span, text: text.source.slice(span[0], span[1]) };
}

/**
 * Where `name` stands in the context: case-sensitively for an acronym, else in lower case. An
 * identifier must not continue with another number group there: `§ 3` is not found in `§ 3-1`.
 */
function findInContext(name: string, caseSensitive: boolean, ctx: GroundingContext, identifier = false): Evidence | null {
  // A name the answer repeats is looked for once per context: each look is a pass over the
  // context, and one per occurrence grew with the product of the answer's names and the context.
  const known = foundInContext(ctx.index)[(caseSensitive ? 2 : 0) + (identifier ? 1 : 0)]!;
  const kept = known.get(name);
  return kept !== undefined ? kept : remember(known, name, searchContext(name, caseSensitive, ctx, identifier));
}

/** Per context, what each name was found as, one map per way of looking (case-sensitive or not, identifier or not). */
const foundInContext = perObject((_index: GroundingContext['index']) =>
  Array.from({ length: 4 }, () => new Map<string, Evidence | null>()),
);

function searchContext(name: string, caseSensitive: boolean, ctx: GroundingContext, identifier: boolean): Evidence | null {
  const lowerName = name.toLowerCase();
  const candidates = caseSensitive ? textsWithWholeEither(ctx.index, name, lowerName) : textsWithWhole(ctx.index, lowerName, false);
  if (candidates === null && !caseSensitive && !identifier) {
    // Every text may hold it (a context of few texts, or a name with no word of a spaced script):
    // the first text writing it whole, as the walk below finds it, from the context's pair index
    // (shared with QUOTE) once a large context has been searched often enough. Where the texts are
    // narrowed to those holding the name's rarest word, the walk over those few stays cheaper.
    const found = firstWholeIn(ctx.index, lowerName);
    return found && evidenceAt(found.text, found.at, found.at + lowerName.length);
  }
  for (const text of textsAt(ctx.index, candidates)) {
    const comparable = comparableTextOf(text);
    // A source written all in lower case (a tokenised, lower-cased corpus) spells `who` for WHO.
    const cased = caseSensitive && !writtenInLowerCase(comparable);
    const needle = cased ? name : lowerName;
    const haystack = cased ? comparable.cased : comparable.lower;
    for (let at = indexOfWhole(haystack, needle); at >= 0; at = indexOfWhole(haystack, needle, at + 1)) {
      if (identifier && NUMBER_CONTINUES.test(haystack.slice(at + needle.length, at + needle.length + 2))) continue;
      return evidenceAt(text, at, at + needle.length);
    }
  }
  return null;
}

/** An acronym this long or longer may be written as a word in the context (`Fifa`, `Nato`); `Who` is the word who. */
const MIN_TITLED_ACRONYM = 4;

/**
 * The acronym written as a capitalised word in the context (`Fifa` for FIFA, `Nato` for NATO, as
 * many newspapers write them). At a sentence start any word takes a capital, so a word found only
 * there counts when the context never writes it in lower case: `Nato leaders met` backs NATO, `Data
 * show` does not back DATA where the context also writes "the data".
 */
function titledInContext(acronym: string, ctx: GroundingContext): Evidence | null {
  if (acronym.length < MIN_TITLED_ACRONYM || !isAllCaps(acronym)) return null;
  const titled = acronym[0] + acronym.slice(1).toLowerCase();
  let atSentenceStart: Evidence | null = null;
  for (const text of textsAt(ctx.index, textsWithWhole(ctx.index, titled, true))) {
    const cased = comparableTextOf(text).cased;
    for (let at = indexOfWhole(cased, titled); at >= 0; at = indexOfWhole(cased, titled, at + 1)) {
      if (!SENTENCE_START_BEFORE.test(cased.slice(Math.max(0, at - 3), at))) return evidenceAt(text, at, at + titled.length);
      atSentenceStart ??= evidenceAt(text, at, at + titled.length);
    }
  }
  if (!atSentenceStart) return null;
  const lower = acronym.toLowerCase();
  const lowerTexts = textsAt(ctx.index, textsWithWhole(ctx.index, lower, true));
  return lowerTexts.some((text) => indexOfWhole(comparableTextOf(text).cased, lower) >= 0) ? null : atSentenceStart;
}

/** What stands before a word that starts a sentence: nothing, or a sentence end and spaces. */
const SENTENCE_START_BEFORE = /(?:^|[.!?\n]\s*)$/;

/** At most this many places of the given name are looked at per context text (the cautious side: fewer accusations). */
const GIVEN_NAME_PLACES = 64;
/** At most this many letters changed make a surname a misspelling of the context's rather than another name. */
const SURNAME_EDITS = 2;
const MIN_SURNAME = 4;
const LETTER = new CategorySet(['L']);
const LOWER = new CategorySet(['Ll']);
const UPPER = new CategorySet(['Lu']);

/**
 * The context's name with the same given name and a surname a letter or two off (`Allan Johnson`
 * where the source names `Allan Johnston`, in whatever case it is written): the same person, named
 * wrong. Only a two-word name; nothing when the source also writes the answer's name.
 */
function surnameChanged(value: string, ctx: GroundingContext): Evidence | null {
  const words = value.split(' ');
  if (words.length !== 2) return null;
  const given = words[0]!.toLowerCase();
  // The surname's letters only: `McAusland's` is McAusland's possessive, not another name.
  const lowerSurname = words[1]!.toLowerCase();
  const surname = lowerSurname.slice(0, LETTER.runEnd(lowerSurname, 0));
  if (surname.length < MIN_SURNAME) return null;
  for (const { theirs, text, at, end } of surnamesAfter(given, ctx)) {
    if (theirs === surname || theirs.length < MIN_SURNAME || theirs[0] !== surname[0] || sameWordAnotherForm(theirs, surname, ctx.locale))
      continue;
    if (editDistance(theirs, surname) <= SURNAME_EDITS) return evidenceAt(text, at, end);
  }
  return null;
}

/** A word written after a given name in the context, at its first place there. */
interface SurnamePlace {
  theirs: string;
  text: AnalysedText;
  at: number;
  end: number;
}

/**
 * The words the context writes after a given name (lower case, letters only), each once at its first
 * place, in context order: read once per context and given name. Whether a word is the answer's
 * surname misspelt depends on the word alone, so the first such word met here is the one a walk
 * over every place would meet first; a transcript whose every turn names an Anna asked every turn
 * again for each Anna of the answer.
 */
function surnamesAfter(given: string, ctx: GroundingContext): readonly SurnamePlace[] {
  const known = surnamesByGiven(ctx.index);
  const kept = known.get(given);
  if (kept) return kept;
  const first = new Map<string, SurnamePlace>();
  for (const text of textsAt(ctx.index, textsWithWhole(ctx.index, given, false))) {
    const { lower, cased } = comparableTextOf(text);
    let tried = 0;
    for (let at = indexOfWhole(lower, given); at >= 0 && tried++ < GIVEN_NAME_PLACES; at = indexOfWhole(lower, given, at + 1)) {
      const from = at + given.length + 1;
      if (lower.charAt(from - 1) !== ' ') continue;
      // A word in lower case before a capitalised one is no given name of it (`ancient Rome`, where
      // the answer writes "Ancient Roman"). A source written all in lower case still counts.
      if (LOWER.at(cased, at) && UPPER.at(cased, from)) continue;
      let end = from;
      while (LETTER.at(lower, end)) end++;
      const theirs = lower.slice(from, end);
      if (!first.has(theirs)) first.set(theirs, { theirs, text, at, end });
    }
  }
  return remember(known, given, [...first.values()]);
}
const surnamesByGiven = perObject((_index: GroundingContext['index']) => new Map<string, readonly SurnamePlace[]>());

/**
 * One word the other in another form the locale lists: with an ending added, an inflection
 * (`Championship`, `Championships`) or a word made from a name (`South Africa`, `South African`;
 * `New York`, `New Yorker`); or spelt the other way (`Harbour`, `Harbor`; `Centre`, `Center`). Both
 * name the same thing, never another person. Other letters still count as changed: `Johnstone` for
 * Johnston is a misspelt surname (English lists no `e`).
 */
function sameWordAnotherForm(a: string, b: string, locale: LocaleData): boolean {
  const { suffixes, name_endings: nameEndings, spellings } = locale.inflection;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.startsWith(short)) {
    const ending = long.slice(short.length);
    if (suffixes.includes(ending) || nameEndings.includes(ending)) return true;
  }
  for (const [one, other] of spellings) if (respelt(a, one, other, b) || respelt(b, one, other, a)) return true;
  return false;
}

/** Whether `word` with one of its `part`s written `instead` is `target`. */
function respelt(word: string, part: string, instead: string, target: string): boolean {
  if (word.length - part.length + instead.length !== target.length) return false;
  for (let at = word.indexOf(part); at >= 0; at = word.indexOf(part, at + 1))
    if (word.slice(0, at) + instead + word.slice(at + part.length) === target) return true;
  return false;
}

/** A tail of a name this share of its length, found in the context, is the name with a prefix added. */
const NAME_TAIL_SHARE = 0.6;
const DIGIT = /\d/;

/**
 * The longest tail of `name` that holds all its digits and stands in the context (the law's name and
 * article for the same with the country's name put before it), with the share of the name it covers.
 * Only names with a digit: an identifier's number pins what it names.
 */
function tailInContext(name: string, ctx: GroundingContext): { evidence: Evidence; share: number } | null {
  const firstDigit = name.search(DIGIT);
  if (firstDigit < 0) return null;
  const lower = name.toLowerCase();
  // Every tail holds the first run of digits of the lower-cased name (which lower casing may have
  // moved later, never earlier): only the texts with that run are searched.
  const digitsStart = lower.search(DIGIT);
  const texts = textsAt(ctx.index, textsWithDigits(ctx.index, lower.slice(digitsStart, digitRunEnd(lower, digitsStart))));
  for (let from = 1; from <= firstDigit && lower.length - from >= 2; from++) {
    const tail = lower.slice(from).trim();
    for (const text of texts) {
      const comparable = comparableTextOf(text);
      const at = comparable.lower.indexOf(tail);
      if (at >= 0 && !NUMBER_CONTINUES.test(comparable.lower.slice(at + tail.length, at + tail.length + 2))) {
        return { evidence: evidenceAt(text, at, at + tail.length), share: tail.length / lower.length };
      }
    }
  }
  return null;
}

/** Fewer capitals than this share of the letters: the text was lower-cased as a whole. */
const LOWER_CASED_SHARE = 0.002;
const MIN_LETTERS_TO_TELL = 200;
const writtenInLowerCase = perObject((text: ComparableText): boolean => {
  let letters = 0;
  let capitals = 0;
  for (let i = 0; i < text.cased.length; i++) {
    const c = text.cased.charCodeAt(i);
    if (isAsciiLowerCode(c)) letters++;
    else if (isAsciiUpperCode(c)) {
      letters++;
      capitals++;
    }
  }
  return letters >= MIN_LETTERS_TO_TELL && capitals <= letters * LOWER_CASED_SHARE;
});

const NUMBER_CONTINUES = /^(?:\d|[-:./]\d)/;

/** `^[\p{Lu}\p{N}]+$`: capitals and digits only. */
const CAPITAL_OR_DIGIT = new CategorySet(['Lu', 'N']);
const isAllCaps = (word: string): boolean => word.length > 0 && CAPITAL_OR_DIGIT.runEnd(word, 0) === word.length;

function judgeName(value: string, detail: EntityDetail, ctx: GroundingContext): ClaimJudgement {
  const acronym = detail.kind === 'acronym';
  const exact = findInContext(value, acronym, ctx) ?? (acronym ? titledInContext(value, ctx) : null);
  if (exact) return claimJudgement('supported', 'entity.exact', [exact]);
  // Before the shorter endings of an unspaced name: 山本太郎 is not backed by the 太郎 of 山田太郎.
  const renamed = detail.kind === 'name' && detail.alternates.length > 0 ? namePartChanged(value, ctx) : null;
  if (renamed) {
    const { evidence, wholeSurname } = renamed;
    return claimJudgement('contradicted', 'entity.name-changed', [evidence], evidence.text, null, null, !wholeSurname);
  }
  for (const form of detail.alternates) {
    const found = findInContext(form, acronym, ctx);
    if (found) return claimJudgement('supported', 'entity.exact', [found]);
  }

  for (const others of aliasesNaming(ctx.aliases).get(value.toLowerCase()) ?? NO_ALIASES) {
    for (const other of others) {
      const found = findInContext(other, isAllCaps(other), ctx);
      if (found) return claimJudgement('approximate', 'entity.alias', [found], found.text);
    }
  }

  if (acronym) {
    for (const text of textsAt(ctx.index, textsWithInitials(ctx.index, value))) {
      const expansion = findAcronymExpansion(comparableTextOf(text), value);
      if (expansion) {
        const evidence = evidenceAt(text, expansion[0], expansion[1]);
        return claimJudgement('approximate', 'entity.acronym', [evidence], evidence.text);
      }
    }
  } else {
    const initials = initialsOf(value);
    const found = initials ? findInContext(initials, true, ctx) : null;
    if (found) return claimJudgement('approximate', 'entity.acronym', [found], found.text);
  }

  if (detail.core) {
    const found = findInContext(detail.core, false, ctx);
    if (found) return claimJudgement('approximate', 'entity.name-variant', [found], found.text);
  }

  const tail = tailInContext(value, ctx);
  if (tail && tail.share >= NAME_TAIL_SHARE) {
    return claimJudgement('approximate', 'entity.name-variant', [tail.evidence], tail.evidence.text);
  }

  // `Saether` for the context's name with the ligature: the same name in the answer's letters.
  const spelled = spelledOtherwiseInContext(value, ctx);
  if (spelled) return claimJudgement('approximate', 'entity.name-variant', [spelled], spelled.text);
  const changed = detail.kind === 'name' && writingOf(ctx.locale).spaced ? surnameChanged(value, ctx) : null;
  if (changed) return claimJudgement('contradicted', 'entity.surname-changed', [changed], changed.text);
  const similar = mostSimilarName(value, ctx);
  if (similar && similar.similarity >= ctx.tolerances.entity_similarity) {
    return claimJudgement('approximate', 'entity.similar-name', [similar.evidence], similar.evidence.text, null, round(similar.similarity));
  }
  if (!detail.marked) return claimJudgement('not_extracted', 'entity.unmarked-name', []);
  // A lone acronym the source does not spell (`FIFA` beside "the World Cup") is a weak flag: it is
  // usually the answer's own knowledge of a name the source gives in full or takes for granted.
  // The numbered part of a name in the context under another prefix ("the same act, article 54")
  // leaves the name unproven but not invented: a weak flag too.
  return claimJudgement('unsupported', 'entity.no-match', [], null, null, similar ? round(similar.similarity) : null, !(acronym || tail));
}

const NO_ALIASES: readonly (readonly string[])[] = [];

/**
 * Per list of aliases, each form lower-cased → the other forms of each alias that holds it, alias by
 * alias in list order, each alias's forms in its order: a name is looked up once, where every form
 * of every alias had been lower-cased for every name the context does not hold.
 */
const aliasesNaming = perObject((aliases: readonly EntityAlias[]) => {
  const byForm = new Map<string, (readonly string[])[]>();
  for (const alias of aliases) {
    const forms = [alias.canonical, ...alias.variants];
    for (const lower of new Set(forms.map((form) => form.toLowerCase()))) {
      const others = forms.filter((form) => form.toLowerCase() !== lower);
      const list = byForm.get(lower);
      if (list) list.push(others);
      else byForm.set(lower, [others]);
    }
  }
  return byForm;
});

type SimilarName = { similarity: number; evidence: Evidence } | null;

/**
 * The context name nearest the claim's by edit distance, and how near (the first such name in the
 * context's order). Asked of every name the context does not hold, so its cost is the context's
 * names once each: a name the context repeats is scored once (`distinctNames`), and a name the
 * answer repeats is looked up once per context (`nearestByName`). Scoring every occurrence for
 * every occurrence grew with the product of the two: 0.5 s for 600 names against 6,000.
 */
function mostSimilarName(value: string, ctx: GroundingContext): SimilarName {
  const lower = value.toLowerCase();
  const known = nearestByName(ctx.index);
  const kept = known.get(lower);
  if (kept !== undefined) return kept;
  const names = distinctNames(ctx.index);
  const indexed = namesIndexOf(ctx.index, names);
  if (indexed) {
    // A name one edit away is found without a pass over the names; any other by their shared pairs.
    const near = indexed.oneEdit.nearest(lower);
    const found = near >= 0 ? { position: near, similarity: nameSimilarity(lower, names[near]![0]) } : indexed.nearest.mostAlike(lower);
    return remember(known, lower, found && { similarity: found.similarity, evidence: names[found.position]![1] });
  }
  let best: SimilarName = null;
  for (const [other, evidence] of names) {
    // Too different in length to reach any useful threshold; skip the distance.
    if (tooDifferentInLength(lower.length, other.length)) continue;
    const longest = Math.max(lower.length, other.length);
    // A later name must be strictly more alike to replace the best: one that cannot be, by the
    // fewest edits its length and its difference allow, is not measured (`anna berg1230` found
    // one edit from `anna berg1235`, no other name of that length can do better).
    const fewestEdits = Math.max(Math.abs(lower.length - other.length), other === lower ? 0 : 1);
    if (best && similarityOf(fewestEdits, longest) <= best.similarity) continue;
    const similarity = nameSimilarity(lower, other);
    if (!best || similarity > best.similarity) best = { similarity, evidence };
  }
  return remember(known, lower, best);
}

/** Names kept per context (what each was found as, its nearest context name), at most: a server may judge many answers against one context. */
const MOST_NAMES_KEPT = 10_000;

/** Keeps `value` for `name` in one of a context's memories of names (emptied when full), and returns it. */
function remember<V>(known: Map<string, V>, name: string, value: V): V {
  if (known.size >= MOST_NAMES_KEPT) known.clear();
  known.set(name, value);
  return value;
}
const nearestByName = perObject((_index: GroundingContext['index']) => new Map<string, SimilarName>());

/**
 * Looks at the whole list of a context's names (`mostSimilarName`) before its names are indexed:
 * building the index of names one edit apart costs some five looks that measure every name (8,000
 * names: 7.0 ms against 1.5), more looks that the bound prunes, and most contexts are asked about a
 * few names.
 */
const LOOKS_BEFORE_INDEX = 16;

/** A context's names indexed by what each is less one unit, and by their pairs of code units. */
interface NamesIndex {
  oneEdit: OneEditNames;
  nearest: NearestNames;
}

/** Per context: the looks at its whole list of names so far, and its names' indexes once built. */
const nearNameLooks = perObject((_index: GroundingContext['index']) => ({ looks: 0, index: null as NamesIndex | null }));

/** The context's names indexed, once the context has been asked about enough names; null before. */
function namesIndexOf(index: GroundingContext['index'], names: readonly [string, Evidence][]): NamesIndex | null {
  const state = nearNameLooks(index);
  if (state.index === null && ++state.looks > LOOKS_BEFORE_INDEX) {
    const plain = names.map(([name]) => name);
    state.index = { oneEdit: new OneEditNames(plain), nearest: new NearestNames(plain) };
  }
  return state.index;
}

/**
 * The context's names (not identifiers), lower-cased, each once with its first occurrence, in the
 * order of their first occurrence: the first name of the highest similarity is the one a scan of
 * every occurrence would keep.
 */
const distinctNames = perObject((index: GroundingContext['index']): [string, Evidence][] => {
  const first = new Map<string, Evidence>();
  for (const { claim, text } of index.claims('ENTITY')) {
    if ((claim.detail as EntityDetail).identifier) continue;
    const lower = String(claim.value).toLowerCase();
    if (!first.has(lower)) first.set(lower, evidenceIn(text, claim));
  }
  return [...first];
});

function judgeIdentifier(value: string, mine: IdentifierParts, ctx: GroundingContext): ClaimJudgement {
  const exact = findInContext(value, false, ctx, true);
  if (exact) return claimJudgement('supported', 'entity.exact', [exact]);
  let variant: ClaimJudgement | null = null;
  let nearMiss: ClaimJudgement | null = null;
  for (const { claim, text } of identifiersInSeries(ctx, mine)) {
    const theirs = (claim.detail as EntityDetail).identifier!;
    if (!sameSeries(mine, theirs)) continue;
    const evidence = [evidenceIn(text, claim)];
    const relation = compareNumbers(mine.numbers, theirs.numbers);
    if (relation === 'same') return claimJudgement('supported', 'entity.exact', evidence);
    if (relation === 'variant') variant ??= claimJudgement('approximate', 'entity.identifier-variant', evidence, claim.text);
    if (relation === 'one-digit-off') nearMiss ??= claimJudgement('contradicted', 'entity.identifier-near-miss', evidence, claim.text);
  }
  if (variant ?? nearMiss) return (variant ?? nearMiss)!;
  const tail = tailInContext(value, ctx);
  if (tail && tail.share >= NAME_TAIL_SHARE)
    return claimJudgement('approximate', 'entity.name-variant', [tail.evidence], tail.evidence.text);
  return claimJudgement('unsupported', 'entity.no-match', [], null, null, null, !tail);
}

type IndexedEntity = ReturnType<GroundingContext['index']['claims']>[number];
/** The context's identifiers grouped by marker and suffix, once per context. */
const identifierSeries = perObject((index: GroundingContext['index']): Map<string, IndexedEntity[]> => {
  const series = new Map<string, IndexedEntity[]>();
  for (const entry of index.claims('ENTITY')) {
    const parts = (entry.claim.detail as EntityDetail).identifier;
    if (!parts) continue;
    const key = `${parts.prefix}\u0000${parts.suffix}`;
    const list = series.get(key);
    if (list) list.push(entry);
    else series.set(key, [entry]);
  }
  return series;
});

/** The context's identifiers with the same marker and suffix as `mine`, in context order. */
function identifiersInSeries(ctx: GroundingContext, mine: IdentifierParts): readonly IndexedEntity[] {
  const series = identifierSeries(ctx.index);
  return series.get(`${mine.prefix}\u0000${mine.suffix}`) ?? [];
}

/** Same marker and suffix; a law name before it only matters when both name one (a law's article). */
function sameSeries(a: IdentifierParts, b: IdentifierParts): boolean {
  return a.prefix === b.prefix && a.suffix === b.suffix && (a.qualifier === '' || b.qualifier === '' || a.qualifier === b.qualifier);
}

function compareNumbers(mine: readonly string[], theirs: readonly string[]): 'same' | 'variant' | 'one-digit-off' | 'other' {
  const shared = Math.min(mine.length, theirs.length);
  let differing = -1;
  for (let i = 0; i < shared; i++) {
    if (mine[i] === theirs[i]) continue;
    if (differing >= 0) return 'other';
    differing = i;
  }
  if (differing < 0) return mine.length === theirs.length ? 'same' : 'variant';
  if (mine.length !== theirs.length) return 'other';
  return editDistance(mine[differing]!, theirs[differing]!) === 1 ? 'one-digit-off' : 'other';
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
