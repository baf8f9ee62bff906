import { readsBeside } from '../lib/ceiling.ts';
import { adminSession } from '../lib/client.ts';
import { sized, type Scenario } from '../lib/scenario.ts';
import { inParallel, PARALLEL, seedCourse } from '../lib/seed.ts';
import { startServer } from '../lib/server.ts';
import { atLeast } from '../lib/side-by-side.ts';

const COURSES = 1000;
const PAGE = 50;
const GOAL = 0.5;

export const courseList: Scenario = {
  name: 'course-list',
  title: `The course list of an organization with ${COURSES} courses, pages of ${PAGE}, beside a bare route sending the same bytes`,
  async run(context) {
    const { duration, rounds, log } = context;
    const courses = sized(context, COURSES, 100);
    const server = await startServer(context);
    try {
      const { admin, orgId, slug } = await adminSession(server.url);
      log(`seeding ${courses} courses`);
      await inParallel(
        Array.from({ length: courses }, (_, i) => i),
        PARALLEL,
        (i) => seedCourse(admin, orgId, { name: `Course ${i + 1}` }),
      );
      const list = `${server.url}/courses/org_slug/${slug}/page`;
      const last = Math.ceil(courses / PAGE);
      const results = await readsBeside(
        [
          { label: `page 1 of ${PAGE} (of ${courses}), anonymous`, url: `${list}/1/limit/${PAGE}` },
          { label: `page ${last} of ${PAGE} (the last), anonymous`, url: `${list}/${last}/limit/${PAGE}` },
        ],
        { connections: 20, duration, rounds, service: server },
      );
      return results.map(({ label, pair }) => ({ label, pair, goal: atLeast(pair.ratio, GOAL) }));
    } finally {
      await server.stop();
    }
  },
};
