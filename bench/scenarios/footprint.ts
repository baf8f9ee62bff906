/**
 * Start-up and memory of the service as deployed (bin/lms.js, the compiled service): the time from spawn to the
 * first 200 of the health route on an existing database (migrated and seeded with a course tree), and the CPU it
 * spent by then, the medians of several starts (beside the first boot, which creates the database); the resident
 * memory of an idle server (after a few requests); and its peak under the course-tree load. With `--root` it
 * measures another checkout the same way, to compare two builds:
 * `npm run bench -- footprint --db sqlite [--root <checkout>]`.
 */
import { adminSession } from '../lib/client.ts';
import { runLoad } from '../lib/load.ts';
import { sized, type Scenario } from '../lib/scenario.ts';
import { seedCourse } from '../lib/seed.ts';
import { freshDatabase, startService, type ServiceOptions } from '../lib/server.ts';
import { atMost } from '../lib/side-by-side.ts';
import { ACTIVITIES_PER_CHAPTER, CHAPTERS } from './course-tree.ts';

const STARTS = 5;
const START_GOAL_MS = 1000;
const IDLE_GOAL_MIB = 120;
const IDLE_WAIT_MS = 2000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const footprint: Scenario = {
  name: 'footprint',
  title: `Start to healthy on an existing database (median of ${STARTS}), idle memory, memory under the course-tree load`,
  async run(context) {
    const { dialect, duration, root, log } = context;
    const chapters = sized(context, CHAPTERS, 5);
    const activities = sized(context, ACTIVITIES_PER_CHAPTER, 4);
    const starts = sized(context, STARTS, 3);
    const database = await freshDatabase(dialect);
    const options: ServiceOptions = { env: database.env, root };
    try {
      const first = await startService(options);
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
      const cpu: number[] = [];
      for (let i = 0; i < starts; i++) {
        const service = await startService(options);
        times.push(service.startMs);
        cpu.push(service.startCpuMs);
        await service.stop();
      }

      const service = await startService(options);
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
            goal: atMost(median(times), START_GOAL_MS, 'ms'),
            extra: {
              start_ms: Math.round(median(times)),
              starts_ms: times.map(Math.round).join(' '),
              start_cpu_ms: median(cpu),
              first_boot_ms: Math.round(first.startMs),
            },
          },
          {
            label: `idle resident memory, ${IDLE_WAIT_MS / 1000} s after a few requests`,
            // The goal is the embedded deployment's, SQLite.
            ...(dialect === 'sqlite' && { goal: atMost(idle, IDLE_GOAL_MIB, 'MiB') }),
            extra: { rss_mib: idle },
          },
          {
            label: `course-tree load (${chapters} × ${activities}), peak / after`,
            load,
            extra: { rss_mib: peak, rss_after_mib: after },
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
