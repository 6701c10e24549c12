import 'reflect-metadata';
import { inject, injectable } from 'tsyringe';
import { TOKENS } from '@factlint/kernel';
import { distance } from 'fastest-levenshtein';
import type {
  AnalysedText,
  ClaimJudgement,
  ClaimTypeOptions,
  ClaimTypePlugin,
  ExtractedClaim,
  GroundingContext,
  SpanRule,
} from '@factlint/pipeline';
import { sentenceAt } from '@factlint/pipeline';
import { normaliseUrl, type NormalUrl } from './url-normal-form.js';
import { findUrls } from './url-reader.js';

/*
 * URL claims (SPEC §4). Judged against every URL of the context:
 * - `url.exact` (supported): the same normal form — tracking parameters, fragment, trailing slash,
 *   `www.`, host case, default port and parameter order do not matter;
 * - `url.related` (approximate): same host, and one path is the other one or a parent of it
 *   (`/reports` and `/reports/2023`), or the same path with other query parameters;
 * - `url.near-miss` (contradicted): same host, and the paths differ by one character or in one
 *   number of the same length (`/reports/2023` against `/reports/2024`) — the shape of a
 *   fabricated link;
 * - `url.no-match` (unsupported) otherwise.
 * When several context URLs apply, the most favourable status wins: a related page is not an
 * accusation, a near miss is.
 */

@injectable()
export class UrlClaimType implements ClaimTypePlugin {
  readonly id = 'URL';
  readonly reasons: readonly string[] = ['url.exact', 'url.related', 'url.near-miss', 'url.no-match'];
  // The digits of a URL are not figures or dates.
  readonly span: SpanRule = { rank: 1 };

  /** The options schema and defaults its pack.yaml declares: the engine that builds the type injects them. */
  constructor(@inject(TOKENS.claimTypeOptions) readonly options: ClaimTypeOptions) {}

  extract(text: AnalysedText): ExtractedClaim[] {
    const claims: ExtractedClaim[] = [];
    for (const found of findUrls(text.source)) {
      const normal = normaliseUrl(found.text);
      if (!normal) continue;
      claims.push({
        type: 'URL',
        text: found.text,
        span: found.span,
        value: normal.value,
        unit: null,
        hedged: false,
        sentence: Math.max(0, sentenceAt(text, found.span[0])),
        detail: normal,
      });
    }
    return claims;
  }

  compare(claim: ExtractedClaim, _answer: AnalysedText, ctx: GroundingContext): ClaimJudgement {
    const mine = claim.detail as NormalUrl;
    let related: ClaimJudgement | null = null;
    let nearMiss: ClaimJudgement | null = null;
    for (const { claim: other, text } of ctx.index.claims('URL')) {
      const theirs = other.detail as NormalUrl;
      const evidence = [{ doc: text.id, span: other.span, text: other.text }];
      if (theirs.key === mine.key) return { status: 'supported', reason: 'url.exact', evidence };
      if (theirs.host !== mine.host) continue;
      if (!related && isRelatedPath(mine, theirs)) {
        related = { status: 'approximate', reason: 'url.related', evidence, nearest_context_value: theirs.value };
      } else if (!nearMiss && isNearMiss(resource(mine), resource(theirs))) {
        nearMiss = { status: 'contradicted', reason: 'url.near-miss', evidence, nearest_context_value: theirs.value };
      }
    }
    return related ?? nearMiss ?? { status: 'unsupported', reason: 'url.no-match', evidence: [] };
  }
}

function resource(url: NormalUrl): string {
  return url.query ? `${url.path}?${url.query}` : url.path;
}

function isRelatedPath(a: NormalUrl, b: NormalUrl): boolean {
  if (a.path === b.path) return true; // only the query differs
  return isParentPath(a.path, b.path) || isParentPath(b.path, a.path);
}

function isParentPath(parent: string, child: string): boolean {
  return child.startsWith(`${parent}/`);
}

const DIGIT_RUN = /\d+/g;

function isNearMiss(a: string, b: string): boolean {
  if (distance(a, b) <= 1) return true;
  // One number swapped for another of the same length: `/reports/2019` against `/reports/2023`.
  if (a.length !== b.length || a.replace(DIGIT_RUN, '#') !== b.replace(DIGIT_RUN, '#')) return false;
  const numbersA = a.match(DIGIT_RUN) ?? [];
  const numbersB = b.match(DIGIT_RUN) ?? [];
  let differing = 0;
  for (let i = 0; i < numbersA.length; i++) if (numbersA[i] !== numbersB[i]) differing++;
  return differing === 1;
}
