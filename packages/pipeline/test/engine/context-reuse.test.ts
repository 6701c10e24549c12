import { describe, expect, it } from 'vitest';
import { ScenarioSchema, type ScenarioReport } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';

/*
 * Context reuse (issue 13): an engine reads a context text once and indexes a context's evidence
 * once, for every scenario that gives the same context (rejudge's transcripts, a server's callers).
 * Sharing must change no report: each answer below is judged by one engine against a context it
 * has seen before, and by a fresh engine, and the reports must be the same.
 */
const CONTEXTS = {
  en: 'Acme Corp reported revenue of $120.0 million for 2026, up from $100.0 million a year earlier. The board met on 14 October 2026. "We expect growth to continue," said CEO Jane Smith.',
  nb: 'Grunnbeløpet er 136 549 kroner fra 1. mai 2026. Økningen var 4,5 prosent, ifølge Nav.',
  ja: '国内売上高は前年同期比7%の増加でした。営業利益は4.2億円で、2026年3月31日に発表された。',
};
const ANSWERS: [keyof typeof CONTEXTS, string][] = [
  ['en', 'Acme Corp reported revenue of $120.0 million in 2026, up 20% from $100.0 million.'],
  ['en', 'Acme Corp reported revenue of $102.0 million; the board met on 4 October 2026.'],
  ['en', 'Jane Smith said: "We expect growth to slow."'],
  ['nb', 'Grunnbeløpet er 136 549 kroner fra 1. mai 2026.'],
  ['nb', 'Grunnbeløpet økte med 5,4 prosent.'],
  ['ja', '国内売上高は前年同期比で7%増加した。'],
  ['ja', '営業利益は2.4億円でした。'],
];
const withoutTimes = (r: ScenarioReport) => ({ ...r, latency_ms: 0 });

describe('a context shared by many scenarios', () => {
  const shared = new Engine();

  it.each(
    ANSWERS.flatMap(([locale, answer], i) => [
      [`${locale} #${i}, context as one text`, { locale, answer, context: CONTEXTS[locale] }],
      [
        `${locale} #${i}, context as two documents`,
        { locale, answer, context: [CONTEXTS[locale], { id: 'notes', text: 'Nothing else.' }] },
      ],
      [
        `${locale} #${i}, a conversation with a tool result`,
        {
          locale,
          context: [],
          conversation: [
            { role: 'tool', content: CONTEXTS[locale] },
            { role: 'assistant', content: answer },
          ],
        },
      ],
    ]),
  )('%s: the same report as from a fresh engine', async (_name, fields) => {
    const scenario = ScenarioSchema.parse({ id: 'shared', ...fields });
    // Twice on the shared engine: the second run reads and indexes nothing anew.
    const first = await shared.verify(scenario);
    const second = await shared.verify(scenario);
    const fresh = await new Engine().verify(scenario);
    expect(withoutTimes(first)).toEqual(withoutTimes(fresh));
    expect(withoutTimes(second)).toEqual(withoutTimes(fresh));
  });

  it.each([
    ['short', CONTEXTS.en],
    // Past 16,383 characters a text is kept by its hash: texts of one length differ only in content.
    ['long (20,000 characters)', `${'Nothing happened that week. '.repeat(800)}${CONTEXTS.en}`.slice(-20_000)],
  ])('a %s context built anew (another string, same text) is found too, and a changed one is read anew', async (_name, context) => {
    const engine = new Engine();
    const answer = 'Acme Corp reported revenue of $120.0 million in 2026.';
    const copy = [...context].join('');
    const changed = context.replace('$120.0 million', '$125.0 million');
    const reports = [];
    // Back to the first text after the changed one: the engine remembers the last long text it keyed, which is the changed one then.
    for (const text of [context, copy, changed, copy])
      reports.push(await engine.verify(ScenarioSchema.parse({ id: 'q', locale: 'en', answer, context: text })));
    expect(reports.map((r) => r.claims.find((c) => c.type === 'NUMERIC')?.status)).toEqual([
      'supported',
      'supported',
      'contradicted',
      'supported',
    ]);
  });
});
