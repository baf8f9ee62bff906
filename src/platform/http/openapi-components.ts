/**
 * Named schemas of the OpenAPI document. A route schema with a `title` (`Type.Object({…}, { title:
 * 'CourseRead' })`) becomes `#/components/schemas/CourseRead`, and every place it appeared refers to it. This
 * runs on the finished document only: Fastify validates and serializes with the route schemas as they are, so
 * naming a schema cannot change what a route accepts or sends.
 *
 * A few schemas are documented more precisely than the service checks them at the edge: caller-owned JSON
 * (task contents and answers) is validated by the services, per type, and CUSTOM is kept byte for byte, so
 * its route schemas stay free-form. `DocumentedSchemas` gives such a title its documented form.
 */
import { isDeepStrictEqual } from 'node:util';

export type JsonSchemaObject = Record<string, unknown>;

/** By title: the documented form of the route schema of that title (which it receives). */
export type DocumentedSchemas = Record<string, (schema: JsonSchemaObject) => JsonSchemaObject>;

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;
/** Keywords whose values are data, not schemas: a `title` inside them names nothing. */
const DATA_KEYWORDS = new Set(['const', 'default', 'enum', 'example', 'examples']);

export function componentRef(name: string): { $ref: string } {
  return { $ref: `#/components/schemas/${name}` };
}

function isObject(value: unknown): value is JsonSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Moves every titled schema under `document.paths` to `components.schemas`, leaving a `$ref` in its place.
 * Two different schemas under one title are a mistake in the route schemas, and fail here.
 */
export function nameComponents<T extends { paths?: unknown; components?: unknown }>(
  document: T,
  documented: DocumentedSchemas = {},
): T {
  const named = new Map<string, JsonSchemaObject>();

  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isObject(value)) return value;
    const title = value.title;
    if (typeof title === 'string' && COMPONENT_NAME.test(title)) {
      const schema = visitChildren(documented[title]?.(value) ?? value);
      const earlier = named.get(title);
      if (earlier !== undefined && !isDeepStrictEqual(earlier, schema)) {
        throw new Error(`Two different schemas are titled ${title}: name one of them otherwise`);
      }
      named.set(title, schema);
      return componentRef(title);
    }
    return visitChildren(value);
  };
  const visitChildren = (value: JsonSchemaObject): JsonSchemaObject =>
    Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, DATA_KEYWORDS.has(key) ? child : visit(child)]),
    );

  const paths = visit(document.paths);
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const sorted = [...named.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    ...document,
    paths,
    components: { ...components, schemas: { ...schemas, ...Object.fromEntries(sorted) } },
  };
}
