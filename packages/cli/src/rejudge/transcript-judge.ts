import { Engine, type CallOptions, type EngineOptions } from '@factlint/pipeline';
import type { Scenario } from '@factlint/kernel';
import { failurePredicate } from '../commands/verify.js';
import { loadScenarioFiles } from '../scenario-files.js';
import { threadId } from 'node:worker_threads';
import { countError, countReport, countThread, emptyTally, type Tally } from './tally.js';
import { readTranscriptLine, scenarioForTranscript } from './transcript.js';

/** Everything a worker needs to judge lines on its own: plain data, sent once per worker. */
export interface JudgeSetup {
  scenarioFiles: string[];
  engine: EngineOptions;
  call: CallOptions;
  failOn?: string;
}

/** A run of consecutive input lines; `first` is the 1-based number of the first. */
export interface LineBatch {
  first: number;
  lines: string[];
}

/** The JSONL records for a batch (one per non-blank line, in order) and its counts. */
export interface BatchResult {
  output: string;
  tally: Tally;
}

export type JudgeBatch = (batch: LineBatch) => Promise<BatchResult>;

/**
 * Loads the scenarios and packs once, then judges batches of transcript lines: each line becomes
 * `{"line": n, …report}`, or `{"line": n, "error": "…"}` when it cannot be judged.
 */
export function createTranscriptJudge(setup: JudgeSetup): JudgeBatch {
  const engine = new Engine(setup.engine);
  const scenarios = new Map<string, { scenario: Scenario; file: string }>();
  for (const { scenario, origin } of loadScenarioFiles(setup.scenarioFiles)) scenarios.set(scenario.id, { scenario, file: origin.file });
  const fails = failurePredicate(setup.failOn);
  return async ({ first, lines }) => {
    const tally = emptyTally();
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i]!;
      if (text.trim() === '') continue;
      const line = first + i;
      const error = (message: string) => {
        countError(tally, line, message);
        out.push(JSON.stringify({ line, error: message }));
      };
      const read = readTranscriptLine(text);
      if (!read.ok) {
        error(read.error);
        continue;
      }
      const known = scenarios.get(read.value.scenario_id);
      if (!known) {
        error(`scenario_id: no scenario "${read.value.scenario_id}" in the scenario files`);
        continue;
      }
      try {
        const report = await engine.verify(
          scenarioForTranscript(known.scenario, read.value),
          { file: `line ${line}`, path: '' },
          setup.call,
        );
        countReport(tally, report, fails(report));
        out.push(JSON.stringify({ line, ...report }));
      } catch (e) {
        error(e instanceof Error ? e.message : String(e));
      }
    }
    countThread(tally, threadId, out.length);
    return { output: out.length ? `${out.join('\n')}\n` : '', tally };
  };
}
