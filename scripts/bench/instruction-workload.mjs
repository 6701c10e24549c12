// The workload `scripts/instruction-count.mjs` runs under valgrind: one build's engine verifying a
// fixed set of scenarios `warm + passes` times, or (reader-en|nb|ja) its reader alone, `scanText` over the
// texts of the evaluation set's cases in that locale, as the bench's side-by-side row reads them, or
// (answer-whole|answer-pieces) one 250,000-character answer against a context of as many characters,
// judged whole or as 25 answers of 10,000 characters against the same context: counted per 1,000
// answer characters, the two show whether a long answer costs more work per character or only more
// memory (the bench's sizes row, "where the growth goes"); or (facts) the declared-facts examples, 20
// times over a pass, the one workload that runs the facts judge.
// Usage: node instruction-workload.mjs BUILD WARM PASSES eval|2k|20k|facts|reader-en|reader-nb|reader-ja|answer-whole|answer-pieces
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { answerInPieces, answerWithSource, evalScenarios, factsScenarios, textsOfLocale } from './texts.mjs';

const [build, warm, passes, workload] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), process.argv[5]];
const load = (path) => import(pathToFileURL(`${build}/${path}`).href);
const { Engine, readEvalCases } = await load('packages/pipeline/dist/bundle/index.js');
const { ScenarioSchema } = await load('packages/kernel/dist/bundle/index.js');

/** The long answer's characters, and how many answers it is cut into for answer-pieces. */
const LONG_ANSWER = 250_000;
const PIECES = 25;

function scenarios() {
  if (workload === 'eval') return evalScenarios(readEvalCases, ScenarioSchema);
  if (workload === 'answer-whole' || workload === 'answer-pieces') {
    // The counting script divides by these characters instead of by verifies.
    console.log(`answer characters per pass: ${LONG_ANSWER}`);
    return answerInPieces(ScenarioSchema, workload, LONG_ANSWER, workload === 'answer-whole' ? 1 : PIECES);
  }
  if (workload === 'facts') {
    // Six scenarios are too short a pass to count over: twenty times over.
    const examples = factsScenarios(ScenarioSchema, parseYaml);
    return Array.from({ length: 20 }, () => examples).flat();
  }
  if (workload !== '2k' && workload !== '20k') throw new Error(`no workload "${workload}": eval, facts, 2k or 20k`);
  const size = workload === '2k' ? 2_000 : 20_000;
  const one = answerWithSource(ScenarioSchema, workload, size);
  // As many verifies per pass as make some 200,000 characters: the count is read over whole passes.
  return Array.from({ length: workload === '2k' ? 100 : 10 }, () => one);
}

const reader = /^reader-(en|nb|ja)$/.exec(workload)?.[1];
if (reader) {
  const { scanText } = await load('packages/text/dist/bundle/index.js');
  const evalSet = evalScenarios(readEvalCases, ScenarioSchema);
  const texts = textsOfLocale(evalSet, reader);
  // Twenty readings of the set per pass: a pass of one reading is too short to count over.
  console.log(`verifies per pass: ${texts.length * 20}`);
  const engine = new Engine();
  // The evaluation set verified once first, as the bench's side-by-side row runs after it: the
  // readers' shared helpers have then met texts of every locale (and of every string representation).
  for (const s of evalSet) await engine.verify(s);
  const locale = engine.configure(ScenarioSchema.parse({ id: 'probe', locale: reader, answer: '' }), { file: 'count', path: '' }).locale;
  for (let pass = 0; pass < warm + passes; pass++) for (let r = 0; r < 20; r++) for (const t of texts) scanText(t, locale);
  process.exit(0);
}

const all = scenarios();
// The counting script divides by the verifies it is told of here.
console.log(`verifies per pass: ${all.length}`);
const engine = new Engine();
for (let pass = 0; pass < warm + passes; pass++) for (const s of all) await engine.verify(s);
