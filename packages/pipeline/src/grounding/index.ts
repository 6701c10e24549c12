export * from './claim-type.js';
export * from './analysed-text.js';
export * from './claim-extraction.js';
export * from './evidence-index.js';
export * from './sentence-subject.js';
export * from './sentence-direction.js';
export * from './policy.js';
export * from './data-kinds.js';
export * from './judge-grounding.js';
// What claim types use of the pipeline: the contract above and these readers of analysed text.
export * from './sentence-clauses.js';
export * from './span-set.js';
