/** What leaves the API about collections [CONTRACT 11]: the collection and the courses its reader may read. */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, Page } from '../../platform/http/schema.ts';
import { CourseRead } from '../courses/index.ts';
import type { CollectionRow } from './collections.repository.ts';

export const CollectionRead = Type.Object(
  {
    id: Type.Integer(),
    collection_uuid: Type.String(),
    org_id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    public: Type.Boolean({
      description: 'True: anyone may read it; false: members of the organization only',
    }),
    courses: Type.Array(CourseRead, {
      description:
        'The courses in the collection’s order, only those the caller may read (unpublished or members-only ' +
        'courses are left out for readers who may not see them)',
    }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'CollectionRead' },
);
export type CollectionRead = Static<typeof CollectionRead>;

export const CollectionReadPage = Page(CollectionRead);
export type CollectionReadPage = Static<typeof CollectionReadPage>;

/** `courses`: the collection's readable courses, already in order. */
export function presentCollection(row: CollectionRow, courses: CourseRead[]): CollectionRead {
  return {
    id: row.id,
    collection_uuid: row.collection_uuid,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    public: row.public,
    courses,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}
