// `--profile`: a V8 CPU profile of the measured sections through the inspector's Profiler domain, written
// to reports/ (open it in Chrome DevTools or VS Code), and a summary: the functions with the most self
// time, overall and under each pipeline stage (a sample belongs to the stage whose `run` is on its stack),
// and the time inside each walk over a text (TEXT_WALKS), the share a single scanner could merge.
import { Session } from 'node:inspector/promises';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

export async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(new URL('.', file), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    return profile;
  };
}

/**
 * The class each `run` method of a stage belongs to, by the line it starts on (0-based as V8 gives),
 * for every module of the built pipeline that declares stages: its entry is a bundle, and the
 * stage classes may sit in it or in one of its chunks. Keyed by file path and by file URL.
 */
export function stageRunLines() {
  const entry = createRequire(import.meta.url).resolve('@factlint/pipeline');
  const dir = dirname(entry);
  const files = new Set([
    entry,
    ...readdirSync(dir, { recursive: true })
      // A bundle's code is in its body (.cjs); the .js beside it is the face that loads it.
      .filter((f) => f.endsWith('.js') || f.endsWith('.cjs'))
      .map((f) => join(dir, f)),
  ]);
  const byFile = new Map();
  for (const file of files) {
    const byLine = new Map();
    let current = null;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // A run method belongs to the class it sits in: a class that is no stage ends the one before.
        const cls = /\bclass (\w+)/.exec(line);
        if (cls) current = cls[1].endsWith('Stage') ? cls[1].slice(0, -'Stage'.length).toLowerCase() : null;
        if (current && /^\s+(async )?run\(/.test(line)) byLine.set(i, current);
      });
    if (byLine.size === 0) continue;
    byFile.set(file, byLine);
    byFile.set(pathToFileURL(file).href, byLine);
  }
  if (byFile.size === 0) throw new Error(`no pipeline stage found in the built modules under ${dir}: run npm run build`);
  return byFile;
}

function place(frame) {
  const { functionName, url, lineNumber } = frame;
  const where = url ? url.replace(/^file:\/\//, '').replace(/^.*\/(packages|rule-packs|node_modules)\//, '$1/') : '';
  // The bench's own CPU clock: under load the sampler also counts the time the process waits in it.
  if (functionName === 'cpuUsage' && !url) return "cpuUsage (the bench's own clock)";
  return `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
}

/** A profile's nodes by id, and each node's parent (V8 lists only the children). */
function profileTree(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  return { nodes, parent };
}

/**
 * The walks over each text that issue 13 asks to merge into one scanner, each by the function that
 * walks, as the built bundles name it: the one pass that finds where scanText's readers start and
 * where the document's sentences may end and its quotation marks stand (the splitter and the
 * quotation reader walked the text themselves until the forty-seventh round), the document's lines,
 * the entity reader's markers and nameable words, the direction words (`findForms`, under
 * findPolarityWords and findNegations) and a sentence's subject keys. The time inside each includes
 * the work at every stop, which a scanner would still do: their sum is an upper bound on what
 * merging them could save.
 */
export const TEXT_WALKS = [
  ['the one pass', 'findReaderStarts'],
  ['lines', 'readLines'],
  ['entity markers', 'markerHitsOf'],
  ['nameable words', 'nameableWords'],
  ['direction words and negations', 'findForms'],
  ['subject keys', 'sentenceSubject'],
];

/** The TEXT_WALKS functions no built bundle declares (a renamed walk would otherwise read 0 % unseen). */
export function walksMissingFromBundles(root = new URL('../../', import.meta.url)) {
  const bundles = ['packages', 'rule-packs'].flatMap((group) =>
    readdirSync(new URL(`${group}/`, root)).map((name) => new URL(`${group}/${name}/dist/bundle/index.cjs`, root)),
  );
  const code = bundles.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')).join('\n');
  return TEXT_WALKS.filter(([, fn]) => !new RegExp(`\\bfunction ${fn}\\(`).test(code)).map(([, fn]) => fn);
}

/**
 * The share of the samples inside `verify` that lie inside each of TEXT_WALKS, inside any of them
 * (a sample counted once however many walks its stack holds), and in a walk's own code (`self`:
 * the sample's innermost function is a walk, not a matcher it calls at a stop).
 */
export function walkShares(profile) {
  const { nodes, parent } = profileTree(profile);
  const index = new Map(TEXT_WALKS.map(([, fn], k) => [fn, k]));
  const inWalk = TEXT_WALKS.map(() => 0);
  let inVerify = 0;
  let inAny = 0;
  let inSelf = 0;
  for (const id of profile.samples) {
    let verify = false;
    const walks = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = nodes.get(at).callFrame.functionName;
      if (name === 'verify') verify = true;
      if (index.has(name)) walks.add(index.get(name));
    }
    if (!verify) continue;
    inVerify++;
    if (walks.size > 0) inAny++;
    if (index.has(nodes.get(id).callFrame.functionName)) inSelf++;
    for (const k of walks) inWalk[k]++;
  }
  const share = (n) => (inVerify === 0 ? 0 : n / inVerify);
  return { each: TEXT_WALKS.map(([label], k) => [label, share(inWalk[k])]), any: share(inAny), self: share(inSelf), samples: inVerify };
}

function walksLine(profile) {
  const missing = walksMissingFromBundles();
  if (missing.length > 0) return `  walks over each text: ${missing.join(', ')} declared in no built bundle (renamed? update TEXT_WALKS)`;
  const { each, any, self } = walkShares(profile);
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  return (
    `  walks over each text (time inside each, the work at its stops included, as a share of the time in verify): ${each.map(([label, x]) => `${label} ${pct(x)}`).join(' · ')}` +
    `; inside any of them ${pct(any)}: the most a single scanner merging them could save, less its own pass (in the walks' own code, not the matchers they call: ${pct(self)})`
  );
}

/** The stage whose `run` a profile's call frame is (CPU and heap profiles name frames alike), else undefined. */
export function stageOfFrame(stages, frame) {
  return frame.functionName === 'run' ? stages.get(frame.url)?.get(frame.lineNumber) : undefined;
}

/** Self time per function, in total and per stage, from a profile's samples. */
export function summariseProfile(profile, top = 6) {
  const stages = stageRunLines();
  const { nodes, parent } = profileTree(profile);
  const stageOf = new Map();
  const stageFor = (id) => {
    if (stageOf.has(id)) return stageOf.get(id);
    const own = stageOfFrame(stages, nodes.get(id).callFrame);
    const found = own ?? (parent.has(id) ? stageFor(parent.get(id)) : 'outside the stages');
    stageOf.set(id, found);
    return found;
  };
  // Samples are counted, not weighted by the time since the one before: on a shared machine a
  // sample taken after the process waited for a core carries that wait, and the function it lands
  // in looked far costlier than it is (the context figure index at a third of NUMERIC's compare,
  // about 2 % once counted). The interval between samples stands in for each one's share.
  const interval = profile.samples.length > 0 ? (profile.endTime - profile.startTime) / profile.samples.length : 0;
  const self = new Map(); // stage → (function → µs)
  let total = 0;
  profile.samples.forEach((id) => {
    const dt = interval;
    total += dt;
    const stage = stageFor(id);
    const fn = place(nodes.get(id).callFrame);
    const perStage = self.get(stage) ?? new Map();
    perStage.set(fn, (perStage.get(fn) ?? 0) + dt);
    self.set(stage, perStage);
  });
  const overall = new Map();
  for (const m of self.values()) for (const [fn, us] of m) overall.set(fn, (overall.get(fn) ?? 0) + us);
  const rows = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([fn, us]) => `      ${((us / total) * 100).toFixed(1).padStart(5)} %  ${fn}`);
  const out = [`  profile: ${(total / 1000).toFixed(0)} ms sampled; top self time overall:`, ...rows(overall, top * 2)];
  const stageTotals = [...self].map(([s, m]) => [s, [...m.values()].reduce((a, b) => a + b, 0)]).sort((a, b) => b[1] - a[1]);
  for (const [stage, us] of stageTotals) {
    out.push(`    ${stage}: ${((us / total) * 100).toFixed(1)} % of samples`, ...rows(self.get(stage), top));
  }
  out.push(walksLine(profile));
  return out.join('\n');
}

export const profileFile = () =>
  new URL(`../../reports/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`, import.meta.url);
export const shownPath = (url) => fileURLToPath(url).replace(/^.*\/reports\//, 'reports/');
