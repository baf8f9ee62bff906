import { adminSession } from '../lib/client.ts';
import { runLoad } from '../lib/load.ts';
import type { Scenario } from '../lib/scenario.ts';
import { inParallel, PARALLEL, seedCourse } from '../lib/seed.ts';
import { startServer } from '../lib/server.ts';

const COURSES = 1000;

export const courseList: Scenario = {
  name: 'course-list',
  title: `The paginated course list of an organization with ${COURSES} courses`,
  usesDatabase: true,
  async run({ dialect, duration, log }) {
    const server = await startServer(dialect);
    try {
      const { admin, orgId, slug } = await adminSession(server.base);
      log(`seeding ${COURSES} courses`);
      await inParallel(
        Array.from({ length: COURSES }, (_, i) => i),
        PARALLEL,
        (i) => seedCourse(admin, orgId, { name: `Course ${i + 1}` }),
      );
      const first = await runLoad({
        url: `${server.base}/courses/org_slug/${slug}/page/1/limit/20`,
        connections: 20,
        duration,
      });
      const deep = await runLoad({
        url: `${server.base}/courses/org_slug/${slug}/page/40/limit/25`,
        connections: 20,
        duration,
      });
      return [
        { label: 'page 1 of 20, anonymous', load: first },
        { label: 'page 40 of 25 (the last), anonymous', load: deep },
      ];
    } finally {
      await server.stop();
    }
  },
};
