/** One discussion, its pin and lock, its comments, and the upvotes on both [CONTRACT 11]. */
import { Type } from 'typebox';
import { Page, PaginationQuery, errors, pageOf } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { CommentRead, CommentVoteRead, DiscussionRead, DiscussionVoteRead } from './communities.presenter.ts';
import { tags, type CommunityRouteDeps } from './communities.routes.ts';
import {
  CommentBody,
  CommentParams,
  DiscussionParams,
  LockBody,
  PinBody,
  UpdateDiscussionBody,
} from './communities.schemas.ts';

export function registerDiscussionRoutes(app: App, s: CommunityRouteDeps): void {
  app.get(
    '/discussions/:discussion_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getDiscussion',
        summary: 'One discussion',
        params: DiscussionParams,
        response: { 200: DiscussionRead, ...errors(403, 404, 422) },
      },
    },
    (request) => s.discussions.get(request.principal, request.params.discussion_uuid),
  );

  app.put(
    '/discussions/:discussion_uuid',
    {
      schema: {
        tags,
        operationId: 'updateDiscussion',
        summary: 'Edit a discussion (authors twice, moderators without limit)',
        params: DiscussionParams,
        body: UpdateDiscussionBody,
        response: { 200: DiscussionRead, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) => s.discussions.update(request.principal, request.params.discussion_uuid, request.body),
  );

  app.delete(
    '/discussions/:discussion_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteDiscussion',
        summary: 'Delete a discussion with its comments and votes',
        params: DiscussionParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.discussions.delete(request.principal, request.params.discussion_uuid);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/discussions/:discussion_uuid/pin',
    {
      schema: {
        tags,
        operationId: 'pinDiscussion',
        summary: 'Pin or unpin a discussion (moderators)',
        params: DiscussionParams,
        body: PinBody,
        response: { 200: DiscussionRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.discussionFlags.pin(request.principal, request.params.discussion_uuid, request.body.is_pinned),
  );

  app.put(
    '/discussions/:discussion_uuid/lock',
    {
      schema: {
        tags,
        operationId: 'lockDiscussion',
        summary: 'Lock or unlock a discussion (moderators)',
        params: DiscussionParams,
        body: LockBody,
        response: { 200: DiscussionRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.discussionFlags.lock(request.principal, request.params.discussion_uuid, request.body.is_locked),
  );

  app.post(
    '/discussions/:discussion_uuid/vote',
    {
      schema: {
        tags,
        operationId: 'voteDiscussion',
        summary: 'Upvote a discussion (once per person)',
        params: DiscussionParams,
        response: { 200: DiscussionVoteRead, ...errors(401, 403, 404, 409, 422) },
      },
    },
    (request) => s.votes.voteDiscussion(request.principal, request.params.discussion_uuid),
  );

  app.delete(
    '/discussions/:discussion_uuid/vote',
    {
      schema: {
        tags,
        operationId: 'unvoteDiscussion',
        summary: 'Withdraw your upvote of a discussion',
        params: DiscussionParams,
        response: { 200: DiscussionVoteRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.votes.unvoteDiscussion(request.principal, request.params.discussion_uuid),
  );

  app.post(
    '/discussions/:discussion_uuid/comments',
    {
      schema: {
        tags,
        operationId: 'createComment',
        summary: 'Comment on a discussion',
        params: DiscussionParams,
        body: CommentBody,
        response: { 200: CommentRead, ...errors(400, 401, 403, 404, 422, 429) },
      },
    },
    (request) => s.comments.create(request.principal, request.params.discussion_uuid, request.body),
  );

  app.get(
    '/discussions/:discussion_uuid/comments',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listComments',
        summary: "A discussion's comments, oldest first",
        params: DiscussionParams,
        querystring: PaginationQuery,
        response: { 200: Page(CommentRead), ...errors(403, 404, 422) },
      },
    },
    (request) => s.comments.list(request.principal, request.params.discussion_uuid, pageOf(request.query)),
  );

  app.put(
    '/comments/:comment_uuid',
    {
      schema: {
        tags,
        operationId: 'updateComment',
        summary: 'Edit a comment',
        params: CommentParams,
        body: CommentBody,
        response: { 200: CommentRead, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) => s.comments.update(request.principal, request.params.comment_uuid, request.body),
  );

  app.delete(
    '/comments/:comment_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteComment',
        summary: 'Delete a comment',
        params: CommentParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.comments.delete(request.principal, request.params.comment_uuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/comments/:comment_uuid/vote',
    {
      schema: {
        tags,
        operationId: 'voteComment',
        summary: 'Upvote a comment (once per person)',
        params: CommentParams,
        response: { 200: CommentVoteRead, ...errors(401, 403, 404, 409, 422) },
      },
    },
    (request) => s.votes.voteComment(request.principal, request.params.comment_uuid),
  );

  app.delete(
    '/comments/:comment_uuid/vote',
    {
      schema: {
        tags,
        operationId: 'unvoteComment',
        summary: 'Withdraw your upvote of a comment',
        params: CommentParams,
        response: { 200: CommentVoteRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.votes.unvoteComment(request.principal, request.params.comment_uuid),
  );
}
