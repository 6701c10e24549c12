// What "linear" means for the sizes row, and the yardstick that shows why (docs/speed.md, twenty-eighth round).
//
// Until the twenty-seventh round the row called the engine linear when its CPU time grew at most ×60
// from 20 KB to 1 MB (×50 input). No program that keeps a result per claim passes that on this
// runtime: the plain checker below, which reads numbers with one pattern and keeps one small result
// per number until the answer is done, grows ×160–×170 over the same texts, flat per character up
// to 250 KB and two to three times dearer per character from 500 KB, when what it keeps outgrows
// V8's young generation and every minor collection copies it. The one-pattern floor, which keeps
// nothing, grows ×59. So the 20 KB → 1 MB ratio measures where the memory regime changes, not
// whether the work per character rises with the input. The row now judges linearity where the
// regime no longer changes, over the top doubling of the range, and prints the whole curve, the
// step and the plain checker's own growth beside it.
import { clocked } from './clocked.mjs';
import { freshPagesSoFar } from './fresh-pages.mjs';
import { median } from './median.mjs';

/** How much dearer a character may be at the top size than at half of it, for the growth to count as linear. */
export const MOST_PER_CHARACTER_RISE = 1.2;

/**
 * Whether time grows linearly over `rows` ({size, cpu}, ascending sizes, the last twice the one
 * before): the CPU per character at the last size against the one before it (`rise`). A quadratic
 * cost doubles it, an n·log n one raises it some 5 %; a one-time step lower down (the memory regime
 * changing) does not reach it.
 */
export function judgeLinearity(rows) {
  if (rows.length < 2) throw new Error('judgeLinearity needs at least two sizes');
  const [previous, last] = rows.slice(-2);
  if (last.size !== 2 * previous.size) throw new Error(`judgeLinearity: the top size ${last.size} is not twice ${previous.size}`);
  const perChar = (row) => row.cpu / row.size;
  const rise = perChar(last) / perChar(previous);
  return { rise, linear: rise <= MOST_PER_CHARACTER_RISE };
}

const NUMBER = /[0-9]+(?:[.,][0-9]+)*/g;

/** Every digit run of `text` (with its group and decimal marks) as {text, span, value}. */
function numbersIn(text) {
  const found = [];
  NUMBER.lastIndex = 0;
  for (let m = NUMBER.exec(text); m !== null; m = NUMBER.exec(text)) {
    found.push({ text: m[0], span: [m.index, m.index + m[0].length], value: Number(m[0].replaceAll(',', '')) });
  }
  return found;
}

/**
 * The least a grounding checker does: the context's numbers indexed by value, then one result per
 * number of the answer, kept until the answer is done, with its span and at most one piece of
 * evidence. No claim types, no locale, no tolerance: a yardstick for what the runtime charges a
 * program that keeps a result per claim, not a checker anyone should use.
 */
export function plainCheck(answer, context) {
  const byValue = new Map();
  for (const number of numbersIn(context)) {
    const same = byValue.get(number.value);
    if (same === undefined) byValue.set(number.value, [number]);
    else same.push(number);
  }
  const claims = [];
  for (const number of numbersIn(answer)) {
    const evidence = (byValue.get(number.value) ?? []).slice(0, 1).map((e) => ({ doc: 0, span: e.span, text: e.text }));
    claims.push({
      text: number.text,
      span: number.span,
      value: number.value,
      status: evidence.length > 0 ? 'supported' : 'unsupported',
      evidence,
    });
  }
  return claims;
}

/**
 * The two largest sizes timed in alternation ({size, scenario} each): in each round both are
 * verified, the order swapped every round, so that a burst of load on the shared machine lands on
 * both alike. Timed one after the other, the 1 MB point's five rounds moved by ±20 % from one run to
 * the next at load 1–1.5, as much as the rise the judgement looks for. Median CPU of each, and the
 * medians of its user and system parts and of the fresh pages a verify touched (fresh-pages.mjs).
 */
export async function timeTopDoubling(engine, pair, rounds) {
  const readings = pair.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const pagesBefore = freshPagesSoFar();
      const clock = await clocked(() => engine.verify(pair[k].scenario));
      readings[k].push({ ...clock, pages: freshPagesSoFar() - pagesBefore });
    }
  }
  const medianOf = (k, key) => median(readings[k].map((reading) => reading[key]));
  return pair.map(({ size }, k) => ({
    size,
    cpu: medianOf(k, 'cpu'),
    user: medianOf(k, 'user'),
    system: medianOf(k, 'system'),
    pages: medianOf(k, 'pages'),
  }));
}

/** The plain checker's median CPU per check of each scenario ({size, answer, context}), warmed first. */
export async function timePlainChecker(scenarios, rounds) {
  const rows = [];
  for (const { size, answer, context } of scenarios) {
    // A 20 KB check takes a quarter of a millisecond: fewer than a couple of hundred left it compiling.
    const [warm, timed] = size > 250_000 ? [rounds, rounds] : [200, Math.max(rounds, 40)];
    for (let k = 0; k < warm; k++) plainCheck(answer, context);
    const cpus = [];
    for (let k = 0; k < timed; k++) cpus.push((await clocked(() => plainCheck(answer, context))).cpu);
    rows.push({ size, cpu: median(cpus) });
  }
  return rows;
}
