import { describe, expect, it } from 'vitest';
import { claimAt, judge } from '../../../test/grounding-harness.js';

/*
 * The derivation pool is built once per context and per subject (the claim sentence's subject keys)
 * and looked up for every later claim with the same keys. A claim about another subject must get its
 * own pool, its subject's figures first: the formula names that subject's figures, not those of the
 * subject judged before it. Claims in several sentences with the same subject share one pool and
 * each keeps its own evidence.
 */

type Row = { lang: 'en' | 'nb' | 'ja'; context: string; answer: string; focus: string; occurrence: number; formula: string };

const en = {
  context: "Acme's sales rose to $120 million from $100 million. Globex's payroll rose to $150 million from $125 million.",
  answer: "Acme's sales grew 20%. Globex's payroll grew 20%. Acme's sales grew 20% in the year.",
};
const nb = {
  context:
    'Salget til Acme steg til 120 millioner kroner fra 100 millioner kroner. Lønnskostnadene til Globex steg til 150 millioner kroner fra 125 millioner kroner.',
  answer:
    'Salget til Acme økte med 20 prosent. Lønnskostnadene til Globex økte med 20 prosent. Salget til Acme økte med 20 prosent i fjor.',
};

const rows: Row[] = [
  { lang: 'en', ...en, focus: '20%', occurrence: 0, formula: '(120000000 \u2212 100000000) / 100000000 \u00D7 100 = 20 %' },
  { lang: 'en', ...en, focus: '20%', occurrence: 1, formula: '(150000000 \u2212 125000000) / 125000000 \u00D7 100 = 20 %' },
  { lang: 'en', ...en, focus: '20%', occurrence: 2, formula: '(120000000 \u2212 100000000) / 100000000 \u00D7 100 = 20 %' },
  { lang: 'nb', ...nb, focus: '20 prosent', occurrence: 0, formula: '(120000000 \u2212 100000000) / 100000000 \u00D7 100 = 20 %' },
  { lang: 'nb', ...nb, focus: '20 prosent', occurrence: 1, formula: '(150000000 \u2212 125000000) / 125000000 \u00D7 100 = 20 %' },
  { lang: 'nb', ...nb, focus: '20 prosent', occurrence: 2, formula: '(120000000 \u2212 100000000) / 100000000 \u00D7 100 = 20 %' },
];

/** The claim on the `occurrence`-th `focus` of the answer. */
function nthClaim(row: Row) {
  const { claims } = judge(row.lang, row.context, row.answer);
  let at = -1;
  for (let k = 0; k <= row.occurrence; k++) at = row.answer.indexOf(row.focus, at + 1);
  return { claims, claim: claims.find((c) => c.type === 'NUMERIC' && c.span[0] === at) };
}

describe('derivation pool per subject', () => {
  it.each(rows)('$lang: claim $occurrence of "$focus" derives from its own subject’s figures', (row) => {
    const { claims, claim } = nthClaim(row);
    expect(claim, JSON.stringify(claims)).toMatchObject({ status: 'derived', reason: 'numeric.derived', formula: row.formula });
  });

  it('two claims sharing a pool get evidence objects of their own (a change to one report leaves the other as it was)', () => {
    const { claims } = judge('en', en.context, en.answer);
    const derived = claims.filter((c) => c.status === 'derived');
    expect(derived).toHaveLength(3);
    expect(derived[0]!.evidence).toEqual(derived[2]!.evidence);
    expect(derived[0]!.evidence[0]).not.toBe(derived[2]!.evidence[0]);
  });

  it('a claim whose sentence names no subject word still derives, from the figures in context order', () => {
    const answer = 'It grew 20%.';
    const { claims } = judge('en', en.context, answer);
    expect(claimAt(claims, answer, '20%', 'NUMERIC')).toMatchObject({ status: 'derived' });
  });
});
