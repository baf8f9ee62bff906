/**
 * Start-up and memory of the service as deployed (compiled when `dist/` is built; the rows say which): the time
 * from spawn to the first 200 of the health route on an existing database (migrated and seeded with a course
 * tree), the median of several starts; the resident memory of an idle server (after a few requests); and its
 * peak under the course-tree load.
 */
import { adminSession } from '../lib/client.ts';
import { runLoad } from '../lib/load.ts';
import { sized, type Scenario } from '../lib/scenario.ts';
import { seedCourse } from '../lib/seed.ts';
import { freshDatabase, startService } from '../lib/server.ts';
import { atMost } from '../lib/side-by-side.ts';
import { ACTIVITIES_PER_CHAPTER, CHAPTERS } from './course-tree.ts';

const STARTS = 5;
const START_GOAL_MS = 1000;
const IDLE_GOAL_MIB = 120;
const IDLE_WAIT_MS = 2000;

export const footprint: Scenario = {
  name: 'footprint',
  title: `Start to healthy on an existing database (median of ${STARTS}), idle memory, memory under the course-tree load`,
  async run(context) {
    const { dialect, duration, log } = context;
    const chapters = sized(context, CHAPTERS, 5);
    const activities = sized(context, ACTIVITIES_PER_CHAPTER, 4);
    const starts = sized(context, STARTS, 3);
    const database = await freshDatabase(dialect);
    try {
      const first = await startService(database);
      let courseUuid: string;
      let slug: string;
      try {
        const session = await adminSession(first.url);
        const { admin, orgId } = session;
        slug = session.slug;
        log(`seeding ${chapters} × ${activities} activities`);
        courseUuid = (await seedCourse(admin, orgId, { chapters, activities })).course_uuid;
      } finally {
        await first.stop();
      }
      const times: number[] = [];
      for (let i = 0; i < starts; i++) {
        const service = await startService(database);
        times.push(service.startMs);
        await service.stop();
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;

      const service = await startService(database);
      try {
        // Idle after a few requests (the routes a monitor and a visitor reach first), as a deployed server is.
        for (let i = 0; i < 5; i++) {
          for (const route of ['/health', `/courses/org_slug/${slug}/page/1/limit/20`]) {
            await (await fetch(`${service.url}${route}`)).arrayBuffer();
          }
        }
        await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
        const idle = await service.rssMiB();
        let peak = idle;
        const sampler = setInterval(() => {
          service.rssMiB().then(
            (rss) => (peak = Math.max(peak, rss)),
            () => undefined,
          );
        }, 200);
        const load = await runLoad({
          url: `${service.url}/courses/${courseUuid}/meta`,
          connections: 20,
          duration,
        }).finally(() => clearInterval(sampler));
        const after = await service.rssMiB();
        return [
          {
            label: `start to healthy on an existing database, median of ${starts}`,
            goal: atMost(median, START_GOAL_MS, 'ms'),
            extra: {
              start_ms: Math.round(median),
              starts_ms: times.map(Math.round).join(' '),
              service: service.entry,
            },
          },
          {
            label: `idle resident memory, ${IDLE_WAIT_MS / 1000} s after a few requests`,
            // The goal is the embedded deployment's, SQLite.
            ...(dialect === 'sqlite' && { goal: atMost(idle, IDLE_GOAL_MIB, 'MiB') }),
            extra: { rss_mib: idle, service: service.entry },
          },
          {
            label: `course-tree load (${chapters} × ${activities}), peak / after`,
            load,
            extra: { rss_mib: peak, rss_after_mib: after, service: service.entry },
          },
        ];
      } finally {
        await service.stop();
      }
    } finally {
      await database.drop();
    }
  },
};
