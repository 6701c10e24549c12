import { describe, expect, it } from 'vitest';
import type { LocaleData } from '@factlint/text';
import { defaultOptions, entityClaimType, localeData, quoteClaimType } from '../../../test/grounding-harness.js';
import { analyseText, ContextEvidenceIndex } from '@factlint/pipeline';
import type { ClaimJudgement } from '@factlint/pipeline';

const locales: Record<string, LocaleData> = { en: localeData('en'), nb: localeData('nb'), ja: localeData('ja') };

type Judged = ClaimJudgement & { type: string; text: string; span: [number, number]; kind: string };

function judgeAll(lang: string, context: string, answer: string): Judged[] {
  const locale = locales[lang]!;
  const plugins = [quoteClaimType, entityClaimType];
  const index = new ContextEvidenceIndex([analyseText('context', 'context', context, locale)], plugins, locale);
  const analysed = analyseText('answer', 'answer', answer, locale);
  const ctx = { locale, tolerances: defaultOptions(), aliases: [], index };
  return plugins.flatMap((p) =>
    p.extract(analysed, locale).map((c) => ({
      type: c.type,
      text: c.text,
      span: c.span,
      kind: (c.detail as { kind: string }).kind,
      ...p.compare(c, analysed, ctx),
    })),
  );
}

/** The quotations (not statements) of an answer, judged. */
function quotes(lang: string, context: string, answer: string): Judged[] {
  return judgeAll(lang, context, answer).filter((j) => j.kind === 'quote');
}

/** The change statements of an answer that the check reports (a consistent one is no claim). */
function reportedStatements(lang: string, context: string, answer: string): Judged[] {
  return judgeAll(lang, context, answer).filter((j) => j.kind === 'statement' && j.status !== 'not_extracted');
}

describe('QUOTE extraction', () => {
  it.each([
    ['en', 'The CEO said “we grew faster than the market” on Monday.', ['“we grew faster than the market”']],
    ['en', 'He called it "historic" and "a turning point for us".', ['"a turning point for us"']],
    ['nb', 'Direktøren sa at «veksten var sterk» i fjor.', ['«veksten var sterk»']],
    ['ja', '社長は「売上は増加した」と述べ、「了解」と答えた。', ['「売上は増加した」']],
    ['ja', '報告書『国内事業の概況』によれば好調だった。', ['『国内事業の概況』']],
  ])('%s: %s', (lang, answer, expected) => {
    const locale = locales[lang]!;
    const claims = quoteClaimType
      .extract(analyseText('answer', 'answer', answer, locale), locale)
      .filter((c) => (c.detail as { kind: string }).kind === 'quote');
    expect(claims.map((c) => c.text)).toEqual(expected);
    for (const c of claims) expect(answer.slice(c.span[0], c.span[1])).toBe(c.text);
  });
});

describe('QUOTE judgement', () => {
  it.each([
    // faithful: folded case, width, quotes and white space
    [
      'en',
      'The CEO said that we grew faster than the market in 2024.',
      'The CEO said “We grew faster than the market”.',
      'supported',
      'quote.exact',
    ],
    [
      'nb',
      'Direktøren uttalte: «Veksten var sterkere enn ventet.»',
      'Direktøren sa «veksten var sterkere enn ventet».',
      'supported',
      'quote.exact',
    ],
    [
      'ja',
      '社長は「国内売上高は前年同期比で７％増加した」と述べた。',
      '社長は「国内売上高は前年同期比で7%増加した」と述べた。',
      'supported',
      'quote.exact',
    ],
    // light paraphrase: above quote_similarity
    [
      'en',
      'The board said the merger will strengthen our position in Europe.',
      'The board said “the merger would strengthen our position in Europe”.',
      'approximate',
      'quote.paraphrase',
    ],
    [
      'nb',
      'Styret mener at fusjonen vil styrke posisjonen vår i Norden.',
      'Styret sa «fusjonen skal styrke posisjonen vår i Norden».',
      'approximate',
      'quote.paraphrase',
    ],
    // the card's three false negatives, and their Norwegian counterparts: reversed direction → contradicted
    [
      'ja',
      '国内売上高は前年同期比で7%増加した。',
      '決算短信には「国内売上高は前年同期比で7%減少した」とある。',
      'contradicted',
      'quote.polarity-reversed',
    ],
    [
      'ja',
      '提案は全会一致で承認された。',
      '議事録には「提案は全会一致で否決された」と記されている。',
      'contradicted',
      'quote.polarity-reversed',
    ],
    [
      'en',
      'Subscription revenue grew 8% year over year.',
      'The report says “Subscription revenue declined 8% year over year”.',
      'contradicted',
      'quote.polarity-reversed',
    ],
    [
      'nb',
      'Sysselsettingen økte med 2 prosent i fjor.',
      'SSB skrev at «sysselsettingen sank med 2 prosent i fjor».',
      'contradicted',
      'quote.polarity-reversed',
    ],
    [
      'nb',
      'Søknaden ble godkjent av kommunen i mars.',
      'Saksbehandleren skrev «søknaden ble avvist av kommunen i mars».',
      'contradicted',
      'quote.polarity-reversed',
    ],
    // a short quote with a swapped verb still finds its passage (direction words are masked for matching)
    [
      'en',
      'Subscription revenue grew 8% in 2024, while hardware sales were flat.',
      'Management wrote “revenue declined”.',
      'contradicted',
      'quote.polarity-reversed',
    ],
    // a negation added or dropped
    [
      'en',
      'The committee did not approve the budget.',
      'The minutes say “the committee did approve the budget”.',
      'contradicted',
      'quote.polarity-reversed',
    ],
    [
      'en',
      'The proposal was not approved by the board.',
      'The notice says the proposal “was approved by the board”.',
      'contradicted',
      'quote.polarity-reversed',
    ],
    [
      'nb',
      'Vedtaket ble ikke godkjent av fylket.',
      'Fylket skrev at «vedtaket ble godkjent av fylket».',
      'contradicted',
      'quote.polarity-reversed',
    ],
    // nothing like it
    ['en', 'Revenue grew 8% in 2024.', 'The CEO said “our customers love the new design”.', 'unsupported', 'quote.no-match'],
    ['ja', '売上高は8%増加した。', '社長は「新製品の評判は上々だ」と語った。', 'unsupported', 'quote.no-match'],
  ])('%s: %s | %s → %s', (lang, context, answer, status, reason) => {
    const [q, ...rest] = quotes(lang, context, answer);
    expect(rest).toEqual([]);
    expect(q).toMatchObject({ status, reason });
  });

  it('reports the similarity and the matched context window', () => {
    const context = '決算の概要。国内売上高は前年同期比で7%増加した。';
    const [q] = quotes('ja', context, '「国内売上高は前年同期比で7%減少した」');
    // two of eighteen characters differ: plain character similarity 0.889, yet the direction is reversed
    expect(q).toMatchObject({ status: 'contradicted', reason: 'quote.polarity-reversed', similarity: 0.889 });
    expect(q!.evidence[0]!.text).toBe('国内売上高は前年同期比で7%増加した');
    expect(context.slice(q!.evidence[0]!.span[0], q!.evidence[0]!.span[1])).toBe('国内売上高は前年同期比で7%増加した');
  });

  it('reports the best similarity for a quote below the threshold', () => {
    const [q] = quotes(
      'en',
      'The merger will strengthen our position in Europe.',
      'They said “a merger could help us grow across Europe”.',
    );
    expect(q!.status).toBe('unsupported');
    expect(q!.similarity).toBeGreaterThan(0.3);
    expect(q!.similarity).toBeLessThan(defaultOptions().quote_similarity);
  });

  it('checks the claims inside a quote on their own (card cc-093: the quote reads as a paraphrase, the article inside is one digit off)', () => {
    const all = judgeAll(
      'ja',
      '本件は民法第709条に基づく不法行為に当たる。',
      '判決は「本件は民法第719条に基づく不法行為に当たる」とした。',
    );
    expect(all.find((j) => j.kind === 'quote')).toMatchObject({ status: 'approximate', reason: 'quote.paraphrase' });
    expect(all.find((j) => j.type === 'ENTITY' && j.text === '民法第719条')).toMatchObject({
      status: 'contradicted',
      reason: 'entity.identifier-near-miss',
      nearest_context_value: '民法第709条',
    });
  });

  it('limitation: a paraphrase that rewords most of a quote falls below quote_similarity (card: the largest false-positive group)', () => {
    const [q] = quotes(
      'en',
      'Revenue rose sharply because demand in Asia was strong.',
      'The CFO said “strong Asian demand drove a sharp revenue increase”.',
    );
    expect(q).toMatchObject({ status: 'unsupported', reason: 'quote.no-match' });
  });

  it('limitation: an antonym outside the locale polarity pairs goes unseen (`slower` / `faster`)', () => {
    const [q] = quotes(
      'en',
      'Deliveries were faster than planned in the third quarter.',
      'The report says “deliveries were slower than planned in the third quarter”.',
    );
    expect(q).toMatchObject({ status: 'approximate', reason: 'quote.paraphrase' });
  });
});

describe('change statements outside quotes', () => {
  it.each([
    ['en', 'Subscription revenue grew 8% in 2024.', 'Subscription revenue declined 8% in 2024.', 'declined', 'grew'],
    ['nb', 'Sysselsettingen økte med 2 prosent i 2024.', 'Sysselsettingen sank med 2 prosent i 2024.', 'sank', 'økte'],
    ['nb', 'Klagen ble godkjent av Statsforvalteren i mai.', 'Klagen ble avvist av Statsforvalteren i mai.', 'avvist', 'godkjent'],
    ['ja', '国内売上高は前年同期比で7%増加した。', '国内売上高は前年同期比で7%減少しました。', '減少', '増加'],
    ['ja', '提案は株主総会で承認された。', '提案は株主総会で否決されました。', '否決', '承認'],
    // A sentence of ASCII alone and one with other letters are read for the same words (the
    // answer's words here are its figures and one noun: each must be read, digits too).
    ['en', 'Revenue in 2024 grew 8% at the café.', 'Revenue in 2024 declined 8%.', 'declined', 'grew'],
    ['en', 'Revenue in 2024 grew 8%.', 'Café revenue in 2024 declined 8%.', 'declined', 'grew'],
    ['nb', 'Ledigheten i Tromsø økte med 2 prosent i 2024.', 'Ledigheten i Tromso sank med 2 prosent i 2024.', 'sank', 'økte'],
  ])('%s: %s | %s → contradicted', (lang, context, answer, _said, contextWord) => {
    const [s, ...rest] = reportedStatements(lang, context, answer);
    expect(rest).toEqual([]);
    expect(s).toMatchObject({
      type: 'QUOTE',
      status: 'contradicted',
      reason: 'statement.polarity-reversed',
      nearest_context_value: contextWord,
    });
    expect(s!.evidence[0]!.text).toBe(context);
  });

  it.each([
    // the same direction: no claim at all, no noise
    ['en', 'Subscription revenue grew 8% in 2024.', 'Subscription revenue increased by 8% in 2024.'],
    ['nb', 'Sysselsettingen økte med 2 prosent i 2024.', 'I 2024 økte sysselsettingen med 2 prosent.'],
    ['ja', '国内売上高は前年同期比で7%増加した。', '国内売上高は前年同期比7%の増加でした。'],
    // a counterpart about something else
    ['en', 'Hardware sales declined 3% in 2024.', 'Subscription revenue grew 8% in 2024.'],
    // the closest counterpart agrees, even though another context sentence has the opposite word
    ['en', 'Revenue grew 8% in 2024. Revenue declined 2% in 2023.', 'Revenue grew 8% in 2024.'],
    // a direction word inside a quotation is the quote's business
    ['en', 'Revenue grew 8% in 2024.', 'The CFO said “revenue grew 8% in 2024”.'],
  ])('%s: %s | %s → nothing reported', (lang, context, answer) => {
    expect(reportedStatements(lang, context, answer)).toEqual([]);
  });

  it('limitation: a reversal spread over two answer sentences is not compared', () => {
    expect(
      reportedStatements('en', 'Subscription revenue grew 8% in 2024.', 'Consider subscription revenue in 2024. It declined.'),
    ).toEqual([]);
  });
});

// A context of more sentences than are all compared (SMALL_CONTEXT_PASSAGES): a change statement's
// counterparts come from the postings of its rarest words (or letter pairs).
describe('change statements against a large context', () => {
  const cases = [
    [
      'en',
      (i: number) => `Hardware sales in region ${i} declined 3% in ${2000 + (i % 20)}.`,
      'Subscription revenue grew 8% in 2024.',
      'Subscription revenue declined 8% in 2024.',
    ],
    [
      'nb',
      (i: number) => `Maskinvaresalget i region ${i} sank med 3 prosent i ${2000 + (i % 20)}.`,
      'Sysselsettingen økte med 2 prosent i 2024.',
      'Sysselsettingen sank med 2 prosent i 2024.',
    ],
    [
      'ja',
      (i: number) => `地域${i}の機器販売は${2000 + (i % 20)}年に3%減少した。`,
      '国内売上高は前年同期比で7%増加した。',
      '国内売上高は前年同期比で7%減少しました。',
    ],
  ] as const;

  it.each(cases)('%s: the reversed counterpart among 200 other change sentences is found', (lang, filler, source, answer) => {
    const sentences = Array.from({ length: 200 }, (_, i) => filler(i));
    sentences.splice(150, 0, source);
    const [s, ...rest] = reportedStatements(lang, sentences.join(' '), answer);
    expect(rest).toEqual([]);
    expect(s).toMatchObject({ status: 'contradicted', reason: 'statement.polarity-reversed' });
    expect(s!.evidence[0]!.text).toBe(source);
  });

  // More than CANDIDATE_CAP (256) context sentences hold even the statement's rarest units: the
  // search is cut short, and a search cut short never accuses (an agreeing sentence may be among
  // those left out). Here every one of them is the reversal, and still nothing is reported.
  it.each(cases)('limitation: %s, the reversal written 300 times in the context is not reported', (lang, _filler, source, answer) => {
    expect(reportedStatements(lang, Array.from({ length: 300 }, () => source).join(' '), answer)).toEqual([]);
    expect(reportedStatements(lang, Array.from({ length: 200 }, () => source).join(' '), answer)).toHaveLength(1);
  });
});

// A context of more sentences than are all compared (SMALL_CONTEXT_PASSAGES): the candidate
// sentences come from the quote's rarest letter pairs, hundreds of similar sentences around the
// one it paraphrases. The paraphrased sentence must still be the one found, in every locale.
describe('QUOTE against a large context of similar sentences', () => {
  it.each([
    [
      'en',
      (i: number) => `The minister said the depot in region ${i} would open in the spring of ${2000 + (i % 30)}.`,
      'The harbour director said: "We will open the new cold-storage terminal at Vestbrygga before the end of next year."',
      'The director said "we will open the new cold storage terminal at Vestbrygga by the end of next year".',
      'We will open the new cold-storage terminal at Vestbrygga before the end of next year',
    ],
    [
      'nb',
      (i: number) => `Statsråden sa at lageret i region ${i} skulle åpne våren ${2000 + (i % 30)}.`,
      'Havnedirektøren sa: «Vi skal åpne den nye kjøleterminalen på Vestbrygga innen utgangen av neste år.»',
      'Direktøren sa «vi skal åpne den nye kjøleterminalen på Vestbrygga før utgangen av neste år».',
      'Vi skal åpne den nye kjøleterminalen på Vestbrygga innen utgangen av neste år',
    ],
    [
      'ja',
      (i: number) => `大臣は地域${i}の倉庫が${2000 + (i % 30)}年の春に開設されると述べた。`,
      '港湾局長は「西桟橋の新しい冷蔵ターミナルを来年末までに開設する」と述べた。',
      '局長は「西桟橋の新しい冷蔵ターミナルを来年の末までに開設する」と語った。',
      '西桟橋の新しい冷蔵ターミナルを来年末までに開設する',
    ],
  ])('%s: the one sentence paraphrased among 300 similar ones', (lang, filler, source, answer, window) => {
    const sentences = Array.from({ length: 300 }, (_, i) => filler(i));
    // Past the first CANDIDATE_CAP sentences: only ranking by the letter pairs shared brings it in.
    sentences.splice(280, 0, source);
    const [judged] = quotes(lang, sentences.join(' '), answer);
    expect(judged).toMatchObject({ status: 'approximate', reason: 'quote.paraphrase' });
    expect(judged!.evidence[0]!.text).toContain(window.slice(0, 12));
  });
});
