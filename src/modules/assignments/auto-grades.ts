/**
 * The automatic grades of an attempt's answers [SPEC 2.6; CONTRACT 6], as a recompute writes them: each
 * auto-gradable answer not graded by hand, re-verified against its task (a grade sent inside an answer is never
 * trusted). CODE answers run programs on the code runner, which may take seconds: `runsCode` tells the caller
 * to grade them outside any transaction.
 */
import type { AnswerRow, TaskRow } from './assignments.repository.ts';
import type { CodeRunner, RunLimits } from './code-runner/code-runner.ts';
import { gradeTask, taskGrade } from './grading/index.ts';
import { AUTO_GRADED, RUNS_CODE, type TaskType } from './grading/types.ts';

/** What grading an answer gives it: the grade and, when it could not be graded automatically, why. */
export interface AutoGrade {
  grade: number | null;
  note: string | null;
}

/** Whether grading these tasks runs a learner's program. */
export function runsCode(tasks: readonly TaskRow[]): boolean {
  return tasks.some((t) => RUNS_CODE.has(t.assignment_type as TaskType));
}

/** The automatic grade of each auto-gradable answer not graded by hand, by task id. */
export async function autoGrades(
  tasks: readonly TaskRow[],
  answers: readonly AnswerRow[],
  runner: CodeRunner,
  limits: RunLimits,
): Promise<Map<number, AutoGrade>> {
  const byTask = new Map(answers.map((a) => [a.task_id, a]));
  const outcomes = new Map<number, AutoGrade>();
  for (const task of tasks) {
    const answer = byTask.get(task.id);
    if (answer === undefined || answer.manually_graded) continue;
    const type = task.assignment_type as TaskType;
    if (!AUTO_GRADED.has(type)) continue;
    const score = await gradeTask(
      type,
      JSON.parse(task.contents) as unknown,
      JSON.parse(answer.task_submission) as unknown,
      runner,
      limits,
    );
    // No automatic grade (no runner for the language, runner down): the stored grade stays, with the reason.
    outcomes.set(task.id, {
      grade: score.fraction === null ? answer.grade : taskGrade(score.fraction, task.max_grade_value),
      note: score.note,
    });
  }
  return outcomes;
}
