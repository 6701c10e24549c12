import type { TextDocument } from './document-model.js';
import { documentOf } from './document.js';
import type { LocaleData } from './locale-data.js';
import type { TextScan } from './matches.js';
import { normalizeText } from './normalize.js';
import { prepareReadingText } from './reading-text.js';
import { findReaderStarts, offsetListOf, offsetsOf, POLARITY_KINDS, startsFor } from './reader-starts.js';
import { findPolarityWords, type PolarityWord } from './polarity.js';
import { scanReading } from './scan.js';

/** A text read whole: its document model, every reader's matches and its direction words. */
export interface TextReading {
  document: TextDocument;
  scan: TextScan;
  directionWords: PolarityWord[];
  /**
   * Where a direction word or a negation may begin, offsets of the text as given, ascending: what
   * the pass found, for reading those words again in a part of the text (a sentence, a quotation)
   * without a search of its own (polarityStartsIn).
   */
  polarityWordStarts: Int32Array;
}

/**
 * Reads `text` with one pass over its normalised form: the sentence ends and quotation marks the
 * document needs, the places scanText's readers start and the words a direction word or a negation
 * may be are all found by that pass, where buildDocument, scanText, findPolarityWords and
 * findNegations each make one of their own (the last two a native search of their forms).
 */
export function readText(text: string, locale: LocaleData): TextReading {
  const reading = prepareReadingText(text);
  const starts = findReaderStarts(reading.text, locale);
  // The pass's lists are its own buffers, good until its next text: the document and the readers
  // both read them before anything else makes a pass.
  const normalized = normalizeText(text);
  const document = documentOf(text, normalized, starts, locale);
  const directionWords = findPolarityWords(text, locale, offsetsOf(starts, POLARITY_KINDS.directionWords));
  const polarityWordStarts = offsetListOf(starts, POLARITY_KINDS.directionWords | POLARITY_KINDS.negations);
  for (let k = 0; k < polarityWordStarts.length; k++) polarityWordStarts[k] = normalized.toOriginal(polarityWordStarts[k]!);
  return { document, scan: scanReading(reading, locale, (kinds) => startsFor(starts, kinds)), directionWords, polarityWordStarts };
}
