import { createTranscriptJudge, type JudgeBatch, type LineBatch } from './transcript-judge.js';

// One judge per worker thread, made on the first batch: packs and scenarios load once per thread.
let judge: JudgeBatch | undefined;

export default async function judgeBatch(batch: LineBatch) {
  // tinypool is an ES module only, imported here: this bundle is CommonJS (scripts/bundle.mjs).
  judge ??= createTranscriptJudge((await import('tinypool')).default.workerData);
  return judge(batch);
}
