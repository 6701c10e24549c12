import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { container as rootContainer } from 'tsyringe';
import { ScenarioSchema, TOKENS } from '@factlint/kernel';
import { Engine, type ClaimTypeClass, type ClaimTypePlugin, type PackApi } from '@factlint/pipeline';
import { claimTypeOptionsOf } from '@factlint/testkit';
import * as claimDate from '@factlint/claim-date';
import * as claimEntity from '@factlint/claim-entity';
import * as claimNumeric from '@factlint/claim-numeric';
import * as claimQuote from '@factlint/claim-quote';
import * as claimUrl from '@factlint/claim-url';
import { RULE_PACKS } from './grounding-harness.js';

/*
 * Claim types as `@injectable` classes: the five shipped ones hand their class to the same
 * `register(api)` a third party's pack gets, and the engine builds each pack's class once per engine
 * in the pack's own container, where `TOKENS.claimTypeOptions` holds what its pack.yaml declares.
 */

const FIXTURES = fileURLToPath(new URL('./fixtures/claim-type-packs/', import.meta.url));

/** What a pack's entry hands to `addClaimType`, through an API that records it. */
async function addedBy(entry: { register(api: PackApi): void | Promise<void> }): Promise<unknown[]> {
  const added: unknown[] = [];
  await entry.register({
    pack: 'under-test',
    addChecker: () => {},
    addClaimType: (type) => added.push(type),
    wrapClaimType: () => {},
    replaceStage: () => {},
  });
  return added;
}

describe('the shipped claim types are @injectable classes, registered as a third party registers one', () => {
  it.each([
    ['claim-numeric', 'NUMERIC', claimNumeric],
    ['claim-date', 'DATE', claimDate],
    ['claim-entity', 'ENTITY', claimEntity],
    ['claim-quote', 'QUOTE', claimQuote],
    ['claim-url', 'URL', claimUrl],
  ])('%s hands its class to api.addClaimType; built by tsyringe it has its pack.yaml options', async (pack, id, entry) => {
    const added = await addedBy(entry);
    expect(added).toHaveLength(1);
    expect(typeof added[0]).toBe('function');
    const options = claimTypeOptionsOf(RULE_PACKS + pack);
    const own = rootContainer.createChildContainer();
    own.register(TOKENS.claimTypeOptions, { useValue: options });
    const built = own.resolve(added[0] as ClaimTypeClass) as ClaimTypePlugin;
    expect(built.id).toBe(id);
    expect(built.options).toEqual(options);
  });

  it('without the options token a shipped class cannot be built: tsyringe says which token is missing', async () => {
    const [type] = await addedBy(claimUrl);
    expect(() => rootContainer.createChildContainer().resolve(type as ClaimTypeClass)).toThrow(/factlint\.claim-type\.options/);
  });
});

describe("a third party's pack adds an @injectable class", () => {
  const COUNT_PACK = `${FIXTURES}claim-count-class`;
  const scenario = (id: string, answer: string, fields: Record<string, unknown> = {}) =>
    ScenarioSchema.parse({ id, locale: 'en', packs: ['claim-count-class'], context: 'The depot holds 40 widgets.', answer, ...fields });
  const builds = () => (globalThis as { __widgetBuilds?: number }).__widgetBuilds ?? 0;

  it('is built once per engine, with the options its pack.yaml declares, and judges with the layered ones', async () => {
    const before = builds();
    const engine = new Engine({ packPaths: [COUNT_PACK] });
    const near = await engine.verify(scenario('near', 'The depot holds 41 widgets.'));
    const far = await engine.verify(scenario('far', 'The depot holds 43 widgets.'));
    const wide = await engine.verify(scenario('wide', 'The depot holds 43 widgets.', { tolerances: { widget_slack: 3 } }));
    expect(builds() - before).toBe(1);
    const widgets = (claims: typeof near.claims) => claims.filter((c) => c.type === 'WIDGETS').map((c) => [c.text, c.status]);
    expect([...widgets(near.claims), ...widgets(far.claims), ...widgets(wide.claims)]).toEqual([
      ['41 widgets', 'supported'],
      ['43 widgets', 'unsupported'],
      ['43 widgets', 'supported'],
    ]);
    // The constructor got pack.yaml's defaults, not the scenario's layer.
    expect(wide.claims.find((c) => c.type === 'WIDGETS')?.nearest_context_value).toBe('{"widget_slack":1}');
    await new Engine({ packPaths: [COUNT_PACK] }).verify(scenario('other-engine', 'The depot holds 40 widgets.'));
    expect(builds() - before).toBe(2);
  });

  it('takes its span from NUMERIC (rank 1 over 0): one claim per span', async () => {
    const report = await new Engine({ packPaths: [COUNT_PACK] }).verify(scenario('span', 'The depot holds 40 widgets.'));
    expect(report.claims.map((c) => [c.type, c.text])).toEqual([['WIDGETS', '40 widgets']]);
  });

  it.each<[string[] | undefined, string[][]]>([
    [undefined, [['WIDGETS', '40 widgets']]],
    [['WIDGETS'], [['WIDGETS', '40 widgets']]],
    // Switched off, the class gives its span back: NUMERIC reads the count.
    [['NUMERIC'], [['NUMERIC', '40']]],
    [['NUMERIC', 'WIDGETS'], [['WIDGETS', '40 widgets']]],
  ])('claim_types %j selects the class type by the rule a plain object or a shipped type follows', async (claimTypes, expected) => {
    const report = await new Engine({ packPaths: [COUNT_PACK] }).verify(
      scenario('select', 'The depot holds 40 widgets.', claimTypes ? { tolerances: { claim_types: claimTypes } } : {}),
    );
    expect(report.claims.map((c) => [c.type, c.text])).toEqual(expected);
  });

  it('a class the engine cannot build makes the scenario ERROR with the pack named, and the engine goes on', async () => {
    const engine = new Engine({ packPaths: [`${FIXTURES}claim-broken-class`] });
    const broken = await engine.verify(
      ScenarioSchema.parse({
        id: 'broken',
        locale: 'en',
        packs: ['claim-broken-class'],
        context: 'Revenue was 5.',
        answer: 'Revenue was 5.',
      }),
    );
    expect(broken.severity).toBe('ERROR');
    expect(broken.judges).toEqual([expect.objectContaining({ judge: 'register', source: 'claim-broken-class', severity: 'ERROR' })]);
    expect(broken.judges[0]!.error).toMatch(/never registered|Cannot inject/);
    const fine = await engine.verify(
      ScenarioSchema.parse({ id: 'fine', locale: 'en', context: 'Revenue was 5.', answer: 'Revenue was 5.' }),
    );
    expect(fine.severity).toBe('pass');
  });
});
