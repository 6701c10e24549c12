// The bench's `short` section: what a short answer costs, piece by piece. The eval row's p50 is set
// by answers of a sentence or two, where no stage dominates; this prints the reader on sentences
// with none, one and three figures, and a whole verify of a sentence with no claim and of one with
// four, each against a context read before (as in the eval row, which keeps its contexts).
import { performance } from 'node:perf_hooks';
import { ScenarioSchema } from '@factlint/kernel';
import { scanText } from '@factlint/text';
import { warmUntilSteady } from './steady.mjs';

/** Real sentences per locale: none, one and three figures, and a context that grounds the last. */
const SENTENCES = {
  en: {
    plain: 'The meeting is on Monday.',
    oneFigure: 'About 3,500 people came.',
    threeFigures: 'Revenue rose 20% to $120 million in 2026.',
    context: 'Revenue was $120 million in 2026, up from $100 million in 2025.',
  },
  nb: {
    plain: 'Møtet er på mandag.',
    oneFigure: 'Rundt 3 500 personer kom.',
    threeFigures: 'Omsetningen steg 20 prosent til 120 millioner kroner i 2026.',
    context: 'Omsetningen var 120 millioner kroner i 2026, opp fra 100 millioner kroner i 2025.',
  },
  ja: {
    plain: '会議は月曜日です。',
    oneFigure: '約3,500人が来場した。',
    threeFigures: '2026年の売上高は前年比20%増の120億円でした。',
    context: '2026年の売上高は120億円で、2025年の100億円から増えた。',
  },
};

/**
 * The median µs per call of `body` over `rounds` rounds of `perRound` calls, once warm until steady
 * (as every timed row): a fixed number of warm-up calls does not say V8 has finished optimising.
 */
async function microseconds(body, perRound, rounds, median) {
  const round = async () => {
    const t = performance.now();
    for (let k = 0; k < perRound; k++) await body();
    return performance.now() - t;
  };
  await warmUntilSteady(round, { window: 3, gain: 0.05, most: 40 });
  const each = [];
  for (let r = 0; r < rounds; r++) each.push(((await round()) / perRound) * 1000);
  return median(each);
}

export async function runShortSection({ engine, localeOf, ROUNDS, median }) {
  const rounds = Math.max(5, ROUNDS);
  const us = (x) => `${x.toFixed(2)} µs`;
  console.log('\nshort answers, piece by piece (median µs per call, warm; the context read once before, as the eval row keeps it):');
  for (const [lang, s] of Object.entries(SENTENCES)) {
    const locale = localeOf(lang);
    const read = {};
    for (const key of ['plain', 'oneFigure', 'threeFigures'])
      read[key] = await microseconds(() => scanText(s[key], locale), 20_000, rounds, median);
    const verify = {};
    for (const key of ['plain', 'threeFigures']) {
      const scenario = ScenarioSchema.parse({ id: `short-${lang}-${key}`, locale: lang, answer: s[key], context: s.context });
      verify[key] = await microseconds(() => engine.verify(scenario), 3_000, rounds, median);
    }
    console.log(
      `  ${lang}: reader ${us(read.plain)} with no figure, ${us(read.oneFigure)} with one, ${us(read.threeFigures)} with three · verify ${us(verify.plain)} with no claim, ${us(verify.threeFigures)} with three figures and a change`,
    );
  }
}
