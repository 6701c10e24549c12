import { InputError, isIsoDate } from '@factlint/kernel';
import { collectDatedFacts, staleFacts } from '../stale-facts.js';
import { assertFormat } from '../run-options.js';

/** `factlint stale --as-of DATE PATHS…`: exit 0 when nothing is stale, 1 when something is. */
export function staleCommand(paths: string[], flags: { asOf?: string; format?: string }): number {
  if (!flags.asOf || !isIsoDate(flags.asOf)) {
    throw new InputError([
      {
        file: '--as-of',
        path: '',
        message: `expected a real date written YYYY-MM-DD, found ${flags.asOf === undefined ? 'nothing' : `"${flags.asOf}"`}`,
      },
    ]);
  }
  const format = assertFormat(flags.format ?? 'text', ['text', 'json'] as const, '--format');
  const stale = staleFacts(collectDatedFacts(paths), flags.asOf);
  if (format === 'json') {
    const rows = stale.map((s) => ({
      owner: s.owner,
      id: s.fact.id ?? null,
      claim: s.fact.claim,
      value: s.fact.value,
      unit: s.fact.unit ?? null,
      review_by: s.fact.review_by,
      referenced_by: s.referencedBy,
      file: s.file,
      path: s.path,
    }));
    process.stdout.write(`${JSON.stringify({ as_of: flags.asOf, stale: rows }, null, 2)}\n`);
  } else {
    for (const s of stale)
      process.stdout.write(
        `${s.fact.review_by}  ${s.owner}  ${s.fact.id ?? s.path}  ${s.fact.claim}  (${s.file} ${s.path})${referencedBy(s.referencedBy)}\n`,
      );
    process.stdout.write(`${stale.length} fact${stale.length === 1 ? '' : 's'} due for review before ${flags.asOf}\n`);
  }
  return stale.length ? 1 : 0;
}

function referencedBy(scenarios: readonly string[]): string {
  return scenarios.length ? `  named by ${scenarios.join(', ')}` : '';
}
