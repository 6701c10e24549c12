export { SpecFileSchema, SPEC_READERS, type SpecFile, type SpecCase, type SpecReader } from './spec-schema.js';
export { loadSpecFile } from './spec-file.js';
export { loadPackLocale, loadPackWithRequirements } from './pack-locale.js';
export { runSpecReader, projectRows } from './spec-readers.js';
export { describeSpecCases } from './describe-spec-cases.js';
export { specFilesOf } from './spec-files.js';
export { specCasesJsonSchema } from './json-schema.js';
export { ClaimTypeTester, claimTypeTableIssues, type ClaimTypeCase, type ClaimTypeTables } from './claim-type-tester.js';
export { claimTypeOptionsOf } from './claim-type-options.js';
