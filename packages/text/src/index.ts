/*
 * @factlint/text's public surface: the locale data a pack provides, the readers that find figures,
 * dates and sentences in a text with it, and the toolkit claim types share (one helper per idea, so
 * no claim type imports another's files). The data schemas and the readers' inner steps are internal.
 */

// Locale data: assembled from the packs' data files, by the data kinds registered here.
export { registerTextDataKinds, buildLocaleData } from './locale-assembly.js';
export type { LocaleData, UnitEntry, UnitFamily } from './locale-data.js';
// What the readers find, and the document model of a read text.
export type {
  UnitMatch,
  HedgeMatch,
  NumberMatch,
  RangeMatch,
  DateGranularity,
  DateMatch,
  DayOfYearMatch,
  RelativeDateMatch,
  PhoneMatch,
  ListMarkerMatch,
  TextScan,
} from './matches.js';
export type { TextDocument, LineKind, LineInfo, SentenceInfo, Scope, QuoteInfo } from './document-model.js';
// The readers: one text and one locale in, matches out.
export { OverlapSweep, scanText, type Covered } from './scan.js';
export { readNumbers } from './numbers.js';
export { powerOfTen } from './numerals.js';
export { rangeGrammar, readRanges } from './ranges.js';
export { readDates, readRelativeDates, relativeDateEndAt, yearOffsetsOf } from './dates.js';
export { readPhones } from './phones.js';
export { readListMarkers } from './list-markers.js';
export { readSpelledNumbers, spelledNumbersOf, type SpelledNumber } from './spelled-numbers.js';
export { readRatios, ratioNextTo, multiplierWords, numberWordBefore, unitFractions, type RatioMatch, type UnitFraction } from './ratios.js';
export { readBound, type BoundHit, type BoundSide } from './bounds.js';
export { isPercent, POINTS, unitsCountedOnce } from './units.js';
export { headerCellAt, headerLabelIn, headerUnitAt, opensTableRow, readOncePerHeaderCell, type HeaderUnit } from './table-headers.js';
export { columnUnitAt, UnitDeclarations, type DeclaredUnit } from './unit-declarations.js';
export { buildDocument, splitSentences } from './document.js';
export { readText, type TextReading } from './read-text.js';
export { findAnchor } from './anchors.js';
export {
  findPolarityWords,
  findNegations,
  polarityStartsIn,
  polarityStartsInStretch,
  polarityStartsOf,
  type PolarityWord,
  type NegationWord,
} from './polarity.js';
export { endsWithQuestion } from './questions.js';
export { hedgedAt } from './hedges.js';
export type { Starts } from './starts.js';
export { contrastCounterparts, clauseSpans } from './contrasts.js';
export { anniversaryBefore, ordinalYearsAfter } from './ordinal-years.js';
// Text as written: soft line breaks joined, inline marks blanked, text normalised for comparison.
export { joinSoftLineBreaks } from './soft-breaks.js';
export { blankInlineMarks } from './inline-marks.js';
export { collapseWhiteSpace, normalizeText } from './normalize.js';
// The toolkit claim types share: comparison, arithmetic, names, word and character classes, caches.
export { comparableText, comparableTextOf, cutsNoWord, indexOfWhole, type ComparableText } from './comparable-text.js';
export { figurePrecision, sameValue } from './figure-precision.js';
export {
  countsWholes,
  findAnswerProduct,
  findDerivation,
  findListSum,
  findMean,
  formatValue,
  DERIVATION_LIMITS,
  TIMES,
  type Term,
  type Derivation,
  type DerivationTarget,
} from './derivation.js';
export { entityLexicon, markerHitsOf, type EntityLexicon, type MarkerHit, type MarkerHits } from './entity-lexicon.js';
export { WordMatcher, type WordHit } from './word-matcher.js';
export {
  CharacterClass,
  CodeUnitAnswers,
  CodeUnitSet,
  codeUnitAnswers,
  codeUnitAt,
  codeUnitCount,
  digitRunEnd,
  foldAsciiCase,
  isAsciiDigitAt,
  isAsciiDigitCode,
  isAsciiLetterCode,
  isAsciiLowerCode,
  isAsciiUpperCode,
  isAsciiWordCode,
  isUnspacedLetterAt,
  isWhiteSpaceAt,
  isWordCharAt,
  skipSpaces,
  skipSpacesBack,
  sliceOf,
  unitInside,
  wordRunEnd,
} from './characters.js';
export { OwnCaches, PerObjectMap, perLocale, perObject } from './locale-cache.js';
export { allMatches } from './pattern-matches.js';
export { literalAlternation, patternLiteral, unicodePattern, unicodePatternOnFirstUse } from './unicode-pattern.js';
export { CategorySet, type UnicodeCategory } from './unicode-categories.js';
export { countBelow, partitionPoint, firstStartingAtOrAfter, inOrder, spansByStart, bySpanStart, byStart } from './sorted-search.js';
export { addressTokensOf, type AddressTokens } from './address-tokens.js';
export { editDistance } from './edit-distance.js';
// How a locale writes: its scripts, spacing and word classes, compiled from locale.yaml.
export { CASED_LETTERS, writingOf, type Writing } from './writing.js';
