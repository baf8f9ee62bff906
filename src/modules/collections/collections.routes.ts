/** Collections [CONTRACT 11]: create, read, change and delete one; an organization's collections by page. */
import { Type } from 'typebox';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { CollectionRead, CollectionReadPage } from './collections.presenter.ts';
import {
  CollectionListParams,
  CollectionParams,
  CreateCollectionBody,
  UpdateCollectionBody,
} from './collections.schemas.ts';
import type { CollectionsService } from './collections.service.ts';

const tags = ['collections'];

/** What these routes use. */
export interface CollectionRouteDeps {
  collections: CollectionsService;
}

export function registerCollectionRoutes(app: App, s: CollectionRouteDeps): void {
  app.post(
    '/collections',
    {
      schema: {
        tags,
        operationId: 'createCollection',
        summary: 'Create a collection of courses (every course checked before anything is stored)',
        body: CreateCollectionBody,
        response: { 200: CollectionRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.collections.create(request.principal, request.body),
  );

  app.get(
    '/collections/org/:org_id/page/:page/limit/:limit',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listOrganizationCollections',
        summary:
          "An organization's collections the caller may see, newest first (pages start at 1); public ones for everyone",
        params: CollectionListParams,
        response: { 200: CollectionReadPage, ...errors(403, 404, 422) },
      },
    },
    (request) =>
      s.collections.list(request.principal, request.params.org_id, request.params.page, request.params.limit),
  );

  app.get(
    '/collections/:collection_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getCollection',
        summary: 'A collection with the courses the caller may read, in its order',
        params: CollectionParams,
        response: { 200: CollectionRead, ...errors(403, 404, 422) },
      },
    },
    (request) => s.collections.get(request.principal, request.params.collection_uuid),
  );

  app.put(
    '/collections/:collection_uuid',
    {
      schema: {
        tags,
        operationId: 'updateCollection',
        summary: 'Change a collection; a given course list replaces the old one in its order',
        params: CollectionParams,
        body: UpdateCollectionBody,
        response: { 200: CollectionRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.collections.update(request.principal, request.params.collection_uuid, request.body),
  );

  app.delete(
    '/collections/:collection_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteCollection',
        summary: 'Delete a collection (its courses stay)',
        params: CollectionParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.collections.delete(request.principal, request.params.collection_uuid);
      return reply.status(204).send(null);
    },
  );
}
