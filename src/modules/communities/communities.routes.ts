/** Communities and their discussion lists [CONTRACT 11]. */
import { Type } from 'typebox';
import { Page, PaginationQuery, errors, pageOf } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { CommunityRead, DiscussionRead } from './communities.presenter.ts';
import {
  CommunityParams,
  CourseParams,
  CreateCommunityBody,
  CreateCommunityQuery,
  CreateDiscussionBody,
  DiscussionListQuery,
  OrgParams,
  UpdateCommunityBody,
} from './communities.schemas.ts';
import type { CommunitiesService } from './communities.service.ts';
import type { DiscussionsService } from './discussions.service.ts';
import type { DiscussionFlagsService } from './discussion-flags.service.ts';
import type { CommentsService } from './comments.service.ts';
import type { VotesService } from './votes.service.ts';

export const tags = ['communities'];

/** What the communities routes use. */
export interface CommunityRouteDeps {
  communities: CommunitiesService;
  discussions: DiscussionsService;
  discussionFlags: DiscussionFlagsService;
  comments: CommentsService;
  votes: VotesService;
}

export function registerCommunityListRoutes(app: App, s: CommunityRouteDeps): void {
  app.post(
    '/communities/',
    {
      schema: {
        tags,
        operationId: 'createCommunity',
        summary: 'Create a community, optionally for one course (at most one per course)',
        querystring: CreateCommunityQuery,
        body: CreateCommunityBody,
        response: { 200: CommunityRead, ...errors(401, 403, 404, 409, 422) },
      },
    },
    (request) => s.communities.create(request.principal, request.query.org_id, request.body),
  );

  app.get(
    '/communities/org/:org_id',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listCommunities',
        summary: "The organization's communities the caller may see, oldest first",
        params: OrgParams,
        querystring: PaginationQuery,
        response: { 200: Page(CommunityRead), ...errors(403, 404, 422) },
      },
    },
    (request) => s.communities.listForOrg(request.principal, request.params.org_id, pageOf(request.query)),
  );

  app.get(
    '/communities/course/:course_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getCourseCommunity',
        summary: "A course's community, for whoever may read the course",
        params: CourseParams,
        response: { 200: CommunityRead, ...errors(403, 404, 422) },
      },
    },
    (request) => s.communities.getForCourse(request.principal, request.params.course_uuid),
  );

  app.get(
    '/communities/:community_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getCommunity',
        summary: 'One community',
        params: CommunityParams,
        response: { 200: CommunityRead, ...errors(403, 404, 422) },
      },
    },
    (request) => s.communities.get(request.principal, request.params.community_uuid),
  );

  app.put(
    '/communities/:community_uuid',
    {
      schema: {
        tags,
        operationId: 'updateCommunity',
        summary: 'Change a community and its moderation settings (partial)',
        params: CommunityParams,
        body: UpdateCommunityBody,
        response: { 200: CommunityRead, ...errors(401, 403, 404, 409, 422) },
      },
    },
    (request) => s.communities.update(request.principal, request.params.community_uuid, request.body),
  );

  app.delete(
    '/communities/:community_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteCommunity',
        summary: 'Delete a community with its discussions, comments and votes',
        params: CommunityParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.communities.delete(request.principal, request.params.community_uuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/communities/:community_uuid/discussions',
    {
      schema: {
        tags,
        operationId: 'createDiscussion',
        summary: "Start a discussion (the author's upvote counts from the start)",
        params: CommunityParams,
        body: CreateDiscussionBody,
        response: { 200: DiscussionRead, ...errors(400, 401, 403, 404, 422, 429) },
      },
    },
    (request) => s.discussions.create(request.principal, request.params.community_uuid, request.body),
  );

  app.get(
    '/communities/:community_uuid/discussions',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listDiscussions',
        summary: 'Discussions, pinned first, then by `recent`, `top` or `hot`',
        params: CommunityParams,
        querystring: DiscussionListQuery,
        response: { 200: Page(DiscussionRead), ...errors(403, 404, 422) },
      },
    },
    (request) =>
      s.discussions.list(request.principal, request.params.community_uuid, {
        sort: request.query.sort ?? 'recent',
        ...(request.query.label !== undefined && { label: request.query.label }),
        ...pageOf(request.query),
      }),
  );
}
