import { writesBeside } from '../lib/ceiling.ts';
import { adminSession } from '../lib/client.ts';
import { runLoad } from '../lib/load.ts';
import { sized, type Scenario } from '../lib/scenario.ts';
import { inParallel, PARALLEL, seedAssignment, seedCourse, seedLearners, seedToken } from '../lib/seed.ts';
import { startServer } from '../lib/server.ts';

const LEARNERS = 300;
const TASKS = 10;

export const submitAndGrade: Scenario = {
  name: 'submit-and-grade',
  title: `Submit (graded at once) and grade recompute of a ${TASKS}-task assignment`,
  async run(context) {
    const { duration, rounds, log } = context;
    const count = sized(context, LEARNERS, 20);
    const server = await startServer(context);
    try {
      const { admin, orgId, slug } = await adminSession(server.url);
      const course = await seedCourse(admin, orgId, { chapters: 1, activities: 1, public: false });
      const assignment = await seedAssignment(admin, orgId, course, TASKS);
      const token = await seedToken(admin, orgId);
      log(`seeding ${count} learners with ${TASKS} answers each`);
      const learners = await seedLearners(admin, token, slug, count);
      const saves = learners.flatMap((learner) =>
        assignment.taskUuids.map((task, t) => ({ learner, task, t })),
      );
      await inParallel(saves, PARALLEL, ({ learner, task, t }) =>
        admin
          .as(learner.jwt)
          .call('PUT', `/assignments/${assignment.assignment_uuid}/tasks/${task}/submissions`, {
            task_submission: assignment.answers[t],
          }),
      );
      const base = new URL(server.url).pathname;
      const url = `${base}/assignments/${assignment.assignment_uuid}/submissions`;
      // Every learner submits once: each submit grades the ten tasks on the spot (auto_grading).
      const submit = await runLoad({
        url: server.url,
        connections: 20,
        amount: count,
        rotate: learners.map((learner) => ({
          method: 'POST',
          path: url,
          headers: { authorization: `Bearer ${learner.jwt}` },
        })),
      });
      // Then graders recompute: every task re-verified on the server.
      const regrades = learners.map((learner) => ({
        method: 'POST',
        path: `${url}/${learner.id}/grade`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      }));
      const grade = await writesBeside(
        { url: server.url, connections: 20, duration, rotate: regrades },
        regrades[0]!,
        'bare route parsing the same JSON body',
        rounds,
        server,
      );
      return [
        { label: `POST …/submissions (submit + auto-grade), ${count} learners once each`, load: submit },
        { label: 'POST …/submissions/{user_id}/grade (recompute)', pair: grade },
      ];
    } finally {
      await server.stop();
    }
  },
};
