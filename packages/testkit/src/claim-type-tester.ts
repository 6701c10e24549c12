import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLAIM_STATUSES, ScenarioSchema, type ClaimResult, type ClaimStatus } from '@factlint/kernel';
import { Engine, type ClaimTypePlugin, type EngineOptions } from '@factlint/pipeline';

/*
 * A claim type's behaviour as tables, in the manner of ESLint's RuleTester: per locale, `valid`
 * cases (the answer's claim is backed by the context: supported, derived, approximate) and `invalid`
 * ones (contradicted, unsupported), each with the claim's text in the answer and the expected status
 * and reason id. The type is run through a real engine, alone (`claim_types: [id]`), so what is
 * tested is what a user gets.
 */

const BACKED: readonly ClaimStatus[] = ['supported', 'derived', 'approximate'];
const FLAGGED: readonly ClaimStatus[] = ['contradicted', 'unsupported'];

const ClaimTypeCaseSchema = z.strictObject({
  name: z.string().min(1).optional(),
  context: z.string(),
  answer: z.string().min(1),
  /** The claim's text in the answer, exactly as the type reads it. */
  claim: z.string().min(1),
  status: z.enum(CLAIM_STATUSES),
  reason: z.string().min(1),
  /** The type's options for this case (checked against its schema by the engine). */
  options: z.record(z.string(), z.unknown()).optional(),
  /** A known limitation: the case states the right outcome and runs as an expected failure. */
  limitation: z.string().min(1).optional(),
});
export type ClaimTypeCase = z.input<typeof ClaimTypeCaseSchema>;

const LocaleTablesSchema = z.strictObject({
  valid: z.array(ClaimTypeCaseSchema).default([]),
  invalid: z.array(ClaimTypeCaseSchema).default([]),
});
/** Tables by locale id (`en`, `nb`, `ja` …). */
export type ClaimTypeTables = Record<string, z.input<typeof LocaleTablesSchema>>;
type ParsedCase = z.output<typeof ClaimTypeCaseSchema>;

/**
 * The problems of a set of tables, each with its path (`nb.invalid[2].status`): unknown keys, a
 * valid case with a flagging status or the reverse, a case written twice, a locale with no case.
 */
export function claimTypeTableIssues(tables: unknown): string[] {
  const parsed = z.record(z.string(), LocaleTablesSchema).safeParse(tables);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.') || '(tables)'}: ${i.message}`);
  const issues: string[] = [];
  for (const [locale, { valid, invalid }] of Object.entries(parsed.data)) {
    if (valid.length + invalid.length === 0) issues.push(`${locale}: no case`);
    const seen = new Map<string, string>();
    for (const [table, cases, allowed] of [
      ['valid', valid, BACKED],
      ['invalid', invalid, FLAGGED],
    ] as const) {
      cases.forEach((c, i) => {
        const at = `${locale}.${table}[${i}]`;
        if (!allowed.includes(c.status))
          issues.push(
            `${at}.status: "${c.status}" belongs in ${table === 'valid' ? 'invalid' : 'valid'} (${table} takes ${allowed.join(', ')})`,
          );
        if (!c.answer.includes(c.claim)) issues.push(`${at}.claim: "${c.claim}" is not in the answer`);
        const key = JSON.stringify([c.context, c.answer, c.claim, c.options ?? null]);
        const first = seen.get(key);
        if (first) issues.push(`${at}: the same case as ${first}`);
        else seen.set(key, at);
      });
    }
  }
  return issues;
}

/** Runs a claim type's tables as vitest cases (one `describe` per locale, one `it` per case). */
export class ClaimTypeTester {
  private readonly engineOptions: EngineOptions;

  constructor(engineOptions: EngineOptions = {}) {
    this.engineOptions = engineOptions;
  }

  run(plugin: ClaimTypePlugin, tables: ClaimTypeTables): void {
    const issues = claimTypeTableIssues(tables);
    if (issues.length) throw new Error(`claim-type tables of ${plugin.id}:\n${issues.join('\n')}`);
    const parsed = z.record(z.string(), LocaleTablesSchema).parse(tables);
    let engine: Engine | undefined;
    const engineFor = () => {
      if (!engine) {
        engine = new Engine(this.engineOptions);
        engine.registerClaimType(plugin);
      }
      return engine;
    };
    describe(`claim type ${plugin.id}`, () => {
      for (const [locale, { valid, invalid }] of Object.entries(parsed)) {
        describe(locale, () => {
          for (const [table, cases] of [
            ['valid', valid],
            ['invalid', invalid],
          ] as const) {
            cases.forEach((c, i) => {
              const title = `${table}[${i}] ${c.name ?? c.claim}${c.limitation ? ` — limitation: ${c.limitation}` : ''}`;
              const check = async () => expectCase(await claimsOf(engineFor(), plugin.id, locale, c), c);
              if (c.limitation) it.fails(title, check);
              else it(title, check);
            });
          }
        });
      }
    });
  }
}

async function claimsOf(engine: Engine, id: string, locale: string, c: ParsedCase): Promise<ClaimResult[]> {
  const scenario = ScenarioSchema.parse({
    id: 'claim-type-case',
    locale,
    context: c.context,
    answer: c.answer,
    tolerances: { ...c.options, claim_types: [id] },
  });
  return (await engine.verify(scenario)).claims;
}

/** The case's claim is read once, whole, and judged as the case says. */
function expectCase(claims: readonly ClaimResult[], c: ParsedCase): void {
  const at = c.answer.indexOf(c.claim);
  const touching = claims.filter((r) => r.span[0] < at + c.claim.length && at < r.span[1]);
  expect(
    touching.map((r) => r.text),
    `claims over "${c.claim}" in: ${c.answer}`,
  ).toEqual([c.claim]);
  expect({ status: touching[0]!.status, reason: touching[0]!.reason }).toEqual({ status: c.status, reason: c.reason });
}
