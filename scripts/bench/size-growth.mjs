// The sizes row's growth, taken apart: is the time beyond linear work, or memory? The 1 MB scenario's
// answer is judged once whole and once as fifty answers of 10,000 characters against the same context
// (read once, shared), and the collector's pauses during the whole one are counted. Under valgrind the
// two do nearly the same work in our code (7 % more per character whole, the collector 86 % more:
// instruction-count's answer-* workloads); the whole answer's figures, claims and caches live through
// its verify, so the young generation copies and promotes them and the old one is marked more
// often (docs/speed.md, twenty-third round).
import { collectionPerVerify } from './allocation.mjs';
import { median } from './median.mjs';
import { answerInPieces } from './texts.mjs';
import { sizeAlone } from './size-alone.mjs';

const PIECES = 50;

/** Wall time of one pass over `scenarios`. */
async function pass(engine, scenarios) {
  const t = performance.now();
  for (const s of scenarios) await engine.verify(s);
  return performance.now() - t;
}

/** Median time of the passes in µs per 1,000 characters of `scenarios`' answers. */
function perThousandAnswerChars(walls, scenarios) {
  const chars = scenarios.reduce((n, s) => n + s.answer.length, 0);
  return (median(walls) * 1e6) / chars;
}

/** One line: the whole answer against its pieces, and the collector's share of the whole one. */
export async function growthAnatomy({ engine, ScenarioSchema, answerChars, firstSize, rounds, fmt }) {
  const whole = answerInPieces(ScenarioSchema, 'growth-whole', answerChars, 1);
  const pieces = answerInPieces(ScenarioSchema, 'growth-piece', answerChars, PIECES);
  // Passes of the two alternate: each meets the heap (and a marking under way) the other left.
  await pass(engine, whole);
  await pass(engine, pieces);
  const [wholeWalls, piecesWalls] = [[], []];
  for (let r = 0; r < rounds; r++) {
    wholeWalls.push(await pass(engine, whole));
    piecesWalls.push(await pass(engine, pieces));
  }
  const wholeCost = perThousandAnswerChars(wholeWalls, whole);
  const piecesCost = perThousandAnswerChars(piecesWalls, pieces);
  const gc = await collectionPerVerify(engine, whole, rounds);
  const chars = (n) => n.toLocaleString('en');
  const [small, large] = [sizeAlone(firstSize), sizeAlone(answerChars * 2)];
  return (
    `  where the growth goes: the ${chars(answerChars)}-character answer judged whole ${wholeCost.toFixed(0)} µs, ` +
    `as ${PIECES} answers of ${chars(answerChars / PIECES)} against the same context ${piecesCost.toFixed(0)} µs per 1,000 answer characters ` +
    `(×${(wholeCost / piecesCost).toFixed(2)}); garbage collection while judging it whole ${fmt(gc.minor)} minor + ${fmt(gc.other)} other ` +
    `per verify (${Math.round(gc.share * 100)} % of the time, the main thread's pauses only)\n` +
    `  each end alone in a fresh process (size-alone.mjs): ${chars(firstSize)} characters CPU ${fmt(small.cpu)}, ` +
    `${chars(answerChars * 2)} CPU ${fmt(large.cpu)}, growth ×${(large.cpu / small.cpu).toFixed(1)}; minor collections there ` +
    `${fmt(large.minorGc)} per verify of the larger, here ${fmt(gc.minor)}`
  );
}
