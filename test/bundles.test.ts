import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { astNodes } from '../scripts/ast-nodes.mjs';

/*
 * The built packages run from bundles (scripts/bundle.mjs, issue 13 "fresh process"). A bundle may
 * hold only its own package's modules and pure third-party code: a third-party pack imports
 * @factlint/kernel, pipeline, text and tsyringe from node_modules and must meet the very module
 * instances the engine uses (tsyringe keeps its registrations per module instance). zod schemas pass
 * between our packages: only the kernel's bundle holds zod, and the others import it from there.
 * tsyringe and reflect-metadata are held by one body of the kernel's, which its loader enters in
 * Node's require cache (test/load-body.test.ts shows a pack meets that instance). The edit distance
 * ENTITY, QUOTE and URL measure with is one copy of fastest-levenshtein, in the text package's
 * bundle (its `editDistance`), not one per claim pack. Each bundle's source map names every module
 * it holds.
 */

const ROOT = join(import.meta.dirname, '..');
/** The one bundle that holds each shared module: the kernel's (zod; tsyringe and reflect-metadata in its shared-commonjs body), the text package's fastest-levenshtein. */
const HOLDER: Record<string, string> = {
  zod: 'packages/kernel',
  tsyringe: 'packages/kernel',
  'reflect-metadata': 'packages/kernel',
  'fastest-levenshtein': 'packages/text',
};

/** The kernel's loader of bodies: bundled too, but a plain CommonJS module (and its face), not a body. */
const LOADER = 'packages/kernel/dist/bundle/load-body.cjs';

const bundles = ['packages', 'rule-packs'].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .map((name) => join(group, name, 'dist/bundle'))
    .flatMap((dir) => {
      try {
        return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith('.js.map') || f.endsWith('.cjs.map'))
          .map((f) => join(dir, f));
      } catch {
        return [];
      }
    }),
);

describe('bundles', () => {
  it('the code packages and the shipped claim packs are bundled', () => {
    const bundled = new Set(bundles.map((b) => b.split('/').slice(0, 2).join('/')));
    for (const dir of ['packages/kernel', 'packages/text', 'packages/pipeline', 'packages/cli', 'rule-packs/claim-numeric'])
      expect(bundled, dir).toContain(dir);
  });

  it.each(bundles)('%s holds no shared module and no other workspace package', (mapFile) => {
    const { sources } = JSON.parse(readFileSync(join(ROOT, mapFile), 'utf8')) as { sources: string[] };
    const held = sources.map((s) => join(ROOT, mapFile, '..', s));
    const pkg = mapFile.split('/').slice(0, 2).join('/');
    const own = join(ROOT, pkg, 'src');
    const modulesOf = (p: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(p)?.[1];
    expect(held.map(modulesOf).filter((m) => m !== undefined && Object.hasOwn(HOLDER, m) && HOLDER[m] !== pkg)).toEqual([]);
    // The one module of the kernel's not in src/: the entry scripts/bundle.mjs writes for the shared CommonJS body.
    const generated = join(ROOT, 'packages/kernel/dist/shared-commonjs.cjs');
    expect(held.filter((p) => modulesOf(p) === undefined && !p.startsWith(own) && p !== generated)).toEqual([]);
  });

  it('no bundle imports zod but from the kernel', () => {
    const importers = bundles
      .map((mapFile) => mapFile.replace(/\.map$/, ''))
      .filter((file) => /require\("zod"\)|from "zod"/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(importers).toEqual([]);
  });

  const bodies = bundles.filter((mapFile) => mapFile.endsWith('.cjs.map') && mapFile !== `${LOADER}.map`);

  it.each(bodies.map((mapFile) => mapFile.replace(/\.map$/, '')))(
    '%s is a body: one exported function the loader calls, with no import() of its own',
    (file) => {
      // See scripts/bundle.mjs (BODY_HEAD, asBody) and packages/kernel/src/load-body.ts.
      const code = readFileSync(join(ROOT, file), 'utf8');
      // Strict as the ES modules it came from; the shared CommonJS packages keep their own mode.
      const strict = file.endsWith('/shared-commonjs.cjs') ? '' : '"use strict";';
      expect(code.split('\n')[0]).toBe(
        `(globalThis[Symbol.for("factlint.body")] ?? module).exports = function (exports, require, module, __filename, __dirname, esmImp) {${strict}`,
      );
      expect(code).toMatch(/\n};\n\/\/# sourceMappingURL=[^\n]+\.cjs\.map\n?$/);
      expect(astNodes(parseAst(code, { sourceType: 'script' }), (node) => node.type === 'ImportExpression')).toEqual([]);
    },
  );

  it('no package written as bodies exports a binding it reassigns: a face exports the values once run', () => {
    // scripts/bundle.mjs, facade: `export const { … } = body` copies each value when the body has run.
    const sources = ['packages', 'rule-packs'].flatMap((group) =>
      readdirSync(join(ROOT, group)).flatMap((name) => {
        const src = join(ROOT, group, name, 'src');
        return existsSync(src)
          ? readdirSync(src, { recursive: true, encoding: 'utf8' })
              .filter((f) => f.endsWith('.ts'))
              .map((f) => join(src, f))
          : [];
      }),
    );
    expect(sources.length).toBeGreaterThan(50);
    const reassignable = sources.filter((file) => /^export (let|var) /m.test(readFileSync(file, 'utf8')));
    expect(reassignable).toEqual([]);
  });

  it('each entry a package.json names is a face that only runs its body through the kernel loader', () => {
    const faces = bodies.map((mapFile) => mapFile.replace(/\.cjs\.map$/, '.js')).filter((face) => existsSync(join(ROOT, face)));
    expect(faces).toEqual(
      expect.arrayContaining([
        'packages/kernel/dist/bundle/index.js',
        'packages/pipeline/dist/bundle/index.js',
        'rule-packs/claim-url/dist/bundle/index.js',
      ]),
    );
    for (const face of faces) {
      const imports = [...readFileSync(join(ROOT, face), 'utf8').matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
      expect(imports, face).toEqual([face.startsWith('packages/kernel/') ? './load-body.js' : '@factlint/kernel/internal/load-body']);
    }
  });

  it("the kernel's loader is CommonJS, and its face (what the bodies' faces import) re-exports that one instance", () => {
    const face = join(ROOT, LOADER.replace(/\.cjs$/, '.js'));
    const r = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module';
         const face = await import(${JSON.stringify(face)});
         const required = createRequire(import.meta.url)(${JSON.stringify(join(ROOT, LOADER))});
         console.log(JSON.stringify(Object.keys(face).map((name) => [name, face[name] === required[name]])));`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([
      ['keepCompiledCodePer', true],
      ['loadBody', true],
      ['loadedBodies', true],
    ]);
    expect(readFileSync(join(ROOT, LOADER), 'utf8')).not.toMatch(/^import |^export /m);
  });

  it("the kernel's copy of zod holds every zod member a bundle calls", async () => {
    // The copy is cut down to the members the packages name (scripts/bundle.mjs, zodSubset).
    const { z: whole } = await import('zod');
    const { z: shared } = (await import(join(ROOT, 'packages/kernel/dist/bundle/zod.js'))) as { z: Record<string, unknown> };
    const called = new Set(
      bundles.flatMap((mapFile) =>
        [...readFileSync(join(ROOT, mapFile.replace(/\.map$/, '')), 'utf8').matchAll(/\bz\s*\.\s*([A-Za-z_$][\w$]*)/g)].map((m) => m[1]),
      ),
    );
    const missing = [...called].filter((name) => Object.hasOwn(whole, name) && !Object.hasOwn(shared, name));
    expect(called.size).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('the built CLI runs a third-party claim-type pack that imports the engine from node_modules', () => {
    const r = spawnSync(process.execPath, ['packages/cli/bin/factlint.cjs', 'packs', 'test', 'examples/claim-type-pack'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.stdout, r.stderr).toMatch(/: [1-9]\d* passed, 0 failed/);
    expect(r.status).toBe(0);
  });
});
