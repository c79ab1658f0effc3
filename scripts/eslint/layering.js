import { dirname, relative, resolve, sep } from 'node:path';

/**
 * `layering/lazy-only`: files under `target` may reach `from` only through a
 * dynamic `import()` (a chunk of its own) or a type-only import, which leaves
 * no code behind. `import/no-restricted-paths` cannot say this: it treats
 * `import()` like a static import.
 */
export const lazyOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Allow only dynamic or type-only imports from one folder into another' },
    schema: [{
      type: 'object',
      properties: {
        zones: {
          type: 'array',
          items: {
            type: 'object',
            properties: { target: { type: 'string' }, from: { type: 'string' }, message: { type: 'string' } },
            required: ['target', 'from'],
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    }],
  },
  create(context) {
    const root = context.cwd;
    const zones = (context.options[0]?.zones ?? []).map((z) => ({
      target: resolve(root, z.target), from: resolve(root, z.from), message: z.message,
    }));
    const file = context.filename;
    const active = zones.filter((z) => isInside(file, z.target));
    if (active.length === 0) return {};

    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.type === 'ImportDeclaration' && node.specifiers.length > 0
        && node.specifiers.every((s) => s.importKind === 'type')) return;
      const spec = node.source.value;
      if (!spec.startsWith('.')) return;
      const to = resolve(dirname(file), spec);
      for (const z of active) {
        if (isInside(to, z.from)) {
          context.report({
            node: node.source,
            message: z.message ?? `Load ${relative(root, z.from)} with a dynamic import() only.`,
          });
        }
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

function isInside(path, folder) {
  return path === folder || path.startsWith(folder + sep);
}

/** The project's own lint rules. */
export default { rules: { 'lazy-only': lazyOnly } };
