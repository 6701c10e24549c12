import { describe, expect, it } from 'vitest';
import { STAGE_ORDER, ScenarioSchema, type ScenarioReport } from '@factlint/kernel';
import { Engine, type ClaimJudgement, type ClaimTypePlugin, type ExtractedClaim } from '@factlint/pipeline';

/*
 * The engine's optional stage timer (the bench's `--profile`) and the per-call set-up it caches: a
 * timer sees every stage of every scenario once, in order, and changes no report; scenarios that
 * share a pack set but enable other claim types get their own pipeline, never the previous one's.
 */

const SCENARIOS = [
  {
    id: 'en',
    locale: 'en',
    answer: 'Acme reported revenue of $120 million in 2025, up 20% from $100 million.',
    context: 'Acme reported revenue of $120 million for 2025, up from $100 million a year earlier.',
  },
  {
    id: 'nb',
    locale: 'nb',
    answer: 'Grunnbeløpet er 130 160 kroner fra 1. mai 2025.',
    context: 'Grunnbeløpet ble 130 160 kroner fra 1. mai 2025.',
  },
  { id: 'ja', locale: 'ja', answer: '売上高は120億円で、前年比20％増となった。', context: '売上高は100億円で、前年から横ばいだった。' },
  { id: 'en-no-context', locale: 'en', answer: 'Revenue was $5 million in 2025.' },
].map((s) => ScenarioSchema.parse(s));

const withoutLatency = ({ latency_ms: _, ...rest }: ScenarioReport) => rest;

describe('the stage timer', () => {
  it.each(SCENARIOS.map((s) => [s.id, s] as const))(
    '%s: set-up, then each stage once in pipeline order, each a non-negative time',
    async (_, scenario) => {
      const seen: [string, number][] = [];
      const engine = new Engine({ stageTimer: (stage, ms) => seen.push([stage, ms]) });
      await engine.verify(scenario);
      await engine.verify(scenario);
      const once = ['setup', ...STAGE_ORDER];
      expect(seen.map(([stage]) => stage)).toEqual([...once, ...once]);
      for (const [, ms] of seen) expect(ms).toBeGreaterThanOrEqual(0);
    },
  );

  it('changes no report (en, nb, ja; with and without context)', async () => {
    const timed = new Engine({ stageTimer: () => {} });
    const plain = new Engine();
    for (const s of SCENARIOS) expect(withoutLatency(await timed.verify(s))).toEqual(withoutLatency(await plain.verify(s)));
  });
});

describe('per-call set-up cached per pack set and claim types', () => {
  it('a scenario that narrows its claim types gets a pipeline of those types, and the next scenario all of them again', async () => {
    const shared = new Engine();
    const [en] = SCENARIOS;
    const narrowed = ScenarioSchema.parse({ ...en, id: 'narrowed', tolerances: { claim_types: ['DATE'] } });
    const reports = [await shared.verify(en!), await shared.verify(narrowed), await shared.verify(en!)];
    const fresh = [await new Engine().verify(en!), await new Engine().verify(narrowed), await new Engine().verify(en!)];
    expect(reports.map(withoutLatency)).toEqual(fresh.map(withoutLatency));
    expect(reports[1]!.claims.every((c) => c.type === 'DATE')).toBe(true);
    expect(reports[0]!.claims.some((c) => c.type === 'NUMERIC')).toBe(true);
  });

  it('a claim type registered after a scenario ran is used by the next one (the cached pipeline is rebuilt)', async () => {
    const engine = new Engine();
    const quarters = ScenarioSchema.parse({
      id: 'quarter',
      locale: 'en',
      answer: 'In Q3 2025 revenue was $120 million.',
      context: 'Revenue was $120 million in the third quarter of 2025.',
    });
    expect((await engine.verify(quarters)).claims.some((c) => c.type === 'QUARTER')).toBe(false);
    /** Quarter labels such as "Q3 2025", registered by an embedding after the engine has run. */
    const quarter: ClaimTypePlugin = {
      id: 'QUARTER',
      reasons: ['quarter.named'],
      extract: (text): ExtractedClaim[] => {
        const found = /\bQ[1-4] \d{4}\b/.exec(text.source);
        return found
          ? [
              {
                type: 'QUARTER',
                text: found[0],
                span: [found.index, found.index + found[0].length],
                value: found[0],
                unit: null,
                hedged: false,
                sentence: 0,
                detail: null,
              },
            ]
          : [];
      },
      compare: (): ClaimJudgement => ({ status: 'supported', reason: 'quarter.named', evidence: [] }),
    };
    engine.registerClaimType(quarter);
    expect((await engine.verify(quarters)).claims).toContainEqual(expect.objectContaining({ type: 'QUARTER', text: 'Q3 2025' }));
  });
});
