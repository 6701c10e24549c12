import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MarkerList } from '../src/entity-lexicon.js';
import { isWordCharAt } from '../src/characters.js';
import { loadLocale } from './load-locale.js';

// MarkerList finds the entity markers of a locale (company forms, identifier prefixes and suffixes,
// person cues): the longest marker at a position, a capitalised one only as written, with a word
// boundary where it begins or ends with a letter. The last block checks the list against the plain
// definition (every marker tried in turn) on the evaluation set's texts, for every list of the three
// locale packs, also upper- and lower-cased: a faster matcher must give the same answers.

const found = (list: MarkerList, text: string) => list.findAll(text).map((h) => text.slice(h.start, h.end));

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

const repo = fileURLToPath(new URL('../../../', import.meta.url));
function evalTexts(): string[] {
  return readFileSync(`${repo}eval/cases.jsonl`, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      const c = JSON.parse(line) as { answer: string; context?: string | (string | { text: string })[] };
      const context =
        c.context === undefined
          ? []
          : typeof c.context === 'string'
            ? [c.context]
            : c.context.map((d) => (typeof d === 'string' ? d : d.text));
      return [c.answer, ...context];
    });
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
