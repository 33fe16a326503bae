import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { edgesOf, sideEffectFree, usedModules } from '../../build/chunkGroups';

/** A module graph as Rolldown's chunking context shows it: code and resolved imports per module id. */
function graph(modules: Record<string, { code: string; imports?: string[]; exports?: string[] }>) {
  return {
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m ? ({ id, code: m.code, importedIds: m.imports ?? [], exports: m.exports ?? [] } as never) : null;
    },
  };
}

describe('the build groups (build/chunkGroups.ts, issue 16)', () => {
  it('reads named, default, namespace and bare imports and re-exports', () => {
    const edges = edgesOf(
      [
        `import { Button, Tooltip as Tip } from "antd";`,
        `import React from "react";`,
        `import * as z from "zod";`,
        `import "./x.css";`,
        `export { default as Table, Column } from "./table";`,
        `export * from "./icons";`,
      ].join('\n'),
    );
    expect(edges).toEqual(
      expect.arrayContaining([
        { spec: 'antd', names: ['Button', 'Tooltip'] },
        { spec: 'react', names: ['*'] },
        { spec: 'zod', names: ['*'] },
        { spec: './x.css', names: ['*'], bare: true },
        {
          spec: './table',
          names: [],
          reexport: new Map([
            ['Table', 'default'],
            ['Column', 'Column'],
          ]),
        },
        { spec: './icons', names: [], reexport: '*' },
      ]),
    );
  });

  it('follows only the names a module asks of a re-exporting index, through its export * too; the indexes it only passes through stay out', () => {
    const nm = '/r/node_modules/lib';
    const used = usedModules(
      ['/r/src/page.tsx'],
      graph({
        '/r/src/page.tsx': { code: `import { Button, HomeIcon } from "lib";`, imports: [`${nm}/index.js`] },
        [`${nm}/index.js`]: {
          // The index's own import (a registry of everything) is not followed for a name it only re-exports.
          code: `import { all } from "./registry";\nexport const REGISTRY = all;\nexport { default as Button } from "./button";\nexport { default as Table } from "./table";\nexport * from "./icons";`,
          imports: [`${nm}/registry.js`, `${nm}/button/index.js`, `${nm}/table/index.js`, `${nm}/icons/index.js`],
          exports: ['REGISTRY'],
        },
        [`${nm}/registry.js`]: { code: `import T from "./table";`, imports: [`${nm}/table/index.js`], exports: ['all'] },
        [`${nm}/button/index.js`]: { code: `import { util } from "../util";`, imports: [`${nm}/util.js`], exports: ['default'] },
        [`${nm}/util.js`]: { code: '', exports: ['util'] },
        [`${nm}/table/index.js`]: { code: '', exports: ['default'] },
        [`${nm}/icons/index.js`]: {
          code: `export { default as HomeIcon } from "./Home";\nexport { default as UserIcon } from "./User";`,
          imports: [`${nm}/icons/Home.js`, `${nm}/icons/User.js`],
        },
        [`${nm}/icons/Home.js`]: { code: '', exports: ['default'] },
        [`${nm}/icons/User.js`]: { code: '', exports: ['default'] },
      }),
    );
    expect([...used].sort()).toEqual(['/r/src/page.tsx', `${nm}/button/index.js`, `${nm}/util.js`, `${nm}/icons/Home.js`].sort());
  });

  it('does not follow an import made for the side effects of a package that declares none (@tic/shared)', () => {
    // Real paths: whether a package declares side effects is read from its package.json.
    const shared = path.resolve(import.meta.dirname, '../../../../packages/shared/src');
    const web = path.resolve(import.meta.dirname, '..');
    expect(sideEffectFree(`${shared}/validation.ts`)).toBe(true);
    // apps/web declares its stylesheets as side effects.
    expect(sideEffectFree(`${web}/styles/base.css`)).toBe(false);
    const used = usedModules(
      [`${web}/main.tsx`],
      graph({
        [`${web}/main.tsx`]: {
          code: `import "./styles/base.css";\nimport { issueMessage } from "../../../packages/shared/src/validation";`,
          imports: [`${web}/styles/base.css`, `${shared}/validation.ts`],
        },
        [`${web}/styles/base.css`]: { code: '' },
        [`${shared}/validation.ts`]: {
          code: `import "./i18n/index.js";\nexport function issueMessage() {}`,
          imports: [`${shared}/i18n/index.ts`],
          exports: ['issueMessage'],
        },
        [`${shared}/i18n/index.ts`]: { code: `import { en } from "./en.js";`, imports: [`${shared}/i18n/en.ts`], exports: ['catalogues'] },
        [`${shared}/i18n/en.ts`]: { code: '', exports: ['en'] },
      }),
    );
    expect([...used].sort()).toEqual([`${web}/main.tsx`, `${web}/styles/base.css`, `${shared}/validation.ts`].sort());
  });
});
