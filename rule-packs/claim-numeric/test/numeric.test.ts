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
  value?: number;
  unit?: string | null;
  formula?: string;
  nearest?: number;
  /** The text of the first evidence span: which context figure the judgement stands on. */
  evidence?: string;
};

const rows: Row[] = [
  // supported
  {
    name: 'the same figure',
    lang: 'en',
    context: 'Acme Logistics handled 48,250 shipments in the third quarter.',
    answer: 'Acme Logistics handled 48,250 shipments.',
    focus: '48,250',
    status: 'supported',
    reason: 'numeric.exact',
    value: 48250,
  },
  {
    name: 'scale words normalise',
    lang: 'en',
    context: 'Northwind reported net sales of $2.4 billion for 2025.',
    answer: 'Net sales at Northwind came to $2,400 million.',
    focus: '$2,400 million',
    status: 'supported',
    reason: 'numeric.exact',
    value: 2.4e9,
    unit: 'USD',
  },
  {
    name: 'card bug 5: USD 45,000 keeps its number',
    lang: 'en',
    context: 'The consulting contract is worth USD 45,000 per year.',
    answer: 'The consulting contract is worth USD 45,000 a year.',
    focus: 'USD 45,000',
    status: 'supported',
    reason: 'numeric.exact',
    value: 45000,
    unit: 'USD',
  },
  {
    name: 'a bare number matches a number with a unit',
    lang: 'en',
    context: 'The grant for the pilot was $45,000.',
    answer: 'The pilot grant was 45,000.',
    focus: '45,000',
    status: 'supported',
    reason: 'numeric.exact',
    unit: null,
  },
  {
    name: 'nb: space-grouped kroner',
    lang: 'nb',
    context: 'Grunnbeløpet er 130 160 kroner fra 1. mai.',
    answer: 'Grunnbeløpet er nå 130.160 kroner.',
    focus: '130.160 kroner',
    status: 'supported',
    reason: 'numeric.exact',
    value: 130160,
    unit: 'NOK',
  },
  {
    name: 'nb: kr before the amount',
    lang: 'nb',
    context: 'Egenandelen er 3 278 kroner i året.',
    answer: 'Egenandelen er kr 3 278 i året.',
    focus: 'kr 3 278',
    status: 'supported',
    reason: 'numeric.exact',
    value: 3278,
    unit: 'NOK',
  },
  {
    name: 'ja: 万 against grouped digits',
    lang: 'ja',
    context: '来場者は12,000人だった。',
    answer: '来場者は1万2000人でした。',
    focus: '1万2000人',
    status: 'supported',
    reason: 'numeric.exact',
    value: 12000,
  },
  {
    name: 'ja: full-width digits',
    lang: 'ja',
    context: '会員数は１２０人です。',
    answer: '会員数は120人です。',
    focus: '120人',
    status: 'supported',
    reason: 'numeric.exact',
    value: 120,
  },
  // approximate
  {
    name: 'card FP fixed: hedged rounding is approximate',
    lang: 'en',
    context: 'The museum counted 12,345 visitors in May.',
    answer: 'The museum had roughly 12,000 visitors in May.',
    focus: '12,000',
    status: 'approximate',
    reason: 'numeric.hedged',
  },
  {
    name: 'an unhedged rounded figure matches at its precision',
    lang: 'en',
    context: 'The museum counted 12,345 visitors in May.',
    answer: 'The museum had 12,000 visitors in May.',
    focus: '12,000',
    status: 'approximate',
    reason: 'numeric.rounded',
  },
  {
    name: 'within numeric_tolerance',
    lang: 'en',
    context: 'The depot stores 1,005 pallets.',
    answer: 'The depot stores 1,000 pallets.',
    focus: '1,000',
    status: 'approximate',
    reason: 'numeric.within-tolerance',
  },
  // A range end written alone: either end of the context's range supports it.
  {
    name: 'the high end of a range',
    lang: 'en',
    context: 'The bridge repairs will cost between $4 million and $5 million.',
    answer: 'The bridge repairs will cost $5 million.',
    focus: '$5 million',
    status: 'supported',
    reason: 'numeric.range-end',
  },
  {
    name: 'nb: the high end of a range',
    lang: 'nb',
    context: 'Reparasjonen av brua vil koste mellom 4 og 5 millioner kroner.',
    answer: 'Reparasjonen av brua vil koste 5 millioner kroner.',
    focus: '5 millioner kroner',
    status: 'supported',
    reason: 'numeric.range-end',
  },
  {
    name: 'ja: the high end of a range',
    lang: 'ja',
    context: '橋の補修費は4億〜5億円と見込まれている。',
    answer: '橋の補修費は5億円と見込まれている。',
    focus: '5億円',
    status: 'supported',
    reason: 'numeric.range-end',
  },
  // Of two near values, the nearer one is the evidence.
  {
    name: 'the nearer of two near values',
    lang: 'en',
    context: 'The depot stored 1,009 pallets in May and 1,004 pallets in June.',
    answer: 'The depot stored 1,000 pallets.',
    focus: '1,000',
    status: 'approximate',
    reason: 'numeric.within-tolerance',
    evidence: '1,004',
  },
  {
    name: 'nb: the nearer of two near values',
    lang: 'nb',
    context: 'Lageret hadde 1 009 paller i mai og 1 004 paller i juni.',
    answer: 'Lageret hadde 1 000 paller.',
    focus: '1 000',
    status: 'approximate',
    reason: 'numeric.within-tolerance',
    evidence: '1 004',
  },
  {
    name: 'ja: the nearer of two near values',
    lang: 'ja',
    context: '倉庫のパレットは5月に1,009枚、6月に1,004枚だった。',
    answer: '倉庫のパレットは1,000枚だった。',
    focus: '1,000枚',
    status: 'approximate',
    reason: 'numeric.within-tolerance',
    evidence: '1,004枚',
  },
  {
    name: 'nb: hedged with omtrent',
    lang: 'nb',
    context: 'Biblioteket hadde 12 345 besøkende i mai.',
    answer: 'Biblioteket hadde omtrent 12 000 besøkende i mai.',
    focus: '12 000',
    status: 'approximate',
    reason: 'numeric.hedged',
  },
  {
    name: 'a range containing the value',
    lang: 'en',
    context: 'The museum counted 12,345 visitors in May.',
    answer: 'The museum had between 12,000 and 13,000 visitors in May.',
    focus: '12,000',
    status: 'approximate',
    reason: 'numeric.range-contains',
  },
  // derived
  {
    name: 'difference',
    lang: 'en',
    context: 'Acme had revenue of $150 million and costs of $120 million in 2025.',
    answer: 'Acme made $30 million before tax in 2025.',
    focus: '$30 million',
    status: 'derived',
    reason: 'numeric.derived',
    formula: '150000000 \u2212 120000000 = 30000000',
  },
  {
    name: 'change in %',
    lang: 'en',
    context: 'Subscribers rose from 120 to 150 over the year.',
    answer: 'Subscribers grew by 25% over the year.',
    focus: '25%',
    status: 'derived',
    reason: 'numeric.derived',
    formula: '(150 \u2212 120) / 120 \u00D7 100 = 25 %',
  },
  {
    name: 'share in %',
    lang: 'en',
    context: 'Of the 400 applicants, 100 were admitted.',
    answer: 'A quarter of applicants, 25%, were admitted.',
    focus: '25%',
    status: 'derived',
    reason: 'numeric.derived',
    formula: '100 / 400 \u00D7 100 = 25 %',
  },
  {
    name: 'nb: product of rate and hours',
    lang: 'nb',
    context: 'Leien for møterommet er 850 kroner per time, og historielaget har booket 6 timer.',
    answer: 'Historielaget må betale 5 100 kroner for møterommet.',
    focus: '5 100 kroner',
    status: 'derived',
    reason: 'numeric.derived',
    formula: '850 \u00D7 6 = 5100',
  },
  {
    name: 'ja: ratio of calls to operators',
    lang: 'ja',
    context: '北浜市のコールセンターは1日に1,800件の電話を受け、オペレーターは60人在籍している。',
    answer: 'オペレーター一人あたり、1日に30件の電話に対応している計算です。',
    focus: '30件',
    status: 'derived',
    reason: 'numeric.derived',
    formula: '1800 / 60 = 30',
  },
  {
    name: 'ja: era year takes part in arithmetic (昭和48年 → 1973)',
    lang: 'ja',
    context: '架空商事は昭和48年に創業した。2023年に記念式典を開いた。',
    answer: '架空商事は2023年に創業から50年を迎えた。',
    focus: '50年',
    status: 'derived',
    reason: 'numeric.derived',
    formula: '2023 \u2212 1973 = 50',
  },
  // contradicted
  {
    name: 'a different value about the same subject',
    lang: 'en',
    context: 'Acme reported revenue of $4.2 million in 2025.',
    answer: 'Acme reported revenue of $4.5 million in 2025.',
    focus: '$4.5 million',
    status: 'contradicted',
    reason: 'numeric.different-value',
    nearest: 4.2e6,
  },
  {
    name: 'different currencies never match',
    lang: 'en',
    context: 'The consulting contract is worth EUR 45,000 per year.',
    answer: 'The consulting contract is worth USD 45,000 per year.',
    focus: 'USD 45,000',
    status: 'contradicted',
    reason: 'numeric.different-value',
    nearest: 45000,
  },
  {
    name: 'card bug 3: a sign flip is not excused by a coincidental derivation',
    lang: 'en',
    context:
      'Acme Retail had an operating result of −1.2 million dollars. Marketing spend rose from 2.3 million dollars to 3.5 million dollars.',
    answer: 'Acme Retail had an operating result of 1.2 million dollars.',
    focus: '1.2 million',
    status: 'contradicted',
    reason: 'numeric.sign-flip',
    nearest: -1.2e6,
  },
  {
    name: 'card FN fixed: grew 8% against declined 8%',
    lang: 'en',
    context: 'Subscription revenue grew 8% in the quarter.',
    answer: 'Subscription revenue declined 8% in the quarter.',
    focus: '8%',
    status: 'contradicted',
    reason: 'numeric.polarity-reversed',
    nearest: 8,
  },
  {
    name: 'ja: 増加 against 減少 on the same figure',
    lang: 'ja',
    context: '国内売上高は前年同期比で7%増加した。',
    answer: '国内売上高は前年同期比で7%減少した。',
    focus: '7%',
    status: 'contradicted',
    reason: 'numeric.polarity-reversed',
  },
  {
    name: 'a change in % in the reversed direction',
    lang: 'en',
    context: 'Average order value decreased from $84 to $79 in the second half.',
    answer: 'Average order value increased by 6% in the second half.',
    focus: '6%',
    status: 'contradicted',
    reason: 'numeric.change-reversed',
  },
  {
    name: 'nb: another amount for the same thing',
    lang: 'nb',
    context: 'Grunnbeløpet er 130 160 kroner fra 1. mai 2025.',
    answer: 'Grunnbeløpet er 124 028 kroner fra 1. mai 2025.',
    focus: '124 028',
    status: 'contradicted',
    reason: 'numeric.different-value',
    nearest: 130160,
  },
  {
    name: 'ja: another amount for the same subject',
    lang: 'ja',
    context: '2025年度の売上高は120億円だった。',
    answer: '2025年度の売上高は100億円でした。',
    focus: '100億円',
    status: 'contradicted',
    reason: 'numeric.different-value',
    nearest: 1.2e10,
  },
  // unsupported
  {
    name: 'nothing in the context',
    lang: 'en',
    context: 'Acme reported revenue of $4.2 million in 2025.',
    answer: 'Acme employs 350 people.',
    focus: '350',
    status: 'unsupported',
    reason: 'numeric.not-in-context',
  },
  {
    name: 'a figure counting another thing is no contradiction',
    lang: 'en',
    context: 'Acme operates 120 stores across the region.',
    answer: 'Acme has 350 employees across the region.',
    focus: '350',
    status: 'unsupported',
    reason: 'numeric.not-in-context',
  },
];

describe('NUMERIC claims', () => {
  it.each(rows)('$lang: $name', (row) => {
    const { claims } = judge(row.lang, row.context, row.answer);
    const claim = claimAt(claims, row.answer, row.focus, 'NUMERIC');
    expect(claim, JSON.stringify(claims)).toBeDefined();
    expect({ status: claim!.status, reason: claim!.reason }, JSON.stringify(claim)).toEqual({ status: row.status, reason: row.reason });
    if (row.value !== undefined) expect(claim!.value).toBe(row.value);
    if (row.unit !== undefined) expect(claim!.unit).toBe(row.unit);
    if (row.formula !== undefined) expect(claim!.formula).toBe(row.formula);
    if (row.nearest !== undefined) expect(claim!.nearest_context_value).toBe(row.nearest);
    if (row.evidence !== undefined) expect(claim!.evidence[0]?.text).toBe(row.evidence);
    if (row.status !== 'unsupported') expect(claim!.evidence.length).toBeGreaterThan(0);
    expect(row.answer.slice(claim!.span[0], claim!.span[1])).toBe(claim!.text);
  });
});

describe('NUMERIC: what is not a figure', () => {
  const notClaims: { name: string; lang: 'en' | 'nb' | 'ja'; answer: string }[] = [
    {
      name: 'list markers (card bug 4: no "\\n2" absorbed)',
      lang: 'en',
      answer: 'To get started:\n1. Create an account.\n2. Confirm your email address.',
    },
    { name: 'nb list markers', lang: 'nb', answer: 'Slik søker du:\n1. Logg inn.\n2. Fyll ut skjemaet.' },
    { name: 'ja list markers', lang: 'ja', answer: '手順：\n1. 申請書をダウンロードする。\n2. 窓口に提出する。' },
    { name: 'a phone number', lang: 'en', answer: 'You can reach support by phone on +44 20 7946 0958 on weekdays.' },
    { name: 'a footnote marker', lang: 'en', answer: 'The travel policy applies to all contractors [1].' },
    { name: 'digits of a URL', lang: 'en', answer: 'See https://example.com/reports/2024/q3 for details.' },
    // Links longer than the reach looked at beside a figure (64): their ends come from the text's white-space offsets.
    {
      name: 'digits deep in a long URL',
      lang: 'en',
      answer:
        'The full table is at https://statistics.example.org/tables/population/by-county-and-municipality/2024/final-revision-with-corrections-3.csv for anyone.',
    },
    {
      name: 'digits deep in a long URL',
      lang: 'nb',
      answer:
        'Tabellen ligger på https://www.ssb.no/statbank/table/07459/tableViewLayout1/befolkning-etter-kommune-kjonn-og-alder-endelige-tall-for-2024 i dag.',
    },
    {
      name: 'digits deep in a long URL',
      lang: 'ja',
      answer:
        '詳しくは https://www.e-stat.go.jp/stat-search/files?page=1&layout=datalist&toukei=00200521&tstat=000001049104&cycle=0&tclass1=000001049105 をご覧ください。',
    },
    // An address is a token that holds `@` or opens with a scheme or `www.`, in either case.
    { name: 'digits of an e-mail address', lang: 'en', answer: 'Write to anna_2024@example.com for help.' },
    { name: 'digits of an e-mail address', lang: 'nb', answer: 'Send søknaden til kari.2024@nav.no innen fristen.' },
    { name: 'digits of an e-mail address', lang: 'ja', answer: 'お問い合わせは info-2024@example.jp までお願いします。' },
    { name: 'digits of a link with no scheme, in capitals', lang: 'en', answer: 'The forms are at WWW.Example.com/forms/2024 today.' },
    { name: 'digits of a link of a compound scheme', lang: 'en', answer: 'Check out svn+ssh://repo.example.org/trunk/2024 first.' },
    { name: 'an identifier', lang: 'en', answer: 'The plant is certified to ISO 9001 since last spring.' },
    { name: 'a time of day', lang: 'en', answer: 'The office opens at 09:30 on weekdays.' },
    { name: 'a code glued to letters', lang: 'en', answer: 'The COVID-19 rules and the 5G rollout were discussed.' },
  ];
  it.each(notClaims)('$lang: $name', ({ lang, answer }) => {
    const { claims, summary } = judge(lang, 'Nothing here.', answer);
    expect(claims.filter((c) => c.type === 'NUMERIC')).toEqual([]);
    expect(summary.grounding_score).toBeNull();
  });

  it('card bug 7: (1,200) reads as −1200 and matches −1,200', () => {
    const answer = 'For 2025 the Leeds branch had a net result of (1,200).';
    const { claims } = judge('en', 'The Leeds branch reported a net result of −1,200 for 2025.', answer);
    const claim = claimAt(claims, answer, '(1,200)', 'NUMERIC')!;
    expect([claim.value, claim.status, claim.span]).toEqual([-1200, 'supported', [answer.indexOf('('), answer.indexOf(')') + 1]]);
  });

  it('a list item after a line break keeps its exact span (card bug 4)', () => {
    const answer = 'Totals:\n2 500 kroner i alt.';
    const { claims } = judge('nb', 'Totalt 2 500 kroner.', answer);
    expect(claims.map((c) => [c.text, c.span])).toEqual([['2 500 kroner', [8, 20]]]);
  });
});

// The context's other forms of a figure (a year, words, bare digits) are listed once per context, not
// asked of each document per claim (a transcript of 30,000 turns is 30,000 documents). Whatever
// the listing, the first document that holds the form is the evidence.
describe('NUMERIC: another form of the figure, in a context of several documents', () => {
  const documents = (text: string): [string, string][] => [
    ['doc-2', 'Nothing about it here.'],
    ['doc-3', text],
    ['doc-4', text],
  ];
  it.each([
    [
      'en',
      'He finished third in three-point percentage during the 2007 -- 08 season .',
      'He finished third in three-point percentage in the 2007-08 season.',
      '2007',
      'numeric.year-in-context',
    ],
    [
      'en',
      'Kilmarnock manager Gary Locke has signed eight new players.',
      'Gary Locke signed 8 new players for Kilmarnock.',
      '8',
      'numeric.spelled-in-context',
    ],
    [
      'nb',
      'Per 22. februar var det bekreftet 77 984 tilfeller i Kina og i mer enn to dusin andre land.',
      'Smitten hadde nådd mer enn 24 andre land.',
      '24',
      'numeric.spelled-in-context',
    ],
  ] as const)('%s: %s (%s, %s) in doc-3', (lang, context, answer, focus, reason) => {
    const { claims } = judge(lang, 'Nothing here.', answer, { documents: documents(context) });
    const claim = claimAt(claims, answer, focus, 'NUMERIC');
    expect(claim).toMatchObject({ status: 'supported', reason });
    expect(claim!.evidence.map((e) => e.doc)).toEqual(['doc-3']);
  });

  it.each([
    ['en', 'Take the I-95 north to exit 12.', 'The road has 95 exits.', '95'],
    ['nb', 'Anlegget er sertifisert etter ISO 9001.', 'Anlegget har 9001 ansatte.', '9001'],
    ['ja', '国道16号線を北へ進む。', '距離は16です。', '16'],
  ] as const)(
    '%s: the digits of %s stand in a document where no figure was read → not proven, not confident',
    (lang, context, answer, focus) => {
      const { claims } = judge(lang, 'Nothing here.', answer, { documents: documents(context) });
      expect(claimAt(claims, answer, focus, 'NUMERIC')).toMatchObject({
        status: 'unsupported',
        reason: 'numeric.digits-elsewhere',
        confident: false,
      });
    },
  );
});
