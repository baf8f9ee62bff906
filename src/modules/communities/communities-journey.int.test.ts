/**
 * A learner discusses a course, through the API as a client would, with every event received by a real HTTPS
 * receiver, signed and within its catalogue schema: a post, a comment, votes, a moderator pinning and locking.
 * Each event arrives exactly once, and changes that change nothing (a second pin, a withdrawn vote, a refused
 * comment) send none. Then the idle auto-lock: the comment that finds a discussion idle too long is refused, and
 * the lock (with its one `discussion_locked`) stays, even for comments racing it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  createComment,
  createCommunity,
  createDiscussion,
  postComment,
  setModeration,
  vote,
  type Discussion,
} from '../../../test/community-factories.ts';
import { API, createCourse } from '../../../test/content-factories.ts';
import { byEvent, captureEvents } from '../../../test/event-capture.ts';
import { addMember, call, createOrg, type TestUser } from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { RACERS, race } from '../../../test/races.ts';
import { FAST_POLICY, buildWebhookTestApp } from '../../../test/webhook-helpers.ts';
import { DAY, SECOND } from '../../platform/clock.ts';

const EVENTS = [
  'discussion_posted',
  'comment_created',
  'discussion_vote_cast',
  'discussion_pinned',
  'discussion_locked',
];

/**
 * Fast retries with a generous attempt timeout: these tests are about what is sent, and a loaded machine must not
 * turn a slow first TLS handshake into a retry the manual clock never makes due.
 */
const POLICY = { ...FAST_POLICY, attemptTimeoutMs: 10_000 };

describe('communities journey', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  before(async () => {
    t = await buildWebhookTestApp({ policy: POLICY });
    receiver = await startHttpsReceiver();
  });
  after(async () => {
    await receiver.close();
    await t.close();
  });

  const ref = (u: TestUser) => ({ user_uuid: u.user.user_uuid, email: u.email, username: u.user.username });

  it('a learner posts, others comment and vote, a moderator pins and locks: every event once', async () => {
    const o = await createOrg(t);
    const events = await captureEvents(t, o, receiver, EVENTS);
    const course = await createCourse(t, o, { published: true });
    const community = await createCommunity(t, o, { name: 'Course talk', course_uuid: course.course_uuid });
    const learner = await addMember(t, o.org.id, 'learner');
    const classmate = await addMember(t, o.org.id, 'learner');
    const moderator = await addMember(t, o.org.id, 'maintainer');

    const byCourse = await call(t, 'GET', `${API}/communities/course/${course.course_uuid}`, learner.jwt);
    assert.equal(byCourse.json<{ community_uuid: string }>().community_uuid, community.community_uuid);
    const d = await createDiscussion(t, learner.jwt, community, {
      title: 'Week 1',
      content: 'What is a monad?',
    });
    assert.equal(d.course_uuid, course.course_uuid);
    const comment = await createComment(t, classmate.jwt, d, 'A burrito.');
    const voted = await vote(t, classmate.jwt, d);
    assert.equal(voted.json<{ upvote_count: number }>().upvote_count, 2);
    // A refused second vote is no event.
    assertError(await vote(t, classmate.jwt, d), 409, 'already_voted');
    const pin = `${API}/discussions/${d.discussion_uuid}/pin`;
    const lock = `${API}/discussions/${d.discussion_uuid}/lock`;
    assert.equal((await call(t, 'PUT', pin, moderator.jwt, { is_pinned: true })).statusCode, 200);
    assert.equal((await call(t, 'PUT', pin, moderator.jwt, { is_pinned: true })).statusCode, 200);
    assert.equal((await call(t, 'PUT', lock, moderator.jwt, { is_locked: true })).statusCode, 200);
    assert.equal((await call(t, 'PUT', lock, moderator.jwt, { is_locked: true })).statusCode, 200);
    assertError(await postComment(t, learner.jwt, d), 403, 'discussion_locked');

    const received = byEvent(await events.take());
    const base = {
      discussion_uuid: d.discussion_uuid,
      title: 'Week 1',
      community_uuid: community.community_uuid,
    };
    assert.deepEqual(received, {
      discussion_posted: [
        {
          user: ref(learner),
          discussion: { discussion_uuid: d.discussion_uuid, title: 'Week 1' },
          community: { community_uuid: community.community_uuid },
        },
      ],
      comment_created: [
        {
          user: ref(classmate),
          comment: { comment_uuid: comment.comment_uuid },
          discussion: { discussion_uuid: d.discussion_uuid, title: 'Week 1' },
          community: { community_uuid: community.community_uuid },
        },
      ],
      discussion_vote_cast: [
        { discussion_uuid: d.discussion_uuid, user_id: classmate.user.id, upvote_count: 2 },
      ],
      discussion_pinned: [{ ...base, is_pinned: true }],
      discussion_locked: [{ ...base, is_locked: true }],
    });

    // Unpinning and unlocking are events too; withdrawing a vote is not.
    assert.equal((await vote(t, classmate.jwt, d, 'DELETE')).statusCode, 200);
    assert.equal((await call(t, 'PUT', lock, moderator.jwt, { is_locked: false })).statusCode, 200);
    const pins = await race(RACERS, () => call(t, 'PUT', pin, moderator.jwt, { is_pinned: false }));
    for (const r of pins) assert.equal(r.json<Discussion>().is_pinned, false);
    assert.deepEqual(byEvent(await events.take()), {
      discussion_locked: [{ ...base, is_locked: false }],
      discussion_pinned: [{ ...base, is_pinned: false }],
    });
  });

  it('a discussion idle past auto_lock_days locks when the next comment arrives; that comment is refused', async () => {
    const o = await createOrg(t);
    const events = await captureEvents(t, o, receiver, ['discussion_locked', 'comment_created']);
    const community = await createCommunity(t, o);
    assert.equal((await setModeration(t, o.admin.jwt, community, { auto_lock_days: 2 })).statusCode, 200);
    const learner = await addMember(t, o.org.id, 'learner');
    const d = await createDiscussion(t, learner.jwt, community, { title: 'Old thread' });
    const idle = await createDiscussion(t, learner.jwt, community, { title: 'Idle thread' });
    // A comment within the window keeps a discussion alive: idleness counts from the newest comment.
    t.clock.advance(1.5 * DAY);
    const auth = (await t.services.sessions.issue(learner.user)).access_token;
    await createComment(t, auth, d, 'still here');
    t.clock.advance(DAY);
    const later = (await t.services.sessions.issue(learner.user)).access_token;
    const kept = await createComment(t, later, d, 'and again');
    t.clock.advance(2 * DAY + SECOND);
    const late = (await t.services.sessions.issue(learner.user)).access_token;
    // Every comment racing onto the idle discussion is refused; it locks once.
    const responses = await race(RACERS, () => postComment(t, late, idle));
    for (const r of responses) assertError(r, 403, 'discussion_locked');
    const read = await call(t, 'GET', `${API}/discussions/${idle.discussion_uuid}`, late);
    assert.equal(read.json<Discussion>().is_locked, true);
    assert.equal(read.json<Discussion>().comment_count, 0);
    assertError(await postComment(t, late, d), 403, 'discussion_locked');
    const received = byEvent(await events.take());
    assert.equal(received.comment_created?.length, 2);
    assert.equal(
      received.comment_created?.some(
        (c) => (c.comment as { comment_uuid: string }).comment_uuid === kept.comment_uuid,
      ),
      true,
    );
    assert.deepEqual(
      received.discussion_locked?.sort((a, b) => String(a.title).localeCompare(String(b.title))),
      [
        {
          discussion_uuid: idle.discussion_uuid,
          title: 'Idle thread',
          is_locked: true,
          community_uuid: community.community_uuid,
        },
        {
          discussion_uuid: d.discussion_uuid,
          title: 'Old thread',
          is_locked: true,
          community_uuid: community.community_uuid,
        },
      ],
    );
    // Moderators are exempt from the auto-lock, and may answer in a locked discussion.
    const admin = (await t.services.sessions.issue(o.admin.user)).access_token;
    assert.equal((await postComment(t, admin, idle, 'reopening soon')).statusCode, 200);
  });
});
