/**
 * Control characters (issue 17): one rule for every string the API receives and every form field sends.
 * C0 controls other than tab, line feed and carriage return, DEL and the C1 controls are never text a person
 * means to type; NUL in particular cannot be stored by PostgreSQL. Such input is refused (400 naming the
 * field), not silently altered.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlChar = (s: string) => CONTROL_CHAR.test(s);

/** Where the first string with a control character is in a parsed JSON body, query or params (its path), or null. */
export function findControlChar(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return hasControlChar(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlChar(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    if (hasControlChar(k)) return [...path, k];
    const found = findControlChar(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** JSON bodies nest at most this deep (an application form nests about five levels); deeper is refused before parsing. */
export const JSON_MAX_DEPTH = 32;
