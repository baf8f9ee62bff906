/**
 * Schema validation for routes. Two Ajv instances on purpose:
 * - path, query and headers arrive as text, so they are coerced (`"5"` → 5, `"true"` → true);
 * - JSON bodies are not: a client sending `"true"` for a boolean gets a 422, not a silent guess.
 * Bodies reject unknown properties (schemas set `additionalProperties: false`), so a misspelt field is an
 * error rather than an ignored change. Defaults declared in schemas are filled in.
 * Multipart text fields are text as well and use the coercing instance (`validateFields` in uploads.ts).
 */
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true, ...options });
  addFormats.default(ajv, ['email', 'uri', 'date', 'date-time', 'uuid']);
  return ajv;
}

const bodyAjv = makeAjv({ coerceTypes: false, removeAdditional: false });
export const textAjv = makeAjv({ coerceTypes: 'array', removeAdditional: false });

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(schema as object);
};
