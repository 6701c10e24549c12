import { ClaimTypeTester, claimTypeOptionsOf } from '@factlint/testkit';
import { EntityClaimType } from '../src/index.js';

const entityClaimType = new EntityClaimType(claimTypeOptionsOf(new URL('..', import.meta.url)));

new ClaimTypeTester().run(entityClaimType, {
  en: {
    valid: [
      {
        context: 'Northwind Traders opened a depot in Bergen.',
        answer: 'Northwind Traders opened a depot.',
        claim: 'Northwind Traders',
        status: 'supported',
        reason: 'entity.exact',
      },
      {
        context: 'The plant is certified to ISO 9001.',
        answer: 'The plant holds ISO 9001.',
        claim: 'ISO 9001',
        status: 'supported',
        reason: 'entity.exact',
      },
    ],
    invalid: [
      {
        context: 'The plant is certified to ISO 9001.',
        answer: 'The plant is certified to ISO 9002.',
        claim: 'ISO 9002',
        status: 'contradicted',
        reason: 'entity.identifier-near-miss',
      },
      {
        context: 'Northwind Traders opened a depot in Bergen.',
        answer: 'Contoso Industries opened a depot in Bergen.',
        claim: 'Contoso Industries',
        status: 'unsupported',
        reason: 'entity.no-match',
      },
    ],
  },
  nb: {
    valid: [
      {
        context: 'Norsk Hydro åpnet et nytt anlegg på Karmøy.',
        answer: 'Norsk Hydro åpnet et anlegg.',
        claim: 'Norsk Hydro',
        status: 'supported',
        reason: 'entity.exact',
      },
    ],
    invalid: [
      {
        context: 'Anlegget er sertifisert etter ISO 9001.',
        answer: 'Anlegget er sertifisert etter ISO 9002.',
        claim: 'ISO 9002',
        status: 'contradicted',
        reason: 'entity.identifier-near-miss',
      },
    ],
  },
  ja: {
    valid: [
      {
        context: '民法第709条に基づき請求した。',
        answer: '民法第709条に基づいて請求しました。',
        claim: '民法第709条',
        status: 'supported',
        reason: 'entity.exact',
      },
    ],
    invalid: [
      {
        context: '民法第709条に基づき請求した。',
        answer: '民法第719条に基づいて請求しました。',
        claim: '民法第719条',
        status: 'contradicted',
        reason: 'entity.identifier-near-miss',
      },
    ],
  },
});
