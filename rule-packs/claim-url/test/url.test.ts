import { describe, expect, it } from 'vitest';
import { editDistance } from '@factlint/text';
import type { LocaleData } from '@factlint/text';
import { defaultOptions, localeData, urlClaimType } from '../../../test/grounding-harness.js';
import { analyseText, ContextEvidenceIndex } from '@factlint/pipeline';
import type { ClaimJudgement, ExtractedClaim } from '@factlint/pipeline';
import { normaliseUrl } from '../src/url-normal-form.js';

const locales: Record<string, LocaleData> = { en: localeData('en'), nb: localeData('nb'), ja: localeData('ja') };

function urlsIn(lang: string, text: string): ExtractedClaim[] {
  return urlClaimType.extract(analyseText('answer', 'answer', text, locales[lang]!), locales[lang]!);
}

function judgeUrls(lang: string, context: string, answer: string): (ClaimJudgement & { text: string })[] {
  const locale = locales[lang]!;
  const index = new ContextEvidenceIndex([analyseText('context', 'context', context, locale)], [urlClaimType], locale);
  const analysed = analyseText('answer', 'answer', answer, locale);
  const ctx = { locale, tolerances: defaultOptions(), aliases: [], index };
  return urlClaimType.extract(analysed, locale).map((c) => ({ text: c.text, ...urlClaimType.compare(c, analysed, ctx) }));
}

describe('URL extraction', () => {
  it.each([
    ['en', 'See https://example.com/reports/2024.', 'https://example.com/reports/2024', 'https://example.com/reports/2024'],
    [
      'en',
      'Read the [annual report](https://example.com/annual-report?utm_source=x), then reply.',
      'https://example.com/annual-report?utm_source=x',
      'https://example.com/annual-report',
    ],
    [
      'en',
      '(more at https://en.wikipedia.org/wiki/Oslo_(city))',
      'https://en.wikipedia.org/wiki/Oslo_(city)',
      'https://en.wikipedia.org/wiki/Oslo_(city)',
    ],
    ['nb', 'Les mer på www.nav.no/dagpenger!', 'www.nav.no/dagpenger', 'https://nav.no/dagpenger'],
    ['nb', 'Kilden er «https://www.regjeringen.no/no/tema/».', 'https://www.regjeringen.no/no/tema/', 'https://regjeringen.no/no/tema'],
    ['ja', '詳細はhttps://example.co.jp/ir/2024を参照してください。', 'https://example.co.jp/ir/2024', 'https://example.co.jp/ir/2024'],
    ['ja', '資料（https://example.jp/docs）」をご覧ください', 'https://example.jp/docs', 'https://example.jp/docs'],
  ])('%s: %s', (lang, sentence, text, value) => {
    const [claim, ...rest] = urlsIn(lang, sentence);
    expect(rest).toEqual([]);
    expect(claim).toMatchObject({ type: 'URL', text, value });
    expect(sentence.slice(claim!.span[0], claim!.span[1])).toBe(text);
  });

  it.each([
    ['en', 'Source: [https://www.nav.no/aap](https://www.nav.no/aap)'],
    ['nb', 'Kilde: [www.nav.no/aap](https://www.nav.no/aap).'],
    ['ja', '出典：[https://www.nav.no/aap](https://www.nav.no/aap)を参照。'],
  ])("%s: a link whose text is an address gives two addresses, the text's and the target's (%s)", (lang, sentence) => {
    const claims = urlsIn(lang, sentence);
    expect(claims.map((c) => c.value)).toEqual(['https://nav.no/aap', 'https://nav.no/aap']);
    for (const c of claims) expect(sentence.slice(c.span[0], c.span[1])).toBe(c.text);
    expect(claims.map((c) => c.text)).not.toContain(expect.stringContaining(']('));
  });

  it('reads no URL in an e-mail address or a bare word', () => {
    expect(urlsIn('en', 'Write to post@example.com or visit the www section.')).toEqual([]);
  });
});

describe('URL normal form', () => {
  it.each([
    ['https://Example.COM/Reports/', 'https://example.com/Reports'],
    ['HTTPS://www.example.com:443/a#section-2', 'https://example.com/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['https://example.com/a?utm_source=news&utm_medium=mail&gclid=abc&fbclid=def&mc_cid=1&mc_eid=2', 'https://example.com/a'],
    ['https://example.com/search?q=tax&lang=nb', 'https://example.com/search?lang=nb&q=tax'],
    ['https://example.com', 'https://example.com'],
  ])('%s → %s', (written, value) => {
    expect(normaliseUrl(written)?.value).toBe(value);
  });
});

describe('URL judgement', () => {
  it.each([
    // tracking parameters are dropped before comparison (card: "URL query parameters" false positive)
    [
      'en',
      'The report is at https://example.com/reports/2024.',
      'See https://example.com/reports/2024?utm_source=chatgpt&utm_medium=referral.',
      'supported',
      'url.exact',
      null,
    ],
    [
      'en',
      'Source: https://example.com/pricing',
      'Pricing: https://example.com/pricing?gclid=EAIaIQobChMI&fbclid=IwAR0',
      'supported',
      'url.exact',
      null,
    ],
    ['en', 'Source: https://www.example.com/pricing/', 'Pricing: https://EXAMPLE.com/pricing#plans', 'supported', 'url.exact', null],
    [
      'nb',
      'Søknadsskjemaet finner du på https://www.nav.no/dagpenger.',
      'Søk på nav.no: http://nav.no/dagpenger/',
      'supported',
      'url.exact',
      null,
    ],
    [
      'ja',
      '決算資料はhttps://example.co.jp/ir/2024/q3で公開されています。',
      '資料はhttps://example.co.jp/ir/2024/q3?utm_campaign=irです。',
      'supported',
      'url.exact',
      null,
    ],
    // related: the same site, one page the parent of the other
    [
      'en',
      'All reports: https://example.com/reports',
      'The 2024 report is at https://example.com/reports/2024.',
      'approximate',
      'url.related',
      'https://example.com/reports',
    ],
    [
      'nb',
      'Se https://www.nav.no/dagpenger/soknad for søknaden.',
      'Les om dagpenger på https://www.nav.no/dagpenger.',
      'approximate',
      'url.related',
      'https://nav.no/dagpenger/soknad',
    ],
    // near miss: one character or one number off on the same site — the shape of a fabricated link
    [
      'en',
      'The 2023 report: https://example.com/reports/2023',
      'The report is at https://example.com/reports/2024.',
      'contradicted',
      'url.near-miss',
      'https://example.com/reports/2023',
    ],
    [
      'en',
      'Case study: https://example.com/cases/1187',
      'See https://example.com/cases/1178.',
      'contradicted',
      'url.near-miss',
      'https://example.com/cases/1187',
    ],
    [
      'ja',
      '詳細：https://example.jp/news/2019/04',
      '詳細はhttps://example.jp/news/2023/04です。',
      'contradicted',
      'url.near-miss',
      'https://example.jp/news/2019/04',
    ],
    // nothing
    [
      'en',
      'The report is at https://example.com/reports/2024.',
      'See https://other.example.org/reports/2024.',
      'unsupported',
      'url.no-match',
      null,
    ],
    ['en', 'No links here.', 'See https://example.com/about.', 'unsupported', 'url.no-match', null],
  ])('%s: %s | %s → %s', (lang, context, answer, status, reason, nearest) => {
    const [judged] = judgeUrls(lang, context, answer);
    expect(judged).toMatchObject({ status, reason });
    expect(judged!.nearest_context_value ?? null).toBe(nearest);
  });

  it('gives the context span as evidence', () => {
    const context = 'Les mer: https://www.nav.no/dagpenger.';
    const [judged] = judgeUrls('nb', context, 'Se https://nav.no/dagpenger.');
    expect(judged!.evidence).toEqual([{ doc: 'context', span: [9, 37], text: 'https://www.nav.no/dagpenger' }]);
    expect(context.slice(9, 37)).toBe('https://www.nav.no/dagpenger');
  });

  it('prefers a related page over a near miss (a related page is no accusation)', () => {
    const [judged] = judgeUrls(
      'en',
      'Reports: https://example.com/reports and https://example.com/reports/2023.',
      'See https://example.com/reports/2024.',
    );
    expect(judged).toMatchObject({ status: 'approximate', reason: 'url.related' });
  });

  it('limitation: a path differing only in letter case is a near miss, not the same page', () => {
    const [judged] = judgeUrls('en', 'Source: https://example.com/Reports', 'Source: https://example.com/reports');
    expect(judged).toMatchObject({ status: 'contradicted', reason: 'url.near-miss' });
  });

  it('limitation: a subdomain is another host, so docs.example.com is not related to example.com', () => {
    const [judged] = judgeUrls('en', 'Docs: https://docs.example.com/api', 'Docs: https://example.com/api');
    expect(judged).toMatchObject({ status: 'unsupported', reason: 'url.no-match' });
  });
});

// A context with many links: the claim is looked up by its normal form and scanned against its
// host's links only; among them the first related page wins, else the first near miss, whatever
// other hosts' links stand between, as a scan of every link in order decides.
describe('URL judgement against a context of many links', () => {
  const links = (lang: string) =>
    ({
      en: ['Archive: https://example.com/reports/2019', 'Mirror: https://mirror.example.org/reports', 'Index: https://example.com/reports'],
      nb: [
        'Arkiv: https://www.nav.no/dagpenger/2019',
        'Speil: https://nav.example.org/dagpenger',
        'Oversikt: https://www.nav.no/dagpenger',
      ],
      ja: ['過去分：https://example.jp/ir/2019', '別サイト：https://mirror.example.org/ir', '一覧：https://example.jp/ir'],
    })[lang]!.join('\n');
  it.each([
    ['en', 'The report is at https://example.com/reports/2018.', 'approximate', 'url.related', 'https://example.com/reports'],
    ['nb', 'Les mer på https://www.nav.no/dagpenger/2018.', 'approximate', 'url.related', 'https://nav.no/dagpenger'],
    ['ja', '資料はhttps://example.jp/ir/2018です。', 'approximate', 'url.related', 'https://example.jp/ir'],
  ])('%s: a related page later in the context wins over an earlier near miss', (lang, answer, status, reason, nearest) => {
    expect(judgeUrls(lang, links(lang), answer)[0]).toMatchObject({ status, reason, nearest_context_value: nearest });
  });

  it.each([
    ['en', 'The report is at https://example.com/reports/2019.', 'supported', 'url.exact'],
    ['en', 'The report is at https://example.com/files/2019.', 'unsupported', 'url.no-match'],
    ['nb', 'Se https://www.nav.no/pensjon.', 'unsupported', 'url.no-match'],
    ['ja', '資料はhttps://mirror.example.org/ir/2019です。', 'approximate', 'url.related'],
  ])('%s: %s', (lang, answer, status, reason) => {
    expect(judgeUrls(lang, links(lang), answer)[0]).toMatchObject({ status, reason });
  });

  it('the first near miss of the host, with hundreds of links of other hosts before it', () => {
    const others = Array.from({ length: 300 }, (_, i) => `https://site${i}.example.net/reports/${2000 + (i % 30)}`);
    const context = [...others, 'https://example.com/reports/2023', 'https://example.com/reports/2022'].join('\n');
    const [judged] = judgeUrls('en', context, 'See https://example.com/reports/2024.');
    expect(judged).toMatchObject({
      status: 'contradicted',
      reason: 'url.near-miss',
      nearest_context_value: 'https://example.com/reports/2023',
    });
  });
});

// The rule, as the first version walked it over every link of the context in order: the same
// normal form wins at once; else, of the same host, the first related page (the same path, or one
// path below the other), else the first near miss (one character off, or one number of the same
// length swapped). The plugin looks these up instead of walking; it must find the same link.
function byWalk(answerUrl: string, contextUrls: string[]): { reason: string; nearest: string | null } {
  const mine = normaliseUrl(answerUrl)!;
  const res = (u: { path: string; query: string }) => (u.query ? `${u.path}?${u.query}` : u.path);
  const below = (parent: string, child: string) => child.startsWith(`${parent}/`);
  const nearMiss = (a: string, b: string) => {
    if (editDistance(a, b) <= 1) return true;
    const shape = (x: string) => x.replace(/\d+/g, '#');
    if (a.length !== b.length || shape(a) !== shape(b)) return false;
    const [na, nb] = [a.match(/\d+/g) ?? [], b.match(/\d+/g) ?? []];
    return na.filter((n, i) => n !== nb[i]).length === 1;
  };
  let related: string | null = null;
  let near: string | null = null;
  for (const raw of contextUrls) {
    const theirs = normaliseUrl(raw);
    if (!theirs) continue;
    if (theirs.key === mine.key) return { reason: 'url.exact', nearest: null };
    if (theirs.host !== mine.host) continue;
    const isRelated = theirs.path === mine.path || below(mine.path, theirs.path) || below(theirs.path, mine.path);
    if (!related && isRelated) related = theirs.value;
    else if (!near && nearMiss(res(mine), res(theirs))) near = theirs.value;
  }
  if (related) return { reason: 'url.related', nearest: related };
  if (near) return { reason: 'url.near-miss', nearest: near };
  return { reason: 'url.no-match', nearest: null };
}

describe('URL judgement finds the link a walk over every link in order finds', () => {
  it('on 300 random contexts of links (hosts, nested paths, numbers, queries)', () => {
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const pick = <T>(xs: readonly T[]) => xs[random(xs.length)]!;
    const hosts = ['example.com', 'www.nav.no', 'example.jp'];
    const segments = ['reports', 'cases', 'ir', 'news', 'a'];
    const url = () => {
      const parts = Array.from({ length: random(4) }, () =>
        random(2) ? pick(segments) : String(random(3) ? 2019 + random(8) : random(120)),
      );
      const query = random(5) === 0 ? `?page=${random(3)}` : '';
      return `https://${pick(hosts)}/${parts.join('/')}${query}`;
    };
    for (let round = 0; round < 300; round++) {
      const context = Array.from({ length: 1 + random(12) }, url);
      const answer = url();
      const [judged] = judgeUrls('en', context.map((u, i) => `Link ${i}: ${u}`).join('\n'), `See ${answer} for details.`);
      const expected = byWalk(answer, context);
      expect({ reason: judged?.reason, nearest: judged?.nearest_context_value ?? null }, `${answer} against ${context.join(' ')}`).toEqual(
        expected,
      );
    }
  });
});
