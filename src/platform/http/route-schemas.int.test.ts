/**
 * Every route declares the body of each success answer it gives: the OpenAPI document then describes every
 * answer, and the serializer sends only the declared fields, so a field added to a row by mistake (a password
 * hash, an answer key) cannot leave unnoticed. The test walks every route the application registered, so a
 * route added later without a response schema fails here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const PREFIX = '/api/v1';

/** Routes that never answer JSON on success, and why. Each must still exist: a stale entry fails the test. */
const NO_JSON_ANSWER: Record<string, string> = {
  'GET /openapi.json': 'the OpenAPI document itself, whose shape the OpenAPI specification defines',
  'GET /courses/:course_uuid/thumbnail': 'a stored image, streamed through sendObject',
  'GET /activities/:activity_uuid/file': 'a stored file, streamed through sendObject',
  'GET /blocks/:block_uuid/file': 'a stored file, streamed through sendObject',
  'GET /assignments/task/:assignment_task_uuid/ref_file': 'a stored file, streamed through sendObject',
  'GET /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions/user/:user_id/files/:file_uuid':
    'a stored file, streamed through sendObject',
  'GET /playgrounds/:playground_uuid/view': 'the playground page itself, HTML served sandboxed',
  'POST /playgrounds/:playground_uuid/generate': 'a generation, streamed as Server-Sent Events',
  'GET /scorm/:activity_uuid/launch': 'the player page: the web app’s HTML',
};

/**
 * The success statuses of routes that differ from the rule (200, or 204 for a DELETE), and why. A DELETE that
 * answers with what remains after the change is not a deletion of the resource its path names.
 */
const SUCCESS_STATUSES: Record<string, { statuses: number[]; why: string }> = {
  'DELETE /courses/:course_uuid/contributors': {
    statuses: [200],
    why: 'removing authorships answers the authors that remain',
  },
  'DELETE /trail/remove_activity/:activity_uuid': {
    statuses: [200],
    why: "marking an activity not done answers the learner's run through the course",
  },
  'DELETE /admin/:org_slug/progress/:user_id/activities/:activity_uuid/complete': {
    statuses: [200],
    why: "marking an activity not done answers the learner's run through the course",
  },
  'DELETE /usergroups/:usergroup_id/remove_users': {
    statuses: [200],
    why: 'removing members answers what changed and what did not',
  },
  'DELETE /usergroups/:usergroup_id/remove_resources': {
    statuses: [200],
    why: 'unlinking resources answers what changed and what did not',
  },
  'DELETE /discussions/:discussion_uuid/vote': {
    statuses: [200],
    why: 'withdrawing an upvote answers the count that remains',
  },
  'DELETE /comments/:comment_uuid/vote': {
    statuses: [200],
    why: 'withdrawing an upvote answers the count that remains',
  },
  'DELETE /assignments/:assignment_uuid/submissions/:user_id': {
    statuses: [200],
    why: 'rejecting a submission sends it back to PENDING and answers the submission',
  },
};

function expectedStatuses(method: string, path: string): number[] {
  return SUCCESS_STATUSES[`${method} ${path}`]?.statuses ?? [method === 'DELETE' ? 204 : 200];
}

describe('response schemas', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  function apiRoutes(): { key: string; method: string; path: string; response: Record<string, unknown> }[] {
    return t.routes
      .filter((route) => route.url.startsWith(`${PREFIX}/`))
      .map((route) => {
        const path = route.url.slice(PREFIX.length);
        return {
          key: `${route.method} ${path}`,
          method: route.method,
          path,
          response: (route.schema?.response ?? {}) as Record<string, unknown>,
        };
      });
  }

  it('every route under the API prefix declares each success status it answers', () => {
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      if (Object.hasOwn(NO_JSON_ANSWER, route.key)) continue;
      const declared = Object.keys(route.response).filter((status) => /^2\d\d$/.test(status));
      const absent = expectedStatuses(route.method, route.path).filter((s) => !declared.includes(String(s)));
      if (declared.length === 0 || absent.length > 0) {
        missing.push(
          `${route.key} (declares ${declared.join(', ') || 'no 2xx'}; needs ${absent.join(', ')})`,
        );
      }
    }
    assert.deepEqual(missing, [], `routes without a response schema:\n  ${missing.join('\n  ')}`);
  });

  it('every exception names a registered route', () => {
    const keys = new Set(apiRoutes().map((route) => route.key));
    const stale = [...Object.keys(NO_JSON_ANSWER), ...Object.keys(SUCCESS_STATUSES)].filter(
      (key) => !keys.has(key),
    );
    assert.deepEqual(stale, [], 'exceptions for routes that no longer exist');
  });
});
