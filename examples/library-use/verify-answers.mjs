// Embedding factlint in a service: load packs once, verify each answer before it is shown, and add
// a checker of your own in code. Run it from the repository root after `npm install`:
//
//   node examples/library-use/verify-answers.mjs
import { createVerifier } from 'factlint';

// A checker of our own: answers must not promise what the service cannot guarantee. A plain object
// with an id and check(input); it grades with a severity of its own (or a checklist).
const noGuarantees = {
  id: 'no-guarantees',
  check({ answer }) {
    const found = /\b(guaranteed?|always|never fails)\b/i.exec(answer);
    return found
      ? {
          severity: 'medium',
          note: `promises "${found[0]}"`,
          findings: [{ text: found[0], span: [found.index, found.index + found[0].length] }],
        }
      : { severity: 'pass' };
  },
};

/** Verifies a few answers and returns one line per answer: what a service would log or act on. */
export async function verifyAnswers() {
  const verifier = await createVerifier({ locale: 'en', policy: 'balanced' });
  verifier.registerChecker(noGuarantees);

  const context = 'Acme Corp reported revenue of $120.0 million for the third quarter of 2026, up from $100.0 million a year earlier.';
  const answers = [
    'Revenue was $120.0 million in the third quarter of 2026.',
    'Revenue grew to $120.0 million, a 20% increase, and growth is guaranteed next year.',
    'Revenue fell to $102.0 million.',
  ];
  const lines = [];
  for (const answer of answers) {
    const report = await verifier.verify({ answer, context, severity: 'high' });
    const flagged = report.claims
      .filter((c) => c.status === 'contradicted' || c.status === 'unsupported')
      .map((c) => `${c.status} "${c.text}"`);
    const notes = report.judges.filter((j) => j.judge === 'no-guarantees' && j.note).map((j) => j.note);
    lines.push(`${report.severity.padEnd(6)} verdict ${report.verdict}: ${[...flagged, ...notes].join('; ') || 'every claim holds up'}`);
  }

  // Declared facts work the same way: the light form (claim, value, unit, anchors) is enough in code.
  const facts = [{ claim: 'Third-quarter revenue, 2026', value: 120_000_000, unit: 'USD', anchors: ['revenue'] }];
  const report = await verifier.verify({ answer: 'Third-quarter revenue was $102 million.', facts });
  lines.push(
    `${report.severity.padEnd(6)} fact ${report.facts[0].outcome}: declared ${report.facts[0].declared}, stated ${report.facts[0].values.join(', ')}`,
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await verifyAnswers()) console.log(line);
}
