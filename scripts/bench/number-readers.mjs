// Side by side on the same texts: factlint, Recognizers-Text's number model (the number extraction
// alone) and a one-regular-expression floor; and how many numbers of our spec cases each reads right.
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { scanText } from '@factlint/text';
import { loadSpecFile } from '@factlint/testkit';
import { warmUntilSteady } from './steady.mjs';

const require = createRequire(import.meta.url);
const Recognizers = require('@microsoft/recognizers-text-number');

/** The recogniser has English and Japanese models (also es, pt, fr, zh) and none for Norwegian. */
const RECOGNISER_CULTURE = { en: Recognizers.Culture.English, ja: Recognizers.Culture.Japanese };
const models = new Map();
/** A number model per culture, built once (as factlint compiles its locale data once). */
export function recogniserModel(lang) {
  const culture = RECOGNISER_CULTURE[lang] ?? Recognizers.Culture.English;
  if (!models.has(culture)) models.set(culture, new Recognizers.NumberRecognizer(culture).getNumberModel());
  return models.get(culture);
}

// The floor: one pass of one global pattern over the text, a digit run with its group and decimal marks.
const FLOOR = /[0-9０-９]+(?:[.,  ][0-9０-９]+)*/g;
export function floorCount(text) {
  FLOOR.lastIndex = 0;
  let n = 0;
  while (FLOOR.exec(text) !== null) n++;
  return n;
}

/**
 * Runs each reader over the texts until its round time stops falling (no round in the last three
 * beats the best before them by more than 5 %; 40 rounds at most), all readers alike. One pass
 * left V8 compiling factlint's hottest functions during the timed rounds (--trace-opt showed it),
 * while the recogniser spends its time in compiled regular expressions that need no warming: the
 * row then compared a cold reader with a warm one. Returns the rounds each reader took.
 */
export async function warmReaders(readers, texts) {
  const took = {};
  for (const [name, read] of readers) {
    took[name] = await warmUntilSteady(
      () => {
        const t = performance.now();
        for (const text of texts) read(text);
        return performance.now() - t;
      },
      { window: 3, gain: 0.05, most: 40 },
    );
  }
  return took;
}

/**
 * Each reader's wall, process CPU and main-thread CPU time (ms) of each pass over every text: per
 * round, each reader reads the texts `block` times in a row, and the readers take turns round by
 * round, so a burst of load on the shared machine hits every reader alike. Passes of one reader in
 * a row are what a reader meets in use; a turn of one pass each timed factlint's reader right after
 * the recogniser had filled the processor's caches with its own code and tables (the eval-set rows
 * then took about 1.5 times as long as the same reader timed alone).
 */
export function timeReaders(readers, texts, rounds, block = 5) {
  const out = {};
  for (const [name] of readers) out[name] = { wall: [], cpu: [], thread: [] };
  for (let r = 0; r < rounds; r++) {
    for (const [name, read] of readers) {
      for (let b = 0; b < block; b++) {
        const clock = startClocks();
        for (const text of texts) read(text);
        clock.stop(out[name]);
      }
    }
  }
  return out;
}

// The main thread's own CPU time, from Linux's scheduler statistics (nanoseconds; Node 20 has no
// per-thread CPU clock). Process CPU also counts V8's background compiler and collector threads;
// the main thread's time is the reading itself. The kernel brings a running thread's figure in that
// file up to date only at a scheduler tick (4 ms here, longer than a round), but does so whenever the
// thread asks for its process's CPU time: hence the process.cpuUsage() first. Undefined where the
// file is missing (not Linux).
const SCHEDSTAT = '/proc/thread-self/schedstat';
function threadCpuMs() {
  process.cpuUsage();
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

/**
 * Wall, process CPU and main-thread CPU from now; `stop` pushes the three (ms) onto `into.wall/cpu/thread`.
 * Each clock encloses the cheaper ones and not the dearer: the main-thread clock (opening and reading
 * a file, some 13 µs) is read first and last, the process CPU clock (a system call, 1 µs) inside it,
 * the wall clock innermost. Read the other way round, the process CPU time of a pass over the
 * eval set's Japanese texts (some 770 µs) held one main-thread read, about 2 % of it. The main-thread
 * figure still holds its own clock's cost: the median of empty intervals (THREAD_CLOCK_MS) is taken off.
 */
export function startClocks() {
  const thread = threadCpuMs();
  const cpu = process.cpuUsage();
  const t = performance.now();
  return {
    stop(into) {
      into.wall.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      into.cpu.push((used.user + used.system) / 1000);
      const after = threadCpuMs();
      if (thread !== undefined && after !== undefined) into.thread.push(Math.max(0, after - thread - threadClockMs()));
    },
  };
}

/** The main-thread time an empty interval of startClocks reads (its clocks' own cost): the median of 200, measured once. */
let threadClock;
function threadClockMs() {
  if (threadClock === undefined) {
    threadClock = 0;
    const empty = [];
    for (let i = 0; i < 200; i++) {
      const before = threadCpuMs();
      process.cpuUsage(process.cpuUsage());
      performance.now();
      performance.now();
      empty.push((threadCpuMs() ?? 0) - (before ?? 0));
    }
    threadClock = empty.sort((a, b) => a - b)[100];
  }
  return threadClock;
}

const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/**
 * Numbers of a locale's spec cases (`spec/numbers.yaml`) read right: an expected value found among
 * the reader's values (by value only, as the recogniser gives no currency or unit), and values read
 * that no expected row has.
 */
export function specScore(file, read) {
  const spec = loadSpecFile(file);
  let expected = 0;
  let right = 0;
  let extra = 0;
  for (const c of spec.cases) {
    const want = (c.expected ?? []).filter((e) => typeof e.value === 'number').map((e) => e.value);
    const got = read(c.input);
    expected += want.length;
    right += want.filter((w) => got.some((g) => close(g, w))).length;
    extra += got.filter((g) => !want.some((w) => close(g, w))).length;
  }
  return { expected, right, extra };
}

export const factlintValues = (locale) => (text) => scanText(text, locale).numbers.map((n) => n.value);
export const recogniserValues = (lang) => (text) =>
  recogniserModel(lang)
    .parse(text)
    .map((m) => Number(m.resolution.value));
