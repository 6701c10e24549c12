import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { InputError } from '@factlint/kernel';
import { countNewlines } from './line-reader.js';

/** Shard K of N: K counts from 0, like a Kubernetes Indexed Job's JOB_COMPLETION_INDEX. */
export interface ShardSpec {
  index: number;
  count: number;
}

/** The part of a file a shard reads: bytes [start, end), whose first line is line `firstLine` of the file. */
export interface ShardPlan {
  start: number;
  end: number;
  firstLine: number;
}

export function parseShard(value: string): ShardSpec {
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index >= count) {
    throw new InputError([
      {
        file: '--shard',
        path: '',
        message: `expected K/N with 0 ≤ K < N (shards count from 0, like JOB_COMPLETION_INDEX), found "${value}"`,
      },
    ]);
  }
  return { index, count };
}

const CHUNK = 1 << 20;

/**
 * A deterministic split by line at byte offsets: shard K takes the lines that start in bytes
 * [K·size/N, (K+1)·size/N) of the file. Every line falls in exactly one shard, the shards are
 * consecutive, so the outputs of shards 0, 1, …, N−1 concatenated are one unsharded run's output;
 * and each shard reads only its own part (after counting the newlines before it, for line numbers).
 */
export function planShard(file: string, shard: ShardSpec): ShardPlan {
  const size = statSync(file).size;
  const fd = openSync(file, 'r');
  try {
    const from = Math.floor((shard.index * size) / shard.count);
    const to = Math.floor(((shard.index + 1) * size) / shard.count);
    const start = lineStartAtOrAfter(fd, from, size);
    const end = shard.index === shard.count - 1 ? size : lineStartAtOrAfter(fd, to, size);
    return { start, end: Math.max(start, end), firstLine: 1 + newlinesBefore(fd, start) };
  } finally {
    closeSync(fd);
  }
}

/** The first offset ≥ `offset` at which a line starts (0, or just after a `\n`); `size` if none. */
function lineStartAtOrAfter(fd: number, offset: number, size: number): number {
  if (offset === 0) return 0;
  const buffer = Buffer.alloc(CHUNK);
  for (let pos = offset - 1; pos < size; pos += CHUNK) {
    const read = readSync(fd, buffer, 0, CHUNK, pos);
    const i = buffer.subarray(0, read).indexOf(0x0a);
    if (i !== -1) return pos + i + 1;
  }
  return size;
}

function newlinesBefore(fd: number, end: number): number {
  const buffer = Buffer.alloc(CHUNK);
  let n = 0;
  for (let pos = 0; pos < end; pos += CHUNK) {
    const read = readSync(fd, buffer, 0, Math.min(CHUNK, end - pos), pos);
    n += countNewlines(buffer.subarray(0, read));
  }
  return n;
}
