// `npm run build`, after `tsc -b`: each code package's start path as one file (issue 13, "fresh process").
//
// A fresh `factlint verify` spent over half its time in Node's module loader: resolving, reading and
// compiling some 350 modules, one by one. tsc's output in dist/ stays as it is (types, and the input
// here); each package's entry is also written as a single module to dist/bundle/, which its
// package.json (or pack.yaml) names.
//
// One package stays one module instance. A bundle holds only its own package's modules and the few
// third-party ones listed under `inline` (pure code whose objects never cross a package boundary).
// Every other bare import stays an import, resolved by Node as before: above all @factlint/kernel,
// pipeline and text, tsyringe and reflect-metadata, which a third-party pack imports from
// node_modules and must find as the very instances the engine uses (tsyringe registers into a
// global per module instance), and zod, whose schemas pass between our packages.
//
// Source maps chain through tsc's own, so a stack trace (node --enable-source-maps) points to src/.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Per package folder: the tsc output that is its entry (or entries) and the third-party modules it may hold. */
const bundles = [
  { dir: 'packages/kernel', entries: ['index'], inline: ['yaml'] },
  { dir: 'packages/text', entries: ['index'], inline: [] },
  { dir: 'packages/pipeline', entries: ['index'], inline: ['fastest-levenshtein'] },
  // The CLI's commands stay dynamic imports: each becomes a chunk loaded only when its command runs.
  { dir: 'packages/cli', entries: ['cli'], inline: ['commander', 'picocolors'] },
  ...['date', 'entity', 'numeric', 'quote', 'url'].map((t) => ({
    dir: `rule-packs/claim-${t}`,
    entries: ['index'],
    inline: ['fastest-levenshtein'],
  })),
];

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

for (const { dir, entries, inline } of bundles) {
  const dist = join(root, dir, 'dist');
  const out = join(dist, 'bundle');
  rmSync(out, { recursive: true, force: true });
  await build({
    input: Object.fromEntries(entries.map((name) => [name, join(dist, `${name}.js`)])),
    platform: 'node',
    external: (specifier) => isBare(specifier) && !inline.includes(packageOf(specifier)),
    plugins: [tscSourceMaps],
    logLevel: 'warn',
    output: {
      dir: out,
      format: 'esm',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
    },
  });
  if (!existsSync(join(out, `${entries[0]}.js`))) throw new Error(`bundle: ${dirname(out)} has no ${entries[0]}.js`);
}
