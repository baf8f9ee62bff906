/** Seeding through the API: courses with trees, learners with sessions, an assignment with tasks. */
import { inParallel, type Api } from './client.ts';

const PARALLEL = 8;

export interface SeededCourse {
  id: number;
  course_uuid: string;
  chapterIds: number[];
  activityIds: number[];
}

/** A published course; with `chapters` × `activities` published dynamic pages holding a paragraph each. */
export async function seedCourse(
  admin: Api,
  orgId: number,
  options: { name?: string; chapters?: number; activities?: number; public?: boolean } = {},
): Promise<SeededCourse> {
  const form = new FormData();
  form.set('name', options.name ?? 'Bench course');
  form.set('description', 'A course seeded for the benchmarks');
  form.set('about', 'Chapters of pages, each with a paragraph of text.');
  form.set('public', String(options.public ?? true));
  const course = await admin.call<{ id: number; course_uuid: string }>(
    'POST',
    `/courses/?org_id=${orgId}`,
    form,
  );
  await admin.call('PUT', `/courses/${course.course_uuid}`, { published: true });
  // Chapters and activities go last in their parent: chapters one after another, then each chapter's
  // activities in order, several chapters at a time.
  const chapterIds: number[] = [];
  for (let c = 0; c < (options.chapters ?? 0); c++) {
    const chapter = await admin.call<{ id: number }>('POST', '/chapters/', {
      name: `Chapter ${c + 1}`,
      course_id: course.id,
      org_id: orgId,
    });
    chapterIds.push(chapter.id);
  }
  const perChapter = await inParallel(chapterIds, PARALLEL, async (chapterId, c) => {
    const ids: number[] = [];
    for (let i = 0; i < (options.activities ?? 0); i++) {
      const activity = await admin.call<{ id: number }>('POST', '/activities/', {
        name: `Page ${c + 1}.${i + 1}`,
        chapter_id: chapterId,
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
        published: true,
        content: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: `Lesson ${c + 1}.${i + 1}. `.repeat(20) }] },
          ],
        },
      });
      ids.push(activity.id);
    }
    return ids;
  });
  const activityIds = perChapter.flat();
  return { id: course.id, course_uuid: course.course_uuid, chapterIds, activityIds };
}

/**
 * An API token of the admin holding every right. The service lists every bucket it knows in a token's rights
 * (this run may measure an older checkout with fewer), so the token is made empty and then given all of them.
 */
export async function seedToken(admin: Api, orgId: number): Promise<string> {
  const all = { action_create: true, action_read: true, action_update: true, action_delete: true };
  const created = await admin.call<{ token: string; token_uuid: string; rights: Record<string, unknown> }>(
    'POST',
    `/orgs/${orgId}/api-tokens`,
    { name: `bench ${Date.now()}`, rights: {} },
  );
  const rights = Object.fromEntries(Object.keys(created.rights).map((bucket) => [bucket, all]));
  await admin.call('PUT', `/orgs/${orgId}/api-tokens/${created.token_uuid}`, { rights });
  return created.token;
}

export interface Learner {
  id: number;
  email: string;
  jwt: string;
}

/**
 * `count` learners provisioned through the API and given a session each through the token swap (no password
 * hashing: seeding a thousand learners takes seconds). With `password`, each also gets that password.
 */
export async function seedLearners(
  api: Api,
  token: string,
  slug: string,
  count: number,
  options: { password?: string; prefix?: string } = {},
): Promise<Learner[]> {
  const asToken = api.as(token);
  const prefix = options.prefix ?? `l${Date.now().toString(36)}`;
  return inParallel(
    Array.from({ length: count }, (_, i) => i),
    PARALLEL,
    async (i) => {
      const email = `${prefix}-${i}@bench.example.com`;
      const user = await asToken.call<{ id: number }>('POST', `/admin/${slug}/users`, {
        email,
        username: `${prefix}_${i}`,
        ...(options.password !== undefined && { password: options.password }),
      });
      const swapped = await asToken.call<{ access_token: string }>('POST', `/admin/${slug}/auth/token`, {
        user_id: user.id,
      });
      return { id: user.id, email, jwt: swapped.access_token };
    },
  );
}

export interface SeededAssignment {
  assignment_uuid: string;
  taskUuids: string[];
  /** A right answer per task, in task order. */
  answers: unknown[];
}

const TASKS = [
  {
    assignment_type: 'SHORT_ANSWER',
    contents: {
      prompt: 'How do plants make sugar?',
      correct_answers: ['photosynthesis'],
      match_mode: 'case_insensitive',
    },
    answer: { answer: 'Photosynthesis' },
  },
  {
    assignment_type: 'NUMBER_ANSWER',
    contents: { prompt: 'π to two decimals', correct_value: 3.14159, tolerance: 0.005 },
    answer: { answer: '3,14' },
  },
  {
    assignment_type: 'QUIZ',
    contents: {
      questions: [
        {
          questionUUID: 'q1',
          questionText: 'Which are primes?',
          options: [
            { optionUUID: 'o1', text: '2', assigned_right_answer: true },
            { optionUUID: 'o2', text: '4', assigned_right_answer: false },
            { optionUUID: 'o3', text: '5', assigned_right_answer: true },
          ],
        },
      ],
    },
    answer: {
      submissions: [
        { questionUUID: 'q1', optionUUID: 'o1', answer: true },
        { questionUUID: 'q1', optionUUID: 'o3', answer: true },
      ],
    },
  },
];

/** A published, auto-graded assignment with `tasks` auto-gradable tasks, in a chapter of `course`. */
export async function seedAssignment(
  admin: Api,
  orgId: number,
  course: SeededCourse,
  tasks: number,
): Promise<SeededAssignment> {
  const chapterId = course.chapterIds[0]!;
  const shell = await admin.call<{ id: number }>('POST', '/activities/', {
    name: 'Homework',
    chapter_id: chapterId,
    activity_type: 'TYPE_ASSIGNMENT',
    activity_sub_type: 'SUBTYPE_ASSIGNMENT_ANY',
    content: {},
    published: true,
  });
  const assignment = await admin.call<{ assignment_uuid: string }>('POST', '/assignments/', {
    title: 'Homework',
    description: 'Every task is graded by the service',
    grading_type: 'PERCENTAGE',
    org_id: orgId,
    course_id: course.id,
    chapter_id: chapterId,
    activity_id: shell.id,
    published: true,
    auto_grading: true,
  });
  const taskUuids: string[] = [];
  const answers: unknown[] = [];
  for (let i = 0; i < tasks; i++) {
    const kind = TASKS[i % TASKS.length]!;
    const task = await admin.call<{ assignment_task_uuid: string }>(
      'POST',
      `/assignments/${assignment.assignment_uuid}/tasks`,
      {
        title: `Task ${i + 1}`,
        description: 'Answer it',
        hint: '',
        assignment_type: kind.assignment_type,
        contents: kind.contents,
      },
    );
    taskUuids.push(task.assignment_task_uuid);
    answers.push(kind.answer);
  }
  return { assignment_uuid: assignment.assignment_uuid, taskUuids, answers };
}

export { inParallel, PARALLEL };
