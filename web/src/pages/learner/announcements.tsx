/** A course's announcements (course updates), newest first, read-only for learners. */
import { api, call } from '../../api.ts';
import { Async, useLoad } from '../../ui/async.tsx';
import { formatDate } from './format.ts';

export function Announcements({ courseUuid }: { courseUuid: string }) {
  const updates = useLoad(
    () =>
      call(
        api.GET('/api/v1/courses/{course_uuid}/updates', {
          params: { path: { course_uuid: courseUuid }, query: { limit: 20 } },
        }),
      ),
    [courseUuid],
  );
  return (
    <section class="card" aria-labelledby="announcements-heading">
      <h2 id="announcements-heading" class="card-title">
        Announcements
      </h2>
      <Async state={updates}>
        {(page) =>
          page.items.length === 0 ? (
            <p>No announcements yet.</p>
          ) : (
            <ul class="plain-list announcement-list">
              {page.items.map((update) => (
                <li key={update.courseupdate_uuid}>
                  <h3 class="announcement-title">{update.title}</h3>
                  <p class="hint">
                    {formatDate(update.creation_date)}
                    {update.author && ` · ${update.author.first_name || update.author.username}`}
                  </p>
                  <p class="prewrap">{update.content}</p>
                </li>
              ))}
            </ul>
          )
        }
      </Async>
    </section>
  );
}
