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
import { perObject } from '@factlint/text';
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
    const { byKey, byHost } = contextUrls(ctx.index);
    const same = byKey.get(mine.key);
    if (same) return { status: 'supported', reason: 'url.exact', evidence: evidenceOf(same) };
    // The first related URL of the host and the first near miss (not taken as the related one), in
    // the context's order; once both are found no later URL changes either.
    let related: ContextUrl | undefined;
    let nearMiss: ContextUrl | undefined;
    const myResource = resource(mine);
    for (const { entry, url, resource: theirs } of byHost.get(mine.host) ?? []) {
      if (!related && isRelatedPath(mine, url)) related = entry;
      else if (!nearMiss && isNearMiss(myResource, theirs)) nearMiss = entry;
      if (related && nearMiss) break;
    }
    if (related) {
      const value = (related.claim.detail as NormalUrl).value;
      return { status: 'approximate', reason: 'url.related', evidence: evidenceOf(related), nearest_context_value: value };
    }
    if (nearMiss) {
      const value = (nearMiss.claim.detail as NormalUrl).value;
      return { status: 'contradicted', reason: 'url.near-miss', evidence: evidenceOf(nearMiss), nearest_context_value: value };
    }
    return { status: 'unsupported', reason: 'url.no-match', evidence: [] };
  }
}

type ContextUrl = ReturnType<GroundingContext['index']['claims']>[number];

function evidenceOf({ claim, text }: ContextUrl) {
  return [{ doc: text.id, span: claim.span, text: claim.text }];
}

/**
 * The context's URLs by normal form (the first of each) and by host (in the context's order, each
 * with the path and query a near miss is read on), once per context: a claim looks up its own form
 * and scans its host's URLs only. A scan of every URL for every claim, making an evidence list for
 * each, grew with the product of the two lists (a list of links, a sitemap).
 */
const contextUrls = perObject((index: GroundingContext['index']) => {
  const byKey = new Map<string, ContextUrl>();
  const byHost = new Map<string, { entry: ContextUrl; url: NormalUrl; resource: string }[]>();
  for (const entry of index.claims('URL')) {
    const url = entry.claim.detail as NormalUrl;
    if (!byKey.has(url.key)) byKey.set(url.key, entry);
    const item = { entry, url, resource: resource(url) };
    const ofHost = byHost.get(url.host);
    if (ofHost) ofHost.push(item);
    else byHost.set(url.host, [item]);
  }
  return { byKey, byHost };
});

/** The path and query a near miss is read on. */
function resource(url: NormalUrl): string {
  return url.query ? `${url.path}?${url.query}` : url.path;
}

function isRelatedPath(a: NormalUrl, b: NormalUrl): boolean {
  if (a.path === b.path) return true; // only the query differs
  return isParentPath(a.path, b.path) || isParentPath(b.path, a.path);
}

/** `child` goes on below `parent` (`/reports` and `/reports/2023`), compared in place. */
function isParentPath(parent: string, child: string): boolean {
  return child.length > parent.length && child.charCodeAt(parent.length) === SLASH && child.startsWith(parent);
}

const SLASH = 0x2f;

const DIGIT_RUN = /\d+/g;

function isNearMiss(a: string, b: string): boolean {
  // Lengths two apart are two edits apart, and a swapped number keeps the length: no distance needed.
  if (Math.abs(a.length - b.length) > 1) return false;
  if (distance(a, b) <= 1) return true;
  // One number swapped for another of the same length: `/reports/2019` against `/reports/2023`.
  if (a.length !== b.length || a.replace(DIGIT_RUN, '#') !== b.replace(DIGIT_RUN, '#')) return false;
  const numbersA = a.match(DIGIT_RUN) ?? [];
  const numbersB = b.match(DIGIT_RUN) ?? [];
  let differing = 0;
  for (let i = 0; i < numbersA.length; i++) if (numbersA[i] !== numbersB[i]) differing++;
  return differing === 1;
}
