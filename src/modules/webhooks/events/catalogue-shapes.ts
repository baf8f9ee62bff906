/** The building blocks of the event catalogue's `data` schemas (catalogue.ts). */
import { Type, type TSchema } from 'typebox';

export const Str = Type.String();
export const Int = Type.Integer();
export const Bool = Type.Boolean();
export const Obj = <P extends Parameters<typeof Type.Object>[0]>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/** `user` = `{user_uuid, email, username}` [SPEC 6.3]. */
export const UserRef = Obj({ user_uuid: Str, email: Str, username: Str });
/** `course` = `{course_uuid, name}` [SPEC 6.3]. */
export const CourseRef = Obj({ course_uuid: Str, name: Str });
/** A course author as the contributor events list them (SPEC leaves the object open: `list[object]`). */
export const CONTRIBUTOR = { user_id: Int, user_uuid: Str, username: Str, authorship: Str };

export type EventCategory =
  | 'System'
  | 'Learning progress'
  | 'User and access'
  | 'Course lifecycle'
  | 'Content management'
  | 'Collaboration'
  | 'Community'
  | 'Groups'
  | 'Subscriptions'
  | 'Organization';

export interface EventDefinition {
  category: EventCategory;
  description: string;
  data: TSchema;
}

export const define = <D extends Record<string, EventDefinition>>(definitions: D): D => definitions;
