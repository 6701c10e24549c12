import { ClaimTypeTester, claimTypeOptionsOf } from '@factlint/testkit';
import { NumericClaimType } from '../src/index.js';

const numericClaimType = new NumericClaimType(claimTypeOptionsOf(new URL('..', import.meta.url)));

new ClaimTypeTester().run(numericClaimType, {
  en: {
    valid: [
      {
        context: 'Acme Logistics handled 48,250 shipments in the third quarter.',
        answer: 'Acme Logistics handled 48,250 shipments.',
        claim: '48,250',
        status: 'supported',
        reason: 'numeric.exact',
      },
      {
        context: 'The museum counted 12,345 visitors in May.',
        answer: 'The museum had roughly 12,000 visitors in May.',
        claim: '12,000',
        status: 'approximate',
        reason: 'numeric.hedged',
      },
      {
        context: 'Revenue was $120.0 million in 2026, up from $100.0 million in 2025.',
        answer: 'Revenue grew 20% in 2026.',
        claim: '20%',
        status: 'derived',
        reason: 'numeric.derived',
      },
      {
        name: 'a wider tolerance of its own option',
        context: 'The plant used 10,300 tonnes of steel.',
        answer: 'The plant used 10,000 tonnes of steel.',
        claim: '10,000 tonnes',
        status: 'approximate',
        reason: 'numeric.within-tolerance',
        options: { numeric_tolerance: 0.05 },
      },
    ],
    invalid: [
      {
        context: 'The pilot grant was $45,000.',
        answer: 'The pilot grant was $54,000.',
        claim: '$54,000',
        status: 'contradicted',
        reason: 'numeric.different-value',
      },
      {
        context: 'The office opened in Oslo in spring.',
        answer: 'The office has 350 employees.',
        claim: '350 employees',
        status: 'unsupported',
        reason: 'numeric.not-in-context',
      },
    ],
  },
  nb: {
    valid: [
      {
        context: 'Grunnbeløpet er 130 160 kroner fra 1. mai.',
        answer: 'Grunnbeløpet er nå 130.160 kroner.',
        claim: '130.160 kroner',
        status: 'supported',
        reason: 'numeric.exact',
      },
    ],
    invalid: [
      {
        context: 'Egenandelen er 3 278 kroner i året.',
        answer: 'Egenandelen er 3 040 kroner i året.',
        claim: '3 040 kroner',
        status: 'contradicted',
        reason: 'numeric.different-value',
      },
    ],
  },
  ja: {
    valid: [
      {
        context: '来場者は12,000人だった。',
        answer: '来場者は1万2000人でした。',
        claim: '1万2000人',
        status: 'supported',
        reason: 'numeric.exact',
      },
    ],
    invalid: [
      {
        context: '会員数は120人です。',
        answer: '会員数は150人です。',
        claim: '150人',
        status: 'contradicted',
        reason: 'numeric.different-value',
      },
    ],
  },
});
