import type { JudgeBatch } from './transcript-judge.js';
import { countError, emptyTally, mergeTally } from './tally.js';

/**
 * A batch whose worker died (out of memory on one enormous line, say) is judged again line by line,
 * so one bad line becomes one error record and the run goes on.
 */
export function isolatingFailures(judge: JudgeBatch): JudgeBatch {
  return async (batch) => {
    try {
      return await judge(batch);
    } catch (batchError) {
      if (batch.lines.length === 1) {
        const line = batch.first;
        const error = `internal: the judge failed on this line: ${batchError instanceof Error ? batchError.message : String(batchError)}`;
        const tally = emptyTally();
        countError(tally, line, error);
        return { output: `${JSON.stringify({ line, error })}\n`, tally };
      }
      const tally = emptyTally();
      let output = '';
      for (let i = 0; i < batch.lines.length; i++) {
        const one = await isolatingFailures(judge)({ first: batch.first + i, lines: [batch.lines[i]!] });
        output += one.output;
        mergeTally(tally, one.tally);
      }
      return { output, tally };
    }
  };
}
