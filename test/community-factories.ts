/** Helpers for the communities tests: communities, discussions and comments made through the API. */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { API } from './content-factories.ts';
import { call, type TestOrg } from './factories.ts';

export interface Community {
  id: number;
  community_uuid: string;
  org_id: number;
  name: string;
  description: string;
  public: boolean;
  course_uuid: string | null;
  moderation: Record<string, unknown>;
}

export interface Discussion {
  id: number;
  discussion_uuid: string;
  community_uuid: string;
  course_uuid: string | null;
  title: string;
  content: string;
  label: string;
  is_pinned: boolean;
  is_locked: boolean;
  upvote_count: number;
  comment_count: number;
  edit_count: number;
  voted: boolean;
  author: { user_uuid: string; username: string } | null;
}

export interface Comment {
  id: number;
  comment_uuid: string;
  discussion_uuid: string;
  content: string;
  upvote_count: number;
  voted: boolean;
}

export interface PageOf<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export function postCommunity(
  t: TestApp,
  orgId: number,
  auth: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${API}/communities/?org_id=${orgId}`, auth, body);
}

export async function createCommunity(
  t: TestApp,
  o: TestOrg,
  body: Record<string, unknown> = {},
): Promise<Community> {
  const response = await postCommunity(t, o.org.id, o.admin.jwt, { name: 'Community', ...body });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Community>();
}

export function setModeration(
  t: TestApp,
  auth: string,
  community: Community,
  moderation: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(t, 'PUT', `${API}/communities/${community.community_uuid}`, auth, { moderation });
}

export function postDiscussion(
  t: TestApp,
  auth: string,
  community: Community,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${API}/communities/${community.community_uuid}/discussions`, auth, {
    title: 'A question',
    content: 'How does this work?',
    ...body,
  });
}

export async function createDiscussion(
  t: TestApp,
  auth: string,
  community: Community,
  body: Record<string, unknown> = {},
): Promise<Discussion> {
  const response = await postDiscussion(t, auth, community, body);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Discussion>();
}

export function postComment(
  t: TestApp,
  auth: string,
  discussion: { discussion_uuid: string },
  content = 'Thanks, that helps.',
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${API}/discussions/${discussion.discussion_uuid}/comments`, auth, { content });
}

export async function createComment(
  t: TestApp,
  auth: string,
  discussion: { discussion_uuid: string },
  content?: string,
): Promise<Comment> {
  const response = await postComment(t, auth, discussion, content);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Comment>();
}

export function vote(
  t: TestApp,
  auth: string,
  discussion: { discussion_uuid: string },
  method: 'POST' | 'DELETE' = 'POST',
): Promise<LightMyRequestResponse> {
  return call(t, method, `${API}/discussions/${discussion.discussion_uuid}/vote`, auth);
}

export function listDiscussions(
  t: TestApp,
  auth: string | undefined,
  community: Community,
  query = '',
): Promise<LightMyRequestResponse> {
  return call(t, 'GET', `${API}/communities/${community.community_uuid}/discussions${query}`, auth);
}
