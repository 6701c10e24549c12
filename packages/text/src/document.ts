import type { TextDocument } from './document-model.js';
import type { LocaleData } from './locale-data.js';
import { readLines } from './markdown-lines.js';
import { normalizeText } from './normalize.js';
import { findQuotes } from './quotes.js';
import { findScopes } from './scopes.js';
import { splitSentencesOfLines } from './sentences.js';

/*
 * The document model of one text: lines, sentences, heading and label scopes, quotations. One
 * normalisation and one pass per part; every span indexes `text` itself.
 */

/** Reads the structure of `text` (an answer or one conversation turn). */
export function buildDocument(text: string, locale: LocaleData): TextDocument {
  const lines = readLines(text);
  return {
    source: text,
    lines,
    sentences: splitSentencesOfLines(text, normalizeText(text), lines, locale),
    scopes: findScopes(lines, text),
    quotes: findQuotes(text, locale),
  };
}
