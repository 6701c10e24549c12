import { describe, expect, it } from 'vitest';
import { ScenarioSchema } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';
import { buildDocument, scanText, type LocaleData } from '@factlint/text';

/**
 * The engine stays linear on adversarial input: every regular expression the readers actually run,
 * and the whole pipeline, are timed on 10 KB and 100 KB of each adversarial family. Time may grow
 * about tenfold; the test fails above 30-fold (quadratic growth gives about 100). Ratios, not
 * absolute times, so a slow or busy machine does not fail it.
 */
const MAX_RATIO = 30;
/** Fast runs are repeated until one sample of the 10 KB text takes about this long (and at most MAX_REPEAT times). */
const MIN_SAMPLE_MS = 2;
const MAX_REPEAT = 200;
/** A step slower than this stops the climb to 100 KB (a quadratic path would take minutes there). */
const STEP_BUDGET_MS = 3_000;

const FAMILIES: Record<string, (size: number) => string> = {
  'long digit run': (n) => '7'.repeat(n),
  'digits with separators "1 234 567 …"': (n) => fill('1 234 567 ', n),
  '"1 1 1 1 …"': (n) => fill('1 ', n),
  '"1.1.1.1 …"': (n) => fill('1.', n),
  '"1,1,1,1 …"': (n) => fill('1,', n),
  '"((((((…"': (n) => fill('(', n),
  '10,000 "**" and more': (n) => fill('**', n),
  'long CJK run with wide digits': (n) => fill('令和元年１２３万円の控除', n),
  'hedged figures "about 1 about 2 …"': (n) => fill('about 12 kroner ', n),
  'dates "1. mai 2026 1. mai 2026 …"': (n) => fill('1. mai 2026 ', n),
  'quote marks and brackets': (n) => fill('"«「[(', n),
  'combining marks and zero-width joiners': (n) => fill('1\u0301\u200D', n),
};

function fill(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

async function time(body: () => void | Promise<void>, times = 1): Promise<number> {
  const t = performance.now();
  for (let i = 0; i < times; i++) await body();
  return performance.now() - t;
}

interface Growth {
  /** Time on 100 KB over time on 10 KB: about 10 when linear, about 100 when quadratic. */
  ratio: number;
  ms10k: number;
  ms100k: number | null;
}

/**
 * Growth of `run` from 10 KB to 100 KB. Each sample times ten runs on 10 KB and then one run on
 * 100 KB (the same amount of text, moments apart, so a busy machine slows both; `repeat` times each
 * when one run is too short to time); the smallest
 * ratio of `samples` is kept, which a real super-linear cost cannot hide from. Stops before 100 KB
 * when the step from 1 KB to 10 KB already predicts minutes.
 */
async function growth(
  run: (text: string) => void | Promise<void>,
  family: (size: number) => string,
  samples = 5,
  repeat = 1,
): Promise<Growth> {
  const small = family(1_000);
  const ten = family(10_000);
  const hundred = family(100_000);
  await time(() => run(small), 3);
  const ms1k = (await time(() => run(small), 10)) / 10;
  await run(ten);
  const ms10k = Math.min(await time(() => run(ten)), await time(() => run(ten)));
  const early = ms10k / Math.max(ms1k, 0.01);
  if (ms10k > STEP_BUDGET_MS || ms10k * Math.max(early, 10) > 30_000) return { ratio: early, ms10k, ms100k: null };
  // A run of a few microseconds is below what the clock and the JIT let one time on a busy machine:
  // repeat it until one sample of 10 KB takes about MIN_SAMPLE_MS (the ratio means the same).
  const reps = Math.max(repeat, Math.min(MAX_REPEAT, Math.ceil(MIN_SAMPLE_MS / Math.max(ms10k, 0.001))));
  let ratio = Infinity;
  let ms100k = Infinity;
  for (let i = 0; i < samples; i++) {
    const tenTimes = await time(() => run(ten), 10 * reps);
    const once = await time(() => run(hundred), reps);
    ms100k = Math.min(ms100k, once / reps);
    ratio = Math.min(ratio, (once / tenTimes) * 10);
  }
  return { ratio, ms10k, ms100k };
}

/**
 * Growth of the whole pipeline, climbing 2 → 5 → 10 → 20 → 50 KB while the next step is predicted
 * (from the growth so far) to stay under PIPELINE_STEP_MS, so a quadratic path fails in seconds
 * instead of running for minutes. Returns the growth per tenfold size: about 10 when linear.
 */
const PIPELINE_STEP_MS = 3_000;
async function pipelineGrowth(
  run: (text: string) => Promise<void>,
  family: (size: number) => string,
): Promise<{ ratio: number; reached: number; ms: number }> {
  const sizes = [2_000, 5_000, 10_000, 20_000, 50_000];
  await run(family(1_000));
  await run(family(sizes[0]!));
  const first = Math.min(await time(() => run(family(sizes[0]!))), await time(() => run(family(sizes[0]!))));
  let last = { size: sizes[0]!, ms: first };
  let exponent = 1;
  for (const size of sizes.slice(1)) {
    const predicted = last.ms * (size / last.size) ** Math.max(exponent, 1);
    if (predicted > PIPELINE_STEP_MS) break;
    const ms = Math.min(await time(() => run(family(size))), await time(() => run(family(size))));
    last = { size, ms };
    exponent = Math.log(Math.max(ms, 0.01) / Math.max(first, 0.01)) / Math.log(size / sizes[0]!);
  }
  return { ratio: 10 ** exponent, reached: last.size, ms: last.ms };
}

/** Every regular expression executed while `body` runs, by source and flags. */
function collectRegexes(body: () => void | Promise<void>): Promise<RegExp[]> {
  const seen = new Map<string, RegExp>();
  const original = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const key = `/${this.source}/${this.flags}`;
    if (!seen.has(key)) seen.set(key, new RegExp(this.source, this.flags));
    return original.call(this, input);
  };
  const restore = () => {
    RegExp.prototype.exec = original;
  };
  return Promise.resolve()
    .then(body)
    .then(
      () => {
        restore();
        return [...seen.values()];
      },
      (e: unknown) => {
        restore();
        throw e;
      },
    );
}

/** Scans the whole text with `re` from every position a global search would try. */
function scanAll(re: RegExp): (text: string) => void {
  const global = new RegExp(re.source, `${re.flags.replace('y', '').replace('g', '')}g`);
  return (text) => {
    global.lastIndex = 0;
    for (let m = global.exec(text); m !== null; m = global.exec(text)) if (m[0] === '') global.lastIndex++;
  };
}

/**
 * Paths measured super-linear, reported to their owners. `it.fails` keeps them visible: the test
 * fails once a path is fixed, and the entry must then be removed. None at present: the ten entries
 * measured at the first commit (`1 1 1 …` and `1 234 567 …` answers — every figure collected the
 * other figures of its sentence —, long CJK runs, unmatched quote marks in nb and ja) were fixed in
 * the grounding judge and the quote reader and removed.
 */
const KNOWN_SUPERLINEAR = new Map<string, string>([]);

function knownBug(locale: string, kind: string, name: string): string | undefined {
  return KNOWN_SUPERLINEAR.get(`${locale}|${kind}|${name}`) ?? KNOWN_SUPERLINEAR.get(`*|${kind}|${name}`);
}

const engine = new Engine();
const LOCALES = ['en', 'nb', 'ja'] as const;
const localeData = (locale: string): LocaleData =>
  engine.configure(ScenarioSchema.parse({ id: 'l', locale, answer: '' }), { file: 'linearity', path: '' }).locale;
const SAMPLE = {
  en: 'About $120.0 million on 14 October 2026, up 20% from 3–5 kg. Call +1 555 123 4567. "Quoted." https://example.com/a',
  nb: 'Grunnbeløpet er cirka 136 549 kroner fra 1. mai 2026, 3,5 % og 3–5 dager. Ring 22 12 34 56. «Sitat». https://www.nav.no/g',
  ja: '基礎控除は約48万円（令和元年5月1日）、20％、3〜5日。03-1234-5678。「引用」。https://example.jp/a',
} as const;

function report(g: Growth): void {
  expect(g.ms100k, `stopped before 100 KB: 10 KB took ${g.ms10k.toFixed(1)} ms, ×${g.ratio.toFixed(1)} over 1 KB`).not.toBeNull();
  expect(g.ratio, `100 KB took ${g.ms100k?.toFixed(1)} ms`).toBeLessThan(MAX_RATIO);
}

function reportPipeline(g: { ratio: number; reached: number; ms: number }): void {
  expect(g.ratio, `growth per tenfold size ×${g.ratio.toFixed(1)}; ${g.reached / 1000} KB took ${g.ms.toFixed(0)} ms`).toBeLessThan(
    MAX_RATIO,
  );
}

describe('linear time on adversarial input', () => {
  it('every regex the readers run grows at most linearly from 10 KB to 100 KB, on every family', async () => {
    // The first verify imports the claim-type packs' code; the module loader's own expressions are
    // not the readers', so they are kept out of the collection.
    await engine.verify(ScenarioSchema.parse({ id: 'warm-up', locale: 'en', answer: SAMPLE.en, context: SAMPLE.en }));
    const regexes = await collectRegexes(async () => {
      for (const locale of LOCALES) {
        const data = localeData(locale);
        for (const text of [SAMPLE[locale], ...Object.values(FAMILIES).map((f) => f(300))]) {
          buildDocument(text, data);
          scanText(text, data);
          await engine.verify(ScenarioSchema.parse({ id: 'collect', locale, answer: text, context: SAMPLE[locale] }));
        }
      }
    });
    expect(regexes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    let worst = { ratio: 0, what: '' };
    for (const re of regexes) {
      for (const [name, family] of Object.entries(FAMILIES)) {
        const g = await growth(scanAll(re), family, 3, 10);
        if (g.ratio > worst.ratio) worst = { ratio: g.ratio, what: `${re} on ${name}` };
        if (g.ms100k === null || g.ratio > MAX_RATIO)
          failures.push(`${re} on ${name}: ×${g.ratio.toFixed(1)} (10 KB ${g.ms10k.toFixed(2)} ms)`);
      }
    }
    console.log(
      `linearity: ${regexes.length} regexes × ${Object.keys(FAMILIES).length} families; worst ratio ×${worst.ratio.toFixed(1)}: ${worst.what}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);

  describe.each(LOCALES)('the whole pipeline (%s)', (locale) => {
    const data = localeData(locale);
    const test = (kind: string, name: string) => (knownBug(locale, kind, name) ? it.fails : it);
    const label = (kind: string, name: string, text: string) => {
      const bug = knownBug(locale, kind, name);
      return bug ? `known bug (${bug}): ${text}` : text;
    };

    for (const [name, family] of Object.entries(FAMILIES)) {
      test('readers', name)(label('readers', name, `readers and document model on ${name}`), async () => {
        report(
          await growth((text) => {
            buildDocument(text, data);
            scanText(text, data);
          }, family),
        );
      });

      test('answer', name)(label('answer', name, `verify: a large answer (2 → 50 KB) on ${name}, against a short context`), async () => {
        reportPipeline(
          await pipelineGrowth(
            async (text) =>
              void (await engine.verify(ScenarioSchema.parse({ id: 'answer', locale, answer: text, context: SAMPLE[locale] }))),
            family,
          ),
        );
      });

      test('context', name)(label('context', name, `verify: a large context (2 → 50 KB) on ${name}, for a short answer`), async () => {
        reportPipeline(
          await pipelineGrowth(
            async (text) =>
              void (await engine.verify(ScenarioSchema.parse({ id: 'context', locale, answer: SAMPLE[locale], context: text }))),
            family,
          ),
        );
      });
    }
  });
});
