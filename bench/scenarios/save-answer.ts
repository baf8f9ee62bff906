import { writesBeside } from '../lib/ceiling.ts';
import { adminSession } from '../lib/client.ts';
import { sized, type Scenario } from '../lib/scenario.ts';
import { seedAssignment, seedCourse, seedLearners, seedToken } from '../lib/seed.ts';
import { startServer } from '../lib/server.ts';
import { atLeast } from '../lib/side-by-side.ts';

const LEARNERS = 1000;
const TASKS = 10;
const CONNECTIONS = 100;
const GOAL = 0.3;

export const saveAnswer: Scenario = {
  name: 'save-answer',
  title: `Concurrent task-answer saves by ${LEARNERS} learners (${TASKS}-task assignment), beside a bare route parsing the same JSON bodies`,
  async run(context) {
    const { duration, rounds, log } = context;
    const count = sized(context, LEARNERS, 50);
    const server = await startServer(context);
    try {
      const { admin, orgId, slug } = await adminSession(server.url);
      const course = await seedCourse(admin, orgId, { chapters: 1, activities: 1, public: false });
      const assignment = await seedAssignment(admin, orgId, course, TASKS);
      const token = await seedToken(admin, orgId);
      log(`seeding ${count} learners`);
      const learners = await seedLearners(admin, token, slug, count);
      const base = new URL(server.url).pathname;
      // Learner i saves task i mod 10, so every request is another learner's answer to some task.
      const rotate = learners.map((learner, i) => {
        const task = i % TASKS;
        return {
          method: 'PUT',
          path: `${base}/assignments/${assignment.assignment_uuid}/tasks/${assignment.taskUuids[task]}/submissions`,
          headers: { authorization: `Bearer ${learner.jwt}`, 'content-type': 'application/json' },
          body: JSON.stringify({ task_submission: assignment.answers[task] }),
        };
      });
      const pair = await writesBeside(
        { url: server.url, connections: CONNECTIONS, duration, rotate },
        rotate[0]!,
        'bare route parsing the same JSON bodies',
        rounds,
        server,
      );
      return [
        {
          label: `PUT …/tasks/{task}/submissions, ${count} learners, ${CONNECTIONS} connections`,
          pair,
          goal: atLeast(pair.ratio, GOAL),
        },
      ];
    } finally {
      await server.stop();
    }
  },
};
