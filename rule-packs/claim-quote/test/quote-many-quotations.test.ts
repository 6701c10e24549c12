import { describe, expect, it } from 'vitest';
import { judge, quoteClaimType } from '../../../test/grounding-harness.js';

/*
 * The judge, with a context long enough to be indexed (over 50,000 characters) and more quotations
 * than are searched before it is (112): the quotations after those are answered from the index, and
 * must be judged and cited as a search would (this table passes without the index too).
 */
const LONG = {
  en: {
    filler: (i: number) => `The minister said: "The new depot in region ${i} will open in the spring."`,
    focus: [
      [
        'the depot in the east is closed',
        'The report adds that "the depot in the east is closed" for now.',
        'supported',
        'the depot in the east is closed',
      ],
      ['cut jobs this year', 'The union said the yard will not cut jobs this year.', 'contradicted', 'cut jobs this year'],
      ['the new depot in region 7 will open in the spring', null, 'supported', 'The new depot in region 7 will open in the spring'],
      // Only common pairs: its rarest is in every sentence.
      ['will open in the spring', null, 'supported', 'will open in the spring'],
    ],
  },
  nb: {
    filler: (i: number) => `Statsråden sa: «Det nye lageret i region ${i} åpner til våren.»`,
    focus: [
      ['lageret i øst er stengt', 'Rapporten sier at «lageret i øst er stengt» inntil videre.', 'supported', 'lageret i øst er stengt'],
      ['det nye lageret i region 7 åpner til våren', null, 'supported', 'Det nye lageret i region 7 åpner til våren'],
    ],
  },
  ja: {
    filler: (i: number) => `大臣は「地域${i}の新しい倉庫は春に開く」と述べた。`,
    focus: [
      ['東の倉庫は閉鎖されている', '報告書は「東の倉庫は閉鎖されている」としている。', 'supported', '東の倉庫は閉鎖されている'],
      ['地域7の新しい倉庫は春に開く', null, 'supported', '地域7の新しい倉庫は春に開く'],
    ],
  },
} as const;

describe('QUOTE in a long context asked about many quotations', () => {
  it.each(Object.keys(LONG) as (keyof typeof LONG)[])('%s: quotations past the index are judged and cited as a search would', (lang) => {
    const { filler, focus } = LONG[lang];
    const lines = Array.from({ length: Math.ceil(60_000 / filler(0).length) }, (_, i) => filler(i));
    const extra = focus.map(([, line]) => line).filter((line): line is string => line !== null);
    const half = lines.length >> 1;
    const context = [...lines.slice(0, half), ...extra, ...lines.slice(half)].join('\n');
    expect(context.length).toBeGreaterThan(50_000);
    const open = lang === 'nb' ? '«' : lang === 'ja' ? '「' : '"';
    const close = lang === 'nb' ? '»' : lang === 'ja' ? '」' : '"';
    const quoted = (words: string) => (lang === 'ja' ? `彼は${open}${words}${close}と言った。` : `He said ${open}${words}${close}.`);
    // 120 quotations first, each in the context, so the focus rows come after the index is built.
    const asked = Array.from({ length: 120 }, (_, i) =>
      quoted(
        filler(i * 5)
          .split(/[":«»「」]/)
          [lang === 'ja' ? 1 : 2]!.trim(),
      ),
    );
    const answer = [...asked, ...focus.map(([words]) => quoted(words))].join('\n');
    const { claims } = judge(lang, context, answer, { claimTypes: [quoteClaimType] });
    const quotes = claims.filter((c) => c.type === 'QUOTE');
    expect(quotes).toHaveLength(120 + focus.length);
    expect(quotes.slice(0, 120).every((c) => c.status === 'supported')).toBe(true);
    quotes.slice(120).forEach((claim, k) => {
      const [, , status, cited] = focus[k]!;
      expect(claim.status, claim.text).toBe(status);
      if (cited !== null) expect(claim.evidence[0]!.text).toBe(cited);
    });
  });
});
