import { describe, expect, it } from 'vitest';
import type { ScenarioReport } from '@factlint/kernel';
import { runCli } from './cli-in-process.js';

/**
 * Transcripts as chat APIs store them: `messages` (or `conversation`) with system and tool turns.
 * System, user and tool turns are context (the model was given them); only assistant turns are
 * checked; the facts judge's rule F1 belongs to the user alone.
 */
const FIXTURES = 'packages/cli/test/fixtures/transcripts';

async function reports(file: string): Promise<Map<string, ScenarioReport>> {
  const run = await runCli(['verify', `${FIXTURES}/${file}`, '--format', 'json']);
  expect(run.stderr).toBe('');
  return new Map((JSON.parse(run.stdout) as { scenarios: ScenarioReport[] }).scenarios.map((s) => [s.id, s]));
}

/** Each claim as `status text @turn ← evidence documents`. */
function claimLines(r: ScenarioReport | undefined): string[] {
  return (r?.claims ?? []).map((c) => `${c.status} ${c.text} @${c.turn} ← ${[...new Set(c.evidence.map((e) => e.doc))].join(',')}`);
}

describe('transcripts: system and tool turns are context', () => {
  const cases: { file: string; id: string; verdict: string | null; claims: string[] }[] = [
    {
      file: 'en.yaml',
      id: 'en-system-prompt',
      verdict: 'block',
      claims: [
        'supported $120.0 million @2 ← turn-0',
        'derived 20% @2 ← turn-0',
        'contradicted $0.52 @2 ← turn-0',
        'supported 14 October 2026 @2 ← turn-0',
      ],
    },
    {
      file: 'en.yaml',
      id: 'en-tool-result',
      verdict: 'block',
      claims: ['supported $0.45 @4 ← turn-3', 'supported 14 October 2026 @4 ← turn-3', 'contradicted 12 December 2026 @4 ← turn-3'],
    },
    {
      file: 'nb.yaml',
      id: 'nb-tool-result',
      // The answer states the tool's 2026 figures itself and adds a 2027 figure nobody gave it: that is
      // unsupported (a value the answer states itself is no rival for its other figures), not contradicted.
      verdict: 'retry',
      claims: [
        'supported 1. mai 2026 @3 ← turn-2',
        'supported 136 549 kroner @3 ← turn-2',
        'unsupported 1. mai 2027 @3 ← ',
        'unsupported 142 000 kroner @3 ← ',
      ],
    },
    {
      file: 'ja.yaml',
      id: 'ja-system-prompt',
      verdict: 'block',
      claims: ['supported 2026年 @2 ← turn-0', 'supported 12億円 @2 ← turn-0', 'contradicted 5億円 @2 ← turn-0'],
    },
    {
      file: 'ja.yaml',
      id: 'ja-tool-result',
      verdict: 'pass',
      claims: ['supported 2026年8月1日 @4 ← turn-3', 'supported 8,870円 @4 ← turn-3'],
    },
  ];
  for (const c of cases) {
    it(`${c.id}: the figures the model was given back the answer's claims (${c.file})`, async () => {
      const r = (await reports(c.file)).get(c.id);
      expect(r?.verdict).toBe(c.verdict);
      expect(claimLines(r)).toEqual(c.claims);
    });
  }

  it('an empty tool-calling assistant turn and the tool turn make no claims of their own', async () => {
    const r = (await reports('en.yaml')).get('en-tool-result')!;
    expect(new Set(r.claims.map((c) => c.turn))).toEqual(new Set([4]));
  });

  it('a generic system prompt alone does not switch grounding on, and the report says how to', async () => {
    const r = (await reports('generic-system-prompt.yaml')).get('generic-system-prompt')!;
    expect(r.verdict).toBeNull();
    expect(r.severity).toBe('UNGRADED');
    expect(r.judges.find((j) => j.judge === 'grounding')?.note).toMatch(/system prompt alone does not count; `context: \[\]`/);
  });
});

describe('transcripts: declared facts (rule F1 is the user’s alone)', () => {
  it('nb: last year’s G from the system prompt, repeated by the assistant, is the assistant’s wrong figure', async () => {
    const r = (await reports('nb.yaml')).get('nb-system-prompt-old-g')!;
    expect(r.facts.map((f) => [f.id, f.outcome, f.values, f.dropped.length])).toEqual([['grunnbelop-2026', 'wrong', [130160], 0]]);
    expect(r.severity).toBe('high');
  });

  it('nb: the same figure said first by the user is set aside (F1), and the assistant’s own figure is correct', async () => {
    const r = (await reports('nb.yaml')).get('nb-user-turn-old-g')!;
    expect(r.facts.map((f) => [f.id, f.outcome, f.values])).toEqual([['grunnbelop-2026', 'correct', [136549]]]);
    expect(r.severity).toBe('pass');
  });
});

describe('transcripts: bad turns are clear errors naming the file, line and path', () => {
  const cases = [
    {
      file: 'bad-role.yaml',
      message: 'bad-role.yaml:11:9: scenarios[0].messages[3].role: expected one of system, user, assistant, tool, found "function"',
    },
    {
      file: 'both-keys.yaml',
      message:
        'both-keys.yaml:7:5: scenarios[0].messages: expected one of `answer`, `conversation`, `messages`, found `conversation` and `messages`',
    },
  ];
  for (const c of cases) {
    it(c.file, async () => {
      const run = await runCli(['verify', `${FIXTURES}/${c.file}`]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`factlint: ${FIXTURES}/${c.message}\n`);
    });
  }
});

describe('rejudge lines take `messages` too', () => {
  it('a stored chat with system and tool turns becomes the scenario’s transcript', async () => {
    const { readTranscriptLine, scenarioForTranscript } = await import('../src/rejudge/transcript.js');
    const line = readTranscriptLine(
      JSON.stringify({
        scenario_id: 'x',
        model: 'any',
        messages: [
          { role: 'system', content: 'Use the tool.' },
          { role: 'tool', name: 'search', content: 'Dividend $0.45.', tool_call_id: 'c1' },
          { role: 'assistant', content: 'The dividend is $0.45.' },
        ],
      }),
    );
    expect(line.ok).toBe(true);
    const scenario = scenarioForTranscript({ id: 'x', locale: 'en', severity: 'medium', answer: 'old' }, (line as { value: never }).value);
    expect(scenario.answer).toBeUndefined();
    expect(scenario.conversation?.map((t) => t.role)).toEqual(['system', 'tool', 'assistant']);
    expect(scenario.conversation?.[1]?.name).toBe('search');
  });

  it('another role, or both keys, is the line’s error', () => {
    return import('../src/rejudge/transcript.js').then(({ readTranscriptLine }) => {
      expect(readTranscriptLine('{"scenario_id":"x","messages":[{"role":"bot","content":"hi"}]}')).toMatchObject({
        ok: false,
        error: expect.stringContaining('messages[0].role'),
      });
      expect(readTranscriptLine('{"scenario_id":"x","answer":"a","messages":[{"role":"assistant","content":"hi"}]}')).toMatchObject({
        ok: false,
        error: expect.stringContaining('found `messages` and `answer`'),
      });
    });
  });
});

describe('library: createVerifier takes `messages` too', () => {
  it('en: a tool result grounds the answer; the system prompt is context', async () => {
    const { createVerifier } = await import('../src/index.js');
    const v = await createVerifier({ locale: 'en' });
    const report = await v.verify({
      messages: [
        { role: 'system', content: 'Acme Corp approved a dividend of $0.45 per share on 14 October 2026.' },
        { role: 'user', content: 'What dividend did Acme approve?' },
        { role: 'tool', name: 'search', content: 'Acme Corp revenue: $120.0 million in the third quarter.' },
        { role: 'assistant', content: 'A dividend of $0.45 per share; quarterly revenue was $120.0 million.' },
      ],
    });
    expect(report.claims.map((c) => `${c.status} ${c.text} ← ${c.evidence.map((e) => e.doc).join(',')}`)).toEqual([
      'supported $0.45 ← turn-0',
      'supported $120.0 million ← turn-2',
    ]);
    expect(report.verdict).toBe('pass');
  });
});
