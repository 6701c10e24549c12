// A promptfoo JavaScript assertion (`file://factlint-assertion.mjs:factlintGate`): runs factlint on the model's output and fails it when the
// grounding verdict is retry or block (an unsupported or contradicted claim under the balanced
// policy), or when a declared fact is stated wrongly. Test vars it reads:
//   context  — what the model was given (string or list of documents)
//   locale   — en (default), nb, ja, …
//   facts    — optional declared facts, light form: [{ claim, value, unit, anchors }]
//   severity — optional designed severity (low … critical)
import { createVerifier } from 'factlint';

const FAILING_VERDICTS = new Set(['retry', 'block']);
const verifiers = new Map();

function verifierFor(locale) {
  if (!verifiers.has(locale)) verifiers.set(locale, createVerifier({ locale }));
  return verifiers.get(locale);
}

/**
 * The gate: fails an output that factlint would send back (retry), block, or that states a fact
 * wrongly. Named exports only: promptfoo looks a `:name` up on the default export when there is one.
 */
export async function factlintGate(output, { vars = {} } = {}) {
  const verifier = await verifierFor(vars.locale ?? 'en');
  const report = await verifier.verify({
    answer: String(output),
    ...(vars.context !== undefined ? { context: vars.context } : {}),
    ...(vars.facts ? { facts: typeof vars.facts === 'string' ? JSON.parse(vars.facts) : vars.facts } : {}),
    ...(vars.severity ? { severity: vars.severity } : {}),
  });
  const offending = report.claims
    .filter((c) => c.status === 'contradicted' || c.status === 'unsupported')
    .map(
      (c) =>
        `${c.status} ${c.type} "${c.text}"${c.nearest_context_value !== null ? ` (context has ${c.nearest_context_value})` : ''} [${c.reason}]`,
    );
  const wrongFacts = report.facts
    .filter((f) => f.outcome === 'wrong')
    .map((f) => `wrong fact ${f.id ?? f.claim}: declared ${f.declared}, stated ${f.values.join(', ')}`);
  const pass = !FAILING_VERDICTS.has(report.verdict) && wrongFacts.length === 0 && report.severity !== 'ERROR';
  return {
    pass,
    score: report.grounding_score ?? (pass ? 1 : 0),
    reason: pass
      ? `factlint: verdict ${report.verdict ?? 'n/a'}, severity ${report.severity}`
      : `factlint: verdict ${report.verdict ?? 'n/a'}, severity ${report.severity}: ${[...offending, ...wrongFacts].join('; ')}`,
  };
}

/**
 * The same judgement, inverted, for examples and regression suites of known-bad answers: passes
 * when factlint flags the output (promptfoo's `not-javascript` does not invert an object result).
 */
export async function flaggedByFactlint(output, context) {
  const result = await factlintGate(output, context);
  return { ...result, pass: !result.pass, score: result.pass ? 0 : 1 };
}
