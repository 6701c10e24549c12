export * from './data-kinds.js';
export * from './pack-catalog.js';
export * from './scenario-config.js';
export * from './scenario-run.js';
export * from './checklist.js';
export * from './grounding-severity.js';
export * from './stages.js';
export * from './engine.js';
