/*
 * @factlint/testkit's public surface: spec cases for packs (declared as vitest tests, or run by
 * `factlint packs test` through the `@factlint/testkit/runner` entry), and the claim-type tester.
 */

// Spec cases: `spec/<reader>.yaml` files of a pack, their format and their JSON Schema for editors.
export { describeSpecCases } from './describe-spec-cases.js';
export { loadSpecFile } from './spec-file.js';
export { SpecFileSchema, type SpecFile } from './spec-schema.js';
export { projectRows } from './spec-readers.js';
export { specCasesJsonSchema } from './json-schema.js';
// Claim types: valid and invalid tables per locale run through a real engine (ESLint's RuleTester style).
export { ClaimTypeTester, claimTypeTableIssues, type ClaimTypeCase, type ClaimTypeTables } from './claim-type-tester.js';
export { claimTypeOptionsOf } from './claim-type-options.js';
