/**
 * The comma-separated lists of the link endpoints (`?user_ids=1,2`, `?resource_uuids=course_…,chapter_…`).
 * A missing or empty list, an empty item, a non-integer id or a uuid that cannot name a course, chapter or
 * activity or playground is a 422 naming the item; repeats are kept once, in the order given.
 */
import { ValidationError } from '../../platform/http/errors.ts';

/** At most this many items per call: enough for a class, small enough for one statement. */
export const MAX_LIST_ITEMS = 200;

const USER_ID = /^[1-9]\d{0,15}$/;
const RESOURCE_UUID = /^(course|chapter|activity|playground)_[A-Za-z0-9-]{1,56}$/;

export function parseUserIds(raw: string | undefined): number[] {
  return parseList(raw, 'user_ids', 'a user id (a positive integer)', (item) =>
    USER_ID.test(item) && Number.isSafeInteger(Number(item)) ? Number(item) : undefined,
  );
}

export function parseResourceUuids(raw: string | undefined): string[] {
  return parseList(raw, 'resource_uuids', 'the uuid of a course, chapter, activity or playground', (item) =>
    RESOURCE_UUID.test(item) ? item : undefined,
  );
}

function parseList<T>(
  raw: string | undefined,
  field: string,
  itemName: string,
  read: (item: string) => T | undefined,
): T[] {
  if (raw === undefined) throw invalid(field, `${field} is required: a comma-separated list`, 'missing');
  const items = raw.split(',').map((item) => item.trim());
  if (items.length > MAX_LIST_ITEMS)
    throw invalid(field, `At most ${MAX_LIST_ITEMS} items per call`, 'too_long');
  const values: T[] = [];
  for (const item of items) {
    if (item === '') throw invalid(field, `${field} has an empty item`, 'empty_item');
    const value = read(item);
    if (value === undefined) throw invalid(field, `"${item}" is not ${itemName}`, 'list_item');
    if (!values.includes(value)) values.push(value);
  }
  return values;
}

function invalid(field: string, msg: string, type: string): ValidationError {
  return new ValidationError([{ loc: ['query', field], msg, type }]);
}
