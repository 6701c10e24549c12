import { InputError, type InputIssue } from '../src/index.js';

/** The issues of the InputError that `fn` throws; any other outcome fails the test. */
export function issuesOf(fn: () => unknown): InputIssue[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e.issues;
    throw e;
  }
  throw new Error('expected an InputError');
}
