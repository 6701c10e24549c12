export * from './facts/index.js';
export * from './grounding/index.js';
export * from './eval/index.js';
export * from './engine/index.js';
