// Time per stage, summed over a run of scenarios: the engine calls `record` around each stage (and its
// per-call set-up) only when the bench passes it as the engine's `stageTimer`.
import { STAGE_ORDER } from '@factlint/kernel';

export const TIMED_STEPS = ['setup', ...STAGE_ORDER];

export class StageTimes {
  constructor() {
    this.ms = new Map(TIMED_STEPS.map((s) => [s, 0]));
    this.enabled = false;
  }

  /** The engine's `stageTimer`: counts only while a measured section runs, not during warm-up. */
  record = (stage, ms) => {
    if (this.enabled) this.ms.set(stage, (this.ms.get(stage) ?? 0) + ms);
  };

  /** Runs `body` with the clock counting, from zero. */
  async measure(body) {
    for (const s of this.ms.keys()) this.ms.set(s, 0);
    this.enabled = true;
    try {
      await body();
    } finally {
      this.enabled = false;
    }
    return new Map(this.ms);
  }
}

/** One line: each step's time per 1,000 characters read, and its share of the total. */
export function stageLine(label, times, chars, fmt) {
  const total = [...times.values()].reduce((a, b) => a + b, 0);
  const parts = [...times].map(([s, ms]) => `${s} ${fmt((ms / chars) * 1000)} (${Math.round((ms / total) * 100)} %)`);
  return `${label}: ${parts.join(' · ')}  = ${fmt((total / chars) * 1000)} per 1,000 chars`;
}
