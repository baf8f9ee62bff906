/**
 * Certificates: the learner's own (`/courses/:course_uuid/certificate`), and the public verification page
 * (`/verify/:uuid`) anyone holding the number may open [CONTRACT 9: the certificate check needs no sign-in].
 */
import { api, call, LmsError } from '../../api.ts';
import { Link, type Params } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import type { OwnCertificate } from './learner-state.ts';
import { courseHref, formatDate } from './format.ts';
import './learner.css';

function configText(config: OwnCertificate['config'], key: string): string | undefined {
  const value = config?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function verifyHref(uuid: string): string {
  return `/verify/${encodeURIComponent(uuid)}`;
}

export function CertificatePage({ params }: { params: Params }) {
  const courseUuid = params.course_uuid ?? '';
  const { user } = useSession();
  const cert = useLoad(
    () =>
      call(
        api.GET('/api/v1/certifications/user/course/{course_uuid}', {
          params: { path: { course_uuid: courseUuid } },
        }),
      ),
    [courseUuid],
  );
  const holder = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.username || '';
  return (
    <Page title="Your certificate">
      <Async state={cert}>
        {(c) => {
          const link = new URL(verifyHref(c.user_certification_uuid), window.location.origin).href;
          return (
            <div class="stack">
              <article class="card certificate" aria-labelledby="certificate-name">
                <p class="certificate-kicker">Certificate</p>
                <h2 id="certificate-name" class="certificate-name">
                  {configText(c.config, 'certificate_name') ?? 'Certificate of completion'}
                </h2>
                <p>This certifies that</p>
                <p class="certificate-holder">{holder}</p>
                <p>
                  completed the course <strong>{c.course.name}</strong> on {formatDate(c.issue_date)}.
                </p>
                {configText(c.config, 'certificate_description') && (
                  <p class="hint">{configText(c.config, 'certificate_description')}</p>
                )}
                <p class="hint">Certificate number {c.user_certification_uuid}</p>
              </article>
              <p>
                Anyone can check this certificate at{' '}
                <Link href={verifyHref(c.user_certification_uuid)}>{link}</Link>.
              </p>
              <p>
                <Link href={courseHref(c.course.course_uuid)}>Back to the course</Link>
              </p>
            </div>
          );
        }}
      </Async>
    </Page>
  );
}

export function VerifyPage({ params }: { params: Params }) {
  const uuid = params.uuid ?? '';
  const result = useLoad(async () => {
    try {
      return await call(
        api.GET('/api/v1/certifications/certificate/{user_certification_uuid}', {
          params: { path: { user_certification_uuid: uuid } },
        }),
      );
    } catch (error) {
      if (error instanceof LmsError && error.status === 404) return null;
      throw error;
    }
  }, [uuid]);
  return (
    <Page title="Certificate check">
      <Async state={result}>
        {(c) =>
          c === null ? (
            <div class="notice notice-warn" role="status">
              <p>
                <strong>No certificate has the number “{uuid}”.</strong> Check that the link or number was
                copied in full; this page cannot vouch for it.
              </p>
            </div>
          ) : (
            <div class="stack">
              <div class={`notice ${c.valid ? 'notice-ok' : 'notice-error'}`} role="status">
                <p>
                  <strong>
                    {c.valid
                      ? '✓ This certificate is valid.'
                      : '✗ This certificate was revoked and is no longer valid.'}
                  </strong>
                </p>
              </div>
              <dl class="card facts">
                <dt>Awarded to</dt>
                <dd>{c.user.username}</dd>
                <dt>Course</dt>
                <dd>{c.course.name}</dd>
                <dt>Issued on</dt>
                <dd>{formatDate(c.issue_date)}</dd>
                <dt>Certificate number</dt>
                <dd>{c.user_certification_uuid}</dd>
              </dl>
            </div>
          )
        }
      </Async>
    </Page>
  );
}
