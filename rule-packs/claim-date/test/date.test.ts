import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../test/grounding-harness.js';

type Row = {
  name: string;
  lang: 'en' | 'nb' | 'ja';
  context: string;
  answer: string;
  focus: string;
  status: string;
  reason: string;
  value?: string;
  formula?: string;
  nearest?: string;
};

const rows: Row[] = [
  {
    name: 'the same day written another way',
    lang: 'en',
    context: 'The new retention policy takes effect on 2026-03-01 for all subsidiaries.',
    answer: 'The new retention policy applies from 1 March 2026.',
    focus: '1 March 2026',
    status: 'supported',
    reason: 'date.exact',
    value: '2026-03-01',
  },
  {
    name: 'US style against day-month',
    lang: 'en',
    context: 'Tenders must be submitted by 14 November 2025 at noon.',
    answer: 'Tenders are due by November 14, 2025.',
    focus: 'November 14, 2025',
    status: 'supported',
    reason: 'date.exact',
  },
  {
    name: 'nb: 1. mai against ISO',
    lang: 'nb',
    context: 'Satsene gjelder fra 2025-05-01.',
    answer: 'De nye satsene gjelder fra 1. mai 2025.',
    focus: '1. mai 2025',
    status: 'supported',
    reason: 'date.exact',
    value: '2025-05-01',
  },
  {
    name: 'card bug 1: an ISO date right after kana',
    lang: 'ja',
    context: '契約は2024-01-05に締結された。',
    answer: '契約は2024-01-05に締結されました。',
    focus: '2024-01-05',
    status: 'supported',
    reason: 'date.exact',
    value: '2024-01-05',
  },
  {
    name: 'ja: an era date is compared as Gregorian',
    lang: 'ja',
    context: '新制度は令和6年4月1日に施行された。',
    answer: '新制度は2024年4月1日に施行されました。',
    focus: '2024年4月1日',
    status: 'supported',
    reason: 'date.exact',
    value: '2024-04-01',
  },
  {
    name: 'card bug 6: a bare year against a full context date',
    lang: 'en',
    context: 'The supply agreement was signed on 5 January 2024.',
    answer: 'The supply agreement was signed in 2024.',
    focus: '2024',
    status: 'approximate',
    reason: 'date.coarser',
    value: '2024',
  },
  {
    name: 'nb: a month against a full date',
    lang: 'nb',
    context: 'Avtalen ble signert 5. januar 2024.',
    answer: 'Avtalen ble signert i januar 2024.',
    focus: 'januar 2024',
    status: 'approximate',
    reason: 'date.coarser',
  },
  {
    name: 'a finer-grained date than the context',
    lang: 'en',
    context: 'The depot opened in March 2024.',
    answer: 'The depot opened on 12 March 2024.',
    focus: '12 March 2024',
    status: 'approximate',
    reason: 'date.finer',
  },
  {
    name: 'card FP fixed: 昭和48年 + 創業50周年 = 2023',
    lang: 'ja',
    context: '架空商事は昭和48年に創業した。今年で創業50周年を迎える。',
    answer: '架空商事は2023年に創業50周年を迎えた。',
    focus: '2023年',
    status: 'derived',
    reason: 'date.derived-year',
    formula: '1973 + 50 = 2023',
  },
  {
    name: 'another day for the same event',
    lang: 'en',
    context: 'The supply agreement was signed on 5 January 2024.',
    answer: 'The supply agreement was signed on 15 January 2024.',
    focus: '15 January 2024',
    status: 'contradicted',
    reason: 'date.different-date',
    nearest: '2024-01-05',
  },
  {
    name: 'nb: another year for the same event',
    lang: 'nb',
    context: 'Brua ble åpnet 3. juni 2019.',
    answer: 'Brua ble åpnet i 2021.',
    focus: '2021',
    status: 'contradicted',
    reason: 'date.different-date',
    nearest: '2019-06-03',
  },
  {
    name: 'card bug 2: katakana with ー still shares its subject',
    lang: 'ja',
    context: 'データセンターは2024年に完成した。',
    answer: 'データセンターは2023年に完成した。',
    focus: '2023年',
    status: 'contradicted',
    reason: 'date.different-date',
    nearest: '2024',
  },
  {
    name: 'a date the context does not give',
    lang: 'en',
    context: 'The supply agreement covers three depots.',
    answer: 'The supply agreement was signed on 5 January 2024.',
    focus: '5 January 2024',
    status: 'unsupported',
    reason: 'date.not-in-context',
  },
];

describe('DATE claims', () => {
  it.each(rows)('$lang: $name', (row) => {
    const { claims } = judge(row.lang, row.context, row.answer);
    const claim = claimAt(claims, row.answer, row.focus, 'DATE');
    expect(claim, JSON.stringify(claims)).toBeDefined();
    expect({ status: claim!.status, reason: claim!.reason }, JSON.stringify(claim)).toEqual({ status: row.status, reason: row.reason });
    if (row.value !== undefined) expect(claim!.value).toBe(row.value);
    if (row.formula !== undefined) expect(claim!.formula).toBe(row.formula);
    if (row.nearest !== undefined) expect(claim!.nearest_context_value).toBe(row.nearest);
    expect(row.answer.slice(claim!.span[0], claim!.span[1])).toBe(claim!.text);
  });

  const relative: { lang: 'en' | 'nb' | 'ja'; answer: string }[] = [
    { lang: 'en', answer: 'The outage was fixed, and customers were informed yesterday.' },
    { lang: 'nb', answer: 'Formannskapet behandlet budsjettet forrige uke.' },
    { lang: 'ja', answer: '先月、新しい窓口が開設されました。' },
  ];
  it.each(relative)('$lang: a relative date is not a claim: $answer', ({ lang, answer }) => {
    const { claims, summary } = judge(lang, 'Nothing to compare.', answer);
    expect(claims).toEqual([]);
    expect([summary.coverage, summary.grounding_score, summary.verdict]).toEqual([0, null, 'pass']);
  });

  // Digits inside an e-mail address or a link are part of it: no date is stated, so none is checked.
  // A year written beside the address is still a claim, and still accused when the source differs;
  // a year only the context's address holds backs no claim (the context states no such date).
  const addresses: { lang: 'en' | 'nb' | 'ja'; context: string; answer: string; dates: [string, string][] }[] = [
    { lang: 'en', context: 'Applications open in 2025.', answer: 'Write to anna.2024@example.com for help.', dates: [] },
    {
      lang: 'en',
      context: 'Applications open in 2025.',
      answer: 'Applications open in 2026; see www.example.org/2025-guide or mail 2025@example.org.',
      dates: [['2026', 'unsupported']],
    },
    {
      lang: 'nb',
      context: 'Søknadsfristen er i 2025.',
      answer: 'Søknadsfristen er i 2025. Send søknaden til kari.2024@nav.no innen fristen.',
      dates: [['2025', 'supported']],
    },
    {
      lang: 'ja',
      context: '申請は2025年に始まります。',
      answer: '申請は2025年に始まります。お問い合わせは info.2024@example.jp までお願いします。',
      dates: [['2025年', 'supported']],
    },
    {
      lang: 'en',
      context: 'The office opened. Write to kari.2024@nav.no for details.',
      answer: 'The office opened in 2024.',
      dates: [['2024', 'unsupported']],
    },
    {
      lang: 'ja',
      context: '窓口が開設されました。連絡先は info.2024@example.jp です。',
      answer: '窓口は2024年に開設されました。',
      dates: [['2024年', 'unsupported']],
    },
  ];
  it.each(addresses)('$lang: a year inside an address is no date: $answer', ({ lang, context, answer, dates }) => {
    const { claims } = judge(lang, context, answer);
    expect(claims.filter((c) => c.type === 'DATE').map((c) => [c.text, c.status])).toEqual(dates);
  });
});
