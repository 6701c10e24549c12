// One walk over a syntax tree, for the build and the tests that read code (scripts/bundle.mjs,
// test/bundles.test.ts, test/unicode-pattern-literals.test.ts).

/**
 * Every node of `ast` (an ESTree tree, as rolldown's parseAst gives) for which `wanted` holds, in
 * the order of the source.
 * @param {unknown} ast
 * @param {(node: { type: string, start: number }) => boolean} wanted
 * @returns {any[]}
 */
export function astNodes(ast, wanted) {
  const found = [];
  const walk = (node) => {
    if (Array.isArray(node)) for (const child of node) walk(child);
    else if (node !== null && typeof node === 'object') {
      if (typeof node.type === 'string' && wanted(node)) found.push(node);
      for (const [key, child] of Object.entries(node)) if (key !== 'parent') walk(child);
    }
  };
  walk(ast);
  return found;
}
