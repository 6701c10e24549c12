import { perObject } from '@factlint/text';

/*
 * A one-character pattern (a class of a script's letters, say) answered per UTF-16 code unit and
 * remembered per pattern object: a reader that tests every character of a text against the same
 * few classes looks the answer up instead of running the pattern again. Exact for a pattern that
 * keeps no state (no `g` or `y` flag) tested on one code unit: the answer depends on that unit
 * alone. Answers are kept in pages of 256 units, made when a unit of the page is first asked about.
 */

const UNKNOWN = 0;
const NO = 1;
const YES = 2;

export class CodeUnitAnswers {
  private readonly pages: (Uint8Array | undefined)[] = [];

  constructor(private readonly pattern: RegExp) {}

  /** Whether the pattern matches the code unit at `i` of `text` (which must be inside it). */
  at(text: string, i: number): boolean {
    const code = text.charCodeAt(i);
    let page = this.pages[code >> 8];
    if (page === undefined) this.pages[code >> 8] = page = new Uint8Array(256);
    let answer = page[code & 0xff]!;
    if (answer === UNKNOWN) page[code & 0xff] = answer = this.pattern.test(String.fromCharCode(code)) ? YES : NO;
    return answer === YES;
  }
}

/** The remembered answers of `pattern` (one object per pattern). */
export const codeUnitAnswers = perObject((pattern: RegExp) => new CodeUnitAnswers(pattern));
