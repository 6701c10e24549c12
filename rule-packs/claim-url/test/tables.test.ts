import { ClaimTypeTester, claimTypeOptionsOf } from '@factlint/testkit';
import { UrlClaimType } from '../src/index.js';

const urlClaimType = new UrlClaimType(claimTypeOptionsOf(new URL('..', import.meta.url)));

new ClaimTypeTester().run(urlClaimType, {
  en: {
    valid: [
      {
        context: 'See https://example.com/reports/2024/annual for details.',
        answer: 'The report is at https://example.com/reports/2024/annual?utm_source=mail for anyone.',
        claim: 'https://example.com/reports/2024/annual?utm_source=mail',
        status: 'supported',
        reason: 'url.exact',
      },
      {
        context: 'See https://example.com/reports/2024/annual for details.',
        answer: 'Reports are listed at https://example.com/reports for anyone.',
        claim: 'https://example.com/reports',
        status: 'approximate',
        reason: 'url.related',
      },
    ],
    invalid: [
      {
        context: 'See https://example.com/reports/2024/annual for details.',
        answer: 'The report is at https://example.com/reports/2024/annuals for anyone.',
        claim: 'https://example.com/reports/2024/annuals',
        status: 'contradicted',
        reason: 'url.near-miss',
      },
      {
        context: 'See https://example.com/reports/2024/annual for details.',
        answer: 'The report is at https://other.org/annual for anyone.',
        claim: 'https://other.org/annual',
        status: 'unsupported',
        reason: 'url.no-match',
      },
    ],
  },
  nb: {
    valid: [
      {
        context: 'Se https://www.nav.no/grunnbelopet for satsene.',
        answer: 'Satsene står på https://www.nav.no/grunnbelopet i dag.',
        claim: 'https://www.nav.no/grunnbelopet',
        status: 'supported',
        reason: 'url.exact',
      },
    ],
    invalid: [
      {
        context: 'Se https://www.nav.no/grunnbelopet for satsene.',
        answer: 'Satsene står på https://www.nav.no/grunnbelopat i dag.',
        claim: 'https://www.nav.no/grunnbelopat',
        status: 'contradicted',
        reason: 'url.near-miss',
      },
    ],
  },
  ja: {
    valid: [
      {
        context: '詳細は https://example.jp/news/2025 を参照。',
        answer: '詳細は https://example.jp/news/2025 にあります。',
        claim: 'https://example.jp/news/2025',
        status: 'supported',
        reason: 'url.exact',
      },
    ],
    invalid: [
      {
        context: '詳細は https://example.jp/news/2025 を参照。',
        answer: '詳細は https://example.org/news/2025 にあります。',
        claim: 'https://example.org/news/2025',
        status: 'unsupported',
        reason: 'url.no-match',
      },
    ],
  },
});
