/**
 * `/teach/scorm/:activity_uuid`: a SCORM activity's results, one row per learner [CONTRACT 12]: their latest
 * attempt's completion and success (kept apart), score and total time, and how many attempts they made.
 */
import { useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import './teach.css';

const PAGE_SIZE = 50;

/** Seconds as a reader says them: `1 h 02 min`, `3 min 05 s`, `45 s`. */
export function spokenDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min ${String(s).padStart(2, '0')} s`;
  return `${s} s`;
}

const STATUS_BADGE: Record<string, string> = {
  completed: 'badge badge-ok',
  passed: 'badge badge-ok',
  failed: 'badge badge-danger',
  incomplete: 'badge badge-warn',
};

function Status({ value }: { value: string }) {
  return <span class={STATUS_BADGE[value] ?? 'badge'}>{value}</span>;
}

export function ScormResultsPage({ params }: { params: Record<string, string> }) {
  const activityUuid = params['activity_uuid'] ?? '';
  const courseUuid = new URLSearchParams(window.location.search).get('course');
  const [offset, setOffset] = useState(0);
  const activity = useLoad(
    () =>
      call(
        api.GET('/api/v1/activities/{activity_uuid}', { params: { path: { activity_uuid: activityUuid } } }),
      ),
    [activityUuid],
  );
  const results = useLoad(
    () =>
      call(
        api.GET('/api/v1/scorm/{activity_uuid}/results', {
          params: { path: { activity_uuid: activityUuid }, query: { limit: PAGE_SIZE, offset } },
        }),
      ),
    [activityUuid, offset],
  );
  return (
    <Page title={activity.data === undefined ? 'Package results' : `Results: ${activity.data.name}`}>
      <nav aria-label="Breadcrumb" class="teach-crumbs">
        <Link href="/teach">Teach</Link>
        {courseUuid !== null && (
          <>
            {' › '}
            <Link href={`/teach/courses/${encodeURIComponent(courseUuid)}`}>Course</Link>
          </>
        )}
      </nav>
      <Async state={results}>
        {(page) =>
          page.total === 0 ? (
            <p>No learner has opened this package yet.</p>
          ) : (
            <>
              <div class="table-wrap">
                <table>
                  <caption class="visually-hidden">Each learner's latest attempt</caption>
                  <thead>
                    <tr>
                      <th scope="col">Learner</th>
                      <th scope="col">Completion</th>
                      <th scope="col">Success</th>
                      <th scope="col">Score</th>
                      <th scope="col">Time</th>
                      <th scope="col">Attempts</th>
                      <th scope="col">Last opened</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((row) => {
                      const name = [row.user.first_name, row.user.last_name].filter(Boolean).join(' ');
                      const { raw, max, scaled } = row.score;
                      return (
                        <tr key={row.user.id}>
                          <th scope="row">{name === '' ? row.user.username : name}</th>
                          <td>
                            <Status value={row.completion_status} />
                          </td>
                          <td>
                            <Status value={row.success_status} />
                          </td>
                          <td>
                            {raw === null ? '—' : max === null ? String(raw) : `${raw} / ${max}`}
                            {scaled !== null && ` (${Math.round(scaled * 100)} %)`}
                          </td>
                          <td>{spokenDuration(row.total_time_seconds)}</td>
                          <td>{row.attempts}</td>
                          <td>{row.last_accessed} UTC</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {page.total > PAGE_SIZE && (
                <nav class="pager" aria-label="Pages of results">
                  <button
                    type="button"
                    class="button-secondary"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
                  >
                    Previous page
                  </button>
                  <span>
                    {page.offset + 1}–{page.offset + page.items.length} of {page.total}
                  </span>
                  <button
                    type="button"
                    class="button-secondary"
                    disabled={offset + PAGE_SIZE >= page.total}
                    onClick={() => setOffset(offset + PAGE_SIZE)}
                  >
                    Next page
                  </button>
                </nav>
              )}
            </>
          )
        }
      </Async>
    </Page>
  );
}
