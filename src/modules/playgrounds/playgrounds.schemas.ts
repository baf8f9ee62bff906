import { Type } from 'typebox';
import { Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { ACCESS_TYPES } from './playgrounds.tables.ts';

/** The largest page, in characters: a generated or written page beyond it is refused. */
export const MAX_HTML_CHARS = 500_000;
/** The longest prompt, in characters. */
export const MAX_PROMPT_CHARS = 4_000;

const name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const description = Type.String({ maxLength: 2_000 });
const ACCESS_TEXT =
  '`public`: anyone; `authenticated`: members of the organization; `restricted`: members of a linked user group';
const accessType = StringEnum(ACCESS_TYPES, { description: ACCESS_TEXT });
const html = Type.String({ maxLength: MAX_HTML_CHARS, description: 'The page, a whole HTML document' });

export const CreatePlaygroundBody = Body(
  {
    name,
    description: Type.Optional(description),
    access_type: Type.Optional(
      StringEnum(ACCESS_TYPES, { description: ACCESS_TEXT, default: 'authenticated' }),
    ),
    course_uuid: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()])),
    html_content: Type.Optional(html),
  },
  { title: 'CreatePlaygroundBody' },
);

export const UpdatePlaygroundBody = Body(
  {
    name: Type.Optional(name),
    description: Type.Optional(description),
    access_type: Type.Optional(accessType),
    course_uuid: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], {
        description: 'null unlinks the course',
      }),
    ),
    html_content: Type.Optional(html),
    published: Type.Optional(Type.Boolean()),
  },
  { title: 'UpdatePlaygroundBody', description: 'Partial: absent fields keep their value' },
);

export const ReactionBody = Body(
  {
    emoji: Type.String({
      minLength: 1,
      maxLength: 32,
      description: 'One emoji (a single RGI emoji, e.g. 👍, ❤️, 👍🏽, 🇫🇷); ❤ is stored as ❤️',
    }),
  },
  { title: 'PlaygroundReactionBody' },
);

export const GenerateBody = Body(
  { prompt: Type.String({ minLength: 1, maxLength: MAX_PROMPT_CHARS, pattern: '\\S' }) },
  { title: 'GeneratePlaygroundBody' },
);

export const OrgQuery = Type.Object({ org_id: IntegerId });
export const OrgParams = Type.Object({ org_id: IntegerId });
export const PlaygroundParams = Type.Object({ playground_uuid: Type.String({ minLength: 1 }) });
