import { describe, expect, it } from 'vitest';
import { factAnchors, findCandidates, readTurn, resolveFactUnit } from '../../src/facts/index.js';
import { domainFacts, localeFor } from './packs-fixture.js';

/** The candidates and dropped figures of one answer for one domain fact, beside the scenario's other facts. */
function read(answer: string, factId: string, others: string[] = []) {
  const nb = localeFor('nb');
  const facts = domainFacts();
  const fact = facts.get(factId)!;
  const foreign = others.flatMap((id) => factAnchors(facts.get(id)!, nb).anchors);
  const turn = readTurn({ index: 0, role: 'assistant', text: answer }, nb);
  const found = findCandidates(turn, factAnchors(fact, nb).anchors, foreign, resolveFactUnit(fact, nb), nb);
  return {
    candidates: found.candidates.map((c) => [c.value, c.via, c.hedged, c.range] as const),
    dropped: found.dropped.map((d) => [d.value, d.filter] as const),
  };
}

type Row = [
  name: string,
  answer: string,
  fact: string,
  others: string[],
  candidates: (readonly [number, string, boolean, [number, number] | null])[],
  dropped: (readonly [number, string])[],
];

describe('candidates: where an anchor reaches and which figures it takes', () => {
  const table: Row[] = [
    [
      'a sentence with the anchor; the sentence after it is not read',
      'Personfradraget trekkes fra alminnelig inntekt, og det er 114 540 kr. Trinnskatten starter på 226 100 kr.',
      'personfradrag-2026',
      [],
      [[114540, 'anchor sentence', false, null]],
      [],
    ],
    [
      'an ATX heading lends its anchor to the bullets under it',
      '### Grunnbeløpet\n- 136 549 kr fra 1. mai 2026\n- justeres hvert år',
      'grunnbelop-2026',
      [],
      [[136549, 'anchored heading', false, null]],
      [],
    ],
    [
      'a bold line is a heading',
      '**Basislån 2026–2027**\nDu kan få 15 488 kr per måned som fulltidsstudent.',
      'basislan-2026',
      [],
      [[15488, 'anchored heading', false, null]],
      [],
    ],
    [
      "a bold label holds until the next label (the label's own line carries the anchor itself)",
      '- **Personfradrag:** 114 540 kr\n  trekkes fra før skatt, sparer deg ca. 25 199 kr\n- **Trinnskatt:** 1,7 % fra 226 100 kr',
      'personfradrag-2026',
      [],
      [
        [114540, 'anchor sentence', false, null],
        [25199, 'label', true, null],
      ],
      [],
    ],
    [
      'a figure with another unit family in the anchored sentence is dropped as unit',
      'Basislånet er 15 488 kr per måned og betales ut i 10 måneder.',
      'basislan-2026',
      [],
      [[15488, 'anchor sentence', false, null]],
      [[10, 'unit']],
    ],
    [
      'a per cent figure is dropped from a kroner fact, a kroner figure from a per cent fact',
      'Minstefradraget er 46 % av lønnen, men høyst 95 700 kr.',
      'minstefradrag-sats-2026',
      [],
      [[46, 'anchor sentence', false, null]],
      [[95700, 'unit']],
    ],
    [
      'a bare figure is not a candidate and not reported (taket er 3278)',
      'Egenandelstaket er 3278 i år, sier de.',
      'egenandelstak-2026',
      [],
      [],
      [],
    ],
    [
      'a range with its unit after the second figure is one candidate',
      'Egenandelstaket er 3 300–3 400 kroner.',
      'egenandelstak-2026',
      [],
      [[3300, 'anchor sentence', true, [3300, 3400]]],
      [],
    ],
    [
      'a hedge word before the figure marks it hedged',
      'Barnetillegget er rundt 37 kr per barn per dag.',
      'aap-barnetillegg-2026',
      [],
      [[37, 'anchor sentence', true, null]],
      [],
    ],
    [
      'F2: a phone number in the sentence after the anchored one is neither a candidate nor reported',
      'Spørsmål om barnetillegget på 38 kr per barn per dag? Ring 55 55 33 33.',
      'aap-barnetillegg-2026',
      [],
      [[38, 'anchor sentence', false, null]],
      [],
    ],
    [
      'F2: a phone number in the anchored sentence is dropped as phone',
      'Har du spørsmål om barnetillegget på 38 kr per barn per dag, ring 55 55 33 33.',
      'aap-barnetillegg-2026',
      [],
      [[38, 'anchor sentence', false, null]],
      [[55553333, 'phone']],
    ],
    [
      'a date in the anchored sentence is never a candidate, nor its day or year',
      'Fra 1. mai 2026 er grunnbeløpet 136 549 kroner, opp fra 130 160 kroner 1. mai 2025.',
      'grunnbelop-2026',
      [],
      [
        [136549, 'anchor sentence', false, null],
        [130160, 'anchor sentence', false, null],
      ],
      [],
    ],
    [
      'a figure inside the anchor names the quantity and is not read (6 G)',
      'Taket på 6 G tilsvarer 819 294 kr.',
      'aap-maks-2026',
      [],
      [[819294, 'anchor sentence', false, null]],
      [],
    ],
    [
      "under one heading, a line that anchors another fact of the scenario does not borrow this fact's heading",
      '### Grunnbeløpet og AAP\n- Grunnbeløpet justeres hvert år.\n- Maks grunnlag (6G): 819 294 kr',
      'grunnbelop-2026',
      ['aap-maks-2026'],
      [],
      [],
    ],
    [
      'limitation: without the other fact in the scenario, that line does borrow the heading',
      '### Grunnbeløpet og AAP\n- Grunnbeløpet justeres hvert år.\n- Maks grunnlag (6G): 819 294 kr',
      'grunnbelop-2026',
      [],
      [[819294, 'anchored heading', false, null]],
      [],
    ],
    [
      'currency before the number: kr 3 278 and NOK 3 278',
      'Egenandelstaket er kr 3 278, altså NOK 3 278 for hele året.',
      'egenandelstak-2026',
      [],
      [
        [3278, 'anchor sentence', false, null],
        [3278, 'anchor sentence', false, null],
      ],
      [],
    ],
    [
      'a plain 8-digit amount with a currency unit is an amount, not a phone number',
      'Er inntekten din 12345678 kr, er grunnlaget likevel begrenset til 6G.',
      'aap-maks-2026',
      [],
      [[12345678, 'anchor sentence', false, null]],
      [],
    ],
    [
      'a number right before a code anchor names a multiple, not the quantity (2,041 G)',
      'Over 25 år får du minst 2,041 G, det vil si 278 697 kr i året.',
      'grunnbelop-2026',
      [],
      [],
      [],
    ],
    [
      'a number and one word before the anchor name a multiple too (6 ganger grunnbeløpet)',
      'Grunnlaget kan ikke være høyere enn 6 ganger grunnbeløpet, som er 819 294 kroner.',
      'grunnbelop-2026',
      [],
      [],
      [],
    ],
    [
      'a bare number at the end of the line above is no multiplier',
      '### Trinn 2\nGrunnbeløpet er 136 549 kr.',
      'grunnbelop-2026',
      [],
      [[136549, 'anchor sentence', false, null]],
      [],
    ],
    [
      'one G is the quantity itself (1 G tilsvarer 136 549 kr)',
      'Husk at 1 G tilsvarer 136 549 kr.',
      'grunnbelop-2026',
      [],
      [[136549, 'anchor sentence', false, null]],
      [],
    ],
    [
      'a figure with a unit before the anchor is no multiplier (38 kr barnetillegg)',
      'Du får 38 kr barnetillegg per barn per dag.',
      'aap-barnetillegg-2026',
      [],
      [[38, 'anchor sentence', false, null]],
      [],
    ],
  ];
  it.each(table)('%s', (_name, answer, fact, others, candidates, dropped) => {
    expect(read(answer, fact, others)).toEqual({ candidates, dropped });
  });

  it('limitation: a figure in the sentence after the anchor is not read (Beløpet er ca. 3 300–3 400 kroner)', () => {
    const answer =
      'Frikort ved egenandeler får du når du har nådd egenandelstaket i kalenderåret. Beløpet er ca. 3 300–3 400 kroner (for 2025 er det ca. 3 355 kr).';
    expect(read(answer, 'egenandelstak-2026')).toEqual({ candidates: [], dropped: [] });
  });

  it('limitation: candidate lists are coarse — a heading takes worked totals that are not day rates', () => {
    const answer = '### Barnetillegg\n- For to barn blir det 590 kr i uka.\n- I året blir det rundt 13 000 kr.';
    expect(read(answer, 'aap-barnetillegg-2026').candidates.map(([v]) => v)).toEqual([590, 13000]);
  });
});

describe('candidates: figures the answer denies', () => {
  const table: [name: string, answer: string, fact: string, fits: number[], denied: number[]][] = [
    ['ikke right before the figure', 'Egenandelstaket er ikke 3 165 kr, men 3 278 kr.', 'egenandelstak-2026', [3278], [3165]],
    ['aldri mer enn is a ceiling, not a denial', 'Du betaler aldri mer enn 400 kr per utlevering.', 'bla-resept-maks-2026', [400], []],
    [
      'ikke over is a ceiling too: a word stands between',
      'Egenandelen er ikke over 400 kr per utlevering.',
      'bla-resept-maks-2026',
      [400],
      [],
    ],
    ['not before a dollar figure', 'The caregiver allowance is not $12,000.', 'en', [], [12000]],
    [
      'a negation with a negation adverb between denies it (ikke lenger)',
      'Egenandelstaket er ikke lenger 3 165 kr.',
      'egenandelstak-2026',
      [],
      [3165],
    ],
    [
      'a word that ends in a negation word denies nothing (ordningen)',
      'Egenandelstaket for ordningen 3 165 kr gjelder hele 2026.',
      'egenandelstak-2026',
      [3165],
      [],
    ],
    [
      'a negation right after an emoji still denies (👉ikke)',
      'Egenandelstaket er 👉ikke 3 165 kr, men 3 278 kr.',
      'egenandelstak-2026',
      [3278],
      [3165],
    ],
    [
      'a negation with another word between does not deny it',
      'Egenandelstaket er ikke nødvendigvis 3 165 kr.',
      'egenandelstak-2026',
      [3165],
      [],
    ],
  ];
  it.each(table)('%s', (_name, answer, factId, fits, denied) => {
    const nb = localeFor(factId === 'en' ? 'en' : 'nb');
    const fact =
      factId === 'en'
        ? { claim: 'The annual caregiver allowance, 2026', value: 14000, unit: 'USD', anchors: ['caregiver allowance'] }
        : domainFacts().get(factId)!;
    const turn = readTurn({ index: 0, role: 'assistant', text: answer }, nb);
    const found = findCandidates(turn, factAnchors(fact, nb).anchors, [], resolveFactUnit(fact, nb), nb);
    expect([found.candidates.map((c) => c.value), found.negated.map((c) => c.value)]).toEqual([fits, denied]);
  });

  it('ja: a negation after the figure in its clause denies it (40万円ではありません)', () => {
    const ja = localeFor('ja');
    const turn = readTurn({ index: 0, role: 'assistant', text: '基本手当は40万円ではありません。42万円です。' }, ja);
    expect(turn.figures.map((f) => [f.value, f.negated])).toEqual([
      [400000, true],
      [420000, false],
    ]);
  });
});

describe('candidates: limitation: a figure derived from the fact in its anchored sentence is read as the fact', () => {
  it('limitation: "Personfradraget gir en skattebesparelse på 25 199 kr" makes 25 199 a personfradrag figure', () => {
    // A careful reader says the personfradrag itself is not stated; the judge reads the tax saving.
    const nb = localeFor('nb');
    const fact = domainFacts().get('personfradrag-2026')!;
    const turn = readTurn({ index: 0, role: 'assistant', text: 'Personfradraget gir en skattebesparelse på 25 199 kr.' }, nb);
    const found = findCandidates(turn, factAnchors(fact, nb).anchors, [], resolveFactUnit(fact, nb), nb);
    expect(found.candidates.map((c) => c.value)).toEqual([25199]);
  });
});
