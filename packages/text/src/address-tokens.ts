import { isWhiteSpaceAt } from './characters.js';
import { perObject } from './locale-cache.js';
import { countBelow } from './sorted-search.js';

/*
 * Digits inside a URL or an e-mail address (`kari.2024@nav.no`, `https://ssb.no/07459`) are part of
 * the address, not a figure or a year anyone states: the claim types that read figures and dates ask
 * here before taking one.
 */

/**
 * The address tokens of a text, one per text for every claim type that asks (NUMERIC for its
 * figures, DATE for its years): the text is searched for `@`, `://` and `www.` once, and each
 * token tested once.
 */
export const addressTokensOf = perObject((text: { readonly source: string }): AddressTokens => new AddressTokens(text.source));

/**
 * The white-space-delimited tokens of a text that are URLs or e-mail addresses, found by binary
 * search over the white space and tested once per token: a text without white space (`1,1,1,…`)
 * is one token, and walking or testing it once per figure would be quadratic.
 */
export class AddressTokens {
  private spaces: Int32Array | undefined;
  /**
   * Keyed by the token's start (a small integer, not a large double made of both ends): the token's
   * end + 1, negated when it is no address. A figure written with a space (`5 million`) makes a token
   * of several words, so the end is checked, and a token of another end is tested afresh.
   */
  private readonly verdicts = new Map<number, number>();

  /** Whether the text writes `@`, `://` or `www.` at all: most write none, and then no token is an address. */
  private mayHold: boolean | undefined;

  constructor(private readonly source: string) {}

  /** Whether the token holding `[start, end)` (it never holds white space) is an address. */
  holds(start: number, end: number): boolean {
    if (!(this.mayHold ??= mayHoldAddress(this.source))) return false;
    // The token runs from after the last white space before `start` to the first one at or after
    // `end`. Looked for beside the figure first (a word is short); only a token longer than that (a
    // text without spaces) is found through the white-space offsets, listed once per text.
    let tokenStart = -1;
    let tokenEnd = -1;
    for (let i = start - 1; i >= 0 && start - i <= TOKEN_REACH; i--) {
      if (isWhiteSpaceAt(this.source, i)) {
        tokenStart = i + 1;
        break;
      }
      if (i === 0) tokenStart = 0;
    }
    if (start === 0) tokenStart = 0;
    for (let i = end; i <= this.source.length && i - end <= TOKEN_REACH; i++) {
      if (i === this.source.length || isWhiteSpaceAt(this.source, i)) {
        tokenEnd = i;
        break;
      }
    }
    if (tokenStart < 0 || tokenEnd < 0) {
      const spaces = (this.spaces ??= whiteSpaceOffsets(this.source));
      // The first white space at or after `end`, and the last one before `start`.
      const lo = countBelow(spaces, end);
      let k = lo - 1;
      while (k >= 0 && spaces[k]! >= start) k--;
      tokenStart = k >= 0 ? spaces[k]! + 1 : 0;
      tokenEnd = lo < spaces.length ? spaces[lo]! : this.source.length;
    }
    const known = this.verdicts.get(tokenStart);
    if (known !== undefined && Math.abs(known) === tokenEnd + 1) return known > 0;
    const verdict = ADDRESS.test(this.source.slice(tokenStart, tokenEnd));
    if (known === undefined) this.verdicts.set(tokenStart, verdict ? tokenEnd + 1 : -(tokenEnd + 1));
    return verdict;
  }
}

/**
 * What ADDRESS needs somewhere in the token, looked for in the whole text once by three native scans.
 * Finding each figure's token and testing it was 1 % of the instructions of a 2,000-character
 * verify whose text writes no address (as most do).
 */
function mayHoldAddress(source: string): boolean {
  return source.indexOf('@') >= 0 || source.indexOf('://') >= 0 || WWW_DOT.test(source);
}

const WWW_DOT = /www\./i;

/** A URL or an e-mail address: it holds `@`, or opens with `www.` or a scheme (`https://`, `svn+ssh://`). */
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)|@/i;

/**
 * How far beside a figure its token's ends are looked for before the text's white-space offsets are
 * listed. A word is far shorter; a long link or a text without spaces (Japanese) takes the offsets,
 * which give the same ends. At 256, each figure of a Japanese text looked at 512 characters.
 */
const TOKEN_REACH = 64;

/** Counted first, then filled: one array of the exact size, not a growing one (a text of 1 MB has ~150,000 spaces). */
function whiteSpaceOffsets(source: string): Int32Array {
  let n = 0;
  for (let i = 0; i < source.length; i++) if (isWhiteSpaceAt(source, i)) n++;
  const out = new Int32Array(n);
  for (let i = 0, k = 0; k < n; i++) if (isWhiteSpaceAt(source, i)) out[k++] = i;
  return out;
}
