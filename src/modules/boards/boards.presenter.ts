/** What leaves the API about boards and their members [CONTRACT 11]. */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, ClosedString, Page } from '../../platform/http/schema.ts';
import type { UserSummary } from '../identity/index.ts';
import type { BoardMemberRow, BoardRow } from './boards.repository.ts';

export const BoardRead = Type.Object(
  {
    id: Type.Integer(),
    board_uuid: Type.String(),
    org_id: Type.Integer(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    public: Type.Boolean({ description: 'Readable by every member of the organization holding boards:read' }),
    created_by: Type.Union([Type.Integer(), Type.Null()], {
      description: "The owner's user id; null once their account is gone",
    }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'BoardRead' },
);
export type BoardRead = Static<typeof BoardRead>;

export const BoardPage = Page(BoardRead);

export const BoardMemberRead = Type.Object(
  {
    user_id: Type.Integer(),
    user_uuid: Type.String(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    role: ClosedString(['owner', 'editor', 'viewer']),
    creation_date: ApiDate,
  },
  { title: 'BoardMemberRead' },
);
export type BoardMemberRead = Static<typeof BoardMemberRead>;

export const BoardMemberList = Type.Object(
  { board_uuid: Type.String(), items: Type.Array(BoardMemberRead) },
  { title: 'BoardMemberList' },
);
export type BoardMemberList = Static<typeof BoardMemberList>;

export const BoardDocumentUpdated = Type.Object(
  {
    board_uuid: Type.String(),
    stored: Type.Boolean({ description: 'False when the update carried nothing (an empty update)' }),
  },
  { title: 'BoardDocumentUpdated' },
);
export type BoardDocumentUpdated = Static<typeof BoardDocumentUpdated>;

export function presentBoard(row: BoardRow): BoardRead {
  return {
    id: row.id,
    board_uuid: row.board_uuid,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    public: row.public,
    created_by: row.created_by,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

/** A member with their public summary; members whose account is gone are left out. */
export function presentMembers(
  rows: readonly BoardMemberRow[],
  people: Map<number, UserSummary>,
): BoardMemberRead[] {
  return rows.flatMap((row) => {
    const person = people.get(row.user_id);
    if (person === undefined) return [];
    return [
      {
        user_id: row.user_id,
        user_uuid: person.user_uuid,
        username: person.username,
        first_name: person.first_name,
        last_name: person.last_name,
        role: row.role,
        creation_date: toApiDate(row.creation_date),
      },
    ];
  });
}
