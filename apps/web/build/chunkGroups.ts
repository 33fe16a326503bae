/**
 * How the web build groups modules into files (issue 16: a phone on a slow link pays a round trip for every file; the
 * workbench loaded 133 of them). Four groups; the rest is split by Rolldown as before (one file per set of pages):
 * - `initial`: everything the entry imports statically (React, the router, i18next, TanStack Query, the HTTP client):
 *   one file instead of a dozen, /login needs all of it before it is usable;
 * - `login`: what /login's first view uses besides (its page, its form, the plain controls);
 * - `shell`: what the signed-in shell (the main and header layouts, plain React) and the workbench (where signing in
 *   lands, plain too) use of the app: one file. No antd: the workbench loads none (Lighthouse, issue 16);
 * - `antd`: antd's provider (app/AntdScope.tsx) and the antd core it brings: the first file every screen or dialog
 *   drawn with antd loads, never the workbench. What a page adds stays in its own chunks.
 * "Use" follows the names each module imports: `import { Button } from 'antd'` reaches antd's button, not every
 * component its index re-exports (the same for a feature's index.ts, @tic/shared's index and the icons); an index a name
 * only passes through is not captured itself (a group takes a captured module's imports with it: all of @tic/shared,
 * zod and every form declaration came with one constant before). Grouping changes which file holds a
 * module, never what runs: a wrong guess costs bytes or a request, not a behaviour.
 * A language's files (the catalogue, dayjs's and antd's locales) are in no group: a page loads its language's only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

type Graph = Pick<ChunkingContext, 'getModuleInfo'>;
const ALL = '*';

/** The signed-in shell and the workbench (plain React: no antd), relative to apps/web. */
export const SHELL_ROOTS = ['src/app/layouts/MainLayout.tsx', 'src/app/layouts/HeaderLayout.tsx', 'src/features/workbench/pages/WorkbenchPage.tsx'];
/** The entry: what it uses is the first file of every page. */
export const ENTRY_ROOTS = ['src/main.tsx'];
/** antd's provider: what every screen drawn with antd loads first. */
export const ANTD_ROOTS = ['src/app/AntdScope.tsx'];
/** The login page: what it uses stays out of the shell. */
export const LOGIN_ROOTS = ['src/features/auth/pages/LoginPage.tsx'];

interface Edge {
  spec: string;
  /** Imported (or re-exported) names; ALL for a default, namespace or bare import. */
  names: string[];
  /** For `export { a as b } from`: exported name -> imported name. */
  reexport?: Map<string, string> | typeof ALL;
  /** `import 'x'`: for its side effects only. */
  bare?: boolean;
}

const names = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((s) => s.split(/\s+as\s+/));

/** The import and re-export statements of a module's (transformed) code. */
export function edgesOf(code: string): Edge[] {
  const edges: Edge[] = [];
  for (const m of code.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) edges.push({ spec: m[2]!, names: names(m[1]!).map((n) => n[0]!) });
  for (const m of code.matchAll(/\bimport\s+(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g)) {
    if (/^import\s*\{/.test(m[0])) continue;
    edges.push({ spec: (m[1] ?? m[2])!, names: [ALL], ...(m[2] ? { bare: true } : {}) });
  }
  for (const m of code.matchAll(/\bexport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const map = new Map(names(m[1]!).map(([local, exported]) => [exported ?? local!, local!]));
    edges.push({ spec: m[2]!, names: [], reexport: map });
  }
  for (const m of code.matchAll(/\bexport\s*\*\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g)) edges.push({ spec: m[1]!, names: [], reexport: ALL });
  return edges;
}

const sideEffectsOfPackage = new Map<string, boolean>();
/** Whether the package holding `id` declares it has no side effects (`"sideEffects": false`, as @tic/shared does). */
export function sideEffectFree(id: string): boolean {
  for (let dir = path.dirname(id.split('?')[0]!); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const known = sideEffectsOfPackage.get(dir);
    if (known !== undefined) return known;
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const free = (JSON.parse(readFileSync(file, 'utf8')) as { sideEffects?: unknown }).sideEffects === false;
    sideEffectsOfPackage.set(dir, free);
    return free;
  }
  return false;
}

/** The id among `importedIds` that `spec` (relative or a package path) names in module `from`. */
function resolve(from: string, spec: string, importedIds: string[]): string | undefined {
  if (spec.startsWith('.')) {
    const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
    const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js', '/index.mjs'].map((ext) => base + ext);
    return importedIds.find((id) => candidates.includes(id.split('?')[0]!));
  }
  // The workspace's own packages (@tic/shared) resolve to their sources, not into node_modules.
  const workspace = /^@tic\/([\w-]+)$/.exec(spec);
  if (workspace) return importedIds.find((id) => id.endsWith(`/packages/${workspace[1]}/src/index.ts`));
  const marker = `/node_modules/${spec}`;
  const hits = importedIds.filter((id) => id.includes(marker) && /^[/.]/.test(id.slice(id.lastIndexOf(marker) + marker.length)));
  return hits.sort((a, b) => a.length - b.length)[0];
}

/** The modules `roots` use, following for each import only the names it asks of a re-exporting module. */
export function usedModules(roots: string[], graph: Graph): Set<string> {
  const used = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const stack: Array<[string, string]> = roots.map((r) => [r, ALL]);
  const exportNames = new Map<string, Set<string>>();
  const exportsOf = (id: string): Set<string> => {
    const known = exportNames.get(id);
    if (known) return known;
    const out = new Set<string>();
    exportNames.set(id, out);
    const info = graph.getModuleInfo(id);
    if (!info) return out;
    for (const n of info.exports) out.add(n);
    for (const e of edgesOf(info.code ?? '')) {
      if (!e.reexport) continue;
      if (e.reexport !== ALL) for (const n of e.reexport.keys()) out.add(n);
      else {
        const target = resolve(id, e.spec, info.importedIds);
        if (target) for (const n of exportsOf(target)) out.add(n);
      }
    }
    return out;
  };
  // Modules whose own imports were followed: once, when a name the module defines itself (or all of it) is asked.
  const ownFollowed = new Set<string>();
  while (stack.length) {
    const [id, name] = stack.pop()!;
    const seen = asked.get(id) ?? new Set<string>();
    if (seen.has(name) || seen.has(ALL)) continue;
    seen.add(name);
    asked.set(id, seen);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const edges = edgesOf(info.code ?? '');
    const targets = edges.map((e) => resolve(id, e.spec, info.importedIds));
    // A name the module only passes on (`export … from`, a barrel such as @tic/shared's index) needs none of the
    // module's own imports: the barrel's registry of every form does not come with one constant it re-exports.
    const passedOn =
      name !== ALL && edges.some((e, i) => e.reexport && (e.reexport === ALL ? !!targets[i] && exportsOf(targets[i]!).has(name) : e.reexport.has(name)));
    const followOwn = !passedOn && !ownFollowed.has(id);
    if (followOwn) ownFollowed.add(id);
    // Only a module something uses of its own is captured: a group takes a captured module's imports with it, and a
    // barrel's imports are everything it re-exports.
    if (!passedOn) used.add(id);
    const matched = new Set<string>();
    for (const [i, e] of edges.entries()) {
      const target = targets[i];
      if (!target) continue;
      matched.add(target);
      if (!e.reexport) {
        // A module without side effects imported for them (`import './i18n/index.js'`, which a browser build drops):
        // nothing of it is used.
        if (e.bare && sideEffectFree(target)) continue;
        if (followOwn) for (const n of e.names) stack.push([target, n]);
      } else if (e.reexport === ALL) {
        // `export * from`: followed only for a name that module exports, itself or through its own `export *`.
        if (name === ALL || exportsOf(target).has(name)) stack.push([target, name]);
      } else if (name === ALL) {
        for (const local of e.reexport.values()) stack.push([target, local]);
      } else if (e.reexport.has(name)) {
        stack.push([target, e.reexport.get(name)!]);
      }
    }
    // An import the patterns above did not read: followed whole (a guess costs bytes, never behaviour).
    if (followOwn) for (const dep of info.importedIds) if (!matched.has(dep)) stack.push([dep, ALL]);
  }
  return used;
}

/**
 * A module that imports another only for side effects the build drops (@tic/shared's validation.ts imports the
 * catalogues for the server): a group would take the dropped module, and all it imports, with it. Left to Rolldown.
 */
function dragsDropped(id: string, graph: Graph): boolean {
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  return edgesOf(info.code ?? '').some((e) => {
    if (!e.bare) return false;
    const target = resolve(id, e.spec, info.importedIds);
    return !!target && sideEffectFree(target);
  });
}

const isLocale = (id: string) => /[\\/]locale[\\/]|virtual:tic-catalogue/.test(id);

/** Rolldown's `output.codeSplitting.groups` for the web build; `root` is apps/web's absolute path. */
export function chunkGroups(root: string) {
  let sets: { initial: Set<string>; login: Set<string>; shell: Set<string>; antd: Set<string> } | undefined;
  const setsOf = (ctx: ChunkingContext) => {
    if (!sets) {
      const abs = (rels: string[]) => rels.map((rel) => path.join(root, rel));
      // The roots themselves (lazily loaded route modules) keep files of their own, named in the build manifest.
      const roots = new Set(abs([...LOGIN_ROOTS, ...SHELL_ROOTS, ...ANTD_ROOTS]));
      const initial = new Set([...usedModules(abs(ENTRY_ROOTS), ctx)].filter((m) => !isLocale(m) && !roots.has(m)));
      const login = new Set([...usedModules(abs(LOGIN_ROOTS), ctx)].filter((m) => !initial.has(m) && !isLocale(m) && !roots.has(m)));
      const shell = new Set([...usedModules(abs(SHELL_ROOTS), ctx)].filter((m) => !login.has(m) && !isLocale(m) && !roots.has(m)));
      const antd = new Set([...usedModules(abs(ANTD_ROOTS), ctx)].filter((m) => !login.has(m) && !shell.has(m) && !isLocale(m) && !roots.has(m)));
      for (const set of [initial, login, shell, antd]) for (const id of set) if (dragsDropped(id, ctx)) set.delete(id);
      sets = { initial, login, shell, antd };
    }
    return sets;
  };
  return [
    // What the entry uses, by the names it imports (not Rolldown's `$initial`, every module its imports reach: through
    // @tic/shared's index that was every line's form, zod and the phone library, issue 27).
    { debugName: 'initial', name: (id: string, ctx: ChunkingContext) => (setsOf(ctx).initial.has(id) ? 'initial' : null), priority: 3 },
    // Before the shell, so that the shell's dependencies (a group takes its modules' dependencies with it) leave
    // /login's modules in /login's file.
    { debugName: 'login', name: (id: string, ctx: ChunkingContext) => (setsOf(ctx).login.has(id) ? 'login' : null), priority: 2 },
    { debugName: 'shell', name: (id: string, ctx: ChunkingContext) => (setsOf(ctx).shell.has(id) ? 'shell' : null), priority: 1 },
    { debugName: 'antd', name: (id: string, ctx: ChunkingContext) => (setsOf(ctx).antd.has(id) ? 'antd' : null), priority: 0 },
  ];
}
