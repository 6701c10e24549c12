import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * Durations in different units compare after conversion with the factors of the locale unit data:
 * minutes, hours, days and weeks exactly; months and years exactly; across the two only
 * approximately (a month is 28–31 days).
 */

type Row = { lang: 'en' | 'nb' | 'ja'; context: string; answer: string; focus: string; status: string; reason: string; nearest?: number };

const rows: Row[] = [
  // exact conversions: the same duration
  {
    lang: 'nb',
    context: 'Byggeperioden for den nye brannstasjonen er beregnet til 18 måneder.',
    answer: 'Byggingen av den nye brannstasjonen er beregnet å ta 1,5 år.',
    focus: '1,5 år',
    status: 'supported',
    reason: 'numeric.converted-unit',
  },
  {
    lang: 'ja',
    context: '北浜駅から空港までのシャトルバスの所要時間は90分です。',
    answer: '空港までのシャトルバスは1.5時間かかります。',
    focus: '1.5時間',
    status: 'supported',
    reason: 'numeric.converted-unit',
  },
  {
    lang: 'en',
    context: 'The pilot at the Leeds depot ran for 6 weeks.',
    answer: 'The pilot at the Leeds depot ran for 42 days.',
    focus: '42 days',
    status: 'supported',
    reason: 'numeric.converted-unit',
  },
  {
    lang: 'en',
    context: 'The night shift lasts 8 hours at the Leeds depot.',
    answer: 'The night shift at the Leeds depot lasts 480 minutes.',
    focus: '480 minutes',
    status: 'supported',
    reason: 'numeric.converted-unit',
  },
  {
    lang: 'nb',
    context: 'Prøveperioden for nye ansatte er 6 måneder.',
    answer: 'Prøveperioden for nye ansatte er et halvt år, altså 0,5 år.',
    focus: '0,5 år',
    status: 'supported',
    reason: 'numeric.converted-unit',
  },
  {
    lang: 'ja',
    context: '試用期間は2年間です。',
    answer: '試用期間は24か月です。',
    focus: '24か月',
    status: 'supported',
    reason: 'numeric.converted-unit',
  },
  // approximate conversions: a month is 28–31 days, a year 365–366
  {
    lang: 'en',
    context: 'The warranty on the heat pump lasts 3 months.',
    answer: 'The warranty on the heat pump lasts 90 days.',
    focus: '90 days',
    status: 'approximate',
    reason: 'numeric.converted-approximately',
  },
  {
    lang: 'nb',
    context: 'Garantien på varmepumpen gjelder i 1 år.',
    answer: 'Garantien på varmepumpen gjelder i 52 uker.',
    focus: '52 uker',
    status: 'approximate',
    reason: 'numeric.converted-approximately',
  },
  {
    lang: 'ja',
    context: '保証期間は6か月です。',
    answer: '保証期間は約26週間です。',
    focus: '26週間',
    status: 'approximate',
    reason: 'numeric.converted-approximately',
  },
  // a different duration of the same thing is contradicted, with the context value as written
  {
    lang: 'en',
    context: 'The warranty on the heat pump lasts 1 year.',
    answer: 'The warranty on the heat pump lasts 9 months.',
    focus: '9 months',
    status: 'contradicted',
    reason: 'numeric.different-value',
    nearest: 1,
  },
  {
    lang: 'nb',
    context: 'Byggeperioden for den nye brannstasjonen er beregnet til 18 måneder.',
    answer: 'Byggeperioden for den nye brannstasjonen er beregnet til 2 år.',
    focus: '2 år',
    status: 'contradicted',
    reason: 'numeric.different-value',
    nearest: 18,
  },
  {
    lang: 'ja',
    context: 'シャトルバスの所要時間は90分です。',
    answer: 'シャトルバスの所要時間は2時間です。',
    focus: '2時間',
    status: 'contradicted',
    reason: 'numeric.different-value',
    nearest: 90,
  },
];

describe('duration conversion', () => {
  it.each(rows)('$lang: $answer → $status', (row) => {
    const { claims } = judge(row.lang, row.context, row.answer);
    const claim = claimAt(claims, row.answer, row.focus, 'NUMERIC');
    expect(claim, JSON.stringify(claims)).toMatchObject({ status: row.status, reason: row.reason });
    if (row.nearest !== undefined) expect(claim!.nearest_context_value).toBe(row.nearest);
    expect(claim!.evidence[0]?.doc).toBe('context');
  });

  // A context of many figures is not taken whole: its candidates (and a rival's, converted or not)
  // are gathered by value. The same rows after sixty sentences of one other figure (one value, so
  // that no arithmetic over them derives a row's claim) judge the same.
  const preamble: Record<Row['lang'], string> = {
    en: 'The depot holds 7,777 pallets. ',
    nb: 'Lageret har 7 777 paller. ',
    ja: '倉庫には7,777個のパレットがある。',
  };
  it.each(rows)('$lang: $answer → $status, in a context of many figures', (row) => {
    const context = preamble[row.lang].repeat(60) + row.context;
    const { claims } = judge(row.lang, context, row.answer);
    const claim = claimAt(claims, row.answer, row.focus, 'NUMERIC');
    expect(claim).toMatchObject({ status: row.status, reason: row.reason });
    if (row.nearest !== undefined) expect(claim!.nearest_context_value).toBe(row.nearest);
  });

  it.each([
    ['en', 'Refunds at the Leeds store are paid within 10 working days.', 'Refunds at the Leeds store are paid within 2 weeks.', '2 weeks'],
    ['en', 'Refunds at the Leeds store are paid within 10 working days.', 'Refunds at the Leeds store are paid within 14 days.', '14 days'],
    ['nb', 'Refusjonen utbetales innen 10 virkedager.', 'Refusjonen utbetales innen 14 dager.', '14 dager'],
    ['nb', 'Refusjonen utbetales innen 10 virkedager.', 'Refusjonen utbetales innen to uker.', 'to uker'],
  ])('%s: business days are a unit of their own, 1 to 3 calendar days each: "%s" → "%s" is approximate', (lang, context, answer, focus) => {
    const { claims } = judge(lang, context, answer);
    expect(claimAt(claims, answer, focus, 'NUMERIC')).toMatchObject({ status: 'approximate', reason: 'numeric.converted-approximately' });
  });

  it.each([
    ['en', 'Refunds at the Leeds store are paid within 10 working days.', 'Refunds at the Leeds store are paid within 45 days.', '45 days'],
    ['nb', 'Refusjonen utbetales innen 10 virkedager.', 'Refusjonen utbetales innen 12 virkedager.', '12 virkedager'],
  ])('%s: a duration no business-day count explains is another value: "%s" → "%s"', (lang, context, answer, focus) => {
    const { claims } = judge(lang, context, answer);
    expect(claimAt(claims, answer, focus, 'NUMERIC')).toMatchObject({
      status: 'contradicted',
      reason: 'numeric.different-value',
      nearest_context_value: 10,
    });
  });

  it('ja: 7営業日 is not converted either (営業 stands between the figure and 日)', () => {
    const answer = '返金は1週間以内に行われます。';
    const { claims } = judge('ja', '返金は7営業日以内に行われます。', answer);
    expect(claimAt(claims, answer, '1週間', 'NUMERIC')).toMatchObject({ status: 'unsupported', reason: 'numeric.not-in-context' });
  });

  it("a per-month amount against a per-year one converts through the locale's periods (was a limitation)", () => {
    const answer = 'Aktivitetskortet gir 15 000 kroner i støtte i løpet av et år.';
    const { claims } = judge('nb', 'Aktivitetskortet gir 1 250 kroner i støtte per måned.', answer);
    expect(claimAt(claims, answer, '15 000 kroner', 'NUMERIC')).toMatchObject({
      status: 'derived',
      reason: 'numeric.per-period',
      formula: '1250 \u00D7 12 = 15000',
    });
  });
});
