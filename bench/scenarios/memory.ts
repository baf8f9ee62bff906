import { adminSession } from '../lib/client.ts';
import { runLoad } from '../lib/load.ts';
import type { Scenario } from '../lib/scenario.ts';
import { seedCourse } from '../lib/seed.ts';
import { residentMiB, startServer } from '../lib/server.ts';
import { ACTIVITIES_PER_CHAPTER, CHAPTERS } from './course-tree.ts';

export const memory: Scenario = {
  name: 'memory',
  title: 'Resident memory of an idle server and under the course-tree load',
  usesDatabase: true,
  async run({ dialect, duration, log }) {
    const server = await startServer(dialect);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const idle = await residentMiB(server.pid);
      const { admin, orgId } = await adminSession(server.base);
      log('seeding the course tree');
      const course = await seedCourse(admin, orgId, {
        chapters: CHAPTERS,
        activities: ACTIVITIES_PER_CHAPTER,
      });
      let peak = await residentMiB(server.pid);
      const sampler = setInterval(() => {
        residentMiB(server.pid).then(
          (rss) => (peak = Math.max(peak, rss)),
          () => undefined,
        );
      }, 200);
      const load = await runLoad({
        url: `${server.base}/courses/${course.course_uuid}/meta`,
        connections: 20,
        duration,
      }).finally(() => clearInterval(sampler));
      const after = await residentMiB(server.pid);
      return [
        { label: 'idle, after start', extra: { rss_mib: idle } },
        { label: 'course-tree load (peak / after)', load, extra: { rss_mib: peak, rss_after_mib: after } },
      ];
    } finally {
      await server.stop();
    }
  },
};
