/** Deep merge of catalogue parts: each domain file adds its sections (and its own validation/field keys). */
type Tree = { [key: string]: string | Tree };

export function mergeCatalogues<T extends object>(base: T, ...parts: object[]): T {
  const out: Tree = structuredClone(base) as unknown as Tree;
  for (const part of parts) mergeInto(out, part as Tree);
  return out as unknown as T;
}

function mergeInto(target: Tree, source: Tree) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'string') {
      // Two domains defining the same key would silently shadow each other: fail loudly at start-up instead.
      if (existing !== undefined) throw new Error(`i18n key defined twice: ${key}`);
      target[key] = value;
    } else if (existing === undefined) {
      target[key] = structuredClone(value);
    } else if (typeof existing === 'string') {
      throw new Error(`i18n key is both a text and a section: ${key}`);
    } else {
      mergeInto(existing, value);
    }
  }
}
