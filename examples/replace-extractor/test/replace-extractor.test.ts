import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ScenarioSchema, type ClaimResult } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';

/*
 * The example pack as a user runs it: named by a scenario, it replaces only NUMERIC's extractor.
 * Nothing under packages/ knows about it.
 */

const PACK = fileURLToPath(new URL('..', import.meta.url));
const CONTEXT = 'Revenue was NOK 1.5 billion last year. Costs were NOK 450 million.';

async function claims(answer: string, packs: string[] = ['nok-shorthand']): Promise<ClaimResult[]> {
  const engine = new Engine({ packPaths: [PACK] });
  return (await engine.verify(ScenarioSchema.parse({ id: 'nok', locale: 'en', packs, context: CONTEXT, answer }))).claims;
}

const row = (c: ClaimResult) => [c.type, c.text, c.value, c.unit, c.status, c.reason];

describe('nok-shorthand: Norwegian shorthand amounts in English answers', () => {
  it('without the pack, "NOK 1,5 mrd." is no claim at all', async () => {
    expect(await claims('Revenue was NOK 1,5 mrd. last year.', [])).toEqual([]);
  });

  it.each([
    ['Revenue was NOK 1,5 mrd. last year.', [['NUMERIC', 'NOK 1,5 mrd.', 1.5e9, 'NOK', 'supported', 'numeric.exact']]],
    ['Revenue was NOK 1,7 mrd. last year.', [['NUMERIC', 'NOK 1,7 mrd.', 1.7e9, 'NOK', 'contradicted', 'numeric.different-value']]],
    // The locale reads "NOK 450" of it; the shorthand reading replaces that one: one claim per figure.
    ['Costs were NOK 450 mill. last year.', [['NUMERIC', 'NOK 450 mill.', 4.5e8, 'NOK', 'supported', 'numeric.exact']]],
    // A form the locale reads is left to it.
    ['Revenue was NOK 1.5 billion last year.', [['NUMERIC', 'NOK 1.5 billion', 1.5e9, 'NOK', 'supported', 'numeric.exact']]],
    [
      'Revenue reached NOK 1,5 mrd. with 350 employees.',
      [
        ['NUMERIC', 'NOK 1,5 mrd.', 1.5e9, 'NOK', 'supported', 'numeric.exact'],
        ['NUMERIC', '350 employees', 350, 'person', 'unsupported', 'numeric.not-in-context'],
      ],
    ],
  ])('%s', async (answer, expected) => {
    const found = await claims(answer);
    expect(found.map(row)).toEqual(expected);
    const at = (c: ClaimResult) => answer.slice(c.span[0], c.span[1]);
    expect(found.map(at)).toEqual(found.map((c) => c.text));
  });

  it('limitation: a shorthand without the trailing point ("NOK 1,5 mrd") is not read', async () => {
    expect(await claims('Revenue was NOK 1,5 mrd last year.')).toEqual([]);
  });
});
