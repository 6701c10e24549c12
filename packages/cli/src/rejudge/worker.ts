import Tinypool from 'tinypool';
import { createTranscriptJudge, type JudgeBatch, type LineBatch } from './transcript-judge.js';

// One judge per worker thread, made on the first batch: packs and scenarios load once per thread.
let judge: JudgeBatch | undefined;

export default function judgeBatch(batch: LineBatch) {
  judge ??= createTranscriptJudge(Tinypool.workerData);
  return judge(batch);
}
