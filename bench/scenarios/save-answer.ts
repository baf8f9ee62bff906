import { adminSession } from '../lib/client.ts';
import { runLoad } from '../lib/load.ts';
import type { Scenario } from '../lib/scenario.ts';
import { seedAssignment, seedCourse, seedLearners, seedToken } from '../lib/seed.ts';
import { startServer } from '../lib/server.ts';

const LEARNERS = 1000;
const TASKS = 10;

export const saveAnswer: Scenario = {
  name: 'save-answer',
  title: `Concurrent task-answer saves by ${LEARNERS} learners (${TASKS}-task assignment)`,
  usesDatabase: true,
  async run({ dialect, duration, log }) {
    const server = await startServer(dialect);
    try {
      const { admin, orgId, slug } = await adminSession(server.base);
      const course = await seedCourse(admin, orgId, { chapters: 1, activities: 1, public: false });
      const assignment = await seedAssignment(admin, orgId, course, TASKS);
      const token = await seedToken(admin, orgId);
      log(`seeding ${LEARNERS} learners`);
      const learners = await seedLearners(admin, token, slug, LEARNERS);
      const base = new URL(server.base).pathname;
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
      const load = await runLoad({ url: server.base, connections: 100, duration, rotate });
      return [{ label: `PUT …/tasks/{task}/submissions, ${LEARNERS} learners, 100 connections`, load }];
    } finally {
      await server.stop();
    }
  },
};
