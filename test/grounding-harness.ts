import { fileURLToPath } from 'node:url';
import {
  DataKindRegistry,
  layerTolerances,
  PackLoader,
  PackRegistry,
  type ClaimResult,
  type GroundingSummary,
  type PartialTolerances,
} from '@factlint/kernel';
import { buildLocaleData, type LocaleData } from '@factlint/text';
import {
  analyseText,
  BALANCED_POLICY,
  judgeGrounding,
  registerPipelineDataKinds,
  type ClaimTypeOptions,
  type ClaimTypePlugin,
  type VerdictPolicy,
} from '@factlint/pipeline';
import { DateClaimType } from '@factlint/claim-date';
import { EntityClaimType } from '@factlint/claim-entity';
import { NumericClaimType } from '@factlint/claim-numeric';
import { QuoteClaimType } from '@factlint/claim-quote';
import { UrlClaimType } from '@factlint/claim-url';
import { claimTypeOptionsOf } from '@factlint/testkit';

/** Loads the repository's packs once: locale data per language, and every pack for preset tests. */
export const RULE_PACKS = fileURLToPath(new URL('../rule-packs/', import.meta.url));

/** A first-party claim type built as the engine builds it: with the options its pack.yaml declares. */
function firstParty<T>(type: new (options: ClaimTypeOptions) => T, pack: string): T {
  return new type(claimTypeOptionsOf(RULE_PACKS + pack));
}

export const numericClaimType = firstParty(NumericClaimType, 'claim-numeric');
export const dateClaimType = firstParty(DateClaimType, 'claim-date');
export const entityClaimType = firstParty(EntityClaimType, 'claim-entity');
export const quoteClaimType = firstParty(QuoteClaimType, 'claim-quote');
export const urlClaimType = firstParty(UrlClaimType, 'claim-url');

/** The first-party claim types by id, as their packs register them. */
export const FIRST_PARTY_CLAIM_TYPES: Record<string, ClaimTypePlugin> = {
  NUMERIC: numericClaimType,
  DATE: dateClaimType,
  ENTITY: entityClaimType,
  QUOTE: quoteClaimType,
  URL: urlClaimType,
};
const locales = new Map<string, LocaleData>();

export function packLoader(): PackLoader {
  return new PackLoader({ kinds: registerPipelineDataKinds(new DataKindRegistry()) });
}

export function localeData(language: 'en' | 'nb' | 'ja'): LocaleData {
  let locale = locales.get(language);
  if (!locale) {
    const loader = packLoader();
    const registry = new PackRegistry();
    for (const dir of ['units', `locale-${language}`]) registry.add(loader.load(RULE_PACKS + dir));
    locale = buildLocaleData(registry.resolve([`locale-${language}`]));
    locales.set(language, locale);
  }
  return locale;
}

let defaults: PartialTolerances | undefined;

/** The default options of every first-party claim type, as their pack.yaml files declare them. */
export function defaultOptions(): PartialTolerances {
  if (!defaults) {
    const loader = packLoader();
    defaults = layerTolerances(
      ...Object.keys(FIRST_PARTY_CLAIM_TYPES).map((id) => loader.load(`${RULE_PACKS}claim-${id.toLowerCase()}`).defaultOptions),
    );
  }
  return defaults;
}

export interface JudgeOptions {
  tolerances?: PartialTolerances;
  policy?: VerdictPolicy;
  claimTypes?: ClaimTypePlugin[];
  /** Extra context documents, and user turns, as [id, text]. */
  documents?: [string, string][];
}

/** The grounding judge over one answer and one context string, NUMERIC and DATE enabled. */
export function judge(
  language: 'en' | 'nb' | 'ja',
  context: string,
  answer: string,
  options: JudgeOptions = {},
): { claims: ClaimResult[]; summary: GroundingSummary } {
  const locale = localeData(language);
  const docs: [string, string][] = [['context', context], ...(options.documents ?? [])];
  return judgeGrounding({
    answers: [analyseText('answer', 'answer', answer, locale)],
    context: docs.map(([id, text]) => analyseText(id, 'context', text, locale)),
    locale,
    tolerances: layerTolerances(defaultOptions(), options.tolerances),
    aliases: [],
    policy: options.policy ?? BALANCED_POLICY,
    claimTypes: options.claimTypes ?? [numericClaimType, dateClaimType],
  });
}

/** The claim of `type` whose span covers the first occurrence of `focus` in the answer. */
export function claimAt(claims: readonly ClaimResult[], answer: string, focus: string, type: string): ClaimResult | undefined {
  const at = answer.indexOf(focus);
  if (at < 0) throw new Error(`"${focus}" is not in the answer`);
  return claims.find((c) => c.type === type && c.span[0] < at + focus.length && at < c.span[1]);
}
