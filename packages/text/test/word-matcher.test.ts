import { describe, expect, it } from 'vitest';
import { WordMatcher, type WordEntry, type WordHit } from '../src/index.js';
import { isSpaceCode, isWordCharAt, lowerCode } from '../src/characters.js';
import { loadLocale } from './load-locale.js';
import { evalTexts } from './real-texts.js';

// WordMatcher finds the longest form at a position by walking a trie of the forms. Each case below is
// a real sentence; the last block checks the trie against the plain definition (every form tried in
// turn) on the evaluation set's texts, with every word list the locale packs give.

const hit = (m: WordMatcher<string>, text: string, at: number, checkBefore = false) => {
  const h = m.matchAt(text, at, checkBefore);
  return h && text.slice(h.start, h.end);
};

describe('WordMatcher: the longest form at a position', () => {
  const hedges = new WordMatcher<string>(
    ['about', 'about the same as', 'approximately', 'more than', 'more', 'nearly', 'rundt', 'rundt regnet', 'cirka', '約', '約半分'].map(
      (form) => ({
        form,
        value: form,
      }),
    ),
  );
  const units = new WordMatcher<string>([
    { form: 'NOK', value: 'NOK', caseSensitive: true },
    { form: 'kr', value: 'NOK' },
    { form: 'km', value: 'km' },
    { form: 'kilometres', value: 'km' },
    { form: 'US$', value: 'USD', caseSensitive: true },
    { form: '$', value: 'USD', caseSensitive: true },
    { form: '円', value: 'JPY' },
    { form: '万円', value: 'JPY' },
  ]);
  it.each([
    // [matcher, sentence, the form's first character, what is matched]
    [hedges, 'Revenue rose by about the same as last year.', 'about', 'about the same as'],
    [hedges, 'Revenue rose by about 12% last year.', 'about', 'about'],
    [hedges, 'Revenue rose by about  the same as last year (two spaces).', 'about', 'about  the same as'],
    [hedges, 'It cost More than 40 million.', 'More', 'More than'],
    [hedges, 'It cost more thanks to the delay.', 'more', 'more'],
    [hedges, 'Prosjektet kostet rundt regnet 40 millioner kroner.', 'rundt', 'rundt regnet'],
    [hedges, 'Prosjektet kostet rundt 40 millioner kroner.', 'rundt', 'rundt'],
    [hedges, '売上高は約半分に減った。', '約', '約半分'],
    [hedges, '売上高は約120億円だった。', '約', '約'],
    [units, 'Prisen var 250 NOK per natt.', 'NOK', 'NOK'],
    [units, 'The road is 12 kilometres long.', 'kilometres', 'kilometres'],
    [units, 'The road is 12 km long.', 'km', 'km'],
    [units, 'It raised US$4 million.', 'US$', 'US$'],
    [units, '価格は3万円だった。', '万円', '万円'],
  ] as const)('%#: %s', (matcher, sentence, first, expected) => {
    expect(hit(matcher, sentence, sentence.indexOf(first))).toBe(expected);
  });

  it.each([
    ['a case-sensitive code in another case', units, 'Prisen var 250 Nok per natt.', 'Nok', undefined],
    ['a form running on into a word', hedges, 'He was nearlyhalf done.', 'nearly', undefined],
    ['a form inside a word, the boundary before it asked for', hedges, 'The remoreless sea.', 'more', undefined],
    ['a multi-word form the text stops short of', hedges, 'Prices are about the.', 'about', 'about'],
  ] as const)('%s', (_, matcher, sentence, first, expected) => {
    expect(hit(matcher, sentence, sentence.indexOf(first), true)).toBe(expected);
  });
});

// A form matches its first and last characters in either case, also outside ASCII: the matcher keys
// each form under the one-unit lower- and upper-case forms of both (none for `ß`, whose upper case is
// two letters), forwards from the first and backwards from the last.
describe('WordMatcher: a form in another case, in and beyond ASCII', () => {
  const words = new WordMatcher<string>(['øre', 'års', 'kvartal', 'σελίδες'].map((form) => ({ form, value: form })));
  it.each([
    ['Billetten kostet 50 ØRE ekstra.', 'ØRE'],
    ['Det koster 20 Øre per minutt.', 'Øre'],
    ['Etter fem ÅRS arbeid var rapporten ferdig.', 'ÅRS'],
    ['Resultatet for andre KVARTAL var svakere.', 'KVARTAL'],
    ['Σελίδες 12 έως 40 λείπουν.', 'Σελίδες'],
  ])('%s', (sentence, written) => {
    const at = sentence.indexOf(written);
    expect(hit(words, sentence, at, true)).toBe(written);
    expect(words.matchEndingAt(sentence, at + written.length)?.start).toBe(at);
  });

  it('matches no form whose first letter only a two-letter upper case would write (`ß` → `SS`)', () => {
    const sharp = new WordMatcher<string>([{ form: 'ßa', value: 'ßa' }]);
    expect(hit(sharp, 'Das ist SSA.', 8)).toBeUndefined();
    expect(hit(sharp, 'Das ist ßa.', 8)).toBe('ßa');
  });
});

// The trie's branch under each first letter is built when a lookup first reaches it. Whichever
// branch grows first, and whatever was asked before, each sentence gets the same form; forms of one
// letter, forms whose first part is one letter, and forms that differ in their second letter share a
// branch and must all end up in it.
describe('WordMatcher: branches built on first use answer as a whole trie would', () => {
  const forms = [
    'm',
    'a few',
    'about',
    'mil',
    'miles',
    'million',
    'millioner',
    'mrd.',
    'milliarder',
    'k',
    'km',
    'km/t',
    'kr',
    'kroner',
    'månedlig',
    'Mio.',
  ];
  const sentences = [
    ['Distansen var 42 km lang.', 'km'],
    ['Farten var 80 km/t på strekningen.', 'km/t'],
    ['Budsjettet var 12 millioner kroner.', 'millioner'],
    ['Budsjettet var 12 mrd. kroner.', 'mrd.'],
    ['Det kostet 40 kr per måned.', 'kr'],
    ['The update took a few minutes.', 'a few'],
    ['The trail is 26 miles long.', 'miles'],
    ['Der Umsatz lag bei 12 Mio. Euro.', 'Mio.'],
    ['Den er 3 m høy.', 'm'],
  ] as const;
  const matcher = () => new WordMatcher<string>(forms.map((form) => ({ form, value: form })));
  const found = (m: WordMatcher<string>, order: readonly (typeof sentences)[number][]) =>
    order.map(([sentence, written]) => hit(m, sentence, sentence.indexOf(written), true));

  it.each(sentences)('%s', (sentence, written) => {
    expect(hit(matcher(), sentence, sentence.indexOf(written), true)).toBe(written);
  });

  it('finds the same forms whichever branch grew first', () => {
    const forwards = found(matcher(), sentences);
    const backwards = found(matcher(), [...sentences].reverse()).reverse();
    expect(forwards).toEqual(sentences.map(([, written]) => written));
    expect(backwards).toEqual(forwards);
  });
});

// Backwards from a figure's end, the form that starts earliest wins; of forms that start at the same
// place, the longest written, then the first given: the order the forward walk keeps too.
describe('WordMatcher: the form ending at a position', () => {
  it.each([
    ['the longer of two forms ending there', ['cent', 'per cent'], 'Renten var 4 per cent i fjor.', 'per cent', 'per cent'],
    ['one form given twice: the first value', ['kr:NOK', 'kr:SEK'], 'Billetten kostet 40 kr', 'kr', 'NOK'],
    [
      'two spellings of one form: the longer written',
      ['per cent', 'per  cent:spaced'],
      'Renten var 4 per cent i fjor.',
      'per cent',
      'spaced',
    ],
  ])('%s', (_, forms, sentence, written, value) => {
    const matcher = new WordMatcher<string>(
      forms.map((f) => {
        const [form, given] = f.split(':');
        return { form: form!, value: given ?? form! };
      }),
    );
    const end = sentence.indexOf(written) + written.length;
    const found = matcher.matchEndingAt(sentence, end);
    expect(found && [sentence.slice(found.start, found.end), found.value]).toEqual([written, value]);
    expect(matcher.matchAt(sentence, sentence.indexOf(written))?.value).toBe(value);
  });
});

/** Every form of every word list in a locale's data: arrays of words, and the keys of word tables. */
function wordListsOf(data: unknown, lists: WordEntry<string>[][] = []): WordEntry<string>[][] {
  if (Array.isArray(data)) {
    const words = data.filter((w): w is string => typeof w === 'string');
    if (words.length) lists.push(words.map((form) => ({ form, value: form })));
    for (const item of data) if (typeof item === 'object' && item !== null) wordListsOf(item, lists);
    const units = data.filter((u): u is { forms: string[]; case_sensitive: boolean } => Array.isArray(u?.forms));
    if (units.length) lists.push(units.flatMap((u) => u.forms.map((form) => ({ form, value: form, caseSensitive: u.case_sensitive }))));
    return lists;
  }
  if (typeof data === 'object' && data !== null) {
    const values = Object.values(data);
    if (values.length && values.every((v) => typeof v === 'number' || typeof v === 'boolean')) {
      lists.push(Object.keys(data).map((form) => ({ form, value: form })));
    }
    for (const v of values) wordListsOf(v, lists);
  }
  return lists;
}

interface PlainForm extends WordEntry<string> {
  parts: string[];
}

/** The forms longest first (the first written of equal ones), each split on its spaces. */
function plainForms(entries: readonly WordEntry<string>[]): PlainForm[] {
  const forms = entries.map((e) => ({ ...e, form: e.form.trim() })).filter((e) => e.form);
  forms.sort((a, b) => b.form.length - a.form.length);
  return forms.map((e) => ({ ...e, parts: e.form.split(/\s+/).map((p) => (e.caseSensitive ? p : p.toLowerCase())) }));
}

/** The plain definition: every form tried at `i`, the longest kept (the first of equal ones). */
function longestFormAt(forms: readonly PlainForm[], text: string, i: number, checkBefore: boolean): WordHit<string> | undefined {
  let best: WordHit<string> | undefined;
  for (const e of forms) {
    const parts = e.parts;
    let at = i;
    let ok = true;
    for (let p = 0; p < parts.length && ok; p++) {
      if (p > 0) {
        const from = at;
        while (at < text.length && isSpaceCode(text.charCodeAt(at))) at++;
        ok = at > from;
      }
      const part = parts[p]!;
      for (let k = 0; k < part.length && ok; k++) {
        const c = text.charCodeAt(at + k);
        const want = part.charCodeAt(k);
        ok = at + k < text.length && (c === want || (!e.caseSensitive && lowerCode(c) === want));
      }
      at += part.length;
    }
    if (!ok) continue;
    if (checkBefore && isWordCharAt(e.form, 0) && isWordCharAt(text, i - 1)) continue;
    if (isWordCharAt(e.form, e.form.length - 1) && isWordCharAt(text, at)) continue;
    if (!best || at > best.end) best = { form: e.form, value: e.value, start: i, end: at };
  }
  return best;
}

describe.each(['en', 'nb', 'ja'] as const)(
  'WordMatcher against the plain definition: the %s pack’s word lists on the evaluation set',
  (lang) => {
    const lists = wordListsOf(loadLocale(`locale-${lang}`));
    const text = evalTexts(lang).join('\n');
    it('has word lists and text to try', () => {
      expect(lists.length).toBeGreaterThan(30);
      expect(text.length).toBeGreaterThan(5_000);
    });
    it('finds the same form at every position', () => {
      let compared = 0;
      for (const entries of lists) {
        const matcher = new WordMatcher(entries);
        const forms = plainForms(entries);
        const firsts = new Set(
          entries.flatMap((e) => [...new Set([e.form.trim()[0], e.form.trim()[0]?.toLowerCase(), e.form.trim()[0]?.toUpperCase()])]),
        );
        for (let i = 0; i < text.length; i++) {
          if (!firsts.has(text[i])) continue;
          for (const checkBefore of [false, true]) {
            const [trie, plain] = [matcher.matchAt(text, i, checkBefore), longestFormAt(forms, text, i, checkBefore)];
            // expect() only on a difference: called at every position it would cost more than the matching.
            if (trie?.form !== plain?.form || trie?.end !== plain?.end || trie?.value !== plain?.value)
              expect(trie, `${entries[0]!.form}… at ${i}`).toEqual(plain);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1_000);
    });
  },
);
