import ajvCompiler from '@fastify/ajv-compiler';
import serializerCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;
/** What Fastify hands a compiler for one part of one route. */
type RouteSchema = { schema: unknown; httpPart?: string };
/**
 * The two packages' own types are unions over modes the API does not use (JTD, standalone), so the compilers are
 * described here by what Fastify does with them.
 */
type FromPool<F> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => F;

export interface SchemaCompilers {
  /** Fastify's `schemaController.compilersFactory`. */
  compilersFactory: CompilersFactory;
  /** Compiles every schema not compiled yet and says how many; a schema that does not compile throws here. */
  compileAll: () => number;
}

/** Fastify lowercases a headers schema's names unless the compiler is its own (Node's request headers are lowercase). */
function lowercaseHeaders(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return schema;
  const { properties, required } = schema as { properties: Record<string, unknown>; required?: string[] };
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).map(([name, part]) => [name.toLowerCase(), part])),
    ...(required ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}

/**
 * Fastify's own compilers (ajv for what requests send, fast-json-stringify for answers), with each route's schema
 * compiled when the route first needs it instead of when the app is built (decision 0400): an API test file builds
 * the whole app for a few routes, and compiling all of them was about a third of its CPU. `main.ts` calls
 * `compileAll` before it listens, so a server still compiles everything before its first request and refuses to
 * start on a schema that does not compile.
 */
export function lazySchemaCompilers(): SchemaCompilers {
  const pending = new Set<() => void>();
  const validatorFromPool = ajvCompiler() as unknown as FromPool<Validate>;
  const serializerFromPool = serializerCompiler() as unknown as FromPool<Serialize>;

  /** The compiled function, made at the first call (or by compileAll). */
  function later<F>(compile: () => F): () => F {
    let compiled: F | undefined;
    const get = () => {
      if (compiled === undefined) {
        compiled = compile();
        pending.delete(force);
      }
      return compiled;
    };
    const force = () => void get();
    pending.add(force);
    return get;
  }

  const buildValidator: FromPool<Validate> = (externalSchemas, options) => {
    const compile = validatorFromPool(externalSchemas, options);
    return (route) => {
      const schema = route.httpPart === 'headers' ? lowercaseHeaders(route.schema) : route.schema;
      const get = later(() => compile({ ...route, schema }));
      // Fastify reads a failed check's reasons from the function's `errors`, as ajv leaves them.
      const validate: Validate = (data) => {
        const compiled = get();
        const valid = compiled(data);
        validate.errors = compiled.errors;
        return valid;
      };
      return validate;
    };
  };

  const buildSerializer: FromPool<Serialize> = (externalSchemas, options) => {
    const compile = serializerFromPool(externalSchemas, options);
    return (route) => {
      const get = later(() => compile(route));
      return (data) => get()(data);
    };
  };

  return {
    compilersFactory: {
      buildValidator: buildValidator as unknown as CompilersFactory['buildValidator'],
      buildSerializer: buildSerializer as unknown as CompilersFactory['buildSerializer'],
    },
    compileAll: () => {
      const waiting = [...pending];
      for (const force of waiting) force();
      return waiting.length;
    },
  };
}
