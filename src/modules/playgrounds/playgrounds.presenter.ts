/** What leaves the API about playgrounds and their reactions [CONTRACT 11]. */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, ClosedString } from '../../platform/http/schema.ts';
import type { PlaygroundRow, ReactionCount } from './playgrounds.repository.ts';
import { ACCESS_TYPES } from './playgrounds.tables.ts';

const summaryFields = {
  id: Type.Integer(),
  playground_uuid: Type.String(),
  org_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  access_type: ClosedString(ACCESS_TYPES),
  course_uuid: Type.Union([Type.String(), Type.Null()], {
    description: 'The course the playground was made for; null when none (or it was deleted)',
  }),
  published: Type.Boolean(),
  created_by: Type.Union([Type.Integer(), Type.Null()], {
    description: "The author's user id; null once their account is gone",
  }),
  creation_date: ApiDate,
  update_date: ApiDate,
};

/** A playground in a list: without its page. */
export const PlaygroundSummary = Type.Object(summaryFields, { title: 'PlaygroundSummary' });
export type PlaygroundSummary = Static<typeof PlaygroundSummary>;

export const PlaygroundRead = Type.Object(
  {
    ...summaryFields,
    html_content: Type.String({
      description:
        'The page as text (JSON, never rendered here); it is served as a page only by GET /playgrounds/{uuid}/view',
    }),
  },
  { title: 'PlaygroundRead' },
);
export type PlaygroundRead = Static<typeof PlaygroundRead>;

export const PlaygroundCreated = Type.Object(
  { playground_uuid: Type.String(), name: Type.String(), created_by: Type.Integer() },
  { title: 'PlaygroundCreated' },
);
export type PlaygroundCreated = Static<typeof PlaygroundCreated>;

export const ReactionRead = Type.Object({
  emoji: Type.String(),
  count: Type.Integer({ minimum: 1 }),
  reacted: Type.Boolean({ description: 'Whether the caller reacted with this emoji' }),
});

export const PlaygroundReactions = Type.Object(
  {
    playground_uuid: Type.String(),
    reactions: Type.Array(ReactionRead, { description: 'Per emoji, most used first' }),
  },
  { title: 'PlaygroundReactions' },
);
export type PlaygroundReactions = Static<typeof PlaygroundReactions>;

export const ReactionToggled = Type.Object(
  {
    playground_uuid: Type.String(),
    emoji: Type.String({ description: 'The emoji as stored (fully qualified)' }),
    reacted: Type.Boolean({ description: 'True when the call added the reaction, false when it removed it' }),
    reactions: Type.Array(ReactionRead),
  },
  { title: 'PlaygroundReactionToggled' },
);
export type ReactionToggled = Static<typeof ReactionToggled>;

export function presentSummary(row: PlaygroundRow, courseUuid: string | null): PlaygroundSummary {
  return {
    id: row.id,
    playground_uuid: row.playground_uuid,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    access_type: row.access_type,
    course_uuid: courseUuid,
    published: row.published,
    created_by: row.created_by,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

export function presentPlayground(row: PlaygroundRow, courseUuid: string | null): PlaygroundRead {
  return { ...presentSummary(row, courseUuid), html_content: row.html_content };
}

export function presentReactions(
  counts: readonly ReactionCount[],
  mine: ReadonlySet<string>,
): PlaygroundReactions['reactions'] {
  return counts.map((c) => ({ emoji: c.emoji, count: c.count, reacted: mine.has(c.emoji) }));
}
