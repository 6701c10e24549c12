import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// Real sentences in every shipped locale, for tests that compare a fast path with the plain one over
// many texts: the evaluation set's answers and contexts, and every locale pack's spec inputs.

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** The evaluation set's answers and contexts in `language` (in every language when none is given), in the file's order. */
export function evalTexts(language?: string): string[] {
  const texts: string[] = [];
  for (const line of readFileSync(`${repo}eval/cases.jsonl`, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const c = JSON.parse(line) as { language: string; answer: string; context?: string | (string | { text: string })[] };
    if (language !== undefined && c.language !== language) continue;
    const context = c.context === undefined ? [] : typeof c.context === 'string' ? [c.context] : c.context;
    texts.push(c.answer, ...context.map((d) => (typeof d === 'string' ? d : d.text)));
  }
  return texts;
}

/** Every input of every locale pack's spec cases (each locale reads all of them). */
export function specInputs(): string[] {
  const inputs: string[] = [];
  for (const lang of ['en', 'nb', 'ja', 'ko']) {
    const dir = `${repo}rule-packs/locale-${lang}/spec/`;
    for (const file of readdirSync(dir)) {
      const doc = parse(readFileSync(dir + file, 'utf8')) as { cases?: { input?: unknown }[] } | null;
      for (const c of doc?.cases ?? []) if (typeof c.input === 'string') inputs.push(c.input);
    }
  }
  return inputs;
}

/** What a comparison of a fast path with the plain one reads in `language`: its evaluation texts, every spec input, and `edges`. */
export function textsToCompare(language: string, edges: readonly string[]): string[] {
  return [...evalTexts(language), ...specInputs(), ...edges];
}
