import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { inject, injectable, container as rootContainer } from 'tsyringe';
import { ScenarioSchema } from '@factlint/kernel';
import {
  Engine,
  type AnalysedText,
  type ClaimJudgement,
  type ClaimTypePlugin,
  type ExtractedClaim,
  type GroundingContext,
} from '@factlint/pipeline';
// @ts-expect-error: a plain-JavaScript pack, as a third party writes it (no type declarations).
import { judgeOrgnr, orgnrClaimType, orgnrClaims, orgnrReader } from '../index.mjs';

/*
 * The same type as an `@injectable` class through the library API (the pack README's second form):
 * tsyringe builds it, and its label words come by constructor injection from the embedding's
 * container instead of labels.yaml.
 */

const ORGNR_LABELS = Symbol('ORGNR label words');
interface Labels {
  labels: string[];
  window: number;
}

@injectable()
class OrgnrType implements ClaimTypePlugin {
  readonly id = 'ORGNR';
  readonly reasons = orgnrClaimType.reasons as string[];
  readonly span = { rank: 2 };
  readonly options = orgnrClaimType.options;
  private readonly find: unknown;
  constructor(@inject(ORGNR_LABELS) labels: Labels) {
    this.find = orgnrReader(labels);
  }
  extract(text: AnalysedText): ExtractedClaim[] {
    return orgnrClaims(text, this.find);
  }
  compare(claim: ExtractedClaim, _answer: AnalysedText, ctx: GroundingContext): ClaimJudgement {
    return judgeOrgnr(claim, ctx);
  }
}

describe('ORGNR as an @injectable class', () => {
  const embedding = rootContainer.createChildContainer();
  embedding.register(ORGNR_LABELS, { useValue: { labels: ['org.nr.'], window: 10 } });
  const engine = new Engine({ container: embedding });
  engine.registerClaimType(OrgnrType);
  const context = 'Equinor ASA, org.nr. 923 609 016, har forretningsadresse Forusbeen 50, 4035 Stavanger.';

  it.each([
    ['Equinor ASA har org.nr. 923 609 061.', [['ORGNR', '923 609 061', 'contradicted', 'orgnr.invalid-check-digit']]],
    // "organisasjonsnummer" is not among the injected labels: the digits stay a figure, and the
    // context's, after "org.nr.", are an ORGNR claim there, no figure to back it.
    ['Equinor ASA har organisasjonsnummer 923 609 016.', [['NUMERIC', '923 609 016', 'unsupported', 'numeric.not-in-context']]],
  ])('%s', async (answer, expected) => {
    const scenario = ScenarioSchema.parse({
      id: 'class',
      locale: 'nb',
      context,
      answer,
      tolerances: { claim_types: ['ORGNR', 'NUMERIC'] },
    });
    const report = await engine.verify(scenario);
    expect(report.claims.map((c) => [c.type, c.text, c.status, c.reason])).toEqual(expected);
  });
});
