import type { TextDocument } from './document-model.js';
import { documentOf } from './document.js';
import type { LocaleData } from './locale-data.js';
import type { TextScan } from './matches.js';
import { normalizeText } from './normalize.js';
import { prepareReadingText } from './reading-text.js';
import { DIRECTION_KINDS, findReaderStarts, offsetsOf, startsFor } from './reader-starts.js';
import { findPolarityWords, type PolarityWord } from './polarity.js';
import { scanReading } from './scan.js';

/** A text read whole: its document model, every reader's matches and its direction words. */
export interface TextReading {
  document: TextDocument;
  scan: TextScan;
  directionWords: PolarityWord[];
}

/**
 * Reads `text` with one pass over its normalised form: the sentence ends and quotation marks the
 * document needs, the places scanText's readers start and the words a direction word may be are all
 * found by that pass, where buildDocument, scanText and findPolarityWords each make one of their own
 * (the last a native search of its forms).
 */
export function readText(text: string, locale: LocaleData): TextReading {
  const reading = prepareReadingText(text);
  const starts = findReaderStarts(reading.text, locale);
  // The pass's lists are its own buffers, good until its next text: the document and the readers
  // both read them before anything else makes a pass.
  const document = documentOf(text, normalizeText(text), starts, locale);
  const directionWords = findPolarityWords(text, locale, offsetsOf(starts, DIRECTION_KINDS.words));
  return { document, scan: scanReading(reading, locale, (kinds) => startsFor(starts, kinds)), directionWords };
}
