import fc from 'fast-check';

/*
 * Arbitraries for hostile answers and contexts: text built from pieces a reader reacts to (figures
 * in each locale's notation, dates, units, hedges, Markdown) mixed with what breaks naive code
 * (lone surrogate halves, combining marks, bidi controls, zero-width characters, NUL, CR) and with
 * arbitrary UTF-16 code units.
 */

export type PropertyLocale = 'en' | 'nb' | 'ja';

/** Pieces a reader reacts to, per locale: the shape of real answers, so matches actually happen. */
const LOCALE_PIECES: Record<PropertyLocale, string[]> = {
  en: [
    'The fee is',
    'about',
    'roughly',
    'at least',
    'up to',
    'revenue rose to',
    'fell to',
    'not',
    'million',
    'billion',
    'thousand',
    '$120.0 million',
    '1,234.56',
    '12,000',
    '(1,200)',
    '−3.5',
    '20%',
    '0.45',
    '3–5',
    '10 to 12',
    'USD 1.2bn',
    '1e9',
    '14 October 2026',
    'October 2026',
    '2026-10-14',
    '10/14/2026',
    'Q3 2026',
    'last year',
    'yesterday',
    '+1 555 123 4567',
    'Acme Corp',
    'Dr. Smith',
    'e.g.',
    '"a quoted phrase"',
    'https://example.com/a?utm_source=x',
    'km',
    'kg',
    'days',
  ],
  nb: [
    'Grunnbeløpet er',
    'omtrent',
    'cirka',
    'minst',
    'inntil',
    'ikke',
    'kroner',
    'kr',
    'millioner',
    'milliarder',
    'prosent',
    '136 549 kroner',
    '1 234,50',
    '12.000',
    '12 000',
    '6G',
    '3,5',
    '−2,1',
    '20 %',
    '3–5',
    'kr 1 200,-',
    '1\u00a0234\u00a0567',
    '1. mai 2026',
    'mai 2026',
    '01.05.2026',
    '2026-05-01',
    'i fjor',
    'i går',
    'fra og med 1. januar',
    '+47 22 12 34 56',
    '22 12 34 56',
    'NAV',
    'Helfo',
    'f.eks.',
    '«et sitat»',
    'https://www.nav.no/grunnbelopet',
    'dager',
    'måneder',
  ],
  ja: [
    '基礎控除は',
    '約',
    'およそ',
    '少なくとも',
    '最大',
    'ではない',
    '円',
    '万円',
    '億円',
    '千',
    '％',
    '3.5万',
    '１２３，４５６円',
    '1,234円',
    '12万3千円',
    '三百万',
    '二〇二六年',
    '20％',
    '3〜5',
    '５０％',
    '▲1,200',
    '2026年10月14日',
    '令和8年',
    '令和元年5月1日',
    '平成31年',
    '10月14日',
    '昨年',
    '先月',
    '03-1234-5678',
    '株式会社アクメ',
    'ソフトウェア',
    'コーヒー',
    '「引用された文」',
    'https://example.jp/a',
    '日',
    'ヶ月',
    '。',
    '、',
  ],
};

/** Characters that break naive string handling. */
const HOSTILE_PIECES = [
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF', // lone surrogate halves
  '\uD83D\uDE00',
  '𝟙𝟚𝟛', // astral characters (a surrogate pair each)
  '\u0301',
  '\u0308\u0308\u0308',
  'e\u0301',
  '1\u20E3', // combining marks, also after a digit
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF', // zero-width characters
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202E',
  '\u2066',
  '\u2069', // bidi controls (RTL override)
  'مرحبا ١٢٣٤',
  'שלום 123',
  '٣٫٥', // right-to-left scripts and Arabic-Indic digits
  '\u0000',
  '\r',
  '\r\n',
  '\t',
  '\u2028',
  '\u2029',
  '\u0085',
  '\f',
  '\v',
  '\u00a0',
  '\u202f',
  '\u3000', // non-breaking and ideographic spaces
  'ー',
  'ｰ',
  '－',
  '‐',
  '‑',
  '–',
  '—',
  '−',
  '﹣', // dashes and long-vowel marks
  '０１２３',
  '①②',
  'Ⅻ',
  '½',
  '²', // wide, circled, roman, fraction, superscript digits
  '"',
  '“',
  '”',
  '„',
  '«',
  '»',
  '「',
  '」',
  '『',
  '』',
  "'",
  '’',
];

/** Markdown constructs, some unbalanced. */
const MARKDOWN_PIECES = [
  '\n',
  '\n\n',
  '# ',
  '### ',
  '- ',
  '* ',
  '1. ',
  '> ',
  '**',
  '*',
  '_',
  '__',
  '`',
  '```\n',
  '|',
  '| --- |',
  '[',
  ']',
  '(',
  ')',
  '![',
  '<br>',
  '\\',
  '~~',
  '---\n',
];

const SEPARATORS = [' ', ' ', ' ', '', '\n', ', ', '. ', ': '];

function piecesFor(locale: PropertyLocale): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...LOCALE_PIECES[locale]) },
    { weight: 3, arbitrary: fc.constantFrom(...MARKDOWN_PIECES) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
    { weight: 2, arbitrary: fc.integer({ min: -1_000_000, max: 10_000_000 }).map(String) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
    { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 6 }) },
    { weight: 1, arbitrary: fc.constantFrom(...LOCALE_PIECES.en, ...LOCALE_PIECES.nb, ...LOCALE_PIECES.ja) },
  );
}

/** A hostile text of up to `maxPieces` pieces, shaped like an answer in `locale`. */
export function hostileText(locale: PropertyLocale, maxPieces = 24): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(piecesFor(locale), fc.constantFrom(...SEPARATORS)), { maxLength: maxPieces })
    .map((parts) => parts.map(([piece, sep]) => piece + sep).join(''));
}

/** Raw UTF-16: any code unit, lone surrogates included. */
export const rawUtf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 200 });

/** Large inputs that once broke readers elsewhere; run as fixed examples, not in every case. */
export const HEAVY_INPUTS: [name: string, text: string][] = [
  ['10,000 digits in a row', '9'.repeat(10_000)],
  ['10,000 digits with a currency and a scale word', `$${'1'.repeat(10_000)} million`],
  ['5,000 digit groups "1 1 1 …"', '1 '.repeat(5_000)],
  ['5,000 dotted groups "1.1.1.…"', '1.'.repeat(5_000)],
  ['5,000 comma groups "1,1,1,…"', '1,'.repeat(5_000)],
  ['5,000 open parentheses', `${'('.repeat(5_000)}1`],
  ['10,000 bold markers', '**'.repeat(10_000)],
  ['1,000 nested block quotes', `${'> '.repeat(1_000)}The fee is 250 kroner.`],
  ['1,000 nested list items', Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- 12 kr`).join('\n')],
  ['5,000 open brackets', '['.repeat(5_000) + ']('.repeat(2_000)],
  ['a 5,000-character CJK run with digits', '令和元年'.repeat(500) + '１２３万円'.repeat(500)],
  ['5,000 combining marks on one digit', `1${'\u0301'.repeat(5_000)}`],
  ['5,000 lone high surrogates', '\uD800'.repeat(5_000)],
  ['5,000 zero-width joiners between digits', '1\u200D'.repeat(5_000)],
  ['a 5,000-line answer of blank lines and headings', '#\n\n'.repeat(5_000)],
  ['5,000 quote marks', '"«「'.repeat(1_700)],
  ['5,000 hedges', 'about '.repeat(5_000)],
  ['5,000 URLs', 'https://a.b/c?d=e '.repeat(1_000)],
];
