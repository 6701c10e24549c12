import type { SentenceInfo, TextDocument } from './document-model.js';
import type { LocaleData } from './locale-data.js';
import { readLines } from './markdown-lines.js';
import { normalizeText, type NormalizedText } from './normalize.js';
import { findQuotes } from './quotes.js';
import { DOCUMENT_KINDS, findReaderStarts, offsetsOf, type ReaderStarts } from './reader-starts.js';
import { findScopes } from './scopes.js';
import { splitSentencesOfLines } from './sentences.js';

/*
 * The document model of one text: lines, sentences, heading and label scopes, quotations; every
 * span indexes `text` itself. The sentences and quotations are read at the places the one pass over
 * the normalised text found (reader-starts.ts), the pass that also finds where scanText's readers
 * start: readText (read-text.ts) reads the document and the scan from one such pass.
 */

/** Reads the structure of `text` (an answer or one conversation turn). */
export function buildDocument(text: string, locale: LocaleData): TextDocument {
  const normalized = normalizeText(text);
  return documentOf(text, normalized, findReaderStarts(normalized.text, locale), locale);
}

/** The document of `text` from the one pass over its normalised text (`starts`, read before its next pass). */
export function documentOf(text: string, normalized: NormalizedText, starts: ReaderStarts, locale: LocaleData): TextDocument {
  const lines = readLines(text);
  return {
    source: text,
    lines,
    sentences: splitSentencesOfLines(text, normalized, lines, locale, offsetsOf(starts, DOCUMENT_KINDS.sentenceMarks)),
    scopes: findScopes(lines, text),
    quotes: findQuotes(text, normalized, offsetsOf(starts, DOCUMENT_KINDS.quoteMarks), locale),
  };
}

/** Splits `text` into sentences (spans into `text`). */
export function splitSentences(text: string, locale: LocaleData): SentenceInfo[] {
  const normalized = normalizeText(text);
  const marks = offsetsOf(findReaderStarts(normalized.text, locale), DOCUMENT_KINDS.sentenceMarks);
  return splitSentencesOfLines(text, normalized, readLines(text), locale, marks);
}
