import { perLocale } from './locale-cache.js';
import { CodeUnitSet, isSpaceCode } from './characters.js';
import { quoteCloserCodes } from './quotes.js';
import type { LocaleData } from './locale-data.js';

/*
 * A sentence that asks a question states nothing, so it is no counterpart of an answer's statement
 * (`Are small businesses exempt? No, …`). Its question mark is the locale's (`sentences.questions`);
 * after it may stand what closes a sentence without ending it.
 */

/**
 * What closes a sentence without ending it, whatever the locale: a closing parenthesis or bracket
 * (full-width too), Markdown emphasis, and single quotation marks (which the quotation reader leaves
 * to apostrophes).
 */
const CLOSING = new CodeUnitSet([0x29, 0x5d, 0xff09, 0x2a, 0x5f, 0x27, 0x2019]);
const LINE_ENDS = new CodeUnitSet([0x0a, 0x0d]);

const questionMarks = perLocale((locale: LocaleData) => new CodeUnitSet(locale.sentences.questions.map((mark) => mark.charCodeAt(0))));

/**
 * Whether `text` ends with one of the locale's question marks, after which only spaces, line breaks,
 * the locale's closing quotation marks (as written and as folded) and closing punctuation stand.
 */
export function endsWithQuestion(text: string, locale: LocaleData): boolean {
  const closers = quoteCloserCodes(locale);
  let end = text.length;
  while (end > 0) {
    const c = text.charCodeAt(end - 1);
    if (!(isSpaceCode(c) || LINE_ENDS.has(c) || closers.has(c) || CLOSING.has(c))) break;
    end--;
  }
  return end > 0 && questionMarks(locale).has(text.charCodeAt(end - 1));
}
