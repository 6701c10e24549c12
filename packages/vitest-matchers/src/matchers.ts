import {
  createVerifier,
  type ClaimResult,
  type FactRecord,
  type ScenarioReport,
  type Turn,
  type Verdict,
  type Verifier,
  type VerifierOptions,
  type VerifyInput,
} from 'factlint';

/** Settings for the matchers: a verifier's options (locale, packs, policy, tolerances) and what counts as passing. */
export interface FactlintMatcherOptions extends Partial<VerifierOptions> {
  /** Verdicts that pass `toBeGroundedIn` (default: `pass`). */
  accept?: Verdict[];
}

let defaults: FactlintMatcherOptions = { locale: 'en' };

/** Sets the options every matcher call starts from (a call's own options win). */
export function configureFactlint(options: FactlintMatcherOptions): void {
  defaults = { ...defaults, ...options };
}

// One verifier per distinct set of options: packs load once per test file, not once per assertion.
const verifiers = new Map<string, Promise<Verifier>>();

function verifierFor(options: FactlintMatcherOptions): Promise<Verifier> {
  const { accept: _accept, ...rest } = options;
  const key = JSON.stringify(rest, Object.keys(rest).sort());
  let v = verifiers.get(key);
  if (!v) {
    v = createVerifier({ locale: 'en', ...rest } as VerifierOptions);
    verifiers.set(key, v);
  }
  return v;
}

type Material = string | Turn[];

function material(received: unknown, matcher: string): Pick<VerifyInput, 'answer' | 'conversation'> {
  if (typeof received === 'string') return { answer: received };
  if (Array.isArray(received)) return { conversation: received as Turn[] };
  throw new TypeError(`${matcher}: expected an answer (a string) or a conversation ([{role, content}]), received ${typeof received}`);
}

interface MatcherContext {
  isNot: boolean;
}

interface MatcherResult {
  pass: boolean;
  message: () => string;
  actual?: unknown;
  expected?: unknown;
}

/** `expect(answer).toBeGroundedIn(context)`: every claim holds up against the context (verdict `pass`, or one of `accept`). */
export async function toBeGroundedIn(
  this: MatcherContext,
  received: Material,
  context: VerifyInput['context'],
  options: FactlintMatcherOptions = {},
): Promise<MatcherResult> {
  const merged = { ...defaults, ...options };
  const verifier = await verifierFor(merged);
  const report = await verifier.verify({ ...material(received, 'toBeGroundedIn'), context: context ?? '' });
  const accept = merged.accept ?? ['pass'];
  const pass = report.verdict !== null && accept.includes(report.verdict) && report.severity !== 'ERROR';
  return {
    pass,
    message: () =>
      pass
        ? `expected the answer not to be grounded in the context, but its verdict is ${report.verdict}:\n${claimLines(report.claims.filter((c) => c.status !== 'not_extracted'))}`
        : `expected the answer to be grounded in the context (verdict ${accept.join(' or ')}), but its verdict is ${report.verdict ?? 'none'}${errorNote(report)}:\n${claimLines(report.claims.filter((c) => !HOLDING.has(c.status)))}`,
    actual: report.verdict,
    expected: accept,
  };
}

/** `expect(answerOrConversation).toStateFacts(facts)`: every declared fact is stated with its value (outcome `correct`). */
export async function toStateFacts(
  this: MatcherContext,
  received: Material,
  facts: NonNullable<VerifyInput['facts']>,
  options: FactlintMatcherOptions = {},
): Promise<MatcherResult> {
  const merged = { ...defaults, ...options };
  const verifier = await verifierFor(merged);
  const report = await verifier.verify({ ...material(received, 'toStateFacts'), facts });
  const off = report.facts.filter((f) => f.outcome !== 'correct');
  const pass = report.facts.length > 0 && off.length === 0 && report.severity !== 'ERROR';
  return {
    pass,
    message: () =>
      pass
        ? `expected the answer not to state every fact, but it states all ${report.facts.length}:\n${factLines(report.facts)}`
        : `expected the answer to state every fact with its declared value, but ${off.length} of ${report.facts.length} ${off.length === 1 ? 'is' : 'are'} not${errorNote(report)}:\n${factLines(off)}`,
    actual: Object.fromEntries(report.facts.map((f) => [f.id ?? f.claim, f.values])),
    expected: Object.fromEntries(report.facts.map((f) => [f.id ?? f.claim, [f.declared]])),
  };
}

const HOLDING = new Set(['supported', 'derived', 'approximate', 'not_extracted']);

function claimLines(claims: readonly ClaimResult[]): string {
  if (claims.length === 0) return '  (no claim to show)';
  return claims
    .map((c) => {
      const where = c.formula
        ? ` = ${c.formula}`
        : c.nearest_context_value !== null
          ? `; the context has ${c.nearest_context_value}`
          : c.evidence[0]
            ? `; evidence ${c.evidence[0].doc}: "${c.evidence[0].text}"`
            : '';
      return `  - ${c.status} ${c.type} "${c.text}" at [${c.span[0]}, ${c.span[1]})${c.turn !== undefined ? ` in turn ${c.turn}` : ''}${where} (${c.reason})`;
    })
    .join('\n');
}

function factLines(facts: readonly FactRecord[]): string {
  return facts
    .map(
      (f) =>
        `  - ${f.outcome} ${f.id ?? `"${f.claim}"`}: declared ${f.declared}${f.unit ? ` ${f.unit}` : ''}, stated ${f.values.length ? f.values.join(', ') : 'nothing'}${f.hedged ? ' (hedged)' : ''} (${f.reason})`,
    )
    .join('\n');
}

function errorNote(report: ScenarioReport): string {
  const failed = report.judges.filter((j) => j.error);
  return failed.length ? ` (judge error: ${failed.map((j) => `${j.judge}: ${j.error}`).join('; ')})` : '';
}
