import path from 'node:path';

/**
 * A business line's folder (packages/shared/src/lines/<line>/, issue 26) is plugged into the engine, never into
 * another line: its relative imports may reach its own folder, the files at the lines root (the registry's
 * extension points, e.g. lines/types.ts) and the engine outside lines/ (declaration builders, constants,
 * schemas), but never another line's folder (a line removed or renamed must break nothing but the registry row).
 * A path pattern, not a list: it holds for folders that do not exist yet. Options: { roots: ['packages/shared/src/lines'] }
 * (relative to the working directory; the lint script adds its fixture root).
 */
export const lineBoundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { roots: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      outside: 'The line "{{line}}" imports {{spec}}, outside the shared package: a line is built from the engine\'s extension points only.',
      otherLine:
        'The line "{{line}}" imports the line "{{other}}": a line imports only its own files and the engine\'s extension points ' +
        '(lines/*.ts, the shared engine), never another line.',
    },
  },
  create(context) {
    const roots = (context.options[0]?.roots ?? ['packages/shared/src/lines']).map((r) => path.resolve(context.cwd, r));
    const file = context.filename;
    const root = roots.find((r) => file.startsWith(r + path.sep));
    if (!root) return {};
    const [line, ...rest] = path.relative(root, file).split(path.sep);
    // A file at the root (the registry, its types, its tests) is no line: it may list them all.
    if (rest.length === 0) return {};
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!spec || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(path.dirname(root) + path.sep)) return context.report({ node, messageId: 'outside', data: { line, spec } });
      if (!target.startsWith(root + path.sep)) return;
      const [other, ...below] = path.relative(root, target).split(path.sep);
      if (below.length > 0 && other !== line) context.report({ node, messageId: 'otherLine', data: { line, other } });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
};

export default { rules: { 'line-boundaries': lineBoundaries } };
