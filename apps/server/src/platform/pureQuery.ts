/**
 * Query strings validated once per text (issue 33): a poll sends the same query again and again (the notice bell asks
 * for page 1 every few seconds), and its zod validation (after the control-character rule) cost a few microseconds
 * of every answer. A route names its querystring schema with `pureQuery(schema)` when the schema's answer depends on
 * the query alone (coercions, enums, ranges: no clock, no database); the validator compiler
 * (requestGuards.ts) then keeps the value of each query it accepted and hands out a copy of it for the same query.
 * A refused query is not kept: it is validated (and refused with its message) every time.
 */
const PURE = new WeakSet<object>();

/** Marks a querystring schema whose validation depends on the query's text alone. */
export function pureQuery<S extends object>(schema: S): S {
  PURE.add(schema);
  return schema;
}

export const isPureQuery = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && PURE.has(schema);

/** Distinct queries kept per route; the memo starts over when full (a poll repeats a handful of queries). */
const KEPT = 256;

type Validate = (data: unknown) => { value?: unknown; error?: unknown };

/**
 * The query's text as a key: each name and value with its length in front, so no two queries share a key (a value
 * holding the separator cannot pass for two parameters). Null when a value is not a single string (a repeated
 * parameter): such a query is validated as usual.
 */
function keyOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  let key = '';
  for (const name in data) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') return null;
    key += `${name.length}:${name}${value.length}:${value}`;
  }
  return key;
}

/** The validated value holds only strings, numbers, booleans and nulls, so a shallow copy is a fresh value. */
function isFlat(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const v of Object.values(value)) if (typeof v === 'object' && v !== null) return false;
  return true;
}

/** `validate` remembering the value of every accepted query (see above). */
export function rememberValidations(validate: Validate): Validate {
  const kept = new Map<string, Record<string, unknown>>();
  return (data) => {
    const key = keyOf(data);
    if (key !== null) {
      const hit = kept.get(key);
      if (hit) return { value: { ...hit } };
    }
    const result = validate(data);
    if (key !== null && !result.error && isFlat(result.value)) {
      if (kept.size >= KEPT) kept.clear();
      kept.set(key, { ...result.value });
    }
    return result;
  };
}
