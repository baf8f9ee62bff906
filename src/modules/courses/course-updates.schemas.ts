/** Course announcements [CONTRACT 9, 10]. */
import { Type } from 'typebox';
import { Body } from '../../platform/http/schema.ts';

// Blank announcements help nobody: each field needs a character other than white space.
const Title = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });
const Content = Type.String({ minLength: 1, maxLength: 100_000, pattern: '\\S' });

export const CreateCourseUpdateBody = Body(
  { title: Title, content: Content },
  { title: 'CreateCourseUpdateBody' },
);

/** An edit names at least one field; omitted fields stay. */
export const EditCourseUpdateBody = Type.Object(
  { title: Type.Optional(Title), content: Type.Optional(Content) },
  { title: 'EditCourseUpdateBody', additionalProperties: false, minProperties: 1 },
);

export const CourseUpdateParams = Type.Object({
  course_uuid: Type.String({ minLength: 1 }),
  courseupdate_uuid: Type.String({ minLength: 1 }),
});
