// How fast the machine runs JavaScript right now, apart from factlint. On the shared machines the
// same 2,000-character verify, warm, in one process, ran at 410 µs for a few seconds and at 820 µs
// for the next few, with the load average at 0 and no steal time shown (docs/speed.md, twentieth round):
// something outside the virtual machine halves its speed at times. The load average cannot see
// that, so the bench times a fixed piece of plain JavaScript next to each row and prints how much
// slower it ran there than at its best in the run. The piece does what the engine does most (reads
// code units, looks them up in a table, makes small objects, asks a Map) and calls no factlint code,
// so a change to factlint never moves it.
//
// Each reading also notes the processor the process was on (Linux). On the machine of the
// forty-third round the slow stretches were a virtual processor's, each slowed on its own at times:
// the same warm 20k verify pinned to processor 0 ran at 5.2–6.7 ms for twelve seconds at a time,
// pinned to processor 1 at 3.5–3.6 ms in the same minutes, and unpinned it went between the two as
// the scheduler moved it (docs/speed.md). A row read slow on one processor says where its figure
// came from.

import { readFileSync } from 'node:fs';
import { median } from './median.mjs';

/**
 * The processor of a `/proc/<pid>/stat` line (its field 39), or undefined. The command name (field
 * 2) is in parentheses and may hold spaces and parentheses itself, so the fields are counted from
 * after its last `)`.
 */
export function processorOf(stat) {
  const field = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[36];
  return field !== undefined && /^\d+$/.test(field) ? Number(field) : undefined;
}

/** The processor this process last ran on; undefined where the system does not say (no /proc). */
export function processorNow() {
  try {
    return processorOf(readFileSync('/proc/self/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/** A fixed text: ASCII words and digits, some 8,000 characters. */
const TEXT = Array.from({ length: 800 }, (_, i) => `w${(i * 7919) % 1000} ${i % 13 === 0 ? 'Acme' : 'and'} `)
  .join('')
  .slice(0, 8_000);
const TABLE = new Uint8Array(0x10000).map((_, code) => (code >= 0x30 && code <= 0x39 ? 1 : code >= 0x61 && code <= 0x7a ? 2 : 0));

/** One pass of the fixed work; returns a count so that nothing of it is optimised away. */
function work() {
  const seen = new Map();
  const words = [];
  let start = -1;
  for (let i = 0; i <= TEXT.length; i++) {
    const kind = i < TEXT.length ? TABLE[TEXT.charCodeAt(i)] : 0;
    if (kind !== 0 && start < 0) start = i;
    else if (kind === 0 && start >= 0) {
      const word = TEXT.slice(start, i);
      seen.set(word, (seen.get(word) ?? 0) + 1);
      words.push({ word, start, end: i });
      start = -1;
    }
  }
  return words.length + seen.size;
}

/** Microseconds the fixed work takes now: the best of a few passes (a pass that met an interrupt says nothing). */
export function probeMicroseconds() {
  let best = Infinity;
  let sink = 0;
  for (let k = 0; k < 7; k++) {
    const t = performance.now();
    for (let r = 0; r < 10; r++) sink += work();
    best = Math.min(best, performance.now() - t);
  }
  if (sink === 0) throw new Error('the speed probe did no work');
  return (best / 10) * 1000;
}

/** Readings are taken at most this often inside a row, so that the probe stays a small part of it. */
const READING_EVERY_MS = 200;

/**
 * The probe's readings through a run, by target row: one when a row begins, more while it runs
 * (`tick`, called between its timed calls, reads when READING_EVERY_MS have passed) and one when its
 * figure is in, each with the processor it was taken on (undefined: not known). A row's slowdown is
 * its median reading over the run's best reading.
 */
export class MachineSpeed {
  /** Row name to its readings, `{ micros, processor }` each. */
  readings = new Map();
  row = null;
  last = 0;

  constructor() {
    // Warmed before the first reading: its first passes are V8 compiling it, not the machine.
    for (let k = 0; k < 20; k++) probeMicroseconds();
    this.begin('start');
    this.end();
  }

  /** A row begins: readings are kept under its name until `end`. */
  begin(label) {
    this.row = label;
    this.read();
  }

  /** Between two timed calls of the running row: a reading, if the last one is old enough. */
  tick() {
    if (this.row !== null && performance.now() - this.last >= READING_EVERY_MS) this.read();
  }

  end() {
    if (this.row !== null) this.read();
    this.row = null;
  }

  read() {
    const list = this.readings.get(this.row) ?? [];
    list.push({ micros: probeMicroseconds(), processor: processorNow() });
    this.readings.set(this.row, list);
    this.last = performance.now();
  }

  best() {
    return Math.min(...[...this.readings.values()].flat().map((r) => r.micros));
  }

  /**
   * How much slower than its best the probe ran during a row: the median and the worst of its
   * readings, and where they were taken (`where`: the processor, or each processor with its median).
   */
  slowdown(label) {
    const list = this.readings.get(label) ?? [];
    if (list.length === 0) return undefined;
    const micros = list.map((r) => r.micros);
    const best = this.best();
    return {
      median: median(micros) / best,
      worst: Math.max(...micros) / best,
      readings: list.length,
      where: this.where(list, best),
    };
  }

  /**
   * `on processor 1`, or `on processors 0 (×1.62), 1 (×1.01)` (each against the run's `best`
   * reading); empty when no reading knows its processor.
   */
  where(list, best) {
    const byProcessor = new Map();
    for (const { micros, processor } of list) {
      if (processor === undefined) continue;
      const same = byProcessor.get(processor);
      if (same) same.push(micros);
      else byProcessor.set(processor, [micros]);
    }
    const cpus = [...byProcessor.keys()].sort((a, b) => a - b);
    if (cpus.length === 0) return '';
    if (cpus.length === 1) return `on processor ${cpus[0]}`;
    const each = cpus.map((cpu) => `${cpu} (×${(median(byProcessor.get(cpu)) / best).toFixed(2)})`);
    return `on processors ${each.join(', ')}`;
  }

  /** One line: the probe's best, and how much slower it ran during each row. */
  summary() {
    const rows = [...this.readings.keys()].map((label) => {
      const { median: typical, worst, readings, where } = this.slowdown(label);
      return `${label} ×${typical.toFixed(2)} (worst ×${worst.toFixed(2)} of ${readings}${where ? `; ${where}` : ''})`;
    });
    return `machine speed (a fixed piece of plain JavaScript, ${this.best().toFixed(0)} µs at its best in this run; ×1.00 = as fast as it ran at best; median and worst reading during each row): ${rows.join(' · ')}`;
  }
}
