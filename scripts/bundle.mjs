// `npm run build`, after `tsc -b`: each code package's start path as one file (issue 13, "fresh process").
//
// A fresh `factlint verify` spent over half its time in Node's module loader: resolving, reading and
// compiling some 350 modules, one by one. tsc's output in dist/ stays as it is (types, and the input
// here); each package's entries are also written as single modules to dist/bundle/, which its
// package.json (or pack.yaml) names.
//
// One package stays one module instance. A bundle holds only its own package's modules and the few
// third-party ones listed under `inline` (pure code whose objects never cross a package boundary).
// Every other bare import stays an import, resolved by Node as before: above all @factlint/kernel,
// pipeline and text, tsyringe and reflect-metadata, which a third-party pack imports from
// node_modules and must find as the very instances the engine uses (tsyringe registers into a
// global per module instance).
//
// zod's schemas pass between our packages (a pipeline schema holds kernel schemas; descriptions live
// in the registry of the zod that made them), so all of them must use one zod. Its ~95 modules cost
// a fresh process about as much as all of ours: the kernel's bundle carries zod as one module of its
// own (dist/bundle/zod.js, exported as `@factlint/kernel/internal/zod`) and every other bundle
// imports zod from there. Every module that runs outside the tests is bundled (the CLI's library
// entry and rejudge worker, the testkit too), so none of them meets a second zod.
//
// Source maps chain through tsc's own, so a stack trace (node --enable-source-maps) points to src/.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Per package folder: the tsc outputs that are its entries and the third-party modules it may hold.
 * `chunks`: where shared and lazily imported code goes, below dist/bundle/.
 */
const bundles = [
  { dir: 'packages/kernel', entries: ['index'], inline: ['yaml', 'zod'] },
  { dir: 'packages/text', entries: ['index'], inline: [] },
  { dir: 'packages/pipeline', entries: ['index'], inline: ['fastest-levenshtein'] },
  // The CLI's commands stay dynamic imports: each becomes a chunk loaded only when its command runs.
  // Chunks go one folder down, so the rejudge command finds its worker at ../rejudge/worker.js as in dist/.
  { dir: 'packages/cli', entries: ['cli', 'index', 'rejudge/worker'], inline: ['commander', 'picocolors'], chunks: 'chunks/' },
  { dir: 'packages/testkit', entries: ['index', 'runner'], inline: ['yaml'] },
  ...['date', 'entity', 'numeric', 'quote', 'url'].map((t) => ({
    dir: `rule-packs/claim-${t}`,
    entries: ['index'],
    inline: ['fastest-levenshtein'],
  })),
];

/** Where every bundle but the kernel's finds zod: the kernel's bundled copy (see above). */
const SHARED_ZOD = '@factlint/kernel/internal/zod';

/** A bare specifier's package name: `ajv/dist/2020.js` → `ajv`, `@factlint/testkit/runner` → `@factlint/testkit`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBare = (specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('\0');

/** tsc wrote a map beside each module; handing it to rolldown makes the bundle's map point to src/. */
const tscSourceMaps = {
  name: 'tsc-source-maps',
  load(id) {
    if (!id.endsWith('.js') || !existsSync(`${id}.map`)) return null;
    return { code: readFileSync(id, 'utf8'), map: readFileSync(`${id}.map`, 'utf8') };
  },
};

for (const { dir, entries, inline, chunks = '' } of bundles) {
  const dist = join(root, dir, 'dist');
  const out = join(dist, 'bundle');
  const holdsZod = inline.includes('zod');
  const input = Object.fromEntries(entries.map((name) => [name, join(dist, `${name}.js`)]));
  // zod as an entry of its own: the kernel's index imports it as a sibling module, the others by name.
  if (holdsZod) input.zod = 'zod';
  rmSync(out, { recursive: true, force: true });
  await build({
    input,
    cwd: join(root, dir),
    platform: 'node',
    // zod is left to the shared-zod plugin below, which names the kernel's copy.
    external: (specifier) => isBare(specifier) && !inline.includes(packageOf(specifier)) && specifier !== 'zod',
    plugins: [
      tscSourceMaps,
      holdsZod ? null : { name: 'shared-zod', resolveId: (specifier) => (specifier === 'zod' ? { id: SHARED_ZOD, external: true } : null) },
    ],
    logLevel: 'warn',
    output: {
      dir: out,
      format: 'esm',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: `${chunks}[name]-[hash].js`,
    },
  });
  for (const name of Object.keys(input))
    if (!existsSync(join(out, `${name}.js`))) throw new Error(`bundle: ${dirname(out)} has no ${name}.js`);
}
