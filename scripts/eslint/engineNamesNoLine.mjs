import fs from 'node:fs';
import path from 'node:path';

/**
 * The engine names no line (issue 26): in the files eslint.config.js marks as the engine, a string that is a business
 * line's form ('nb') or one of its application type codes ('nb_new') is a line-specific branch (`form === 'nb'`,
 * `formOfType(type) === 'nb'`). It belongs in the line's folder (packages/shared/src/lines/<line>) or its server
 * module, which the engine reaches through the registry or an extension point (LineExtension). The names are read
 * from the line folders' index.ts (`form: '...'`, `code: '...'`), so a new line is checked without a change here.
 * Options: { lines: ['packages/shared/src/lines'] } (folders of line folders, relative to the working directory).
 */
const cache = new Map();

/** The forms and type codes the line folders under `root` declare, each with its line. */
export function lineNames(root) {
  if (cache.has(root)) return cache.get(root);
  const names = new Map();
  const lines = fs.existsSync(root) ? fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()) : [];
  for (const d of lines) {
    const index = path.join(root, d.name, 'index.ts');
    if (!fs.existsSync(index)) continue;
    const text = fs.readFileSync(index, 'utf8');
    for (const m of text.matchAll(/\b(?:form|code):\s*'([A-Za-z0-9_]+)'/g)) names.set(m[1], d.name);
  }
  cache.set(root, names);
  return names;
}

export const engineNamesNoLine = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { lines: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      named:
        'The engine names the line "{{line}}" ("{{name}}"): a line-specific branch belongs in the line\'s folder or module, ' +
        'reached through the registry (lines/registry.ts) or an extension point (modules/applications/extensions.ts).',
    },
  },
  create(context) {
    const roots = (context.options[0]?.lines ?? ['packages/shared/src/lines']).map((r) => path.resolve(context.cwd, r));
    const names = new Map(roots.flatMap((r) => [...lineNames(r)]));
    const check = (node, value) => {
      const line = typeof value === 'string' ? names.get(value) : undefined;
      if (line) context.report({ node, messageId: 'named', data: { line, name: value } });
    };
    return {
      Literal: (n) => check(n, n.value),
      TemplateElement: (n) => check(n, n.value.cooked),
    };
  },
};
