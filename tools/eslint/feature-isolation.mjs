// ESLint rule: a file of apps/web/src/features/<a> must not import from apps/web/src/features/<b>.
// Features compose in src/app and share through src/components and src/lib
// (docs/architecture.md, "Web").
// Relative imports are resolved, so `../other-feature/x` is caught as well as `@/features/x`.
import path from 'node:path';

const FEATURES_DIR = path.join('apps', 'web', 'src', 'features');

/** The feature folder a file lies in, or null. */
export function featureOf(file, root) {
  const relative = path.relative(path.join(root, FEATURES_DIR), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? feature : null;
}

function resolveImport(source, file, root) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@/')) return path.join(root, 'apps', 'web', 'src', source.slice(2));
  return null;
}

export const featureIsolation = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports between web feature folders.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }],
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}': compose in src/app, share via src/components or src/lib.",
    },
  },
  create(context) {
    const { root } = context.options[0];
    const file = context.filename;
    const from = featureOf(file, root);
    if (from === null) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(source, file, root);
      if (target === null) return;
      const to = featureOf(target, root) ?? featureOf(path.join(target, 'index.ts'), root);
      if (to !== null && to !== from) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-isolation': featureIsolation } };
