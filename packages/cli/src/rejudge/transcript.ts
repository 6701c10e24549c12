import { z } from 'zod';
import { formatPath, scenarioTurns, TURN_ROLES, type Scenario } from '@factlint/kernel';

const NonEmpty = z.string().trim().min(1, 'expected a non-empty string');

// Stored conversations often carry more than factlint needs (timestamps, model names, ids): extra
// keys are ignored, on the line and on each turn; what factlint reads is checked strictly.
const StoredTurnSchema = z.looseObject({ role: z.enum(TURN_ROLES), content: z.string(), name: z.string().optional() });
const StoredTranscriptSchema = z.array(StoredTurnSchema).min(1, 'expected at least one turn');
const ContextDocumentSchema = z.looseObject({ id: NonEmpty, title: z.string().optional(), text: z.string() });

export const TranscriptLineSchema = z
  .looseObject({
    scenario_id: NonEmpty,
    conversation: StoredTranscriptSchema.optional(),
    /** The same as `conversation`, under the key chat APIs use. */
    messages: StoredTranscriptSchema.optional(),
    answer: z.string().optional(),
    context: z.union([z.string(), z.array(z.union([z.string(), ContextDocumentSchema]))]).optional(),
  })
  .superRefine((t, ctx) => {
    const given = (['conversation', 'messages', 'answer'] as const).filter((key) => t[key] !== undefined);
    if (given.length === 0) ctx.addIssue({ code: 'custom', message: 'expected `conversation` or `messages` (or `answer`)', path: [] });
    if (given.length > 1)
      ctx.addIssue({
        code: 'custom',
        message: `expected one of \`conversation\`, \`messages\`, \`answer\`, found ${given.map((k) => `\`${k}\``).join(' and ')}`,
        path: [given[1]!],
      });
    const turnsKey = t.conversation ? 'conversation' : 'messages';
    const turns = t[turnsKey];
    if (turns && !turns.some((turn) => turn.role === 'assistant'))
      ctx.addIssue({ code: 'custom', message: 'expected at least one assistant turn', path: [turnsKey] });
  });
export type TranscriptLine = z.infer<typeof TranscriptLineSchema>;

/** Reads one line of a transcripts file; a problem comes back as one message naming the path. */
export function readTranscriptLine(text: string): { ok: true; value: TranscriptLine } | { ok: false; error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not JSON: ${(e as Error).message}` };
  }
  const parsed = TranscriptLineSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const error = parsed.error.issues.map((i) => (i.path.length ? `${formatPath(i.path)}: ${i.message}` : i.message)).join('; ');
  return { ok: false, error };
}

/**
 * The scenario to judge: the stored conversation (and context, when the line has one) in place of
 * the scenario's own answer; facts, locale, packs, severity and settings from the scenario file.
 */
export function scenarioForTranscript(base: Scenario, t: TranscriptLine): Scenario {
  const { answer: _answer, conversation: _conversation, messages: _messages, ...settings } = base;
  const turns = scenarioTurns(t);
  const material = turns
    ? {
        conversation: turns.map((turn) => ({
          role: turn.role,
          content: turn.content,
          ...(turn.name !== undefined ? { name: turn.name } : {}),
        })),
      }
    : { answer: t.answer! };
  const context = t.context === undefined ? base.context : storedContext(t.context);
  return { ...settings, ...material, ...(context !== undefined ? { context } : {}) } as Scenario;
}

/** Context documents as the scenario schema has them (their extra keys left behind). */
function storedContext(context: NonNullable<TranscriptLine['context']>): NonNullable<Scenario['context']> {
  if (typeof context === 'string') return context;
  return context.map((d) => (typeof d === 'string' ? d : { id: d.id, ...(d.title !== undefined ? { title: d.title } : {}), text: d.text }));
}
