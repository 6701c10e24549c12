export * from './eval-case.js';
export * from './eval-summary.js';
export * from './eval-format.js';
