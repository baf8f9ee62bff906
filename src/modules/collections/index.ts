export { CollectionsService, type CollectionsDeps } from './collections.service.ts';
export { registerCollectionRoutes, type CollectionRouteDeps } from './collections.routes.ts';
