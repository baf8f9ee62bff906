import { adminSession } from '../lib/client.ts';
import { runLoad } from '../lib/load.ts';
import type { Scenario } from '../lib/scenario.ts';
import { seedCourse } from '../lib/seed.ts';
import { startServer } from '../lib/server.ts';

export const CHAPTERS = 50;
export const ACTIVITIES_PER_CHAPTER = 20;

export const courseTree: Scenario = {
  name: 'course-tree',
  title: `GET /courses/{uuid}/meta on a course of ${CHAPTERS} chapters × ${ACTIVITIES_PER_CHAPTER} activities`,
  usesDatabase: true,
  async run({ dialect, duration, log }) {
    const server = await startServer(dialect);
    try {
      const { admin, orgId } = await adminSession(server.base);
      log(`seeding ${CHAPTERS * ACTIVITIES_PER_CHAPTER} activities`);
      const course = await seedCourse(admin, orgId, {
        chapters: CHAPTERS,
        activities: ACTIVITIES_PER_CHAPTER,
      });
      const url = `${server.base}/courses/${course.course_uuid}/meta`;
      const full = await runLoad({ url, connections: 20, duration });
      const slim = await runLoad({ url: `${url}?slim=true`, connections: 20, duration });
      return [
        { label: 'full tree, anonymous reader', load: full },
        { label: 'slim tree, anonymous reader', load: slim },
      ];
    } finally {
      await server.stop();
    }
  },
};
