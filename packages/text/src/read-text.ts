import type { TextDocument } from './document-model.js';
import { documentOf } from './document.js';
import type { LocaleData } from './locale-data.js';
import type { TextScan } from './matches.js';
import { normalizeText } from './normalize.js';
import { prepareReadingText } from './reading-text.js';
import { findReaderStarts, startsFor } from './reader-starts.js';
import { scanReading } from './scan.js';

/** A text read whole: its document model and every reader's matches. */
export interface TextReading {
  document: TextDocument;
  scan: TextScan;
}

/**
 * Reads `text` with one pass over its normalised form: the sentence ends and quotation marks the
 * document needs and the places scanText's readers start are all found by that pass, where
 * buildDocument and scanText each make one of their own.
 */
export function readText(text: string, locale: LocaleData): TextReading {
  const reading = prepareReadingText(text);
  const starts = findReaderStarts(reading.text, locale);
  // The pass's lists are its own buffers, good until its next text: the document and the readers
  // both read them before anything else makes a pass.
  const document = documentOf(text, normalizeText(text), starts, locale);
  return { document, scan: scanReading(reading, locale, (kinds) => startsFor(starts, kinds)) };
}
