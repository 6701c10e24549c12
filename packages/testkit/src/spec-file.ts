import { InputError, readStructured, validateDocument, type InputIssue } from '@factlint/kernel';
import { SpecFileSchema, type SpecCase, type SpecFile } from './spec-schema.js';

/** Reads and validates one spec file; every problem names the file and the path in it. */
export function loadSpecFile(file: string): SpecFile {
  const doc = readStructured(file);
  const spec = validateDocument(SpecFileSchema, doc);
  const issues: InputIssue[] = [];
  const names = new Map<string, number>();
  const inputs = new Map<string, number>();
  (spec.cases as SpecCase[]).forEach((c, index) => {
    if (c.name !== undefined) {
      const first = names.get(c.name);
      if (first !== undefined)
        issues.push({
          file,
          path: `cases[${index}].name`,
          message: `duplicate case name "${c.name}" (also cases[${first}])`,
          ...(doc.locate(['cases', index, 'name']) ?? {}),
        });
      else names.set(c.name, index);
    }
    const key = JSON.stringify([c.input, c.anchor ?? null, c.context ?? null, c.options ?? null]);
    const first = inputs.get(key);
    if (first !== undefined)
      issues.push({
        file,
        path: `cases[${index}].input`,
        message: `duplicate case: same input${c.anchor !== undefined ? ' and anchor' : ''}${c.context !== undefined ? ', context and options' : ''} as cases[${first}]`,
        ...(doc.locate(['cases', index, 'input']) ?? {}),
      });
    else inputs.set(key, index);
  });
  if (issues.length) throw new InputError(issues);
  return spec;
}
