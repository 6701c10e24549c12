import { realpathSync } from 'node:fs';
import { InputError, type DeclaredFact, type InputIssue } from '@factlint/kernel';
import { PackCatalog } from '@factlint/pipeline';
import { displayPath, expandScenarioPaths, loadScenarioFiles, nothingFound } from './scenario-files.js';

export interface DatedFact {
  fact: DeclaredFact;
  /** `pack domain-no-welfare` or `scenario helfo-frikort`. */
  owner: string;
  file: string;
  path: string;
}

/** Facts whose review_by is strictly before as-of; `review_by: null` (fixed in statute) is never stale. */
export function staleFacts(facts: readonly DatedFact[], asOf: string): DatedFact[] {
  return facts
    .filter((f) => f.fact.review_by !== null && f.fact.review_by < asOf)
    .sort((a, b) => (a.fact.review_by! < b.fact.review_by! ? -1 : a.fact.review_by! > b.fact.review_by! ? 1 : a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0));
}

/**
 * Every declared fact under PATHS, each validated whether stale or not: inline facts of scenario
 * files, and the `facts` of packs found in the folders. A file or scenario found twice counts once.
 */
export function collectDatedFacts(paths: readonly string[]): DatedFact[] {
  const { files, packDirs, issues } = expandScenarioPaths(paths);
  if (issues.length === 0 && files.length === 0 && packDirs.length === 0) {
    throw new InputError([nothingFound(paths, 'scenario files or pack folders', '.yaml, .yml or .json files, or folders with a pack.yaml')]);
  }
  const out: DatedFact[] = [];
  try {
    for (const { scenario, origin } of loadScenarioFiles(files, 'keep-first')) {
      const base = origin.path ? `${origin.path}.` : '';
      const inline = [
        ...(scenario.facts ?? []).map((f, j) => ({ f, path: `${base}facts[${j}]` })),
        ...(scenario.metadata?.facts ?? []).map((f, j) => ({ f, path: `${base}metadata.facts[${j}]` })),
      ];
      for (const { f, path } of inline) if (typeof f !== 'string') out.push({ fact: f, owner: `scenario ${scenario.id}`, file: origin.file, path });
    }
  } catch (e) {
    if (e instanceof InputError) issues.push(...e.issues);
    else throw e;
  }
  if (packDirs.length) {
    try {
      const catalog = new PackCatalog({ packPaths: packDirs, withoutBuiltins: true });
      for (const pack of catalog.list()) {
        ((pack.data.facts as DeclaredFact[] | undefined) ?? []).forEach((fact, i) =>
          out.push({ fact, owner: `pack ${pack.manifest.name}`, file: displayPath(realpathSync(pack.dataFiles.facts ?? pack.file)), path: `facts[${i}]` }),
        );
      }
    } catch (e) {
      if (e instanceof InputError) issues.push(...e.issues);
      else throw e;
    }
  }
  if (issues.length) throw new InputError(issues as InputIssue[]);
  return out;
}
