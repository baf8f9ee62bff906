/**
 * Communities and discussions [CONTRACT 11]: built on the course reads (a community may belong to a course,
 * and whoever may read the course may read its community).
 */
import {
  CommentsService,
  CommunitiesService,
  CommunityAccess,
  CommunityContext,
  DiscussionFlagsService,
  DiscussionsService,
  ModerationService,
  VotesService,
} from '../modules/communities/index.ts';
import type { ContentServices } from './content.ts';
import type { Kernel } from './kernel.ts';

export type CommunityServices = ReturnType<typeof buildCommunities>;

export function buildCommunities(k: Kernel, content: Pick<ContentServices, 'content' | 'courses'>) {
  const { db, clock, events, access, families } = k;
  const { courses } = content;
  const reach = new CommunityAccess({
    db,
    access,
    content: content.content,
    requireCourseIn: (orgId, courseId) => courses.requireCourseIn(orgId, courseId),
  });
  const context = new CommunityContext({ db, families, reach });
  const moderation = new ModerationService({ db, clock });
  const communities = new CommunitiesService({ db, access, families, clock, courses, context });
  const discussions = new DiscussionsService({ db, access, clock, events, context, moderation });
  const discussionFlags = new DiscussionFlagsService({ db, access, clock, events, context });
  const comments = new CommentsService({
    db,
    access,
    clock,
    events,
    context,
    moderation,
    flags: discussionFlags,
  });
  const votes = new VotesService({ db, access, clock, events, context });
  return { communities, discussions, discussionFlags, comments, votes };
}
