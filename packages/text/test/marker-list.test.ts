import { describe, expect, it } from 'vitest';
import { entityLexicon, MarkerList, MarkerLists, markerHitsOf } from '../src/entity-lexicon.js';
import { isWordCharAt } from '../src/characters.js';
import { loadLocale } from './load-locale.js';
import { evalTexts } from './real-texts.js';

// MarkerList finds the entity markers of a locale (company forms, identifier prefixes and suffixes,
// person cues): the longest marker at a position, a capitalised one only as written, with a word
// boundary where it begins or ends with a letter. A block checks the list against the plain
// definition (every marker tried in turn) on the evaluation set's texts, for every list of the three
// locale packs, also upper- and lower-cased: a faster matcher must give the same answers. The last
// blocks do the same for MarkerLists, which walks a text once for several lists.

const found = (list: MarkerList, text: string) => new MarkerLists([list]).findAll(text)[0]!.map((h) => text.slice(h.start, h.end));

describe('MarkerList: the longest marker, as written or in any case', () => {
  const nbCompanies = new MarkerList(['AS', 'ASA', 'kommune', 'Kommune', 'tingrett']);
  const enIdentifiers = new MarkerList(['ISO', 'article', 'Art.', '§', 'No.'], true);
  const jaSuffixes = new MarkerList(['株式会社', '合同会社', '条', '号']);
  it.each([
    // [sentence, list, the markers found (as the text writes them)]
    ['Kontrakten gikk til Nordvik Eiendom AS i mars.', nbCompanies, ['AS']],
    ['Styret i Fjordkraft ASA vedtok utbyttet.', nbCompanies, ['ASA']],
    ['Det er as good as it gets, sa han.', nbCompanies, []],
    ['Saken ble avgjort i Oslo tingrett og anket av Bergen kommune.', nbCompanies, ['tingrett', 'kommune']],
    ['Oslo Kommune og Asker kommune samarbeider; ASKER KOMMUNE svarte.', nbCompanies, ['Kommune', 'kommune', 'KOMMUNE']],
    ['Kommunestyret møttes i går.', nbCompanies, []],
    ['The bolts are certified to ISO 9001 and ISO9001:2015.', enIdentifiers, ['ISO', 'ISO']],
    ['Under Article 7 and ARTICLE 8, see also Art. 9 and § 12.', enIdentifiers, ['Article', 'ARTICLE', 'Art.', '§']],
    ['The articles and artefacts were catalogued as No. 14.', enIdentifiers, ['No.']],
    ['She noted it in her notebook.', enIdentifiers, []],
    ['日本郵船株式会社は第3条と第5号を示した。', jaSuffixes, ['株式会社', '条', '号']],
    ['合同会社と株式会社の違い', jaSuffixes, ['合同会社', '株式会社']],
  ] as const)('%s', (sentence, list, markers) => {
    expect(found(list, sentence)).toEqual(markers);
  });

  it('a marker at the very end of the text, and a text shorter than every marker', () => {
    expect(found(nbCompanies, 'Eier: Nordvik AS')).toEqual(['AS']);
    expect(found(nbCompanies, 'A')).toEqual([]);
    expect(found(enIdentifiers, '§')).toEqual(['§']);
  });

  it('a marker one ASCII character long, whatever follows it', () => {
    const tickets = new MarkerList(['#', 'No.', 'INV']);
    expect(found(tickets, 'See #42, No. 7 and INV-20431; #')).toEqual(['#', 'No.', 'INV', '#']);
  });
});

interface PlainMarker {
  form: string;
  lower: string;
  caseSensitive: boolean;
}

/** The plain definition: every marker tried at `i`, longest first, the first that fits kept (its form). */
function plainMarkerAt(markers: readonly PlainMarker[], text: string, i: number, digitMayFollow: boolean): string | undefined {
  for (const m of markers) {
    if (isWordCharAt(m.form, 0) && isWordCharAt(text, i - 1)) continue;
    const written = text.slice(i, i + m.form.length);
    if (m.caseSensitive ? written !== m.form : text.slice(i, i + m.lower.length).toLowerCase() !== m.lower) continue;
    const after = i + m.form.length;
    const digitAfter = /[0-9]/.test(text.charAt(after));
    if (isWordCharAt(m.form, m.form.length - 1) && isWordCharAt(text, after) && !(digitMayFollow && digitAfter)) continue;
    return m.form;
  }
  return undefined;
}

function plainMarkers(forms: readonly string[]): PlainMarker[] {
  const trimmed = forms.map((f) => f.trim()).filter((f) => f);
  trimmed.sort((a, b) => b.length - a.length);
  return trimmed.map((form) => ({ form, lower: form.toLowerCase(), caseSensitive: /\p{Lu}/u.test(form) }));
}

describe.each(['locale-en', 'locale-nb', 'locale-ja'] as const)('MarkerList against the plain definition: the %s pack', (pack) => {
  const entities = loadLocale(pack).entities;
  const lists: [string, readonly string[], boolean][] = [
    ['org_suffixes', entities.org_suffixes, false],
    ['identifier_prefixes', entities.identifier_prefixes, true],
    ['identifier_suffixes', entities.identifier_suffixes, false],
    ['person_cues.after', entities.person_cues.after, false],
    ['person_cues.titles_after', entities.person_cues.titles_after, false],
  ];
  // Every evaluation text in every locale, as written and in each case: markers of one script meet text of all three.
  const texts = evalTexts().flatMap((t) => [t, t.toUpperCase(), t.toLowerCase()]);
  it.each(lists)('%s', (_, forms, digitMayFollow) => {
    const list = new MarkerList(forms, digitMayFollow);
    const plain = plainMarkers(forms);
    let differing = 0;
    let matched = 0;
    for (const text of texts) {
      for (let i = 0; i < text.length; i++) {
        const hit = list.matchAt(text, i);
        const want = plainMarkerAt(plain, text, i, digitMayFollow);
        if (want !== undefined) matched++;
        if (hit?.form !== want || (hit && hit.end !== i + hit.form.length)) differing++;
      }
    }
    expect(differing).toBe(0);
    // An empty list matches nothing; any other list meets its markers in the set.
    if (forms.length > 0) expect(matched).toBeGreaterThan(0);
  });
});

// The entity reader asks all five lists of a locale at once (MarkerLists, one walk over the text):
// each list must find what it finds alone, resuming after its own hits only.
describe('MarkerLists: several lists in one walk', () => {
  const prefixes = new MarkerList(['ISO', 'No.', 'article'], true);
  const standards = new MarkerList(['ISO 9001', 'ISO 27001']);
  const companies = new MarkerList(['AS', 'ASA', 'Inc.']);
  const none = new MarkerList([]);
  it.each([
    // [sentence, each list's markers]
    ['The bolts are certified to ISO 9001 by Nordvik AS.', [['ISO'], ['ISO 9001'], ['AS']]],
    ['Fjordkraft ASA holds ISO 27001, see article 5 and No. 7.', [['ISO', 'article', 'No.'], ['ISO 27001'], ['ASA']]],
    ['Nothing here names a company or a standard.', [[], [], []]],
  ] as const)('%s', (sentence, want) => {
    const hits = new MarkerLists([prefixes, standards, companies]).findAll(sentence);
    expect(hits.map((list) => list.map((h) => sentence.slice(h.start, h.end)))).toEqual(want);
  });

  it('an empty list finds nothing and keeps its place among the others', () => {
    const text = 'Acme Inc. and Nordvik AS';
    const hits = new MarkerLists([none, companies, none]).findAll(text);
    expect(hits.map((list) => list.map((h) => h.form))).toEqual([[], ['Inc.', 'AS'], []]);
    expect(new MarkerLists([none]).findAll(text)).toEqual([[]]);
    expect(new MarkerLists([]).findAll(text)).toEqual([]);
  });

  it('a second walk with the same lists starts afresh: where the first one stopped is not carried over', () => {
    const lists = new MarkerLists([companies, prefixes]);
    const forms = (text: string) => lists.findAll(text).map((list) => list.map((h) => h.form));
    expect(forms('Kontrakten gikk til Fjordkraft ASA, se article 12.')).toEqual([['ASA'], ['article']]);
    expect(forms('Nordvik AS, ISO 9001.')).toEqual([['AS'], ['ISO']]);
    expect(forms('Ingen selskaper her.')).toEqual([[], []]);
  });

  it('one list given twice finds its markers in both places', () => {
    const hits = new MarkerLists([companies, companies]).findAll('Nordvik AS and Fjordkraft ASA');
    expect(hits.map((list) => list.map((h) => h.form))).toEqual([
      ['AS', 'ASA'],
      ['AS', 'ASA'],
    ]);
  });

  it('walks at most eight lists together, and says so', () => {
    expect(() => new MarkerLists(new Array(9).fill(companies))).toThrow('at most 8 lists together, not 9');
  });
});

/** The plain definition of findAll: the longest marker at each offset, the walk resuming after it. */
function plainFindAll(list: MarkerList, text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; ) {
    const hit = list.matchAt(text, i);
    if (hit) out.push(`${hit.start}:${hit.form}`);
    i = hit ? hit.end : i + 1;
  }
  return out;
}

describe.each(['locale-en', 'locale-nb', 'locale-ja'] as const)('MarkerLists against the plain walk: the %s pack', (pack) => {
  it("each of the pack's five lists, on every evaluation text as written and in each case", () => {
    const entities = loadLocale(pack).entities;
    const lists = [
      new MarkerList(entities.org_suffixes),
      new MarkerList(entities.identifier_prefixes, true),
      new MarkerList(entities.identifier_suffixes),
      new MarkerList(entities.person_cues.after),
      new MarkerList(entities.person_cues.titles_after),
    ];
    const walk = new MarkerLists(lists);
    let differing = 0;
    let found = 0;
    for (const text of evalTexts().flatMap((t) => [t, t.toUpperCase(), t.toLowerCase()])) {
      const together = walk.findAll(text);
      lists.forEach((list, k) => {
        const got = together[k]!.map((h) => `${h.start}:${h.form}`);
        found += got.length;
        if (got.join('|') !== plainFindAll(list, text).join('|')) differing++;
      });
    }
    expect(differing).toBe(0);
    expect(found).toBeGreaterThan(0);
  });
});

describe.each(['locale-en', 'locale-nb', 'locale-ja'] as const)("markerHitsOf names each list's hits: the %s pack", (pack) => {
  // markerHitsOf names the walk's hits in one object literal, in the order the lexicon gives its
  // lists to the walk: a list named out of that order would read another list's markers.
  it('every name holds what its own list finds alone, on every evaluation text', () => {
    const lexicon = entityLexicon(loadLocale(pack));
    const names = ['identifierPrefixes', 'identifierSuffixes', 'orgSuffixes', 'personCuesAfter', 'personTitlesAfter'] as const;
    const foundBy = Object.fromEntries(names.map((name) => [name, 0]));
    let differing = 0;
    for (const text of evalTexts()) {
      const hits = markerHitsOf(lexicon, text);
      expect(Object.keys(hits).sort()).toEqual([...names].sort());
      for (const name of names) {
        const got = hits[name].map((h) => `${h.start}:${h.form}`);
        foundBy[name]! += got.length;
        if (got.join('|') !== plainFindAll(lexicon[name], text).join('|')) differing++;
      }
    }
    expect(differing).toBe(0);
    // Each list that has markers in this pack finds some, so a swap of two names cannot pass unseen.
    for (const name of names)
      if (lexicon[name].startUnits(false).length > 0 && pack !== 'locale-ja') expect(foundBy[name], name).toBeGreaterThan(0);
  });
});

// The walk passes over the rest of a run of ASCII letters and digits once it has looked at its first
// one: no marker beginning with a letter starts inside a word. A marker that needs no word boundary
// (`§`) is still found right after such a run, and one glued to a word before it is not.
describe('MarkerLists: inside words', () => {
  const lists = new MarkerLists([new MarkerList(['§', 'No.', 'ISO'], true), new MarkerList(['AS', 'Inc.'])]);
  it.each([
    // [sentence, each list's markers]
    ['Se paragraf§12 og Nordvik AS.', [['§'], ['AS']]],
    // An identifier prefix may run on into its digits (`ISO9001`); a company form glued to a word is none.
    ['Nordvik2AS and BigInc. are no companies; Acme Inc. holds ISO9001.', [['ISO'], ['Inc.']]],
    ['Regel 4§2 gjelder for ASA-eide AS-er, se No. 4 og ISO 9001.', [['§', 'No.', 'ISO'], ['AS']]],
  ] as const)('%s', (sentence, want) => {
    expect(lists.findAll(sentence).map((list) => list.map((h) => sentence.slice(h.start, h.end)))).toEqual(want);
  });
});
