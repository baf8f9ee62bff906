import { readsBeside } from '../lib/ceiling.ts';
import { adminSession } from '../lib/client.ts';
import { sized, type Scenario } from '../lib/scenario.ts';
import { seedCourse } from '../lib/seed.ts';
import { startServer } from '../lib/server.ts';
import { atLeast } from '../lib/side-by-side.ts';

export const CHAPTERS = 50;
export const ACTIVITIES_PER_CHAPTER = 20;
const GOAL = 0.5;

export const courseTree: Scenario = {
  name: 'course-tree',
  title: `GET /courses/{uuid}/meta on a course of ${CHAPTERS} chapters × ${ACTIVITIES_PER_CHAPTER} activities, beside a bare route sending the same bytes`,
  async run(context) {
    const { duration, rounds, log } = context;
    const chapters = sized(context, CHAPTERS, 5);
    const activities = sized(context, ACTIVITIES_PER_CHAPTER, 4);
    const server = await startServer(context);
    try {
      const { admin, orgId } = await adminSession(server.url);
      log(`seeding ${chapters} × ${activities} activities`);
      const course = await seedCourse(admin, orgId, { chapters, activities });
      const url = `${server.url}/courses/${course.course_uuid}/meta`;
      const results = await readsBeside(
        [
          { label: `full tree (${chapters} × ${activities}), anonymous reader`, url },
          { label: `slim tree (${chapters} × ${activities}), anonymous reader`, url: `${url}?slim=true` },
        ],
        { connections: 20, duration, rounds, service: server },
      );
      return results.map(({ label, pair }) => ({ label, pair, goal: atLeast(pair.ratio, GOAL) }));
    } finally {
      await server.stop();
    }
  },
};
