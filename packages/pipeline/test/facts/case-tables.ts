import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  DesignedSeveritySchema,
  FACT_OUTCOMES,
  FactSpecSchema,
  FactsTolerancesSchema,
  type FactRecord,
  type FactSpec,
} from '@factlint/kernel';
import { judgeFacts, type FactsJudgement } from '../../src/facts/index.js';
import { claimLocales, domainFacts, localeFor } from './packs-fixture.js';

/*
 * The case tables of cases/*.yaml: their schema, loading, and one run of the facts judge per case.
 * Only the keys a case writes are compared, and a case file with an unknown key is an error naming
 * the file and the case.
 */

export const CASES_DIR = resolve(import.meta.dirname, 'cases');

const InlineFact = FactSpecSchema.extend({
  verified_at: z.string().optional(),
  review_by: z.string().nullable().optional(),
  source_url: z.string().optional(),
  source_quote: z.string().optional(),
});

export const ExpectedFact = z.strictObject({
  outcome: z.enum(FACT_OUTCOMES),
  reason: z.string().optional(),
  values: z.array(z.number()).optional(),
  other_values: z.array(z.number()).optional(),
  hedged: z.boolean().optional(),
  capped: z.boolean().optional(),
  ranges_set_aside: z.array(z.tuple([z.number(), z.number()])).optional(),
  dropped: z
    .array(
      z.strictObject({
        value: z.number(),
        filter: z.enum(['user_first', 'phone', 'unit', 'negated', 'other_group', 'change', 'past', 'period', 'total', 'qualified']),
      }),
    )
    .optional(),
  via: z.array(z.enum(['anchor sentence', 'anchored heading', 'label'])).optional(),
  user_cited_declared: z.boolean().optional(),
  accepted_by: z.enum(['precision', 'bound', 'tolerance']).nullable().optional(),
  anchor_source: z.enum(['declared', 'claim']).optional(),
});

const Case = z
  .strictObject({
    name: z.string().min(1),
    seed: z.string().optional(),
    note: z.string().optional(),
    /** A documented weakness of the seed: whether factlint fixes it, and why (nb-weaknesses.yaml). */
    fixed: z.boolean().optional(),
    why: z.string().optional(),
    locale: z.enum(['nb', 'en', 'ja']),
    severity: DesignedSeveritySchema.optional(),
    /** The facts group of the tolerances, as a domain pack, scenario or call sets it. */
    tolerances: z.strictObject({ facts: FactsTolerancesSchema }).optional(),
    answer: z.string().optional(),
    conversation: z
      .array(z.strictObject({ role: z.enum(['user', 'assistant']), content: z.string() }))
      .min(1)
      .optional(),
    facts: z.array(z.union([z.string().min(1), InlineFact])),
    expect: z.strictObject({
      severity: z.enum(['pass', 'low', 'medium', 'high', 'critical', 'UNGRADED']).optional(),
      facts: z.array(ExpectedFact),
    }),
  })
  .refine((c) => (c.answer === undefined) !== (c.conversation === undefined), { message: 'expected `answer` or `conversation`, not both' })
  .refine((c) => c.expect.facts.length === c.facts.length, { message: 'expected one `expect.facts` entry per fact' });
export type Case = z.infer<typeof Case>;

const CaseFile = z.strictObject({ cases: z.array(z.unknown()).min(1) });

export function loadCases(file: string): Case[] {
  const where = relative(process.cwd(), file);
  const doc = CaseFile.safeParse(parse(readFileSync(file, 'utf8')));
  if (!doc.success) throw new Error(`${where}: ${z.prettifyError(doc.error)}`);
  return doc.data.cases.map((raw, i) => {
    const parsed = Case.safeParse(raw);
    const name = raw && typeof raw === 'object' && 'name' in raw ? String(raw.name) : `cases[${i}]`;
    if (!parsed.success) throw new Error(`${where}: case "${name}": ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

/** The case's facts: inline ones as written, ids from `known` (the domain pack's facts unless a test passes others). */
export function resolveFacts(c: Case, known: ReadonlyMap<string, FactSpec> = domainFacts()): FactSpec[] {
  return c.facts.map((f) => {
    if (typeof f !== 'string')
      return {
        claim: f.claim,
        value: f.value,
        ...(f.id && { id: f.id }),
        ...(f.unit && { unit: f.unit }),
        ...(f.anchors && { anchors: f.anchors }),
        ...(f.valid_from && { valid_from: f.valid_from }),
      };
    const fact = known.get(f);
    if (!fact) throw new Error(`case "${c.name}": unknown fact id "${f}"`);
    return fact;
  });
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** The record, reduced to the keys the case wrote, in the case's vocabulary. */
export function observed(record: FactRecord, expected: z.infer<typeof ExpectedFact>): Record<string, unknown> {
  const full: Record<string, unknown> = {
    outcome: record.outcome,
    reason: record.reason,
    values: record.values.map(round),
    other_values: record.other_values.map(round),
    hedged: record.hedged,
    capped: record.capped,
    ranges_set_aside: record.ranges_set_aside.map(([a, b]) => [round(a), round(b)]),
    dropped: record.dropped.map((d) => ({ value: round(d.value), filter: d.filter })),
    via: record.candidates.map((c) => c.via),
    user_cited_declared: record.user_cited_declared,
    accepted_by: record.accepted_by,
    anchor_source: record.anchor_source,
  };
  return Object.fromEntries(Object.keys(expected).map((k) => [k, full[k]]));
}

export const CASE_FILES = readdirSync(CASES_DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();

export const caseFile = (name: string): string => join(CASES_DIR, name);

/** Judges one case, with the domain pack's facts or the `known` facts given for its ids. */
export function runCase(c: Case, known?: ReadonlyMap<string, FactSpec>): FactsJudgement {
  const turns =
    c.answer !== undefined
      ? [{ index: 0, role: 'assistant' as const, text: c.answer }]
      : c.conversation!.map((t, index) => ({ index, role: t.role, text: t.content }));
  return judgeFacts({
    turns,
    facts: resolveFacts(c, known),
    locale: localeFor(c.locale),
    claimLocales: claimLocales(),
    designedSeverity: c.severity ?? 'medium',
    ...(c.tolerances && { tolerances: c.tolerances.facts }),
  });
}
