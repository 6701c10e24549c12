import { z } from 'zod';
import { CLAIM_STATUSES } from '@factlint/kernel';

/*
 * The spec-case format shared by every pack: `rule-packs/<pack>/spec/<reader>.yaml`, one file per
 * reader. Each case gives an input and the matches the reader must return, in order; only the
 * keys written are compared. Unknown keys are errors, so a misspelt key never passes silently.
 * The `claims` reader is the engine itself: each case is a scenario (the input is the answer, with
 * its context), run with the pack named, and the rows are the report's claims — what `verify` gives.
 */

const Span = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .describe('[start, end) offsets into the input (UTF-16 code units)');
const Text = z.string().describe('the matched text, exactly as in the input');

const NumberExpected = z.strictObject({
  text: Text.optional(),
  span: Span.optional(),
  value: z.number().optional().describe('value with sign, scale and unit factor applied'),
  unit: z.string().nullable().optional().describe('canonical unit id (NOK, USD, %, day …), null for none'),
  family: z.string().nullable().optional(),
  hedged: z.boolean().optional(),
  precision: z.number().positive().optional(),
  negative: z.boolean().optional(),
  inRange: z.boolean().optional(),
});
const RangeExpected = z.strictObject({
  text: Text.optional(),
  span: Span.optional(),
  low: z.number().optional(),
  high: z.number().optional(),
  unit: z.string().nullable().optional(),
  hedged: z.boolean().optional(),
});
const DateExpected = z.strictObject({
  text: Text.optional(),
  span: Span.optional(),
  value: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'expected an ISO date: YYYY, YYYY-MM or YYYY-MM-DD')
    .optional(),
  granularity: z.enum(['year', 'month', 'day']).optional(),
  era: z.boolean().optional(),
});
const TextSpanExpected = z.strictObject({ text: Text.optional(), span: Span.optional() });
const ScopeExpected = z.strictObject({
  kind: z.enum(['heading', 'label']).optional(),
  text: z.string().optional(),
  lines: z.array(z.number().int().min(0)).optional(),
});
const RatioExpected = z.strictObject({
  text: Text.optional(),
  span: Span.optional(),
  value: z.number().positive().optional().describe('the factor: 5 for "five times", 0.5 for "half"'),
  kind: z.enum(['multiple', 'fraction']).optional(),
});
const PolarityExpected = z.strictObject({ text: Text.optional(), side: z.union([z.literal(0), z.literal(1)]).optional() });
const SpelledExpected = z.strictObject({ text: Text.optional(), span: Span.optional(), value: z.number().optional() });

const ClaimExpected = z.strictObject({
  type: z.string().min(1).optional().describe('the claim type id (NUMERIC, ORGNR …)'),
  text: Text.optional(),
  span: Span.optional(),
  value: z.union([z.number(), z.string(), z.null()]).optional().describe("the claim's normal value"),
  unit: z.string().nullable().optional(),
  status: z.enum(CLAIM_STATUSES).optional(),
  reason: z.string().min(1).optional().describe('the reason id, `<type>.<rule>`'),
});
/** A claims case is one scenario: the input is the answer, judged against `context` by the engine. */
const claimsFields = {
  context: z.string().describe('the context the answer is judged against'),
  options: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("the scenario's `tolerances`: claim types' options and `claim_types`, checked by the engine"),
};

const caseFields = {
  name: z.string().min(1).optional().describe('unique in the file when given'),
  input: z.string(),
  notSupported: z.string().min(1).optional().describe('why this is not handled yet: the case runs as an expected failure'),
};

function specFile<R extends string, E extends z.ZodType>(reader: R, expected: E, extra: z.ZodRawShape = {}) {
  return z.strictObject({
    $schema: z.string().optional(),
    reader: z.literal(reader),
    /** For a pack that is not a locale pack (the units pack): the locale pack whose language the inputs are in. */
    locale: z.string().min(1).optional().describe('locale pack the inputs are read with, when the pack under test is not a locale pack'),
    cases: z.array(z.strictObject({ ...caseFields, ...extra, expected: z.array(expected) })).min(1),
  });
}

export const SpecFileSchema = z.discriminatedUnion('reader', [
  specFile('numbers', NumberExpected),
  specFile('ranges', RangeExpected),
  specFile('dates', DateExpected),
  specFile('relative-dates', TextSpanExpected),
  specFile('phones', TextSpanExpected),
  specFile('list-markers', TextSpanExpected),
  specFile('sentences', TextSpanExpected),
  specFile('scopes', ScopeExpected),
  specFile('anchors', TextSpanExpected, { anchor: z.string().min(1).describe('the anchor to look for in the input') }),
  specFile('polarity', PolarityExpected),
  specFile('negations', TextSpanExpected),
  specFile('spelled-numbers', SpelledExpected),
  specFile('ratios', RatioExpected),
  specFile('claims', ClaimExpected, claimsFields),
]);

export type SpecFile = z.output<typeof SpecFileSchema>;
export type SpecReader = SpecFile['reader'];
export interface SpecCase {
  name?: string | undefined;
  input: string;
  anchor?: string | undefined;
  /** `claims` cases: the context, and the scenario's tolerances. */
  context?: string | undefined;
  options?: Record<string, unknown> | undefined;
  notSupported?: string | undefined;
  expected: Record<string, unknown>[];
}
export const SPEC_READERS = SpecFileSchema.options.map((o) => o.shape.reader.value) as SpecReader[];
