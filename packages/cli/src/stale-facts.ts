import { realpathSync } from 'node:fs';
import { appendAll, InputError, type DeclaredFact, type InputIssue, type LoadedPack } from '@factlint/kernel';
import { PackCatalog } from '@factlint/pipeline';
import { displayPath, expandScenarioPaths, loadScenarioFiles, nothingFound } from './scenario-files.js';

export interface DatedFact {
  fact: DeclaredFact;
  /** `pack domain-no-welfare` or `scenario helfo-frikort`. */
  owner: string;
  /** Scenarios that name the fact by id (`facts: [grunnbelop-2026]`), for a pack's fact. */
  referencedBy: string[];
  file: string;
  path: string;
}

/** Facts whose review_by is strictly before as-of; `review_by: null` (fixed in statute) is never stale. */
export function staleFacts(facts: readonly DatedFact[], asOf: string): DatedFact[] {
  return facts
    .filter((f) => f.fact.review_by !== null && f.fact.review_by < asOf)
    .sort((a, b) =>
      a.fact.review_by! < b.fact.review_by!
        ? -1
        : a.fact.review_by! > b.fact.review_by!
          ? 1
          : a.owner < b.owner
            ? -1
            : a.owner > b.owner
              ? 1
              : 0,
    );
}

/**
 * Every declared fact under PATHS, each validated whether stale or not: inline facts of scenario
 * files, the `facts` of packs found in the folders, and the pack facts a scenario names by id
 * (`facts: [grunnbelop-2026]`), looked up in the packs that scenario names. A fact found twice
 * (a file given twice, a pack given as a path and named by a scenario) counts once.
 */
export function collectDatedFacts(paths: readonly string[]): DatedFact[] {
  const { files, packDirs, issues } = expandScenarioPaths(paths);
  if (issues.length === 0 && files.length === 0 && packDirs.length === 0) {
    throw new InputError([
      nothingFound(paths, 'scenario files or pack folders', '.yaml, .yml or .json files, or folders with a pack.yaml'),
    ]);
  }
  const out: DatedFact[] = [];
  const references: FactReference[] = [];
  try {
    for (const { scenario, origin } of loadScenarioFiles(files, 'keep-first')) {
      const base = origin.path ? `${origin.path}.` : '';
      const inline = [
        ...(scenario.facts ?? []).map((f, j) => ({ f, path: `${base}facts[${j}]` })),
        ...(scenario.metadata?.facts ?? []).map((f, j) => ({ f, path: `${base}metadata.facts[${j}]` })),
      ];
      for (const { f, path } of inline) {
        if (typeof f !== 'string') out.push({ fact: f, owner: `scenario ${scenario.id}`, referencedBy: [], file: origin.file, path });
        else references.push({ id: f, scenario: scenario.id, packs: scenario.packs ?? [], file: origin.file, path });
      }
    }
  } catch (e) {
    if (e instanceof InputError) appendAll(issues, e.issues);
    else throw e;
  }
  const byPlace = new Map<string, DatedFact>();
  const addPackFact = (pack: LoadedPack, fact: DeclaredFact, i: number): DatedFact => {
    const file = displayPath(realpathSync(pack.dataFiles.facts ?? pack.file));
    const key = `${file}#${i}`;
    let found = byPlace.get(key);
    if (!found) {
      found = { fact, owner: `pack ${pack.manifest.name}`, referencedBy: [], file, path: `facts[${i}]` };
      byPlace.set(key, found);
      out.push(found);
    }
    return found;
  };
  collect(issues, () => {
    if (!packDirs.length) return;
    const catalog = new PackCatalog({ packPaths: packDirs, withoutBuiltins: true });
    for (const pack of catalog.list())
      packFacts(pack).forEach((fact, i) => {
        addPackFact(pack, fact, i);
      });
  });
  if (references.length) collect(issues, () => followReferences(references, packDirs, issues, addPackFact));
  if (issues.length) throw new InputError(issues as InputIssue[]);
  return out;
}

interface FactReference {
  id: string;
  scenario: string;
  packs: string[];
  file: string;
  path: string;
}

/** Each id a scenario lists under `facts`, found in the packs that scenario names (and those they require). */
function followReferences(
  references: readonly FactReference[],
  packDirs: readonly string[],
  issues: InputIssue[],
  addPackFact: (pack: LoadedPack, fact: DeclaredFact, i: number) => DatedFact,
): void {
  // The shipped packs plus the pack folders given on the command line (a shipped pack given by path is loaded once).
  const shipped = new Set(new PackCatalog().list().map((p) => realpathSync(p.dir)));
  const catalog = new PackCatalog({ packPaths: packDirs.filter((d) => !shipped.has(realpathSync(d))) });
  for (const ref of references) {
    let packs: LoadedPack[];
    try {
      packs = catalog.registry.resolve(ref.packs, `${ref.file} (${ref.path.replace(/facts\[\d+\]$/, 'packs')})`);
    } catch (e) {
      if (e instanceof InputError) appendAll(issues, e.issues);
      else throw e;
      continue;
    }
    const owner = packs.find((p) => packFacts(p).some((f) => f.id === ref.id));
    if (!owner) {
      issues.push({
        file: ref.file,
        path: ref.path,
        message: `unknown fact id "${ref.id}": no pack the scenario names declares it (name the pack under \`packs\`)`,
      });
      continue;
    }
    const i = packFacts(owner).findIndex((f) => f.id === ref.id);
    const found = addPackFact(owner, packFacts(owner)[i]!, i);
    if (!found.referencedBy.includes(ref.scenario)) found.referencedBy.push(ref.scenario);
  }
}

function packFacts(pack: LoadedPack): DeclaredFact[] {
  return (pack.data.facts as DeclaredFact[] | undefined) ?? [];
}

/** Runs a step, keeping its input errors with the others so every problem is reported at once. */
function collect(issues: InputIssue[], step: () => void): void {
  try {
    step();
  } catch (e) {
    if (e instanceof InputError) appendAll(issues, e.issues);
    else throw e;
  }
}
