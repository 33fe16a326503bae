/**
 * src/lib/routeTable.ts as data in a build (issue 27: the entry's bytes): the module is evaluated in Node and its
 * values written as JSON, so the entry holds the route table without the line registry it is derived from. The dev
 * server and the tests run the module as it is.
 */
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

export function routeTable(webRoot: string): Plugin {
  const file = path.join(webRoot, 'src/lib/routeTable.ts');
  let build = false;
  return {
    name: 'tic:route-table',
    configResolved(config) {
      build = config.command === 'build';
    },
    async load(id) {
      if (!build || id.split('?')[0] !== file) return undefined;
      const { module } = await runnerImport<Record<string, unknown>>(file, { root: webRoot });
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
        .join('\n');
    },
  };
}
