// The bench's side-by-side section: the same texts read by factlint (its reader of one text, and the
// whole check of answer + context), Recognizers-Text's number model and the one-regex floor.
import { fileURLToPath } from 'node:url';
import { ScenarioSchema } from '@factlint/kernel';
import { scanText } from '@factlint/text';
import { factlintValues, floorCount, recogniserModel, recogniserValues, specScore, timeReaders, warmReaders } from './number-readers.mjs';

export async function runReadersSection({ engine, scenarios, ROUNDS, fmt, median, target, textOf, sentenceEn, contextEn }) {
  const localeOf = (lang) =>
    engine.configure(ScenarioSchema.parse({ id: 'probe', locale: lang, answer: '' }), { file: 'bench', path: '' }).locale;
  const contextTexts = (c) => (c === undefined ? [] : typeof c === 'string' ? [c] : c.map((d) => (typeof d === 'string' ? d : d.text)));
  const texts = (lang) => scenarios.filter((s) => s.locale === lang).flatMap((s) => [s.answer, ...contextTexts(s.context)]);
  const sets = [
    ['eval set, en', 'en', texts('en')],
    ['eval set, ja', 'ja', texts('ja')],
    ['eval set, nb (recogniser: English model)', 'nb', texts('nb')],
    ['20,000 + 20,000 characters, en', 'en', [textOf(sentenceEn, 20_000), textOf(contextEn, 20_000)]],
  ];
  console.log("\nside by side, the same texts (median of rounds; per 1,000 characters; ratio = the recogniser's time ÷ the other's):");
  let recogniserOverScan = Infinity;
  for (const [label, lang, list] of sets) {
    const locale = localeOf(lang);
    const model = recogniserModel(lang);
    const scenariosOf =
      list.length === 2 && label.startsWith('20,000')
        ? [ScenarioSchema.parse({ id: 'pair', locale: lang, answer: list[0], context: list[1] })]
        : scenarios.filter((s) => s.locale === lang);
    for (const s of scenariosOf) await engine.verify(s);
    const readers = [
      ['factlint reader (scanText)', (t) => scanText(t, locale)],
      ['recogniser numbers', (t) => model.parse(t)],
      ['one-regex floor', (t) => floorCount(t)],
    ];
    const warm = warmReaders(readers, list);
    const rounds = label.startsWith('20,000') ? ROUNDS : Math.max(3, ROUNDS);
    const timed = timeReaders(readers, list, rounds);
    // The whole check (every reader, every judge) on the same texts as answer + context.
    const verify = { wall: [], cpu: [] };
    for (let r = 0; r < rounds; r++) {
      const cpu = process.cpuUsage();
      const t = performance.now();
      for (const s of scenariosOf) await engine.verify(s);
      verify.wall.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      verify.cpu.push((used.user + used.system) / 1000);
    }
    timed['factlint whole check (verify)'] = verify;
    const chars = list.reduce((a, t) => a + t.length, 0);
    const rec = median(timed['recogniser numbers'].wall);
    const recCpu = median(timed['recogniser numbers'].cpu);
    const warmed = Object.values(warm).join('/');
    console.log(`  ${label}: ${list.length} texts, ${chars.toLocaleString('en')} characters (warmed until steady: ${warmed} rounds)`);
    for (const [name, { wall, cpu }] of Object.entries(timed)) {
      const m = median(wall);
      const times = (x) => `×${x.toFixed(x < 10 ? 2 : 0)}`;
      const ratio = name === 'recogniser numbers' ? '' : `   recogniser ÷ this ${times(rec / m)}, CPU ${times(recCpu / median(cpu))}`;
      console.log(`    ${name.padEnd(30)} ${fmt((m / chars) * 1000).padStart(9)} (CPU ${fmt((median(cpu) / chars) * 1000)})${ratio}`);
    }
    if (lang !== 'nb') recogniserOverScan = Math.min(recogniserOverScan, recCpu / median(timed['factlint reader (scanText)'].cpu));
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
    'factlint reader ≥ 20× faster than the recogniser (en, ja), as many spec numbers right',
    `×${recogniserOverScan.toFixed(1)} CPU (least of the en and ja sets)${allAhead ? '' : ', fewer right'}`,
    '≥ ×20, ≥ as many right',
    recogniserOverScan >= 20 && allAhead,
  );
}
