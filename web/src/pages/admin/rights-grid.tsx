/**
 * The rights of an API token [CONTRACT 4, 11]: every bucket of the API × create/read/update/delete, as a table
 * of labelled checkboxes. The bucket list is the API document's own (`ApiTokenRights` of the generated client):
 * a bucket the API adds and this page does not name fails the type check instead of going missing.
 */
import type { components } from '@lms/client';

export type Rights = components['schemas']['ApiTokenRights'];
export type Bucket = keyof Rights;
export type ActionKey = 'action_create' | 'action_read' | 'action_update' | 'action_delete';

const BUCKET_NAMES: Record<Bucket, string> = {
  courses: 'Courses, chapters, activities',
  assignments: 'Assignments',
  usergroups: 'User groups',
  certifications: 'Certifications',
  users: 'Members',
  webhooks: 'Webhooks',
  collections: 'Collections',
  communities: 'Communities',
  discussions: 'Discussions',
  podcasts: 'Podcasts',
  boards: 'Boards',
  playgrounds: 'Playgrounds',
};
export const BUCKETS = Object.keys(BUCKET_NAMES) as Bucket[];
export const ACTIONS: readonly { key: ActionKey; name: string }[] = [
  { key: 'action_create', name: 'Create' },
  { key: 'action_read', name: 'Read' },
  { key: 'action_update', name: 'Update' },
  { key: 'action_delete', name: 'Delete' },
];

export function has(rights: Rights, bucket: Bucket, action: ActionKey): boolean {
  return rights[bucket]?.[action] === true;
}

/** Every bucket and action spelled out, so the service stores exactly what the grid shows. */
export function fullRights(pick: (bucket: Bucket, action: ActionKey) => boolean): Rights {
  const rights: Rights = {};
  for (const bucket of BUCKETS)
    rights[bucket] = Object.fromEntries(ACTIONS.map(({ key }) => [key, pick(bucket, key)]));
  return rights;
}

/** "Courses: read; Members: create, read", or "No rights". */
export function describeRights(rights: Rights): string {
  const parts = BUCKETS.flatMap((bucket) => {
    const actions = ACTIONS.filter(({ key }) => has(rights, bucket, key)).map(({ name }) =>
      name.toLowerCase(),
    );
    return actions.length === 0 ? [] : [`${bucket}: ${actions.join(', ')}`];
  });
  return parts.length === 0 ? 'No rights' : parts.join('; ');
}

export function RightsGrid({
  id,
  caption,
  value,
  onChange,
}: {
  id: string;
  caption: string;
  value: Rights;
  onChange: (next: Rights) => void;
}) {
  const set = (bucket: Bucket, action: ActionKey, on: boolean) =>
    onChange(fullRights((b, a) => (b === bucket && a === action ? on : has(value, b, a))));
  return (
    <div class="stack">
      <div class="button-row">
        <button
          type="button"
          class="button-secondary"
          onClick={() => onChange(fullRights((_b, a) => a === 'action_read'))}
        >
          Read everything
        </button>
        <button type="button" class="button-secondary" onClick={() => onChange(fullRights(() => true))}>
          Select all
        </button>
        <button type="button" class="button-secondary" onClick={() => onChange(fullRights(() => false))}>
          Clear all
        </button>
      </div>
      <div class="table-wrap admin-scroll">
        <table class="rights-grid" id={id}>
          <caption class="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Area</th>
              {ACTIONS.map(({ key, name }) => (
                <th scope="col" key={key}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BUCKETS.map((bucket) => (
              <tr key={bucket}>
                <th scope="row">
                  {BUCKET_NAMES[bucket]} <span class="muted">({bucket})</span>
                </th>
                {ACTIONS.map(({ key, name }) => (
                  <td key={key}>
                    <input
                      type="checkbox"
                      id={`${id}-${bucket}-${key}`}
                      aria-label={`${BUCKET_NAMES[bucket]}: ${name.toLowerCase()}`}
                      checked={has(value, bucket, key)}
                      onChange={(event) => set(bucket, key, event.currentTarget.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
