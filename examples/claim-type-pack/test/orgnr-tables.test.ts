import { ClaimTypeTester } from '@factlint/testkit';
// @ts-expect-error: a plain-JavaScript pack, as a third party writes it (no type declarations).
import { orgnrClaimType } from '../index.mjs';

/*
 * ORGNR's behaviour as tables (ClaimTypeTester): the type registered through the API, alone
 * (`claim_types: [ORGNR]`), with its pack.yaml options. Register-style sentences, nb and en.
 * Numbers: Equinor ASA 923 609 016, DNB Bank ASA 984 851 006, Telenor ASA 982 463 718 (all pass
 * the check digit); 923 609 061 and 984 851 060 swap the last two digits (fail it); 923 609 024
 * is two digits off Equinor's and passes it.
 */

const EQUINOR_NB = 'Equinor ASA, org.nr. 923 609 016, har forretningsadresse Forusbeen 50, 4035 Stavanger.';
const DNB_NB = 'DNB Bank ASA er registrert i Foretaksregisteret med organisasjonsnummer 984 851 006.';
const EQUINOR_EN = 'Equinor ASA (Org. no. 923 609 016) is headquartered at Forusbeen 50, Stavanger, Norway.';

new ClaimTypeTester().run(orgnrClaimType, {
  nb: {
    valid: [
      {
        context: EQUINOR_NB,
        answer: 'Equinor ASA har organisasjonsnummer 923609016 og holder til i Stavanger.',
        claim: '923609016',
        status: 'supported',
        reason: 'orgnr.exact',
      },
      {
        context: DNB_NB,
        answer: 'Fakturaen fra DNB Bank ASA er merket NO 984 851 006 MVA.',
        claim: 'NO 984 851 006 MVA',
        status: 'supported',
        reason: 'orgnr.exact',
      },
      {
        name: 'no-break spaces',
        context: DNB_NB,
        answer: 'DNB Bank ASA har org.nr. 984\u00A0851\u00A0006.',
        claim: '984\u00A0851\u00A0006',
        status: 'supported',
        reason: 'orgnr.exact',
      },
      {
        name: 'the second number of a list',
        context: `${EQUINOR_NB} ${DNB_NB}`,
        answer: 'Organisasjonsnumrene er 923 609 016 og 984 851 006.',
        claim: '984 851 006',
        status: 'supported',
        reason: 'orgnr.exact',
      },
      {
        name: "the third number of a list, beyond the label's reach",
        context: `${EQUINOR_NB} ${DNB_NB} Telenor ASA har organisasjonsnummer 982 463 718.`,
        answer: 'Org.nr. for de tre konsernene: 923 609 016, 984 851 006 og 982 463 718.',
        claim: '982 463 718',
        status: 'supported',
        reason: 'orgnr.exact',
      },
      {
        name: 'the label a sentence away from the number',
        context: EQUINOR_NB,
        answer: 'Organisasjonsnummeret til Equinor ASA er 923 609 016.',
        claim: '923 609 016',
        status: 'supported',
        reason: 'orgnr.exact',
      },
      {
        name: 'a number 46 characters after its label',
        context: EQUINOR_NB,
        answer: 'Ifølge Enhetsregisteret har det store energiselskapet Equinor ASA nummer 923 609 016.',
        claim: '923 609 016',
        status: 'supported',
        reason: 'orgnr.exact',
        limitation: 'a label more than 40 characters (labels.yaml window) before the number is not seen; NUMERIC reads the digits',
      },
      {
        name: 'dotted grouping',
        context: EQUINOR_NB,
        answer: 'Equinor ASA har org.nr. 923.609.016.',
        claim: '923.609.016',
        status: 'supported',
        reason: 'orgnr.exact',
        limitation: 'only spaces group the digits; 923.609.016 is not read',
      },
    ],
    invalid: [
      {
        name: 'two digits swapped: fails the check digit',
        context: EQUINOR_NB,
        answer: 'Equinor ASA har organisasjonsnummer 923 609 061.',
        claim: '923 609 061',
        status: 'contradicted',
        reason: 'orgnr.invalid-check-digit',
      },
      {
        name: 'check digit not required: the swap is a near miss',
        context: EQUINOR_NB,
        answer: 'Equinor ASA har organisasjonsnummer 923 609 061.',
        claim: '923 609 061',
        status: 'contradicted',
        reason: 'orgnr.near-miss',
        options: { orgnr_require_valid_check_digit: false },
      },
      {
        name: 'two digits off, a valid number',
        context: EQUINOR_NB,
        answer: 'Equinor ASA har org.nr. 923 609 024 i Foretaksregisteret.',
        claim: '923 609 024',
        status: 'contradicted',
        reason: 'orgnr.near-miss',
      },
      {
        name: 'near misses switched off',
        context: EQUINOR_NB,
        answer: 'Equinor ASA har org.nr. 923 609 024 i Foretaksregisteret.',
        claim: '923 609 024',
        status: 'unsupported',
        reason: 'orgnr.no-match',
        options: { orgnr_near_miss_digits: 0 },
      },
      {
        name: 'VAT form, digits swapped',
        context: DNB_NB,
        answer: 'DNB Bank ASA sitt MVA-nummer er NO 984 851 060 MVA.',
        claim: 'NO 984 851 060 MVA',
        status: 'contradicted',
        reason: 'orgnr.invalid-check-digit',
      },
      {
        name: 'a valid number the context does not have',
        context: EQUINOR_NB,
        answer: 'Telenor ASA har organisasjonsnummer 982 463 718.',
        claim: '982 463 718',
        status: 'unsupported',
        reason: 'orgnr.no-match',
      },
      {
        name: 'an invalid number far from any, check digit not required',
        context: EQUINOR_NB,
        answer: 'Selskapet har organisasjonsnummer 912 345 678.',
        claim: '912 345 678',
        status: 'unsupported',
        reason: 'orgnr.no-match',
        options: { orgnr_require_valid_check_digit: false },
      },
      {
        name: 'an invalid number far from any',
        context: EQUINOR_NB,
        answer: 'Selskapet har organisasjonsnummer 912 345 678.',
        claim: '912 345 678',
        status: 'contradicted',
        reason: 'orgnr.invalid-check-digit',
      },
    ],
  },
  en: {
    valid: [
      {
        context: EQUINOR_EN,
        answer: "Equinor's organisation number in the Brønnøysund Register is 923 609 016.",
        claim: '923 609 016',
        status: 'supported',
        reason: 'orgnr.exact',
      },
      {
        context: EQUINOR_EN,
        answer: 'Its VAT number is NO923609016MVA.',
        claim: 'NO923609016MVA',
        status: 'supported',
        reason: 'orgnr.exact',
      },
      {
        context: EQUINOR_NB,
        answer: 'Equinor ASA, org. no. 923609016, is based in Stavanger.',
        claim: '923609016',
        status: 'supported',
        reason: 'orgnr.exact',
      },
    ],
    invalid: [
      {
        context: EQUINOR_EN,
        answer: 'Equinor ASA, organization number 923 609 061, is based in Stavanger.',
        claim: '923 609 061',
        status: 'contradicted',
        reason: 'orgnr.invalid-check-digit',
      },
      {
        context: EQUINOR_EN,
        answer: 'Equinor ASA is registered under organisation number 923 609 024.',
        claim: '923 609 024',
        status: 'contradicted',
        reason: 'orgnr.near-miss',
      },
      {
        context: EQUINOR_EN,
        answer: 'Telenor ASA (org. no. 982 463 718) is based in Fornebu.',
        claim: '982 463 718',
        status: 'unsupported',
        reason: 'orgnr.no-match',
      },
    ],
  },
});
