import { z } from 'zod';
import { DesignedSeveritySchema } from './severity.js';
import { IsoDateSchema } from './dates.js';
import { DeclaredFactSchema } from './fact.js';
import { PartialTolerancesSchema } from './tolerances.js';

const NonEmpty = z.string().trim().min(1, 'expected a non-empty string');

/**
 * Who speaks a turn. `system` and `tool` turns were given to the model, so they are context (a tool
 * result is a context document); only `assistant` turns are checked.
 */
export const TURN_ROLES = ['system', 'user', 'assistant', 'tool'] as const;
export type TurnRole = (typeof TURN_ROLES)[number];

export const TurnSchema = z.strictObject({
  role: z.enum(TURN_ROLES, { error: (issue) => `expected one of ${TURN_ROLES.join(', ')}, found ${JSON.stringify(issue.input)}` }),
  content: z.string(),
  /** A tool turn's tool (or a participant's) name, as chat APIs store it; shown in reports. */
  name: z.string().optional(),
  /** The call a tool turn answers, as chat APIs store it; kept, not read. */
  tool_call_id: z.string().optional(),
});
export type Turn = z.infer<typeof TurnSchema>;

/** A transcript: at least one turn, one of them the assistant's. */
const TranscriptSchema = z
  .array(TurnSchema)
  .min(1, 'expected at least one turn')
  .refine((turns) => turns.some((t) => t.role === 'assistant'), { message: 'expected at least one assistant turn' });

export const ContextDocumentSchema = z.strictObject({
  id: NonEmpty,
  title: z.string().optional(),
  text: z.string(),
  date: IsoDateSchema.optional().describe(
    'When the document was written or published (YYYY-MM-DD): a year it gives relatively ("next year") is counted from it.',
  ),
});
export type ContextDocument = z.infer<typeof ContextDocumentSchema>;

/** A fact written out in full, or the id of a fact that a loaded domain pack declares. */
export const FactEntrySchema = z.union([DeclaredFactSchema, NonEmpty]);
export type FactEntry = z.infer<typeof FactEntrySchema>;

/** What a scenario gives to be checked: exactly one of these keys. */
const MATERIAL_KEYS = ['answer', 'conversation', 'messages'] as const;

export const ScenarioSchema = z
  .strictObject({
    id: NonEmpty,
    name: z.string().optional(),
    description: z.string().optional(),
    locale: NonEmpty,
    packs: z.array(NonEmpty).optional(),
    severity: DesignedSeveritySchema.default('medium'),
    tolerances: PartialTolerancesSchema.optional(),
    answer: z.string().optional(),
    conversation: TranscriptSchema.optional(),
    /** The same as `conversation`, under the key chat APIs use. */
    messages: TranscriptSchema.optional(),
    context: z.union([z.string(), z.array(z.union([z.string(), ContextDocumentSchema]))]).optional(),
    facts: z.array(FactEntrySchema).optional(),
    metadata: z.looseObject({ facts: z.array(FactEntrySchema).optional() }).optional(),
    expected_behavior: z.array(NonEmpty).optional(),
    judge_notes: z.array(NonEmpty).optional(),
  })
  .superRefine((s, ctx) => {
    const given = MATERIAL_KEYS.filter((key) => s[key] !== undefined);
    if (given.length === 0) ctx.addIssue({ code: 'custom', message: 'expected `answer`, `conversation` or `messages`', path: [] });
    if (given.length > 1)
      ctx.addIssue({
        code: 'custom',
        message: `expected one of \`answer\`, \`conversation\`, \`messages\`, found ${given.map((k) => `\`${k}\``).join(' and ')}`,
        path: [given[1]!],
      });
    if (Array.isArray(s.context)) {
      const docIds = new Map<string, number>();
      s.context.forEach((d, i) => {
        if (typeof d === 'string') return;
        const first = docIds.get(d.id);
        if (first !== undefined)
          ctx.addIssue({
            code: 'custom',
            message: `duplicate context document id "${d.id}" (first at context[${first}]): evidence would be ambiguous`,
            path: ['context', i, 'id'],
          });
        else docIds.set(d.id, i);
      });
    }
    const ids = new Map<string, number>();
    (s.facts ?? []).forEach((f, i) => {
      const id = typeof f === 'string' ? f : f.id;
      if (id === undefined) return;
      if (ids.has(id)) {
        ctx.addIssue({ code: 'custom', message: `duplicate fact id "${id}" (first at facts[${ids.get(id)}])`, path: ['facts', i] });
      } else ids.set(id, i);
    });
  });
export type Scenario = z.infer<typeof ScenarioSchema>;

/** A scenario's turns, whichever key holds them (`conversation` or `messages`); undefined for a plain answer. */
export function scenarioTurns(scenario: Pick<Scenario, 'conversation' | 'messages'>): Turn[] | undefined {
  return scenario.conversation ?? scenario.messages;
}
export type ScenarioInput = z.input<typeof ScenarioSchema>;

export const ScenarioListFileSchema = z.strictObject({ scenarios: z.array(ScenarioSchema).min(1, 'expected at least one scenario') });

/** A scenario file: one scenario, or `scenarios: [...]`. */
export const ScenarioFileSchema = z.union([ScenarioListFileSchema, ScenarioSchema]);

/**
 * The branch a file is checked against: a top-level `scenarios` key makes it a list. Choosing by
 * key (rather than letting a union guess) reports errors against what the author meant.
 */
export function scenarioFileSchemaFor(value: unknown): typeof ScenarioListFileSchema | typeof ScenarioSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'scenarios' in value
    ? ScenarioListFileSchema
    : ScenarioSchema;
}
