import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inject, injectable, container as rootContainer } from 'tsyringe';
import { InputError, ScenarioSchema, type ClaimResult } from '@factlint/kernel';
import { Engine, readEvalCases, type ClaimJudgement, type ClaimTypePlugin, type ExtractedClaim } from '@factlint/pipeline';
import { FIRST_PARTY_CLAIM_TYPES } from './grounding-harness.js';

/*
 * Claim types as a third party meets them: a pack with code under test/fixtures adds MONEY beside the
 * shipped NUMERIC, another replaces only NUMERIC's extractor, and an embedding registers types
 * through the API. Built-in, pack and API types are selected by one rule (`claim_types`), and
 * text two types read gives one claim.
 */

const FIXTURES = fileURLToPath(new URL('./fixtures/claim-type-packs/', import.meta.url));
const MONEY_PACK = `${FIXTURES}claim-money`;
const CASE_PACK = `${FIXTURES}case-numbers`;

const CONTEXT = 'Acme reported revenue of $120 million for 2025 and employed 350 people.';
const ANSWER = 'Acme had revenue of $120 million in 2025 with 350 people.';

function scenario(fields: Record<string, unknown> = {}) {
  return ScenarioSchema.parse({ id: 'money', locale: 'en', context: CONTEXT, answer: ANSWER, ...fields });
}

const typesAndTexts = (claims: readonly ClaimResult[]) => claims.map((c) => [c.type, c.text]);

/** Claims whose spans overlap another claim's (two types reading the same text). */
function overlapping(claims: readonly ClaimResult[]): string[] {
  return claims.flatMap((a, i) =>
    claims
      .slice(i + 1)
      .filter((b) => a.span[0] < b.span[1] && b.span[0] < a.span[1])
      .map((b) => `${a.type} "${a.text}" / ${b.type} "${b.text}"`),
  );
}

describe('a claim type from a pack, beside the shipped ones', () => {
  it('MONEY takes "$120 million" from NUMERIC: one claim per span', async () => {
    const engine = new Engine({ packPaths: [MONEY_PACK] });
    const report = await engine.verify(scenario({ packs: ['claim-money'] }));
    expect(typesAndTexts(report.claims)).toEqual([
      ['MONEY', '$120 million'],
      ['DATE', '2025'],
      ['NUMERIC', '350 people'],
    ]);
    expect(overlapping(report.claims)).toEqual([]);
    expect(report.claims[0]).toMatchObject({ status: 'supported', reason: 'money.same' });
  });

  it('without the pack named, its code is not run and NUMERIC reads the amount', async () => {
    const engine = new Engine({ packPaths: [MONEY_PACK] });
    const report = await engine.verify(scenario());
    expect(typesAndTexts(report.claims)[0]).toEqual(['NUMERIC', '$120 million']);
  });

  it('register() runs once per engine, not once per scenario', async () => {
    const marker = globalThis as { __moneyRegistrations?: number };
    const before = marker.__moneyRegistrations ?? 0;
    const engine = new Engine({ packPaths: [MONEY_PACK] });
    for (let i = 0; i < 3; i++) await engine.verify(scenario({ id: `s${i}`, packs: ['claim-money'] }));
    expect((marker.__moneyRegistrations ?? 0) - before).toBe(1);
  });

  it('its own option (declared in its pack.yaml) is layered and read by its comparator', async () => {
    const engine = new Engine({ packPaths: [MONEY_PACK] });
    const near = ScenarioSchema.parse({
      id: 'near',
      locale: 'en',
      packs: ['claim-money'],
      context: CONTEXT,
      answer: 'Revenue was $121 million.',
    });
    expect((await engine.verify(near)).claims[0]).toMatchObject({ type: 'MONEY', status: 'unsupported' });
    const tolerant = { ...near, tolerances: { money_tolerance: 0.02 } };
    expect((await engine.verify(tolerant)).claims[0]).toMatchObject({ type: 'MONEY', status: 'supported' });
  });

  it.each([
    [{ money_tolerance: 2 }, 'tolerances.money_tolerance', 'must be <= 1'],
    [{ money_tolerence: 0.1 }, 'tolerances.money_tolerence', 'unknown option "money_tolerence"'],
    [{ numeric_tolerance: 'wide' }, 'tolerances.numeric_tolerance', 'must be number'],
  ])("options are checked against each type's own schema: %j", (tolerances, path, message) => {
    const engine = new Engine({ packPaths: [MONEY_PACK] });
    const run = () => engine.configure(scenario({ packs: ['claim-money'], tolerances }), { file: 'money.yaml', path: '' });
    expect(run).toThrow(InputError);
    try {
      run();
    } catch (e) {
      expect((e as InputError).issues).toEqual([
        expect.objectContaining({ file: 'money.yaml', path, message: expect.stringContaining(message) }),
      ]);
    }
  });
});

describe('claim_types selects built-in, pack and API types by one rule', () => {
  /** A type an embedding registers through the API: ticket numbers like T-1042. */
  const ticket: ClaimTypePlugin = {
    id: 'TICKET',
    reasons: ['ticket.same'],
    extract: (text): ExtractedClaim[] =>
      [...text.source.matchAll(/\bT-\d+\b/g)].map((m) => ({
        type: 'TICKET',
        text: m[0],
        span: [m.index, m.index + m[0].length],
        value: m[0],
        unit: null,
        hedged: false,
        sentence: 0,
        detail: null,
      })),
    compare: (): ClaimJudgement => ({ status: 'supported', reason: 'ticket.same', evidence: [] }),
  };
  const answer = 'Ticket T-1042 says revenue was $120 million in 2025.';

  async function typesFor(claimTypes?: string[]): Promise<string[]> {
    const engine = new Engine({ packPaths: [MONEY_PACK] });
    engine.registerClaimType(ticket);
    const report = await engine.verify(
      scenario({ answer, packs: ['claim-money'], ...(claimTypes ? { tolerances: { claim_types: claimTypes } } : {}) }),
    );
    return [...new Set(report.claims.map((c) => c.type))].sort();
  }

  it.each<[string[] | undefined, string[]]>([
    [undefined, ['DATE', 'MONEY', 'TICKET']],
    [['DATE'], ['DATE']],
    [['MONEY'], ['MONEY']],
    [
      ['TICKET', 'NUMERIC'],
      ['NUMERIC', 'TICKET'],
    ],
    [['NUMERIC', 'MONEY'], ['MONEY']],
  ])('claim_types %j → %j', async (claimTypes, expected) => {
    expect(await typesFor(claimTypes)).toEqual(expected);
  });

  it('an unknown id is an input error naming the path', () => {
    const engine = new Engine();
    expect(() =>
      engine.configure(scenario({ tolerances: { claim_types: ['NUMERIC', 'MONY'] } }), { file: 'a.yaml', path: 'scenarios[2]' }),
    ).toThrow('a.yaml: scenarios[2].tolerances.claim_types[1]: unknown claim type "MONY"');
  });

  it('an @injectable class gets what the embedding registered, by constructor injection', async () => {
    const PREFIX = Symbol('ticket prefix');
    @injectable()
    class PrefixedTicket implements ClaimTypePlugin {
      readonly id = 'PTICKET';
      readonly reasons = ['pticket.same'];
      private readonly pattern: RegExp;
      constructor(@inject(PREFIX) prefix: string) {
        this.pattern = new RegExp(`\\b${prefix}-\\d+\\b`, 'g');
      }
      extract(text: Parameters<ClaimTypePlugin['extract']>[0]): ExtractedClaim[] {
        return [...text.source.matchAll(this.pattern)].map((m) => ({
          type: this.id,
          text: m[0],
          span: [m.index, m.index + m[0].length],
          value: m[0],
          unit: null,
          hedged: false,
          sentence: 0,
          detail: null,
        }));
      }
      compare(): ClaimJudgement {
        return { status: 'supported', reason: 'pticket.same', evidence: [] };
      }
    }
    const embedding = rootContainer.createChildContainer();
    embedding.register(PREFIX, { useValue: 'T' });
    const engine = new Engine({ container: embedding });
    engine.registerClaimType(PrefixedTicket);
    const report = await engine.verify(scenario({ answer }));
    expect(typesAndTexts(report.claims.filter((c) => c.type === 'PTICKET'))).toEqual([['PTICKET', 'T-1042']]);
  });
});

describe("a pack replaces only one type's extractor", () => {
  const context = 'In case 2024/3117 the court awarded 45,000 dollars.';
  const answer = 'In case 2024/3117 the court awarded 45,000 dollars.';

  const numeric = (claims: readonly ClaimResult[]) => typesAndTexts(claims.filter((c) => c.type === 'NUMERIC'));

  it('without the pack, NUMERIC reads a figure in the case reference', async () => {
    const report = await new Engine({ packPaths: [CASE_PACK] }).verify(scenario({ context, answer }));
    expect(numeric(report.claims)).toEqual([
      ['NUMERIC', '3117'],
      ['NUMERIC', '45,000 dollars'],
    ]);
  });

  it('with it, the reference is no figure, the amount is one claim, and NUMERIC still judges it', async () => {
    const report = await new Engine({ packPaths: [CASE_PACK] }).verify(scenario({ context, answer, packs: ['case-numbers'] }));
    expect(numeric(report.claims)).toEqual([['NUMERIC', '45,000 dollars']]);
    expect(report.claims.find((c) => c.type === 'NUMERIC')).toMatchObject({ status: 'supported', reason: 'numeric.exact' });
    expect(overlapping(report.claims)).toEqual([]);
  });

  it("limitation: only NUMERIC's extractor is replaced, so DATE still reads the reference's year", async () => {
    const report = await new Engine({ packPaths: [CASE_PACK] }).verify(scenario({ context, answer, packs: ['case-numbers'] }));
    expect(typesAndTexts(report.claims.filter((c) => c.type === 'DATE'))).toEqual([['DATE', '2024']]);
  });
});

describe('the shipped claim types declare their reason ids', () => {
  it('every reason a shipped type gives on the evaluation set is one it declares', async () => {
    const engine = new Engine();
    const cases = readEvalCases(readFileSync(new URL('../eval/cases.jsonl', import.meta.url), 'utf8'), 'eval/cases.jsonl');
    const undeclared = new Set<string>();
    let seen = 0;
    for (const c of cases) {
      const report = await engine.verify(ScenarioSchema.parse({ id: c.case_id, locale: c.language, answer: c.answer, context: c.context }));
      for (const claim of report.claims) {
        seen++;
        if (!FIRST_PARTY_CLAIM_TYPES[claim.type]!.reasons.includes(claim.reason)) undeclared.add(`${claim.type}: ${claim.reason}`);
      }
    }
    expect(seen).toBeGreaterThan(200);
    expect([...undeclared]).toEqual([]);
  });
});
