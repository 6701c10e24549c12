import 'reflect-metadata';
import { inject, injectable } from 'tsyringe';
import { TOKENS } from '@factlint/kernel';
import type {
  AnalysedText,
  ClaimJudgement,
  ClaimTypeOptions,
  ClaimTypePlugin,
  ExtractedClaim,
  GroundingContext,
  SpanRule,
} from '@factlint/pipeline';
import { claimJudgement, evidenceIn, sentenceAt } from '@factlint/pipeline';
import { editDistance, perObject } from '@factlint/text';
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
    if (same) return claimJudgement('supported', 'url.exact', evidenceOf(same));
    const site = byHost.get(mine.host);
    if (!site) return claimJudgement('unsupported', 'url.no-match', []);
    // As a walk over the host's links in order decides: the first related page, else the first near miss.
    const related = firstRelated(site, mine.path);
    if (related < site.links.length) {
      const { entry, url } = site.links[related]!;
      return claimJudgement('approximate', 'url.related', evidenceOf(entry), url.value);
    }
    const nearMiss = firstNearMiss(site, resource(mine));
    if (nearMiss < site.links.length) {
      const { entry, url } = site.links[nearMiss]!;
      return claimJudgement('contradicted', 'url.near-miss', evidenceOf(entry), url.value);
    }
    return claimJudgement('unsupported', 'url.no-match', []);
  }
}

type ContextUrl = ReturnType<GroundingContext['index']['claims']>[number];

function evidenceOf({ claim, text }: ContextUrl) {
  return [evidenceIn(text, claim)];
}

/** One host's links in the context's order, with what finds a related page or a near miss among them without walking them all. */
interface Site {
  links: { entry: ContextUrl; url: NormalUrl; resource: string }[];
  /** The first link of each path. */
  byPath: Map<string, number>;
  /** The first link below each path (`/reports` for `/reports/2023`, and the root for every path). */
  byAncestor: Map<string, number>;
  /** The links of each resource length, in order: a near miss is at most one character longer or shorter. */
  byLength: Map<number, number[]>;
}

/**
 * The context's URLs by normal form (the first of each) and by host, once per context: a claim
 * looks up its own form, then its related pages and near misses among its host's links. A walk
 * over every link for every claim, making an evidence list for each, grew with the product of
 * the two lists (a list of reports, a sitemap).
 */
const contextUrls = perObject((index: GroundingContext['index']) => {
  const byKey = new Map<string, ContextUrl>();
  const byHost = new Map<string, Site>();
  for (const entry of index.claims('URL')) {
    const url = entry.claim.detail as NormalUrl;
    if (!byKey.has(url.key)) byKey.set(url.key, entry);
    let site = byHost.get(url.host);
    if (!site) byHost.set(url.host, (site = { links: [], byPath: new Map(), byAncestor: new Map(), byLength: new Map() }));
    const at = site.links.length;
    const link = { entry, url, resource: resource(url) };
    site.links.push(link);
    if (!site.byPath.has(url.path)) site.byPath.set(url.path, at);
    for (const ancestor of ancestorsOf(url.path)) if (!site.byAncestor.has(ancestor)) site.byAncestor.set(ancestor, at);
    const ofLength = site.byLength.get(link.resource.length);
    if (ofLength) ofLength.push(at);
    else site.byLength.set(link.resource.length, [at]);
  }
  return { byKey, byHost };
});

/** The paths a path lies below: each cut before one of its slashes (`''` and `/reports` for `/reports/2023`). */
function ancestorsOf(path: string): string[] {
  const out: string[] = [];
  for (let at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) out.push(path.slice(0, at));
  return out;
}

/**
 * The position of the host's first link related to `path`, or past the end: the same path (only
 * the query differs), a path it lies below (`/reports` for `/reports/2023`) or a path below it.
 */
function firstRelated(site: Site, path: string): number {
  let first = Math.min(site.byPath.get(path) ?? Infinity, site.byAncestor.get(path) ?? Infinity);
  for (const ancestor of ancestorsOf(path)) first = Math.min(first, site.byPath.get(ancestor) ?? Infinity);
  return Math.min(first, site.links.length);
}

/** The position of the host's first near miss of `mine`, or past the end. */
function firstNearMiss(site: Site, mine: string): number {
  let first = site.links.length;
  for (let length = mine.length - 1; length <= mine.length + 1; length++) {
    for (const at of site.byLength.get(length) ?? []) {
      if (at >= first) break;
      if (isNearMiss(mine, site.links[at]!.resource)) {
        first = at;
        break;
      }
    }
  }
  return first;
}

/** The path and query a near miss is read on. */
function resource(url: NormalUrl): string {
  return url.query ? `${url.path}?${url.query}` : url.path;
}

const DIGIT_RUN = /\d+/g;

/** One edit apart, or one number swapped for another of its length (asked only of resources at most one character longer or shorter). */
function isNearMiss(a: string, b: string): boolean {
  if (editDistance(a, b) <= 1) return true;
  // One number swapped for another of the same length: `/reports/2019` against `/reports/2023`.
  if (a.length !== b.length || a.replace(DIGIT_RUN, '#') !== b.replace(DIGIT_RUN, '#')) return false;
  const numbersA = a.match(DIGIT_RUN) ?? [];
  const numbersB = b.match(DIGIT_RUN) ?? [];
  let differing = 0;
  for (let i = 0; i < numbersA.length; i++) if (numbersA[i] !== numbersB[i]) differing++;
  return differing === 1;
}
