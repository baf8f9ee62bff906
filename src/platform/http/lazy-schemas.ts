/**
 * Route schemas compiled on a route's first request rather than all at start. Fastify compiles every route's
 * validators (Ajv) and response serializers (fast-json-stringify) while the application gets ready, HEAD twins of
 * GET routes included: most of the start-up time and a good part of the idle memory of a service with this many
 * routes, for routes an instance may never serve. Here each compiler hands Fastify a stand-in that compiles the
 * real function the first time it runs and keeps it.
 *
 * The price is that a schema the compiler rejects would fail on its route's first request instead of at start;
 * `compileAll` compiles everything now, and a test runs it over the whole application (app.test.ts).
 */
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler } from 'fastify';

type Validate = ReturnType<FastifySchemaCompiler<unknown>>;

export interface LazySchemas {
  validatorCompiler: FastifySchemaCompiler<unknown>;
  /** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
  buildSerializer: SerializerFactory;
  /** Compiles every schema not compiled yet; how many that was. */
  compileAll: () => number;
}

const defaultSerializers = SerializerSelector();

export function lazySchemas(validatorCompiler: FastifySchemaCompiler<unknown>): LazySchemas {
  const pending = new Set<() => unknown>();
  function deferred<F>(compile: () => F): () => F {
    let compiled: F | undefined;
    const get = (): F => {
      if (compiled === undefined) {
        compiled = compile();
        pending.delete(get);
      }
      return compiled;
    };
    pending.add(get);
    return get;
  }

  return {
    validatorCompiler: (route) => {
      const real = deferred(() => validatorCompiler(route));
      // Fastify reads `errors` off the function it called when the result is false.
      const validate: Validate = (data) => {
        const fn = real();
        const result = fn(data);
        validate.errors = fn.errors;
        return result;
      };
      return validate;
    },
    buildSerializer: (externalSchemas, options) => {
      const compile = defaultSerializers(externalSchemas, options);
      return (route) => {
        const real = deferred(() => compile(route));
        return (data: unknown) => real()(data);
      };
    },
    compileAll: () => {
      const all = [...pending];
      for (const get of all) get();
      return all.length;
    },
  };
}
