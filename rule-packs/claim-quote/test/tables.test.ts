import { ClaimTypeTester, claimTypeOptionsOf } from '@factlint/testkit';
import { QuoteClaimType } from '../src/index.js';

const quoteClaimType = new QuoteClaimType(claimTypeOptionsOf(new URL('..', import.meta.url)));

new ClaimTypeTester().run(quoteClaimType, {
  en: {
    valid: [
      {
        context: 'The minister said the budget "will protect essential public services" next year.',
        answer: 'The minister said the budget "will protect essential public services".',
        claim: '"will protect essential public services"',
        status: 'supported',
        reason: 'quote.exact',
      },
    ],
    invalid: [
      {
        context: 'The report said "costs will increase sharply next year" in its summary.',
        answer: 'The report said "costs will decrease sharply next year".',
        claim: '"costs will decrease sharply next year"',
        status: 'contradicted',
        reason: 'quote.polarity-reversed',
      },
      {
        context: 'The report covered costs and staffing.',
        answer: 'The report said "staffing levels were never a concern".',
        claim: '"staffing levels were never a concern"',
        status: 'unsupported',
        reason: 'quote.no-match',
      },
    ],
  },
  nb: {
    valid: [
      {
        context: 'Statsråden sa at «ordningen skal videreføres uten endringer» i 2026.',
        answer: 'Statsråden sa at «ordningen skal videreføres uten endringer».',
        claim: '«ordningen skal videreføres uten endringer»',
        status: 'supported',
        reason: 'quote.exact',
      },
    ],
    invalid: [
      {
        context: 'Rapporten sa at «kostnadene vil øke kraftig neste år».',
        answer: 'Rapporten sa at «kostnadene vil synke kraftig neste år».',
        claim: '«kostnadene vil synke kraftig neste år»',
        status: 'contradicted',
        reason: 'quote.polarity-reversed',
      },
    ],
  },
  ja: {
    valid: [
      {
        context: '社長は「売上は増加した」と述べた。',
        answer: '社長は「売上は増加した」と述べました。',
        claim: '「売上は増加した」',
        status: 'supported',
        reason: 'quote.exact',
      },
    ],
    invalid: [
      {
        context: '社長は「売上は増加した」と述べた。',
        answer: '社長は「売上は減少した」と述べました。',
        claim: '「売上は減少した」',
        status: 'contradicted',
        reason: 'quote.polarity-reversed',
      },
    ],
  },
});
