/**
 * A course's announcements [CONTRACT 9]: newest first, posted, edited in place and deleted after a
 * confirmation; every write reloads the list, so it shows the change without a page reload.
 */
import { useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { Field, formText } from '../../ui/page.tsx';
import { ConfirmButton } from './confirm.tsx';
import { formatDate, personName, type Announcement } from './data.tsx';

/** The newest this many; older ones stay in the API. */
const SHOWN = 50;

export function Announcements({ courseUuid }: { courseUuid: string }) {
  const list = useLoad(
    () =>
      call(
        api.GET('/api/v1/courses/{course_uuid}/updates', {
          params: { path: { course_uuid: courseUuid }, query: { limit: SHOWN } },
        }),
      ),
    [courseUuid],
  );
  const [posted, setPosted] = useState<string | undefined>(undefined);
  const post = useAction(async (form: HTMLFormElement) => {
    const { title = '', content = '' } = formText(form);
    const created = await call(
      api.POST('/api/v1/courses/{course_uuid}/updates', {
        params: { path: { course_uuid: courseUuid } },
        body: { title, content },
      }),
    );
    form.reset();
    setPosted(created.title);
    list.reload();
  });
  return (
    <section aria-labelledby="announcements-heading" class="stack">
      <h2 id="announcements-heading">Announcements</h2>
      <form
        class="card form"
        aria-label="Post an announcement"
        onSubmit={(event) => {
          event.preventDefault();
          setPosted(undefined);
          void post.run(event.currentTarget);
        }}
      >
        <Field label="Title" id="announcement-title">
          <input id="announcement-title" name="title" required maxLength={500} />
        </Field>
        <Field label="Message" id="announcement-content">
          <textarea id="announcement-content" name="content" required maxLength={100_000} />
        </Field>
        <ErrorNotice error={post.error} />
        <div class="teach-row">
          <button type="submit" disabled={post.pending}>
            {post.pending ? 'Posting…' : 'Post announcement'}
          </button>
          <p role="status" class="teach-saved">
            {posted !== undefined && `Posted “${posted}”.`}
          </p>
        </div>
      </form>
      <Async state={list}>
        {(page) =>
          page.items.length === 0 ? (
            <p>No announcements yet.</p>
          ) : (
            <ul class="teach-list" aria-label="Announcements, newest first">
              {page.items.map((item) => (
                <AnnouncementItem
                  key={item.courseupdate_uuid}
                  item={item}
                  courseUuid={courseUuid}
                  onChange={list.reload}
                />
              ))}
            </ul>
          )
        }
      </Async>
    </section>
  );
}

function AnnouncementItem({
  item,
  courseUuid,
  onChange,
}: {
  item: Announcement;
  courseUuid: string;
  onChange: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const path = { course_uuid: courseUuid, courseupdate_uuid: item.courseupdate_uuid };
  const save = useAction(async (form: HTMLFormElement) => {
    const { title = '', content = '' } = formText(form);
    await call(
      api.PUT('/api/v1/courses/{course_uuid}/updates/{courseupdate_uuid}', {
        params: { path },
        body: { title, content },
      }),
    );
    setEditing(false);
    onChange();
  });
  const remove = useAction(async () => {
    await call(api.DELETE('/api/v1/courses/{course_uuid}/updates/{courseupdate_uuid}', { params: { path } }));
    onChange();
  });
  const id = item.courseupdate_uuid;
  if (editing)
    return (
      <li class="card">
        <form
          class="form"
          aria-label={`Edit announcement ${item.title}`}
          onSubmit={(event) => {
            event.preventDefault();
            void save.run(event.currentTarget);
          }}
        >
          <Field label="Title" id={`${id}-title`}>
            <input id={`${id}-title`} name="title" required maxLength={500} defaultValue={item.title} />
          </Field>
          <Field label="Message" id={`${id}-content`}>
            <textarea id={`${id}-content`} name="content" required defaultValue={item.content} />
          </Field>
          <ErrorNotice error={save.error} />
          <div class="teach-row">
            <button type="submit" disabled={save.pending}>
              {save.pending ? 'Saving…' : 'Save announcement'}
            </button>
            <button
              type="button"
              class="button-secondary"
              onClick={() => {
                save.clear();
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      </li>
    );
  return (
    <li class="card">
      <h3 class="card-title">{item.title}</h3>
      <p class="hint">
        {item.author ? personName(item.author) : 'Posted through the API'} · {formatDate(item.creation_date)}
        {item.update_date !== item.creation_date && ` · edited ${formatDate(item.update_date)}`}
      </p>
      <p class="teach-prose">{item.content}</p>
      <ErrorNotice error={remove.error} />
      <div class="teach-row">
        <button
          type="button"
          class="button-secondary"
          aria-label={`Edit announcement ${item.title}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
        <ConfirmButton
          label={`Delete announcement ${item.title}`}
          title={`Delete the announcement “${item.title}”? Learners will no longer see it.`}
          confirmLabel="Delete"
          disabled={remove.pending}
          onConfirm={() => void remove.run()}
        >
          Delete
        </ConfirmButton>
      </div>
    </li>
  );
}
