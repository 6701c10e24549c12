// The bench's `passage` section: a quotation checked against a context with no sentence end (a log,
// a table dumped as text, a transcript without punctuation), where the one passage a quote is
// aligned in is the whole context. The quote is near a stretch of it but not in it word for word,
// so QUOTE looks for the window that fits it best; the time should grow with the context, not with
// the context times the quote.
import { ScenarioSchema } from '@factlint/kernel';
import { warmUntilSteady } from './steady.mjs';

const ROW = 'station north reading stable pressure normal crew rotated supply drop confirmed weather calm ';
const ANSWER = 'The log says "station north reading stable, pressure normal, crew rotated and supply drop confirmed".';

export async function runLongPassageSection({ engine, ROUNDS, median, fmt }) {
  const times = [];
  for (const size of [20_000, 200_000]) {
    const context = ROW.repeat(Math.ceil(size / ROW.length)).slice(0, size);
    const scenario = ScenarioSchema.parse({ id: `passage-${size}`, locale: 'en', answer: ANSWER, context });
    const once = async () => {
      const t = performance.now();
      await engine.verify(scenario);
      return performance.now() - t;
    };
    await warmUntilSteady(once, { window: 3, gain: 0.05, most: 20 });
    const walls = [];
    for (let r = 0; r < Math.max(5, ROUNDS); r++) walls.push(await once());
    times.push(`${size.toLocaleString('en')} characters ${fmt(median(walls))}`);
  }
  console.log(`a quotation against a context with no sentence end (the context one passage): ${times.join(' · ')} per verify`);
}
