import { ClaimTypeTester } from '@factlint/testkit';
import { dateClaimType } from '../src/index.js';

new ClaimTypeTester().run(dateClaimType, {
  en: {
    valid: [
      {
        context: 'The agreement was signed on 14 October 2025.',
        answer: 'It was signed on 14 October 2025.',
        claim: '14 October 2025',
        status: 'supported',
        reason: 'date.exact',
      },
      {
        context: 'The agreement was signed on 14 October 2025.',
        answer: 'It was signed in October 2025.',
        claim: 'October 2025',
        status: 'approximate',
        reason: 'date.coarser',
      },
    ],
    invalid: [
      {
        context: 'The agreement was signed on 14 October 2025.',
        answer: 'It was signed on 15 October 2025.',
        claim: '15 October 2025',
        status: 'contradicted',
        reason: 'date.different-date',
      },
      {
        context: 'The agreement was signed last year.',
        answer: 'It was signed in 2019.',
        claim: '2019',
        // which year "last year" is depends on when the context was written: not backed, not refuted
        status: 'unsupported',
        reason: 'date.relative-in-context',
      },
    ],
  },
  nb: {
    valid: [
      {
        context: 'Avtalen ble signert 14. oktober 2025.',
        answer: 'Avtalen ble signert 14. oktober 2025.',
        claim: '14. oktober 2025',
        status: 'supported',
        reason: 'date.exact',
      },
    ],
    invalid: [
      {
        context: 'Avtalen ble signert 14. oktober 2025.',
        answer: 'Avtalen ble signert 15. oktober 2025.',
        claim: '15. oktober 2025',
        status: 'contradicted',
        reason: 'date.different-date',
      },
    ],
  },
  ja: {
    valid: [
      {
        context: '会社は1973年に設立された。',
        answer: '会社は昭和48年に設立されました。',
        claim: '昭和48年',
        status: 'supported',
        reason: 'date.exact',
      },
    ],
    invalid: [
      {
        context: '会社は1973年に設立された。',
        answer: '会社は昭和49年に設立されました。',
        claim: '昭和49年',
        status: 'contradicted',
        reason: 'date.different-date',
      },
    ],
  },
});
