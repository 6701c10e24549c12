import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

// The promptfoo example's assertion, called the way promptfoo calls a JavaScript assertion file
// (output, { vars }). Running promptfoo itself needs `npx promptfoo@0.120.x` (see the README).
const example = new URL('../../../examples/promptfoo/', import.meta.url);
const { factlintGate, flaggedByFactlint } = await import(new URL('factlint-assertion.mjs', example).href);
const context = 'Acme Corp reported revenue of $120.0 million for the third quarter of 2026, up from $100.0 million a year earlier.';

describe('examples/promptfoo: factlint as a promptfoo assertion', () => {
  test.each([
    {
      name: 'a grounded output passes',
      output: 'Acme Corp reported revenue of $120.0 million for the third quarter of 2026.',
      pass: true,
      reason: /verdict pass/,
    },
    {
      name: 'a contradicted figure (block) fails, naming the claim',
      output: "Acme Corp's third-quarter revenue fell to $102.0 million.",
      pass: false,
      reason: /verdict block.*contradicted NUMERIC "\$102\.0 million"/,
    },
    {
      name: 'an unsupported figure (retry) fails',
      output: 'Acme Corp reported revenue of $120.0 million and hired 45 engineers.',
      pass: false,
      reason: /verdict retry.*unsupported NUMERIC "45"/,
    },
  ])('$name', async ({ output, pass, reason }) => {
    const result = await factlintGate(output, { vars: { context } });
    expect(result.pass).toBe(pass);
    expect(result.reason).toMatch(reason);
    expect((await flaggedByFactlint(output, { vars: { context } })).pass).toBe(!pass);
  });

  test('a declared fact stated wrongly fails, in Norwegian', async () => {
    const facts = [{ claim: 'Grunnbeløpet (G)', value: 136549, unit: 'NOK', anchors: ['grunnbeløp'] }];
    const result = await factlintGate('Grunnbeløpet er 130 160 kroner.', { vars: { locale: 'nb', facts } });
    expect(result).toMatchObject({
      pass: false,
      reason: expect.stringMatching(/wrong fact Grunnbeløpet \(G\): declared 136549, stated 130160/),
    });
  });

  test('the config runs every test on the echo provider through the assertion file', () => {
    const config = parse(readFileSync(new URL('promptfooconfig.yaml', example), 'utf8'));
    expect(config.providers).toEqual([{ id: 'echo' }]);
    const values = config.tests.flatMap((t: { assert: { type: string; value: string }[] }) => t.assert.map((a) => `${a.type} ${a.value}`));
    expect(values).toEqual([
      'javascript file://factlint-assertion.mjs:factlintGate',
      'javascript file://factlint-assertion.mjs:factlintGate',
      'javascript file://factlint-assertion.mjs:flaggedByFactlint',
      'javascript file://factlint-assertion.mjs:flaggedByFactlint',
    ]);
  });
});
