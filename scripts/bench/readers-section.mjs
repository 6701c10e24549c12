// The bench's side-by-side section: the same texts read by factlint (its reader of one text, and the
// whole check of answer + context), Recognizers-Text's number model and the one-regex floor.
import { fileURLToPath } from 'node:url';
import { ScenarioSchema } from '@factlint/kernel';
import { scanText } from '@factlint/text';
import {
  factlintValues,
  floorCount,
  recogniserModel,
  recogniserValues,
  specScore,
  startClocks,
  timeReaders,
  warmReaders,
} from './number-readers.mjs';
import { textsOfLocale } from './texts.mjs';

export async function runReadersSection({ row, engine, localeOf, scenarios, ROUNDS, fmt, median, target, textOf, sentenceEn, contextEn }) {
  const texts = (lang) => textsOfLocale(scenarios, lang);
  let recogniserOverScan = Infinity;
  let threadOverScan = Infinity;
  const sets = [
    ['eval set, en', 'en', texts('en')],
    ['eval set, ja', 'ja', texts('ja')],
    ['eval set, nb (recogniser: English model)', 'nb', texts('nb')],
    ['20,000 + 20,000 characters, en', 'en', [textOf(sentenceEn, 20_000), textOf(contextEn, 20_000)]],
  ];
  console.log(
    "\nside by side, the same texts (median of rounds; per 1,000 characters; ratio = the recogniser's time ÷ the other's; every set warmed before any is timed):",
  );
  const prepared = sets.map(([label, lang, list]) => {
    const locale = localeOf(lang);
    const model = recogniserModel(lang);
    const scenariosOf =
      list.length === 2 && label.startsWith('20,000')
        ? [ScenarioSchema.parse({ id: 'pair', locale: lang, answer: list[0], context: list[1] })]
        : scenarios.filter((s) => s.locale === lang);
    const readers = [
      ['factlint reader (scanText)', (t) => scanText(t, locale)],
      ['recogniser numbers', (t) => model.parse(t)],
      ['one-regex floor', (t) => floorCount(t)],
    ];
    return { label, lang, list, scenariosOf, readers, warmed: [] };
  });
  // Every set is warmed, twice over, before any is timed: a set read after another locale's used
  // to find some of the readers' optimised code thrown away (a new object shape, a field turned
  // from small integers to doubles) and paid for its rebuilding in its timed rounds, so a set's
  // figure depended on the sets before it and on when V8's compiler threads got a core.
  for (let pass = 0; pass < 2; pass++) {
    for (const set of prepared) {
      for (const s of set.scenariosOf) await engine.verify(s);
      set.warmed.push(Object.values(await warmReaders(set.readers, set.list)).join('/'));
    }
  }
  const times = (x) => `×${x.toFixed(x < 10 ? 2 : 0)}`;
  for (const { label, lang, list, scenariosOf, readers, warmed } of prepared) {
    const rounds = label.startsWith('20,000') ? ROUNDS : Math.max(3, ROUNDS);
    const timed = timeReaders(readers, list, rounds);
    // The whole check (every reader, every judge) on the same texts as answer + context.
    const verify = { wall: [], cpu: [], thread: [] };
    for (let r = 0; r < rounds; r++) {
      const clock = startClocks();
      for (const s of scenariosOf) await engine.verify(s);
      clock.stop(verify);
    }
    timed['factlint whole check (verify)'] = verify;
    const chars = list.reduce((a, t) => a + t.length, 0);
    const perK = (ms) => fmt((ms / chars) * 1000);
    const rec = timed['recogniser numbers'];
    console.log(
      `  ${label}: ${list.length} texts, ${chars.toLocaleString('en')} characters (warmed until steady: ${warmed.join(', then ')} rounds)`,
    );
    for (const [name, { wall, cpu, thread }] of Object.entries(timed)) {
      const m = median(wall);
      const own = thread.length ? `, main thread ${perK(median(thread))}` : '';
      const ratio =
        name === 'recogniser numbers'
          ? ''
          : `   recogniser ÷ this ${times(median(rec.wall) / m)}, CPU ${times(median(rec.cpu) / median(cpu))}` +
            (thread.length ? `, main thread ${times(median(rec.thread) / median(thread))}` : '');
      console.log(`    ${name.padEnd(30)} ${perK(m).padStart(9)} (CPU ${perK(median(cpu))}${own})${ratio}`);
    }
    const scan = timed['factlint reader (scanText)'];
    if (lang !== 'nb') {
      recogniserOverScan = Math.min(recogniserOverScan, median(rec.cpu) / median(scan.cpu));
      if (scan.thread.length) threadOverScan = Math.min(threadOverScan, median(rec.thread) / median(scan.thread));
    }
  }

  console.log('  numbers of the spec cases read right (by value; the recogniser reads no currency, unit or accounting sign):');
  let allAhead = true;
  for (const lang of ['en', 'nb', 'ja']) {
    const file = fileURLToPath(new URL(`../../rule-packs/locale-${lang}/spec/numbers.yaml`, import.meta.url));
    const ours = specScore(file, factlintValues(localeOf(lang)));
    const theirs = specScore(file, recogniserValues(lang));
    if (ours.right < theirs.right) allAhead = false;
    const model =
      lang === 'nb' ? ' (no Norwegian model: the English one knows no Norwegian scale words and misses "1 234,56 millioner")' : '';
    console.log(
      `    ${lang}: factlint ${ours.right}/${ours.expected} right, ${ours.extra} read beyond the expected; recogniser ${theirs.right}/${theirs.expected}, ${theirs.extra} beyond${model}`,
    );
  }
  target(
    row,
    `×${recogniserOverScan.toFixed(1)} CPU${threadOverScan < Infinity ? `, main thread ×${threadOverScan.toFixed(1)}` : ''} (least of the en and ja sets)${allAhead ? '' : ', fewer right'}`,
    '≥ ×20, ≥ as many right',
    recogniserOverScan >= 20 && allAhead,
  );
}
