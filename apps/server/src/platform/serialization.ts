import { createRequire } from 'node:module';
import type fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers are serialised (issue 18). By default a route's answer is encoded by its zod response schema
 * and then stringified (fastify-type-provider-zod): a full zod pass per answer. The hot routes (every
 * signed-in page polls them) mark their response schema with `fastResponse()`: their answer is written by
 * fast-json-stringify from the JSON Schema zod emits for the same schema, which writes exactly the schema's
 * properties and checks nothing. The zod checks stay in the tests: with RESPONSE_CHECK (set by the test
 * helper) every fast answer is also encoded by zod and must be the same text, else the answer is a 500.
 */
const FAST = new WeakSet<z.ZodType>();

/** Marks a response schema (normally `envelope(...)`) to be serialised from its JSON Schema. */
export function fastResponse<T extends z.ZodType>(schema: T): T {
  FAST.add(schema);
  return schema;
}

export class ResponseCheckError extends Error {
  constructor(
    readonly route: string,
    readonly detail: string,
  ) {
    super(`answer of ${route} does not match its response schema: ${detail}`);
  }
}

const require = createRequire(import.meta.url);
/** fast-json-stringify (with ajv, which it loads) is read at the first fast answer, not at start-up. */
const loadFastJsonStringify = () => require('fast-json-stringify') as typeof fastJsonStringify;

/** The JSON Schema fast-json-stringify compiles: what zod's schema outputs (transforms and unknown keys have no place in an answer). */
export const responseJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });

/**
 * A serialiser of answers of `schema`. `check`: also encode with zod, and refuse (throw) an answer whose
 * fast text differs from zod's or does not parse back through the schema.
 */
export function compileResponseSerializer(schema: z.ZodType, opts: { check: boolean; route: string }): (data: unknown) => string {
  // Compiled at the first answer, not at start-up (issue 18: the JSON Schema and fast-json-stringify's code generation
  // for every fast route were part of each start); the tests call every fast route (FAST_ROUTES), so a schema that
  // cannot be written as JSON Schema still fails there.
  let compiled: ((data: unknown) => string) | undefined;
  const fast = (data: unknown) => (compiled ??= loadFastJsonStringify()(responseJsonSchema(schema) as Parameters<typeof fastJsonStringify>[0]))(data);
  if (!opts.check) return fast;
  return (data: unknown) => {
    const encoded = z.safeEncode(schema, data);
    if (!encoded.success) throw new ResponseCheckError(opts.route, z.prettifyError(encoded.error));
    const out = fast(data);
    const expected = JSON.stringify(encoded.data);
    if (out !== expected) throw new ResponseCheckError(opts.route, `fast ${out.slice(0, 500)} / zod ${expected.slice(0, 500)}`);
    const back = z.safeParse(schema, JSON.parse(out));
    if (!back.success) throw new ResponseCheckError(opts.route, `serialised text: ${z.prettifyError(back.error)}`);
    return out;
  };
}

/** Every route answered by the fast serialiser ("GET /frontend/v1/me" → its response schema), for the test that calls each (issue 18). */
export const FAST_ROUTES = new Map<string, z.ZodType>();

/** Fastify's serializer compiler: fast-json-stringify for marked schemas, zod's encode + stringify for the others. */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const schema = route.schema;
    if (schema instanceof z.ZodType && FAST.has(schema)) {
      FAST_ROUTES.set(`${route.method} ${route.url}`, schema);
      return compileResponseSerializer(schema, { check, route: `${route.method} ${route.url}` });
    }
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  };
}
