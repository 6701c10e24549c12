import { describe, expect, it } from 'vitest';
import { createVerifier, type ClaimResult, type Verifier } from 'factlint';

/*
 * Causes of false accusations found on text nobody here wrote (FaithBench batches 1–8, JHARS even
 * ids; eval/external/README.md), each fixed in general and tested here in every language it
 * applies to, with sentences written for these tests. Through the library API with the default
 * preset, as a user runs it: locale data (aliases, statement words, affirming forms) included.
 */

type Lang = 'en' | 'nb' | 'ja' | 'ko';
const verifiers = new Map<Lang, Promise<Verifier>>();
const verifier = (lang: Lang) => verifiers.get(lang) ?? verifiers.set(lang, createVerifier({ locale: lang })).get(lang)!;

async function claimsOf(lang: Lang, context: string, answer: string): Promise<{ claims: ClaimResult[]; verdict: string | null }> {
  const report = await (await verifier(lang)).verify({ answer, context });
  return { claims: report.claims, verdict: report.verdict };
}

function at(claims: readonly ClaimResult[], answer: string, focus: string, type: string): ClaimResult | undefined {
  const start = answer.indexOf(focus);
  if (start < 0) throw new Error(`focus "${focus}" is not in the answer`);
  return claims.find((c) => c.type === type && c.span[0] < start + focus.length && start < c.span[1]);
}

interface Row {
  cause: string;
  lang: Lang;
  context: string;
  answer: string;
  focus: string;
  type: string;
  /** The status, or `none` when no claim may stand there. */
  status: string;
  reason?: string;
  confident?: boolean;
}

const rows: Row[] = [
  // 1. Surface form of the context: tokenised, lower-cased, punctuation inside a closing quote.
  {
    cause: 'tokenised season span: the first year',
    lang: 'en',
    context: 'He finished third in three-point percentage during the 2007 -- 08 season .',
    answer: 'He finished third in three-point percentage in the 2007-08 season.',
    focus: '2007',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.year-in-context',
  },
  {
    cause: 'tokenised season span: the second year written in full',
    lang: 'en',
    context: 'He finished third in three-point percentage during the 2007 -- 08 season .',
    answer: 'He finished third in three-point percentage during the 2007-2008 season.',
    focus: '2008',
    type: 'DATE',
    status: 'supported',
    reason: 'date.year-range-end',
  },
  {
    cause: 'nb: a season written short',
    lang: 'nb',
    context: 'Han ble toppscorer i sesongen 2011–12 for Vålerenga.',
    answer: 'Han ble toppscorer for Vålerenga i sesongen 2011–2012.',
    focus: '2012',
    type: 'DATE',
    status: 'supported',
    reason: 'date.year-range-end',
  },
  {
    cause: 'a lower-cased source spells the acronym in lower case',
    lang: 'en',
    context:
      'the who said on monday that the outbreak had spread to three more regions . officials from the who and the ministry of health met in the capital to agree on the next steps , and the agency promised to publish its figures every week until the end of the year . the ministry said that it welcomed the help .',
    answer: 'The WHO said the outbreak had spread to three more regions.',
    focus: 'WHO',
    type: 'ENTITY',
    status: 'supported',
    reason: 'entity.exact',
  },
  {
    cause: 'a full stop inside the closing quote mark',
    lang: 'en',
    context: 'Emma Thompson will play Mrs Potts in the new film of Beauty and the Beast, due in 2017.',
    answer: 'Emma Thompson will play Mrs Potts in "Beauty and the Beast."',
    focus: 'Beauty',
    type: 'QUOTE',
    status: 'supported',
    reason: 'quote.exact',
  },
  {
    cause: 'nb: a full stop inside the closing guillemet',
    lang: 'nb',
    context: 'Forestillingen Et dukkehjem settes opp på Nationaltheatret i vår.',
    answer: 'Nationaltheatret setter opp «Et dukkehjem.»',
    focus: 'Et dukkehjem',
    type: 'QUOTE',
    status: 'none',
  },
  {
    cause: 'an answer wrapped whole in quote marks is a weak flag',
    lang: 'en',
    context: 'Cases of COVID-19 have been reported in more than 190 countries and 200 territories.',
    answer: '"The pandemic has reached more than 190 countries and 200 territories, with case counts still rising everywhere."',
    focus: 'The pandemic',
    type: 'QUOTE',
    status: 'unsupported',
    reason: 'quote.no-match',
    confident: false,
  },
  {
    cause: "ja: a gloss in parentheses inside a quotation is the answer's",
    lang: 'ja',
    context: '一眼レフの名はドイツ語のシュピーゲル・レフレックス（Spiegel-reflex-kamera）に由来する。',
    answer: '名前はドイツ語の「シュピーゲル・レフレックス（鏡の反射）」に由来します。',
    focus: 'シュピーゲル',
    type: 'QUOTE',
    status: 'supported',
    reason: 'quote.exact',
  },
  {
    cause: 'tokenised contraction is a negation',
    lang: 'en',
    context: "The council does n't plan to raise the parking fee this year .",
    answer: "The council doesn't plan to raise the parking fee this year.",
    focus: 'raise',
    type: 'QUOTE',
    status: 'none',
  },

  // 2. Numbers written in words or as results; parentheses after a label.
  {
    cause: 'a figure the source spells with a scale word',
    lang: 'en',
    context: 'As of 22 February, 77,984 cases have been confirmed in all provinces of China and in more than two dozen other countries.',
    answer: 'By 22 February the disease had spread to more than 24 other countries.',
    focus: '24',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.spelled-in-context',
  },
  {
    cause: 'a figure the source spells before a hyphenated unit',
    lang: 'en',
    context: 'Kilmarnock manager Gary Locke has signed a three-year deal.',
    answer: 'Gary Locke signed a 3-year deal with Kilmarnock.',
    focus: '3',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.spelled-in-context',
  },
  {
    cause: 'nb: tallord med dusin',
    lang: 'nb',
    context: 'Per 22. februar var det bekreftet 77 984 tilfeller i Kina og i mer enn to dusin andre land.',
    answer: 'Smitten hadde nådd mer enn 24 andre land.',
    focus: '24',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.spelled-in-context',
  },
  {
    cause: 'a score line the source narrates goal by goal is no claim',
    lang: 'en',
    context: 'McManus scored twice for Morton, Forbes and Johnstone added one each, and McAusland replied for Alloa.',
    answer: 'Morton beat Alloa 4-1.',
    focus: '4-1',
    type: 'NUMERIC',
    status: 'none',
  },
  {
    cause: 'nb: a score line the source narrates',
    lang: 'nb',
    context: 'Haugesund tok ledelsen tidlig, økte før pause og scoret to ganger til etter pause, før Sogndal reduserte.',
    answer: 'Haugesund vant 4–1 over Sogndal.',
    focus: '4',
    type: 'NUMERIC',
    status: 'none',
  },
  {
    cause: 'a score line against another score line is checked, never derived',
    lang: 'en',
    context: 'Morton beat Alloa 4-1 at Cappielow.',
    answer: 'Morton beat Alloa 3-1 at Cappielow.',
    focus: '3',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.score-line',
  },
  {
    cause: 'a result against a running score is never contradicted',
    lang: 'en',
    context: 'Forney made it 2-1, and Desmarais made it 4-2 before Ling got one back for Nottingham.',
    answer: 'The Giants won 4-3.',
    focus: '3',
    type: 'NUMERIC',
    status: 'unsupported',
    reason: 'numeric.score-line-unmatched',
    confident: false,
  },
  {
    cause: 'a figure in parentheses after a label is an aside',
    lang: 'en',
    context: 'UKIP spent £2,956,737 on the campaign and the Conservatives £2,980,815.',
    answer: 'The spending was: UKIP (£2,956,737) and the Conservatives (£2,980,815).',
    focus: '£2,956,737',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'nb: beløp i parentes etter en merkelapp',
    lang: 'nb',
    context: 'Minsteytelsen er 2 ganger grunnbeløpet, altså 273 098 kroner i året.',
    answer: 'Minsteytelsen er 2 ganger grunnbeløpet (273 098 kroner).',
    focus: '273 098',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'ja: ラベルの後の括弧内の金額',
    lang: 'ja',
    context: '選挙費用は自民党が1,200万円、立憲民主党が800万円だった。',
    answer: '選挙費用：自民党（1,200万円）、立憲民主党（800万円）。',
    focus: '1,200万円',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'a statement line keeps accounting negatives',
    lang: 'en',
    context: 'The Leeds branch reported a net loss of 3,400 dollars, a result of -3,400.',
    answer: 'Net result for the Leeds branch: (3,400).',
    focus: '3,400',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'nb: a statement line keeps accounting negatives',
    lang: 'nb',
    context: 'Årsresultatet for Bergen-avdelingen ble -1 200 000 kroner.',
    answer: 'Årsresultat for Bergen-avdelingen: (1 200 000) kroner.',
    focus: '1 200 000',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'ja: 十分な is "sufficient", not ten minutes',
    lang: 'ja',
    context: '花粉症の症状を和らげるには規則正しい生活が大切です。',
    answer: '特に、十分な睡眠を確保することが大切です。',
    focus: '十分',
    type: 'NUMERIC',
    status: 'none',
  },

  // 5. Subject binding: a value the answer restates beside its own sentence's figures.
  {
    cause: 'an answer sentence that restates the source sentence is not a moved value',
    lang: 'en',
    context:
      'Route 495 connects the New Jersey Turnpike (Interstate 95) at exits 16E and 17 in Secaucus to New York State Route 495 inside the Lincoln Tunnel.',
    answer:
      'The route connects the New Jersey Turnpike at exits 16E and 17 in Secaucus to New York State Route 495 inside the Lincoln Tunnel.',
    focus: '495',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'a part beside a total is no rival',
    lang: 'en',
    context: "Including the SNP's £267,372, the six parties spent £9,347,087.",
    answer: 'The SNP spent £267,372, and the six parties £9,347,087 in all.',
    focus: '£267,372',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'a figure of another order of magnitude is no rival',
    lang: 'en',
    context: 'As of 22 February, 77,984 cases have been confirmed in China and in several other countries.',
    answer: 'As of 22 February, cases had been confirmed in more than 24 other countries.',
    focus: '24',
    type: 'NUMERIC',
    status: 'unsupported',
    reason: 'numeric.not-in-context',
  },
  {
    cause: 'nb: a figure of another order of magnitude is no rival',
    lang: 'nb',
    context: 'Per 22. februar var 77 984 tilfeller bekreftet i Kina og i flere andre land.',
    answer: 'Per 22. februar var det bekreftet tilfeller i mer enn 24 andre land.',
    focus: '24',
    type: 'NUMERIC',
    status: 'unsupported',
    reason: 'numeric.not-in-context',
  },
  {
    cause: 'ja: 桁の違う数は対立値にならない',
    lang: 'ja',
    context: '2月22日時点で、中国で77,984人の感染が確認された。',
    answer: '2月22日時点で、感染は24か国に広がった。',
    focus: '24',
    type: 'NUMERIC',
    status: 'unsupported',
    reason: 'numeric.not-in-context',
  },
  {
    cause: 'a scale slip keeps its digits and stays a rival',
    lang: 'en',
    context: 'Northwind reported revenue of $1.2 million for the year.',
    answer: 'Northwind reported revenue of $1.2 billion for the year.',
    focus: '$1.2 billion',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.different-value',
  },
  {
    cause: 'a date the answer states itself is no rival for another date',
    lang: 'en',
    context: 'The iOS version was released on February 20, 2012.',
    answer: 'The iOS version came out on February 20, 2012, and the Android version on September 18, 2012.',
    focus: 'September 18, 2012',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.not-in-context',
  },
  {
    cause: 'nb: a date the answer states itself is no rival',
    lang: 'nb',
    context: 'iOS-versjonen kom 20. februar 2012.',
    answer: 'iOS-versjonen kom 20. februar 2012, og Android-versjonen 18. september 2012.',
    focus: '18. september 2012',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.not-in-context',
  },
  {
    cause: 'ja: 回答自身が述べる日付は対立値にならない',
    lang: 'ja',
    context: '2012年2月20日にiOS版が配信された。',
    answer: 'リリース日は、iOS版が2012年2月20日、Android版が2012年9月18日です。',
    focus: '2012年9月18日',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.not-in-context',
  },

  {
    cause: 'a number the source spells out is no different value beside another figure',
    lang: 'en',
    context: 'Storey, 37, has won 22 medals: 11 gold, eight silver and three bronze.',
    answer: 'Storey has 22 medals, including 11 gold, 8 silver and 3 bronze.',
    focus: '8',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.spelled-in-context',
  },
  {
    cause: 'nb: a number the source spells out',
    lang: 'nb',
    context: 'Hun er 37 år og har vunnet 22 medaljer, blant dem åtte sølv.',
    answer: 'Hun har vunnet 22 medaljer, blant dem 8 sølv.',
    focus: '8',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.spelled-in-context',
  },

  // Names: a surname a letter or two off the source's person (spaced scripts).
  {
    cause: 'a changed surname with the same given name',
    lang: 'en',
    context: 'Gary Locke was assistant to Allan Johnston at Kilmarnock.',
    answer: 'Gary Locke was assistant to Allan Johnson at Kilmarnock.',
    focus: 'Allan Johnson',
    type: 'ENTITY',
    status: 'contradicted',
    reason: 'entity.surname-changed',
  },
  {
    cause: 'a changed surname against a lower-cased source',
    lang: 'en',
    context: 'gary locke was assistant to allan johnston at kilmarnock .',
    answer: 'Gary Locke was assistant to Allan Johnson at Kilmarnock.',
    focus: 'Allan Johnson',
    type: 'ENTITY',
    status: 'contradicted',
    reason: 'entity.surname-changed',
  },
  {
    cause: 'nb: a changed surname',
    lang: 'nb',
    context: 'Saksbehandler Kari Nordmann i Nordvik kommune svarte på klagen.',
    answer: 'Klagen ble besvart av Kari Nordman i Nordvik kommune.',
    focus: 'Kari Nordman',
    type: 'ENTITY',
    status: 'contradicted',
    reason: 'entity.surname-changed',
  },
  {
    cause: 'a possessive is the same name',
    lang: 'en',
    context: 'Kyle McAusland scored for Alloa.',
    answer: "Kyle McAusland's goal was Alloa's only one.",
    focus: 'Kyle McAusland',
    type: 'ENTITY',
    status: 'none',
  },
  {
    cause: 'an inflected word is the same word',
    lang: 'en',
    context: 'He was a squad member at two World Cups and two European Championships.',
    answer: 'He played in two World Cup and two European Championship squads.',
    focus: 'European Championship',
    type: 'ENTITY',
    status: 'none',
  },

  {
    cause: 'ja: a date whose year the source gives as 同年 (the same year)',
    lang: 'ja',
    context: '2012年2月20日にiOS版、同年9月18日にAndroid版がリリースされた。',
    answer: 'Android版は2012年9月18日にリリースされました。',
    focus: '2012年9月18日',
    type: 'DATE',
    status: 'supported',
    reason: 'date.exact',
  },
  {
    cause: 'a date whose year the source gives as "of the same year"',
    lang: 'en',
    context: 'The iOS version came out on February 20, 2012 and the Android version on September 18 of the same year.',
    answer: 'The Android version came out on September 18, 2012.',
    focus: 'September 18, 2012',
    type: 'DATE',
    status: 'supported',
    reason: 'date.exact',
  },
  {
    cause: 'nb: a date whose year the source gives as "samme år"',
    lang: 'nb',
    context: 'iOS-versjonen kom 20. februar 2012, og Android-versjonen 18. september samme år.',
    answer: 'Android-versjonen kom 18. september 2012.',
    focus: '18. september 2012',
    type: 'DATE',
    status: 'supported',
    reason: 'date.exact',
  },

  {
    cause: 'a time of day is no figure (2 pm, as 14:00 is none)',
    lang: 'en',
    context: 'The crash happened on the A9 at about 14:00.',
    answer: 'The crash happened on the A9 at around 2 pm.',
    focus: '2',
    type: 'NUMERIC',
    status: 'none',
  },
  {
    cause: 'nb: kl. 14 is a time of day',
    lang: 'nb',
    context: 'Møtet starter 14:00.',
    answer: 'Møtet starter kl. 14.',
    focus: '14',
    type: 'NUMERIC',
    status: 'none',
  },
  {
    cause: 'ja: 午後2時 is a time of day',
    lang: 'ja',
    context: '会議は14:00に始まる。',
    answer: '会議は午後2時に始まります。',
    focus: '2',
    type: 'NUMERIC',
    status: 'none',
  },

  // 3. Arithmetic people do: percentage points as the difference of two percentages.
  {
    cause: 'percentage points from two percentages',
    lang: 'en',
    context: 'Unemployment fell from 5.1% to 4.7% in the year.',
    answer: 'Unemployment fell 0.4 percentage points in the year.',
    focus: '0.4',
    type: 'NUMERIC',
    status: 'derived',
    reason: 'numeric.derived',
  },
  {
    cause: 'percentage points with the direction reversed',
    lang: 'en',
    context: 'Unemployment fell from 5.1% to 4.7% in the year.',
    answer: 'Unemployment rose 0.4 percentage points in the year.',
    focus: '0.4',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.change-reversed',
  },
  {
    cause: 'nb: prosentpoeng',
    lang: 'nb',
    context: 'Ledigheten falt fra 5,1 prosent til 4,7 prosent.',
    answer: 'Ledigheten falt med 0,4 prosentpoeng.',
    focus: '0,4',
    type: 'NUMERIC',
    status: 'derived',
    reason: 'numeric.derived',
  },
  {
    cause: 'ja: ポイント',
    lang: 'ja',
    context: '完全失業率は5.1%から4.7%に低下した。',
    answer: '完全失業率は0.4ポイント低下しました。',
    focus: '0.4',
    type: 'NUMERIC',
    status: 'derived',
    reason: 'numeric.derived',
  },

  {
    cause: 'an amount per month against the same per year',
    lang: 'en',
    context: 'The rent is $4,000 a month.',
    answer: 'The rent comes to $48,000 a year.',
    focus: '$48,000',
    type: 'NUMERIC',
    status: 'derived',
    reason: 'numeric.per-period',
  },
  {
    cause: 'nb: i måneden mot i året, med ord imellom',
    lang: 'nb',
    context: 'Aktivitetskortet gir 1 250 kroner i støtte per måned.',
    answer: 'Aktivitetskortet gir 15 000 kroner i støtte i løpet av et år.',
    focus: '15 000',
    type: 'NUMERIC',
    status: 'derived',
    reason: 'numeric.per-period',
  },
  {
    cause: 'ja: 月額 against 年間',
    lang: 'ja',
    context: '家賃は月額10万円です。',
    answer: '家賃は年間120万円です。',
    focus: '120万円',
    type: 'NUMERIC',
    status: 'derived',
    reason: 'numeric.per-period',
  },
  {
    cause: 'the same amount per another period is contradicted',
    lang: 'en',
    context: 'The rent is $4,000 a month.',
    answer: 'The rent is $4,000 a year.',
    focus: '$4,000',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.other-period',
  },
  {
    cause: 'nb: samme beløp i en annen periode',
    lang: 'nb',
    context: 'Basislånet er 13 000 kroner i måneden.',
    answer: 'Basislånet er 13 000 kroner i året.',
    focus: '13 000',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.other-period',
  },

  {
    cause: 'a period adjective before the noun the figure states: quarterly against annual',
    lang: 'en',
    context: 'Annual revenue was $4.2 billion, the company said.',
    answer: 'Quarterly revenue was $4.2 billion.',
    focus: '$4.2 billion',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.other-period',
  },
  {
    cause: 'a period adjective before the noun, against the same amount per year written after it',
    lang: 'en',
    context: 'Revenue was $4.2 billion a year.',
    answer: 'Annual revenue was $4.2 billion.',
    focus: '$4.2 billion',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: "a period word more than three words before the figure is another phrase's: no period read",
    lang: 'en',
    context: 'Revenue was $4.2 billion a quarter.',
    answer: 'The annual report says revenue in the region was $4.2 billion.',
    focus: '$4.2 billion',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: "a period adjective on another noun than the figure's (the annual report shows) names no period",
    lang: 'en',
    context: 'Quarterly revenue was $4.2 billion.',
    answer: 'The annual report shows $4.2 billion in revenue.',
    focus: '$4.2 billion',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'nb: den årlige rapporten viser et beløp: ikke et årlig beløp',
    lang: 'nb',
    context: 'Støtten er 12 000 kroner i måneden.',
    answer: 'Den årlige rapporten viser 12 000 kroner i støtte.',
    focus: '12 000',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'nb: månedlige mot årlige, bøyd adjektiv foran substantivet',
    lang: 'nb',
    context: 'Den årlige støtten er 12 000 kroner.',
    answer: 'Den månedlige støtten er 12 000 kroner.',
    focus: '12 000',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.other-period',
  },
  {
    cause: 'a Markdown mark between the noun and the figure is no word (Den månedlige støtten er **12 000 kroner**)',
    lang: 'nb',
    context: 'Kommunen gir frivillige lag en årlig støtte på 12 000 kroner.',
    answer: 'Den månedlige støtten er **12 000 kroner** for frivillige lag.',
    focus: '12 000',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.other-period',
  },
  {
    cause: 'nb: årlige mot i måneden, omregnet',
    lang: 'nb',
    context: 'Støtten er 12 000 kroner i måneden.',
    answer: 'Den årlige støtten er 144 000 kroner.',
    focus: '144 000',
    type: 'NUMERIC',
    status: 'derived',
    reason: 'numeric.per-period',
  },
  {
    cause: 'ja: 四半期 against 年間',
    lang: 'ja',
    context: '年間売上高は42億円だった。',
    answer: '四半期の売上高は42億円だった。',
    focus: '42億円',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.other-period',
  },

  {
    cause: 'per share against in total: the same amount over another base',
    lang: 'en',
    context: 'The board approved a dividend of $1.2 million in total for the year.',
    answer: 'The board approved a dividend of $1.2 million per share.',
    focus: '$1.2 million',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.other-base',
  },
  {
    cause: 'per share before the figure and after it are one base',
    lang: 'en',
    context: 'Earnings were $1.20 per share in the third quarter.',
    answer: 'Earnings per share were $1.20 in the third quarter.',
    focus: '$1.20',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'a base on one side only says nothing against the other',
    lang: 'en',
    context: 'The board approved a dividend of $1.2 million.',
    answer: 'The board approved a dividend of $1.2 million in total.',
    focus: '$1.2 million',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'nb: per aksje mot totalt',
    lang: 'nb',
    context: 'Styret foreslår et utbytte på 12 kroner totalt for året.',
    answer: 'Styret foreslår et utbytte på 12 kroner per aksje.',
    focus: '12 kroner',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.other-base',
  },
  {
    cause: 'nb: per innbygger foran og etter tallet',
    lang: 'nb',
    context: 'Kommunen brukte 54 000 kroner per innbygger på helse.',
    answer: 'Utgiftene per innbygger var 54 000 kroner til helse.',
    focus: '54 000',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.exact',
  },
  {
    cause: 'ja: 1株当たり against 合計',
    lang: 'ja',
    context: '配当金は合計120円だった。',
    answer: '1株当たり配当金は120円だった。',
    focus: '120円',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.other-base',
  },

  {
    cause: 'ja: the 1 of 1日あたり is part of the period word, not a day count the context lacks',
    lang: 'ja',
    context: '利用者は毎日120人だった。',
    answer: '1日あたり利用者は120人だった。',
    focus: '1日',
    type: 'NUMERIC',
    status: 'none',
    reason: '',
  },
  {
    cause: 'ja: the 1 of 1株当たり is part of the base word',
    lang: 'ja',
    context: '1株当たり配当金は120円だった。',
    answer: '1株当たり配当金は120円だった。',
    focus: '1株',
    type: 'NUMERIC',
    status: 'none',
    reason: '',
  },

  {
    cause: 'millimetres against metres',
    lang: 'en',
    context: 'The cabinet is 1,820 mm tall.',
    answer: 'The cabinet is 1.82 m tall.',
    focus: '1.82 m',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.converted-unit',
  },
  {
    cause: 'nb: TWh mot GWh',
    lang: 'nb',
    context: 'Anlegget produserte 1,2 TWh i fjor.',
    answer: 'Anlegget produserte 1 200 GWh i fjor.',
    focus: '1 200 GWh',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.converted-unit',
  },
  {
    cause: 'ja: g against kg',
    lang: 'ja',
    context: '本体の重さは2,500 gです。',
    answer: '本体の重さは2.5 kgです。',
    focus: '2.5 kg',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.converted-unit',
  },

  {
    cause: 'a share the source gives as a fraction word',
    lang: 'en',
    context: 'Half of the 40 members voted yes.',
    answer: '50% of the members voted yes.',
    focus: '50%',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.fraction-in-context',
  },
  {
    cause: 'nb: halvparten som 50 prosent',
    lang: 'nb',
    context: 'Halvparten av de 40 medlemmene stemte ja.',
    answer: '50 prosent av medlemmene stemte ja.',
    focus: '50 prosent',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.fraction-in-context',
  },
  {
    cause: 'ja: 半分 as 50%',
    lang: 'ja',
    context: '工事費の半分を市が負担する。',
    answer: '工事費の50%を市が負担します。',
    focus: '50%',
    type: 'NUMERIC',
    status: 'supported',
    reason: 'numeric.fraction-in-context',
  },
  {
    cause: 'ja: 3対1 is a result the source narrates',
    lang: 'ja',
    context: '北浜FCは前半に2点を先制し、後半にも1点を追加した。南浜SCは終了間際に1点を返した。',
    answer: '北浜FCが3対1で勝利しました。',
    focus: '3',
    type: 'NUMERIC',
    status: 'none',
  },
  {
    cause: 'ja: 4対1 against a written 3対1',
    lang: 'ja',
    context: '北浜FCは南浜SCに3対1で勝利した。',
    answer: '北浜FCが4対1で勝利しました。',
    focus: '4',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.score-line',
  },

  // 7. Tolerance that sees precision.
  {
    cause: 'a precise six-digit amount 0.5 % off is not approximate',
    lang: 'en',
    context: 'Revenue in May was $124,073.',
    answer: 'Revenue in May was $123,456.',
    focus: '$123,456',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.different-value',
  },
  {
    cause: 'nb: ca. 52 300 against 50 800 is not approximate',
    lang: 'nb',
    context: 'Kommunen har 50 800 innbyggere.',
    answer: 'Kommunen har ca. 52 300 innbyggere.',
    focus: '52 300',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.different-value',
  },
  {
    cause: 'a round hedged figure is approximate',
    lang: 'en',
    context: 'The museum counted 12,345 visitors in May.',
    answer: 'The museum had about 12,000 visitors in May.',
    focus: '12,000',
    type: 'NUMERIC',
    status: 'approximate',
    reason: 'numeric.hedged',
  },
  {
    cause: 'ja: 約3,000人 against 2,480 is not approximate',
    lang: 'ja',
    context: '北浜マラソンの参加者は2,480人だった。',
    answer: '北浜マラソンには約3,000人が参加しました。',
    focus: '3,000',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.different-value',
  },

  {
    cause: 'a bound the value keeps (over $181 million)',
    lang: 'en',
    context: 'Poseidon grossed $ 181,674,817 at the worldwide box office .',
    answer: 'Poseidon grossed over $181 million worldwide.',
    focus: '$181 million',
    type: 'NUMERIC',
    status: 'approximate',
    reason: 'numeric.bound',
  },
  {
    cause: 'a bound the value breaks (just under 50% for 51.2%)',
    lang: 'en',
    context: 'Turnout was 51.2%.',
    answer: 'Turnout was just under 50%.',
    focus: '50%',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.different-value',
  },
  {
    cause: 'nb: i underkant av, the value kept',
    lang: 'nb',
    context: 'Oppslutningen var 49,6 prosent.',
    answer: 'Oppslutningen var i underkant av 50 prosent.',
    focus: '50 prosent',
    type: 'NUMERIC',
    status: 'approximate',
    reason: 'numeric.within-tolerance',
  },
  {
    cause: 'ja: 強 as a bound above (1万人強 for 10,400)',
    lang: 'ja',
    context: '来場者は10,400人だった。',
    answer: '来場者は1万人強でした。',
    focus: '1万人',
    type: 'NUMERIC',
    status: 'approximate',
    reason: 'numeric.hedged',
  },

  // 8. Unit words are not names: the figure keeps its claim.
  {
    cause: 'ja: ポイント is the unit, not a name',
    lang: 'ja',
    context: '失業率は前年から1.5ポイント低下した。',
    answer: '失業率は前年から2.0ポイント低下しました。',
    focus: '2.0',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.different-value',
  },
  {
    cause: 'ja: パーセント is the unit, not a name',
    lang: 'ja',
    context: '内閣支持率は45パーセントだった。',
    answer: '内閣支持率は48パーセントでした。',
    focus: '48',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.different-value',
  },

  // 6. Abbreviations and titles, from each locale's aliases.
  {
    cause: 'USA for United States',
    lang: 'en',
    context: 'Lake Providence is a town in East Carroll Parish, Louisiana, United States.',
    answer: 'Lake Providence is a town in Louisiana, USA.',
    focus: 'USA',
    type: 'ENTITY',
    status: 'approximate',
    reason: 'entity.alias',
  },
  {
    cause: 'CEO for chief executive',
    lang: 'en',
    context: 'Aberdeen chief executive Duncan Fraser praised the Arbroath chairman.',
    answer: "Aberdeen's CEO Duncan Fraser praised the Arbroath chairman.",
    focus: 'CEO',
    type: 'ENTITY',
    status: 'approximate',
    reason: 'entity.alias',
  },
  {
    cause: 'nb: BNP for bruttonasjonalprodukt',
    lang: 'nb',
    context: 'Norges bruttonasjonalprodukt vokste med 1,1 prosent i fjor.',
    answer: 'Norges BNP vokste med 1,1 prosent i fjor.',
    focus: 'BNP',
    type: 'ENTITY',
    status: 'approximate',
    reason: 'entity.alias',
  },
  {
    cause: 'ja: IMF for 国際通貨基金',
    lang: 'ja',
    context: '国際通貨基金は国際金融の安定を目的とする国際連合の専門機関である。',
    answer: 'IMFは国際金融の安定を目的とする機関です。',
    focus: 'IMF',
    type: 'ENTITY',
    status: 'approximate',
    reason: 'entity.alias',
  },
  {
    cause: 'ja: a law name with the country added',
    lang: 'ja',
    context: '法務大臣が認定した場合に弁護士となる資格を有する（弁護士法第5条）。',
    answer: '日本弁護士法第5条に基づき、弁護士となる資格を有する者がいます。',
    focus: '日本弁護士法第5条',
    type: 'ENTITY',
    status: 'approximate',
    reason: 'entity.name-variant',
  },

  // 8. Words that crowd out numbers; affirming forms that hold a negation word.
  {
    cause: 'ja: an obligation (なければならない) is no negation',
    lang: 'ja',
    context: '認定日に受給資格者はハローワークに出頭し、失業の認定を受けなければならない。',
    answer: '認定日には、受給資格者がハローワークに出頭して失業の認定を受けます。',
    focus: 'ハローワーク',
    type: 'QUOTE',
    status: 'none',
  },

  // Weak flags: they annotate, they never retry (README, "Confident flags").
  {
    cause: 'a bare small count the source narrates is a weak flag',
    lang: 'en',
    context: 'McManus scored twice in the first half.',
    answer: 'McManus scored 3 goals in the first half.',
    focus: '3',
    type: 'NUMERIC',
    status: 'unsupported',
    reason: 'numeric.not-in-context',
    confident: false,
  },
  {
    cause: 'ja: a short quoted term is a weak flag',
    lang: 'ja',
    context: '近隣住民が集まってテレビを一緒に見る光景も見られた。',
    answer: 'このような「共同鑑賞会」が普及を後押ししました。',
    focus: '共同鑑賞会',
    type: 'QUOTE',
    status: 'unsupported',
    reason: 'quote.no-match',
    confident: false,
  },
  {
    cause: 'a lone acronym the source never spells is a weak flag',
    lang: 'en',
    context: 'He scored his only goal against Moldova in a 2014 World Cup qualifier.',
    answer: 'He scored his only goal against Moldova in a 2014 FIFA World Cup qualifier.',
    focus: 'FIFA',
    type: 'ENTITY',
    status: 'unsupported',
    reason: 'entity.no-match',
    confident: false,
  },
  {
    cause: 'a two-word quotation that is not in the source stays a firm flag',
    lang: 'en',
    context: 'The minister said the budget would be balanced next year.',
    answer: 'The minister said the budget "will be balanced by spring, whatever the cost of the new hospital."',
    focus: 'whatever',
    type: 'QUOTE',
    status: 'unsupported',
    reason: 'quote.no-match',
    confident: true,
  },
  // 3. Arithmetic people do: a year plus a span of years the answer's own sentence states.
  ...(
    [
      ['en', 'The bakery opened in 1998.', 'In 2023, 25 years after it opened, the bakery moved.', '2023', '25 years'],
      ['nb', 'Bakeriet åpnet i 1998.', 'I 2023, 25 år etter åpningen, flyttet bakeriet.', '2023', '25 år'],
      ['ja', 'パン屋は1998年に開業した。', '開業から25年後の2023年に移転した。', '2023年', '25年'],
    ] as const
  ).flatMap(([lang, context, answer, year, span]): Row[] => [
    {
      cause: 'a year the answer counts from a context year with a span it states',
      lang,
      context,
      answer,
      focus: year,
      type: 'DATE',
      status: 'derived',
      reason: 'date.derived-year',
    },
    {
      cause: "the span of years between the answer's own year and the context year",
      lang,
      context,
      answer,
      focus: span,
      type: 'NUMERIC',
      status: 'derived',
      reason: 'numeric.years-between',
    },
  ]),
  {
    cause: 'another year for the same event still contradicts a year counted from the start',
    lang: 'en',
    context: 'The bakery opened in 1998 and moved in 2010.',
    answer: 'In 2023, 25 years after it opened, the bakery moved.',
    focus: '2023',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  {
    cause: 'another span in the context still contradicts a counted span',
    lang: 'nb',
    context: 'Bakeriet åpnet i 1998. Etter 20 år flyttet bakeriet.',
    answer: 'I 2023, 25 år etter åpningen, flyttet bakeriet.',
    focus: '25 år',
    type: 'NUMERIC',
    status: 'contradicted',
    reason: 'numeric.different-value',
  },
  // A year the answer counts by an ordinal: the nth year is n - 1 years after the first, an anniversary n.
  ...(
    [
      ['en', 'The festival was first held in 1978.', 'In 2023 the festival celebrated its 46th year.', '2023', null],
      ['en', 'The company was founded in 1973.', 'In 2023 the company celebrated its 50th anniversary.', '2023', null],
      ['nb', 'Festivalen ble arrangert første gang i 1978.', 'I 2023 ble festivalen arrangert for 46. år.', '2023', '46'],
      ['ja', '祭りは1978年に始まった。', '2023年で祭りは46年目を迎えた。', '2023年', '46年'],
      ['ko', '축제는 1978년에 처음 열렸다.', '축제는 2023년에 46번째 해를 맞았다.', '2023년', null],
    ] as const
  ).flatMap(([lang, context, answer, year, ordinal]): Row[] => [
    {
      cause: 'a year counted by an ordinal from the context year',
      lang,
      context,
      answer,
      focus: year,
      type: 'DATE',
      status: 'derived',
      reason: 'date.derived-year',
    },
    ...(ordinal
      ? [
          {
            cause: 'the ordinal itself, counted from year one',
            lang,
            context,
            answer,
            focus: ordinal,
            type: 'NUMERIC',
            status: 'derived',
            reason: 'numeric.years-between',
          },
        ]
      : []),
  ]),
  {
    cause: 'a wrong ordinal still leaves the year contradicted',
    lang: 'en',
    context: 'The festival was first held in 1978.',
    answer: 'In 2023 the festival celebrated its 40th year.',
    focus: '2023',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  {
    cause: 'a wrong ordinal is flagged',
    lang: 'ja',
    context: '祭りは1978年に始まった。',
    answer: '2023年で祭りは40年目を迎えた。',
    focus: '40年',
    type: 'NUMERIC',
    status: 'unsupported',
    reason: 'numeric.not-in-context',
  },
  // 4. Arithmetic factlint must not do: a year plus a count of things is no year.
  {
    cause: 'a year plus a count of medals is not a year (2005 + 11 gold is not 2016)',
    lang: 'en',
    context: 'She has won 11 gold medals. She switched to cycling in 2005.',
    answer: 'She has won 11 gold medals and switched to cycling in 2016.',
    focus: '2016',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  {
    cause: 'a year plus a span of years is a year (1998 + 25 years)',
    lang: 'en',
    context: 'The bakery opened in 1998. It has served the town for 25 years.',
    answer: 'In 2023 the bakery had served the town for a quarter of a century.',
    focus: '2023',
    type: 'DATE',
    status: 'derived',
    reason: 'date.derived-year',
  },
  {
    cause: 'a year plus a count of medals is not a year',
    lang: 'nb',
    context: 'Hun har vunnet 11 gullmedaljer. Hun gikk over til sykling i 2005.',
    answer: 'Hun har vunnet 11 gullmedaljer og gikk over til sykling i 2016.',
    focus: '2016',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  {
    cause: 'a year plus a count of medals is not a year',
    lang: 'ja',
    context: '彼女は金メダルを11個獲得した。2005年に自転車競技へ転向した。',
    answer: '彼女は2016年に自転車競技へ転向した。',
    focus: '2016年',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  // A year the context gives only relatively ("next year's Games"): counted from a year of the same
  // source when it writes one (a dateline); with none, the context does not give that year at all.
  {
    cause:
      "a year the context gives only as next year's, with no year to count from: a firm flag, not a contradiction by another Games' year",
    lang: 'en',
    context: "She won four golds at the 2012 Games in London. She is targeting further Paralympic success at next year's Games in Rio.",
    answer: 'She is targeting further Paralympic success at the 2016 Games in Rio.',
    focus: '2016',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.relative-in-context',
    confident: true,
  },
  {
    cause: 'another event\'s year in the same sentence as "next year" does not contradict: the clauses tell them apart',
    lang: 'en',
    context: "Storey, who won four golds at the 2012 Games in London, is targeting further success at next year's Games in Rio.",
    answer: 'She is targeting further success at the 2016 Games in Rio.',
    focus: '2016',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.relative-in-context',
  },
  {
    cause: 'next year counted from the dateline of the same source',
    lang: 'en',
    context: "London, 3 March 2015. Storey won four golds at the 2012 Games. She is targeting further success at next year's Games in Rio.",
    answer: 'She is targeting further success at the 2016 Games in Rio.',
    focus: '2016',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: 'last year counted from the date of the release',
    lang: 'en',
    context: 'Published 12 February 2025. Revenue rose 8% last year, the company said.',
    answer: 'Revenue rose 8% in 2024.',
    focus: '2024',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: "another event's year in the same sentence as neste år does not contradict",
    lang: 'nb',
    context: 'Storey, som vant fire gull i London i 2012, satser på nye medaljer i lekene neste år i Rio.',
    answer: 'Hun satser på nye medaljer i lekene i 2016 i Rio.',
    focus: '2016',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.relative-in-context',
  },
  {
    cause: 'i fjor counted from the date of the press release',
    lang: 'nb',
    context: 'Oslo, 5. mars 2025. Omsetningen økte med 8 prosent i fjor, opplyser selskapet.',
    answer: 'Omsetningen økte med 8 prosent i 2024.',
    focus: '2024',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: 'i fjor with no year to count from: the year is not in the context',
    lang: 'nb',
    context: 'Omsetningen økte med 8 prosent i fjor, opplyser selskapet.',
    answer: 'Omsetningen økte med 8 prosent i 2024.',
    focus: '2024',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.relative-in-context',
    confident: true,
  },
  {
    cause: "another event's year in the same sentence as 来年 does not contradict",
    lang: 'ja',
    context: '2012年のロンドン大会で金メダルを4個獲得した彼女は、来年のリオ大会でのメダル獲得を目指している。',
    answer: '彼女は2016年のリオ大会でのメダル獲得を目指している。',
    focus: '2016年',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.relative-in-context',
  },
  {
    cause: '昨年 counted from the date of the announcement',
    lang: 'ja',
    context: '2025年3月5日発表。同社の売上高は昨年8%増加した。',
    answer: '同社の売上高は2024年に8%増加した。',
    focus: '2024年',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: 'a year that next year does not give, beside a dateline, stays unsupported (never backed by the dateline)',
    lang: 'en',
    context: "London, 3 March 2015. She is targeting further success at next year's Games in Rio.",
    answer: 'She is targeting further success at the 2017 Games in Rio.',
    focus: '2017',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.relative-in-context',
  },
  // A year narrated from the date before it ("joined in 2012 and left the following year").
  {
    cause: 'the following year counted from the year before it: the leaving year is not contradicted by the joining year',
    lang: 'en',
    context: 'She joined the company in 2012 and left the following year.',
    answer: 'She left the company in 2013.',
    focus: '2013',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: 'a year the following year does not give is contradicted by the year it gives',
    lang: 'en',
    context: 'She joined the company in 2012 and left the following year.',
    answer: 'She left the company in 2014.',
    focus: '2014',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  {
    cause: 'a narrated year whose verb is a polarity word (opened … closed the following year) is not contradicted by the opening year',
    lang: 'en',
    context: 'The plant opened in 1998 and closed the following year.',
    answer: 'The plant closed in 1999.',
    focus: '1999',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: 'a decade later, in the next sentence, counted from the year before it',
    lang: 'en',
    context: 'The plant opened in 1998. A decade later it closed.',
    answer: 'The plant closed in 2008.',
    focus: '2008',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: 'nb: et tiår senere regnes fra året foran',
    lang: 'nb',
    context: 'Fabrikken åpnet i 1998. Et tiår senere stengte den.',
    answer: 'Fabrikken stengte i 2008.',
    focus: '2008',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: 'nb: året etter regnes fra året foran',
    lang: 'nb',
    context: 'Hun begynte i selskapet i 2012 og sluttet året etter.',
    answer: 'Hun sluttet i selskapet i 2013.',
    focus: '2013',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: 'nb: året før regnes fra året foran',
    lang: 'nb',
    context: 'Anlegget stod ferdig i 2019. Året før hadde kommunen vedtatt planen.',
    answer: 'Kommunen vedtok planen i 2017.',
    focus: '2017',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  {
    cause: 'ja: 翌年 counted from the year before it',
    lang: 'ja',
    context: '彼女は2012年に入社し、翌年退社した。',
    answer: '彼女は2013年に退社した。',
    focus: '2013年',
    type: 'DATE',
    status: 'derived',
    reason: 'date.relative-year',
  },
  {
    cause: 'ja: a year 翌年 does not give is contradicted',
    lang: 'ja',
    context: '彼女は2012年に入社し、翌年退社した。',
    answer: '彼女は2015年に退社した。',
    focus: '2015年',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  {
    cause: 'a rival year about the same event still contradicts beside an unrelated relative year',
    lang: 'en',
    context: 'The plant opened in 2019. Next year the plant will expand.',
    answer: 'The plant opened in 2018.',
    focus: '2018',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  {
    cause: 'a relative date that names no year (this month) leaves an unstated year a firm flag',
    lang: 'en',
    context: 'The club revealed its season ticket prices this month.',
    answer: 'The club revealed its season ticket prices for the 2017 season.',
    focus: '2017',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.not-in-context',
    confident: true,
  },
  {
    cause: 'a year the context gives only as neste år, with no year to count from: a firm flag',
    lang: 'nb',
    context: 'Hun vant fire gull i London i 2012. Hun satser på nye medaljer i lekene neste år i Rio.',
    answer: 'Hun satser på nye medaljer i lekene i 2016 i Rio.',
    focus: '2016',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.relative-in-context',
    confident: true,
  },
  {
    cause: 'a rival year about the same event still contradicts',
    lang: 'nb',
    context: 'Fabrikken åpnet i 2019. Neste år skal fabrikken utvides.',
    answer: 'Fabrikken åpnet i 2018.',
    focus: '2018',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  {
    cause: 'a year the context gives only as 来年, with no year to count from: a firm flag',
    lang: 'ja',
    context: '彼女は2012年のロンドン大会で金メダルを4個獲得した。来年のリオ大会でのメダル獲得を目指している。',
    answer: '彼女は2016年のリオ大会でのメダル獲得を目指している。',
    focus: '2016年',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.relative-in-context',
    confident: true,
  },
  {
    cause: 'a rival year about the same event still contradicts',
    lang: 'ja',
    context: '工場は2019年に開業した。来年には工場を拡張する。',
    answer: '工場は2018年に開業した。',
    focus: '2018年',
    type: 'DATE',
    status: 'contradicted',
    reason: 'date.different-date',
  },
  // Institutions without a company suffix: courts after their place, agencies as one compound.
  {
    cause: 'a court after its place names an institution the context does not have',
    lang: 'en',
    context: 'The case was heard by the Bergen District Court in March.',
    answer: 'The case was heard by the Oslo District Court in March.',
    focus: 'Oslo District Court',
    type: 'ENTITY',
    status: 'unsupported',
    reason: 'entity.no-match',
  },
  {
    cause: 'nb: en lagmannsrett etter stedsnavnet',
    lang: 'nb',
    context: 'Saken ble avgjort i Borgarting lagmannsrett i 2024.',
    answer: 'Saken ble avgjort i Gulating lagmannsrett i 2024.',
    focus: 'Gulating lagmannsrett',
    type: 'ENTITY',
    status: 'unsupported',
    reason: 'entity.no-match',
  },
  {
    cause: 'nb: et direktorat skrevet som ett ord',
    lang: 'nb',
    context: 'Vedtaket ble fattet av Datatilsynet i 2024.',
    answer: 'Vedtaket ble fattet av Helsedirektoratet i 2024.',
    focus: 'Helsedirektoratet',
    type: 'ENTITY',
    status: 'unsupported',
    reason: 'entity.no-match',
  },
  {
    cause: 'nb: the institution the context names in lower case keeps its support',
    lang: 'nb',
    context: 'Vedtaket ble fattet av datatilsynet i 2024.',
    answer: 'Vedtaket ble fattet av Datatilsynet i 2024.',
    focus: 'Datatilsynet',
    type: 'ENTITY',
    status: 'supported',
    reason: 'entity.exact',
  },
  {
    cause: 'nb: a common noun with a court-like ending at the start of a sentence is no institution',
    lang: 'nb',
    context: 'Loven gir alle over 18 år rett til å stemme.',
    answer: 'Stemmeretten gjelder alle over 18 år.',
    focus: 'Stemmeretten',
    type: 'ENTITY',
    status: 'none',
    reason: '',
  },
  {
    cause: 'ja: 地方裁判所 after another city',
    lang: 'ja',
    context: '判決は東京地方裁判所が言い渡した。',
    answer: '判決は大阪地方裁判所が言い渡した。',
    focus: '大阪地方裁判所',
    type: 'ENTITY',
    status: 'unsupported',
    reason: 'entity.no-match',
  },
  // Names: one character off a person the context names, in a script without spaces.
  {
    cause: 'a surname one character off the context person with the same given name',
    lang: 'ja',
    context: '北浜市の防災会議では、危機管理監の山田太郎氏が新しい避難計画を説明した。',
    answer: '新しい避難計画は山本太郎氏が説明しました。',
    focus: '山本太郎',
    type: 'ENTITY',
    status: 'contradicted',
    reason: 'entity.name-changed',
  },
  {
    cause: 'the person the context names keeps its support',
    lang: 'ja',
    context: '北浜市の防災会議では、危機管理監の山田太郎氏が新しい避難計画を説明した。',
    answer: '新しい避難計画は山田太郎氏が説明しました。',
    focus: '山田太郎',
    type: 'ENTITY',
    status: 'supported',
    reason: 'entity.exact',
  },
  {
    cause: 'words glued before the name still leave the name backed (元社員 + 田中)',
    lang: 'ja',
    context: '記者会見には田中氏も出席した。',
    answer: '記者会見には元社員田中氏も出席しました。',
    focus: '田中',
    type: 'ENTITY',
    status: 'supported',
    reason: 'entity.exact',
  },
  // 5. Subject binding: a year the context gives to another event the answer also names. Firm when
  // the context tells the claim's event too, in a sentence without that year.
  {
    cause: 'a year the context gives to another event the answer names too (the band broke up in 2000; the album came out in 2000)',
    lang: 'en',
    context:
      'The band was formed in Oslo in 1994. Its third album, Relapse, was released by Epic Records in 2000. Growing tensions over the direction of the band led the singer to quit.',
    answer: 'The band broke up in 2000 after tensions over its direction. Its third album, Relapse, came out on Epic Records in 2000.',
    focus: 'broke up in 2000',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.other-event',
    confident: true,
  },
  {
    cause: "another event's year, but the context never tells this event: a weak flag (the clause may paraphrase the dated sentence)",
    lang: 'en',
    context: 'The band was formed in Oslo in 1994. Its third album, Relapse, was released by Epic Records in 2000.',
    answer: 'The band split up in 2000 after a long tour. Its third album, Relapse, came out on Epic Records in 2000.',
    focus: 'up in 2000',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.other-event',
    confident: false,
  },
  {
    cause: "another event's year, but the context never tells this event: a weak flag",
    lang: 'nb',
    context: 'Bandet ble dannet i Bergen i 1994. Det tredje albumet, Relapse, kom ut på Epic Records i 2000.',
    answer: 'Bandet ble oppløst i 2000 etter en lang turné. Det tredje albumet, Relapse, kom ut på Epic Records i 2000.',
    focus: 'oppløst i 2000',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.other-event',
    confident: false,
  },
  {
    cause: "another event's year, but the context never tells this event: a weak flag",
    lang: 'ja',
    context: '1994年に東京で結成された。三枚目のアルバム「リラプス」は2000年にエピック・レコードから発売された。',
    answer: 'バンドは長いツアーの後に2000年に解散した。三枚目のアルバム「リラプス」は2000年にエピック・レコードから発売された。',
    focus: '2000年に解散',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.other-event',
    confident: false,
  },
  {
    cause: 'the clause that names the event the context dates keeps its support',
    lang: 'en',
    context:
      'The band was formed in Oslo in 1994. Its third album, Relapse, was released by Epic Records in 2000. Growing tensions over the direction of the band led the singer to quit.',
    answer: 'The band broke up in 2000 after tensions over its direction. Its third album, Relapse, came out on Epic Records in 2000.',
    focus: 'Records in 2000',
    type: 'DATE',
    status: 'supported',
    reason: 'date.exact',
  },
  {
    cause: 'two events the context dates in one sentence: both clauses keep the year',
    lang: 'en',
    context: 'In 2000 the band released Relapse on Epic Records and toured Europe for the first time.',
    answer: 'In 2000 the band released Relapse. It also toured Europe in 2000.',
    focus: 'Europe in 2000',
    type: 'DATE',
    status: 'supported',
    reason: 'date.exact',
  },
  {
    cause: 'a clause too short to be compared keeps the year (In 2000, they split)',
    lang: 'en',
    context: 'The band released Relapse on Epic Records in 2000 and broke up later that year.',
    answer: 'The band released Relapse on Epic Records in 2000. In 2000, they split.',
    focus: 'In 2000, they',
    type: 'DATE',
    status: 'supported',
    reason: 'date.exact',
  },
  {
    cause: 'a year the context gives to another event the answer names too',
    lang: 'nb',
    context:
      'Bandet ble dannet i Bergen i 1994. Det tredje albumet, Relapse, kom ut på Epic Records i 2000. Uenighet om retningen fikk vokalisten til å slutte.',
    answer: 'Bandet ble oppløst i 2000 etter uenighet om retningen. Det tredje albumet, Relapse, kom ut på Epic Records i 2000.',
    focus: 'oppløst i 2000',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.other-event',
    confident: true,
  },
  {
    cause: 'two events the context dates in one sentence: both clauses keep the year',
    lang: 'nb',
    context: 'I 2000 ga bandet ut Relapse på Epic Records og turnerte i Europa for første gang.',
    answer: 'I 2000 ga bandet ut Relapse. Samme år, i 2000, turnerte bandet i Europa.',
    focus: 'i 2000, turnerte',
    type: 'DATE',
    status: 'supported',
    reason: 'date.exact',
  },
  {
    cause: 'a year the context gives to another event the answer names too',
    lang: 'ja',
    context:
      '1994年に東京で結成された。三枚目のアルバム「リラプス」は2000年にエピック・レコードから発売された。方向性をめぐる対立からボーカルが脱退した。',
    answer: 'バンドは方向性をめぐる対立から2000年に解散した。三枚目のアルバム「リラプス」は2000年にエピック・レコードから発売された。',
    focus: '2000年に解散',
    type: 'DATE',
    status: 'unsupported',
    reason: 'date.other-event',
    confident: true,
  },
  {
    cause: 'the clause that names the event the context dates keeps its support',
    lang: 'ja',
    context:
      '1994年に東京で結成された。三枚目のアルバム「リラプス」は2000年にエピック・レコードから発売された。方向性をめぐる対立からボーカルが脱退した。',
    answer: 'バンドは方向性をめぐる対立から2000年に解散した。三枚目のアルバム「リラプス」は2000年にエピック・レコードから発売された。',
    focus: '2000年にエピック',
    type: 'DATE',
    status: 'supported',
    reason: 'date.exact',
  },
];

describe('precision on real text: each cause fixed in general', () => {
  it.each(rows)('$lang: $cause', async ({ lang, context, answer, focus, type, status, reason, confident }) => {
    const { claims } = await claimsOf(lang, context, answer);
    const claim = at(claims, answer, focus, type);
    if (status === 'none') {
      expect(claim?.status === 'contradicted' || claim?.status === 'unsupported' ? claim : undefined).toBeUndefined();
      return;
    }
    expect(claim, `no ${type} claim at "${focus}"`).toBeDefined();
    expect([claim!.status, claim!.reason]).toEqual([status, reason]);
    if (confident !== undefined) expect(claim!.confident).toBe(confident);
  });

  it('a weak flag annotates under the default preset; a firm one retries', async () => {
    const weak = await claimsOf('en', 'McManus scored twice in the first half.', 'McManus scored 3 goals in the first half.');
    expect(weak.verdict).toBe('annotate');
    const firm = await claimsOf('en', 'The depot stores 1,005 pallets.', 'The depot stores 1,005 pallets and employs 36 drivers.');
    expect(firm.verdict).toBe('retry');
  });
});

describe('a context document the scenario dates: relative years count from its date', () => {
  const rows: {
    lang: Lang;
    date: string;
    text: string;
    answer: string;
    focus: string;
    status: string;
    reason: string;
    nearest?: string;
  }[] = [
    {
      lang: 'en',
      date: '2015-09-02',
      text: "Storey won four golds at the 2012 Games in London. She is targeting further success at next year's Games in Rio.",
      answer: 'She is targeting further success at the 2016 Games in Rio.',
      focus: '2016',
      status: 'derived',
      reason: 'date.relative-year',
    },
    {
      lang: 'en',
      date: '2015-09-02',
      text: "Storey won four golds at the 2012 Games in London. She is targeting further success at next year's Games in Rio.",
      answer: 'She is targeting further success at the 2017 Games in Rio.',
      focus: '2017',
      status: 'contradicted',
      reason: 'date.different-date',
      nearest: '2016',
    },
    {
      // The date of the document wins over a year it narrates: "last year" is 2024, not 2019 + 1 … .
      lang: 'en',
      date: '2025-02-12',
      text: 'The company was founded in 2019. Revenue rose 8% last year, the company said.',
      answer: 'Revenue rose 8% in 2020.',
      focus: '2020',
      status: 'contradicted',
      reason: 'date.different-date',
      nearest: '2024',
    },
    {
      lang: 'nb',
      date: '2025-03-05',
      text: 'Omsetningen økte med 8 prosent i fjor, opplyser selskapet.',
      answer: 'Omsetningen økte med 8 prosent i 2024.',
      focus: '2024',
      status: 'derived',
      reason: 'date.relative-year',
    },
    {
      lang: 'nb',
      date: '2025-03-05',
      text: 'Omsetningen økte med 8 prosent i fjor, opplyser selskapet.',
      answer: 'Omsetningen økte med 8 prosent i 2023.',
      focus: '2023',
      status: 'contradicted',
      reason: 'date.different-date',
      nearest: '2024',
    },
    {
      lang: 'ja',
      date: '2025-03-05',
      text: '同社の売上高は昨年8%増加した。',
      answer: '同社の売上高は2024年に8%増加した。',
      focus: '2024年',
      status: 'derived',
      reason: 'date.relative-year',
    },
    {
      lang: 'ja',
      date: '2025-03-05',
      text: '同社の売上高は昨年8%増加した。',
      answer: '同社の売上高は2023年に8%増加した。',
      focus: '2023年',
      status: 'contradicted',
      reason: 'date.different-date',
      nearest: '2024',
    },
  ];
  it.each(rows)('$lang: $answer against a document dated $date', async ({ lang, date, text, answer, focus, status, reason, nearest }) => {
    const report = await (await verifier(lang)).verify({ answer, context: [{ id: 'release', date, text }] });
    const claim = at(report.claims, answer, focus, 'DATE');
    expect([claim?.status, claim?.reason]).toEqual([status, reason]);
    if (nearest !== undefined) expect(claim?.nearest_context_value).toBe(nearest);
  });

  it('the same text dated otherwise is read again, not taken from the first reading', async () => {
    const v = await verifier('en');
    const text = 'Revenue rose 8% last year, the company said.';
    const answer = 'Revenue rose 8% in 2024.';
    const first = await v.verify({ answer, context: [{ id: 'release', date: '2025-02-12', text }] });
    const second = await v.verify({ answer, context: [{ id: 'release', date: '2026-02-12', text }] });
    expect(at(first.claims, answer, '2024', 'DATE')?.status).toBe('derived');
    expect(at(second.claims, answer, '2024', 'DATE')?.status).toBe('contradicted');
  });
});

describe('limitations found on real text (each still fails)', () => {
  // Read only when the answer also names the event the context dates (rows above): a year stated once is not compared.
  it.fails('a year the context gives for another event, stated once, is not support for this one (the band "broke up in 2000")', async () => {
    const answer = 'The band broke up in 2000.';
    const { claims } = await claimsOf(
      'en',
      'The band released its album Relapse in 2000. The members went separate ways after a long tour.',
      answer,
    );
    expect(at(claims, answer, '2000', 'DATE')?.status).not.toBe('supported');
  });

  // Without a document date, any year of the same document may be the time of writing.
  it.fails('a narrated year backs a relative one by coincidence (founded in 2021; "last year" read as 2020)', async () => {
    const answer = 'Revenue rose 8% in 2020.';
    const { claims } = await claimsOf('en', 'The company was founded in 2021. Revenue rose 8% last year, the company said.', answer);
    expect(at(claims, answer, '2020', 'DATE')?.status).not.toBe('derived');
  });

  // A claim that is exactly the narrated year of its sentence is not accused, even when its clause
  // names the other event: keys cannot tell "joined" from "left" when both share the sentence.
  it.fails('a wrong year that happens to be the narrated year of the same sentence passes (joined in 2013)', async () => {
    const answer = 'She joined the company in 2013.';
    const { claims } = await claimsOf('en', 'She joined the company in 2012 and left the following year.', answer);
    expect(at(claims, answer, '2013', 'DATE')?.status).toBe('contradicted');
  });

  // `decade` is no unit of the years family, so "two decades" is no span of years to count with.
  it.fails('a span in decades ("went public two decades later") is not counted: the founding year contradicts', async () => {
    const answer = 'It went public in 2018.';
    const { claims } = await claimsOf('en', 'The company was founded in 1998 and went public two decades later.', answer);
    expect(at(claims, answer, '2018', 'DATE')?.status).not.toBe('contradicted');
  });

  // 1日あたり is a period word; 1日に (per day, but also "on the 1st" after a month) is not, so its 1 is read as one day.
  it.fails('ja: the 1日 of 1日に (per day) is read as a count of one day', async () => {
    const answer = '利用者は1日に120人だった。';
    const { claims } = await claimsOf('ja', '利用者は毎日120人だった。', answer);
    const claim = at(claims, answer, '1日', 'NUMERIC');
    expect(claim?.status === 'unsupported' || claim?.status === 'contradicted').toBe(false);
  });

  it.fails('a span spelled with a word between ("one more year") is not read as a span of years', async () => {
    const answer = 'The contract was extended by one more year, to 2025.';
    const { claims } = await claimsOf('en', 'The contract ran until 2024.', answer);
    expect(at(claims, answer, '2025', 'DATE')?.status).toBe('derived');
  });

  it.fails('a wholly different surname with the same given name (佐藤一郎 for 鈴木一郎) is backed by the given name alone', async () => {
    const answer = '計画は佐藤一郎氏が説明しました。';
    const { claims } = await claimsOf('ja', '計画は鈴木一郎氏が説明した。', answer);
    expect(at(claims, answer, '佐藤一郎', 'ENTITY')?.status).not.toBe('supported');
  });

  it.fails('a title after a name is no person cue (山本太郎課長 is not read as a name)', async () => {
    const answer = '方針は危機管理課の山本太郎課長が説明しました。';
    const { claims } = await claimsOf('ja', '方針は危機管理課の山田太郎課長が説明した。', answer);
    expect(at(claims, answer, '山本太郎', 'ENTITY')?.status).toBe('contradicted');
  });
});
