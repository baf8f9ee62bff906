/** Schema building blocks shared by every module's `*.schemas.ts`. */
import { Type, type TSchema, type TUnsafe } from 'typebox';

/** A string enum as JSON Schema `enum` (clear 422s, a plain list in OpenAPI). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/**
 * A string the service answers from a closed list: `enum` in the OpenAPI document, while its TypeScript type
 * stays `string` like the database column it comes from. For answers only: requests use `StringEnum`.
 */
export function ClosedString(
  values: readonly string[],
  options: { description?: string } = {},
): TUnsafe<string> {
  return Type.Unsafe<string>({ type: 'string', enum: [...values], ...options });
}

/**
 * A strict request body: unknown properties are a 422, not silently ignored. A `title` names it in the OpenAPI
 * document (a component of that name).
 */
export function Body<T extends Parameters<typeof Type.Object>[0]>(
  properties: T,
  options: { description?: string; title?: string } = {},
) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

export const ErrorResponse = Type.Object(
  {
    detail: Type.Union([
      Type.String(),
      Type.Array(
        Type.Object({
          loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
          msg: Type.String(),
          type: Type.String(),
        }),
      ),
    ]),
    code: Type.String(),
    request_id: Type.Optional(Type.String()),
  },
  { $id: 'Error', description: 'Every error [CONTRACT 2]' },
);

/** Resource dates: UTC `YYYY-MM-DD HH:MM:SS`. */
export const ApiDate = Type.String({
  description: 'UTC, YYYY-MM-DD HH:MM:SS',
  examples: ['2026-11-21 09:30:00'],
});

// Bounded so an absurd id is a 422, not a database overflow.
export const IntegerId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const DEFAULT_PAGE_SIZE = 50;

export const PaginationQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: DEFAULT_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 })),
});

/** The page a validated `PaginationQuery` asks for (defaults already filled in by validation). */
export function pageOf(query: { limit?: number; offset?: number }): { limit: number; offset: number } {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, offset: query.offset ?? 0 };
}

/** A page of `item`s; a page of a named schema is named too (`CourseRead` → `CourseReadPage`). */
export function Page<T extends TSchema>(item: T) {
  const title = (item as { title?: unknown }).title;
  return Type.Object(
    {
      items: Type.Array(item),
      total: Type.Integer(),
      limit: Type.Integer(),
      offset: Type.Integer(),
    },
    typeof title === 'string' ? { title: `${title}Page` } : {},
  );
}

/** Standard error responses for a route's OpenAPI entry. */
export function errors(...statuses: number[]): Record<number, { $ref: string }> {
  return Object.fromEntries(statuses.map((s) => [s, { $ref: 'Error#' }]));
}

/**
 * 304 to a conditional read whose `If-None-Match` names the current ETag: no body, the ETag and
 * Cache-Control again (platform/http/answer-cache.ts).
 */
export const NotModified = {
  type: 'null',
  description: 'Not modified: the ETag in If-None-Match is still current; no body',
  headers: {
    ETag: { type: 'string', description: 'The current entity tag' },
    'Cache-Control': { type: 'string', description: '`private, no-cache`' },
  },
} as const;

/**
 * The success answer of a route that streams a stored file (`sendObject`): bytes of the media type the file
 * was stored with. Streams are never serialized, so this only documents the answer.
 */
/** A file that can be read in parts (video and audio seeking): whole (200) or one range (206). */
export const RangedFileResponses = {
  200: {
    description: 'The whole file, with the media type it was stored with; `Accept-Ranges: bytes`',
    content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
  },
  206: {
    description: 'One range of the file (`Range: bytes=…`), with `Content-Range`',
    content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

export const FileResponse = {
  description: 'The file, with the media type it was stored with',
  content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
} as const;
