// ORGNR: Norwegian organisation numbers as a claim type, written as a third party writes one — a
// plain object against factlint's claim-type contract (ClaimTypePlugin), registered by the pack's
// `register(api)`. Its options schema and defaults live in pack.yaml, its label words in
// labels.yaml; this file reads both once, when the engine first imports the pack.
//
// Judgement of one answer number against the context's organisation numbers (README: Decisions):
// - orgnr.exact (supported): the same nine digits (grouping, `NO` and `MVA` do not matter);
// - orgnr.invalid-check-digit (contradicted): not in the context, and fails the modulus-11 check —
//   no organisation has it (option orgnr_require_valid_check_digit, default on);
// - orgnr.near-miss (contradicted): the context has an organisation number at most
//   orgnr_near_miss_digits digits off (default 2: one wrong digit, two swapped neighbours);
// - orgnr.no-match (unsupported) otherwise.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { sentenceAt } from '@factlint/pipeline';
import { differingDigits, grouped, hasValidCheckDigit } from './organisation-number.mjs';
import { orgnrReader } from './orgnr-reader.mjs';

export { orgnrReader };

const here = (file) => new URL(file, import.meta.url);
const manifest = parse(readFileSync(here('pack.yaml'), 'utf8'));
const findOrgnrs = orgnrReader(parse(readFileSync(here('labels.yaml'), 'utf8')));

export const orgnrClaimType = {
  id: 'ORGNR',
  reasons: ['orgnr.exact', 'orgnr.invalid-check-digit', 'orgnr.near-miss', 'orgnr.no-match'],
  // Rank 2 takes the span from NUMERIC (rank 0: the digits are no figure) and from ENTITY (rank 1:
  // its reading of "nr. 984" or of the `MVA` suffix as a name is no name).
  span: { rank: 2 },
  // The same schema and defaults as pack.yaml, for registering the type through the API
  // (engine.registerClaimType, ClaimTypeTester); a pack's type is checked against pack.yaml itself.
  options: { schema: manifest.optionsSchema, defaults: manifest.defaultOptions },

  extract(text) {
    return orgnrClaims(text, findOrgnrs);
  },

  compare(claim, _answer, ctx) {
    return judgeOrgnr(claim, ctx);
  },
};

/** The ORGNR claims of one analysed text, found by `find` (a reader over one set of labels). */
export function orgnrClaims(text, find) {
  return find(text.source).map((found) => ({
    type: 'ORGNR',
    text: found.text,
    span: found.span,
    value: found.digits,
    unit: null,
    hedged: false,
    sentence: Math.max(0, sentenceAt(text, found.span[0])),
    detail: { digits: found.digits, valid: hasValidCheckDigit(found.digits), vatForm: found.vatForm },
  }));
}

/** One answer claim against the context's ORGNR claims, by the type's options (see the top). */
export function judgeOrgnr(claim, ctx) {
  const mine = claim.detail;
  const nearDigits = ctx.tolerances.orgnr_near_miss_digits;
  let nearest = null;
  for (const { claim: other, text } of ctx.index.claims('ORGNR')) {
    const evidence = [{ doc: text.id, span: other.span, text: other.text }];
    if (other.detail.digits === mine.digits) return { status: 'supported', reason: 'orgnr.exact', evidence };
    const off = differingDigits(mine.digits, other.detail.digits);
    if (off <= nearDigits && (!nearest || off < nearest.off)) nearest = { off, evidence, value: grouped(other.detail.digits) };
  }
  const near = nearest ? { evidence: nearest.evidence, nearest_context_value: nearest.value } : { evidence: [] };
  if (!mine.valid && ctx.tolerances.orgnr_require_valid_check_digit) {
    return { status: 'contradicted', reason: 'orgnr.invalid-check-digit', ...near };
  }
  if (nearest) return { status: 'contradicted', reason: 'orgnr.near-miss', ...near };
  return { status: 'unsupported', reason: 'orgnr.no-match', evidence: [] };
}

/** The pack's code entry: the engine runs it once per engine, the first time a scenario names the pack. */
export function register(api) {
  api.addClaimType(orgnrClaimType);
}
