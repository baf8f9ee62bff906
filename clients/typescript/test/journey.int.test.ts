/**
 * A whole journey through the typed client against a real server on loopback: the admin signs in with the
 * form login, builds a course (multipart, with a thumbnail), a chapter, a page, an assignment with a
 * SHORT_ANSWER and a FILE_SUBMISSION task, provisions a learner, saves the learner's answers (the file through
 * the upload helper) and submits on their behalf, grades the file by hand, and reads the grade object. Only the
 * admin's account is made with the factories; every step of the journey goes through the client, whose types
 * come from the OpenAPI document alone (no casts). A refused login shows the error side first.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PASSWORD, createOrg, type TestOrg } from '../../../test/factories.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import { LmsError, createLmsClient, login, namedFile, unwrap, upload, type LmsClient } from '../src/index.ts';

describe('the typed client, a whole journey against a real server', () => {
  let t: TestApp;
  let o: TestOrg;
  let baseUrl: string;
  before(async () => {
    t = await buildTestApp({ start: '2026-03-02T09:00:00.000Z' });
    o = await createOrg(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address: AddressInfo | string | null = t.app.server.address();
    assert.ok(address !== null && typeof address === 'object');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  after(() => t.close());

  it('signs in, builds, answers and submits on behalf, grades and reads the grade', async () => {
    const lms: LmsClient = createLmsClient({ baseUrl });

    // --- A wrong password is an error result, and unwrap turns it into an LmsError; the client stays anonymous.
    const refused = await login(lms, o.admin.email, 'not the password');
    assert.equal(refused.response.status, 401);
    assert.equal(refused.data, undefined);
    assert.equal(refused.error?.code, 'invalid_credentials');
    assert.equal(lms.getToken(), undefined);
    assert.throws(
      () => unwrap(refused),
      (error) => error instanceof LmsError && error.status === 401 && error.code === 'invalid_credentials',
    );

    // --- Sign in with the form login: the client sends the access token from then on.
    const session = await login(lms, o.admin.email, PASSWORD);
    if (session.error) throw new Error(`login failed: ${session.error.code}`);
    assert.equal(session.data.user.email, o.admin.email);
    assert.equal(lms.getToken(), session.data.tokens.access_token);
    assert.match(session.response.headers.get('set-cookie') ?? '', /access_token_cookie=/);
    const me = unwrap(await lms.GET('/api/v1/users/me'));
    assert.deepEqual(
      me.orgs.map((org) => org.org_id),
      [o.org.id],
    );

    // --- The course, with its thumbnail, through the multipart helper; then a chapter and a page.
    const course = unwrap(
      await upload(lms, '/api/v1/courses/', {
        params: { query: { org_id: o.org.id } },
        form: {
          name: 'Biology',
          description: 'Plants',
          about: 'How plants live',
          public: false,
          thumbnail: namedFile([SAMPLE_FILES.png], 'cover.png', 'image/png'),
        },
      }),
    );
    assert.equal(course.name, 'Biology');
    assert.notEqual(course.thumbnail_image, '');
    const chapter = unwrap(
      await lms.POST('/api/v1/chapters/', {
        body: { name: 'Week 1', course_id: course.id, org_id: o.org.id },
      }),
    );
    assert.equal(chapter.course_id, course.id);
    const page = unwrap(
      await lms.POST('/api/v1/activities/', {
        body: {
          name: 'Reading',
          chapter_id: chapter.id,
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
          content: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Light becomes sugar.' }] }],
          },
          published: true,
        },
      }),
    );
    assert.equal(page.activity_sub_type, 'SUBTYPE_DYNAMIC_PAGE');

    // --- The assignment: its activity shell, the assignment, two tasks; then the course is published.
    const shell = unwrap(
      await lms.POST('/api/v1/activities/', {
        body: {
          name: 'Homework',
          chapter_id: chapter.id,
          activity_type: 'TYPE_ASSIGNMENT',
          activity_sub_type: 'SUBTYPE_ASSIGNMENT_ANY',
          content: {},
          published: true,
        },
      }),
    );
    const assignment = unwrap(
      await lms.POST('/api/v1/assignments/', {
        body: {
          title: 'Homework',
          description: 'Two tasks',
          due_date: '2026-03-10',
          grading_type: 'PERCENTAGE',
          org_id: o.org.id,
          course_id: course.id,
          chapter_id: chapter.id,
          activity_id: shell.id,
          published: true,
        },
      }),
    );
    const assignmentPath = { assignment_uuid: assignment.assignment_uuid };
    const shortAnswer = unwrap(
      await lms.POST('/api/v1/assignments/{assignment_uuid}/tasks', {
        params: { path: assignmentPath },
        body: {
          title: 'Plants',
          description: 'One word',
          hint: '',
          assignment_type: 'SHORT_ANSWER',
          max_grade_value: 10,
          contents: {
            prompt: 'How do plants make sugar from light?',
            correct_answers: ['photosynthesis'],
            match_mode: 'case_insensitive',
          },
        },
      }),
    );
    const essay = unwrap(
      await lms.POST('/api/v1/assignments/{assignment_uuid}/tasks', {
        params: { path: assignmentPath },
        body: {
          title: 'Essay',
          description: 'Upload your essay',
          hint: 'PDF',
          assignment_type: 'FILE_SUBMISSION',
          max_grade_value: 20,
          contents: {},
        },
      }),
    );
    unwrap(
      await lms.PUT('/api/v1/courses/{course_uuid}', {
        params: { path: { course_uuid: course.course_uuid } },
        body: { published: true },
      }),
    );

    // --- A learner, provisioned by the admin.
    const learner = unwrap(
      await lms.POST('/api/v1/admin/{org_slug}/users', {
        params: { path: { org_slug: o.org.slug } },
        body: { email: `learner-${o.org.slug}@example.com`, username: `learner_${o.org.id}` },
      }),
    );
    assert.equal(learner.email_verified, true);

    // --- Answers saved on the learner's behalf (the essay uploaded first), then submitted.
    const onBehalf = { on_behalf_of_user_id: learner.id };
    const uploaded = unwrap(
      await upload(
        lms,
        '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/file_submission',
        {
          params: {
            path: { ...assignmentPath, assignment_task_uuid: essay.assignment_task_uuid },
            query: onBehalf,
          },
          form: { submission_file: namedFile([SAMPLE_FILES.pdf], 'essay.pdf', 'application/pdf') },
        },
      ),
    );
    assert.equal(uploaded.file_type, 'application/pdf');
    const answers = [
      { task: shortAnswer, answer: { answer: '  PhotoSynthesis ' } },
      { task: essay, answer: uploaded.task_submission },
    ];
    for (const { task, answer } of answers) {
      const saved = await lms.PUT(
        '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/submissions',
        {
          params: {
            path: { ...assignmentPath, assignment_task_uuid: task.assignment_task_uuid },
            query: onBehalf,
          },
          body: { task_submission: answer },
        },
      );
      if (saved.error) throw new Error(`saving the answer to ${task.title}: ${saved.error.code}`);
    }
    const submitted = unwrap(
      await lms.POST('/api/v1/assignments/{assignment_uuid}/submissions', {
        params: { path: assignmentPath, query: onBehalf },
      }),
    );
    assert.equal(submitted.status, 'SUBMITTED');
    assert.equal(submitted.submitted_at, '2026-03-02 09:00:00');

    // --- The essay graded by hand, the grade recomputed, and the grade object read.
    const learnerPath = { ...assignmentPath, user_id: learner.id };
    unwrap(
      await lms.PUT('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}', {
        params: { path: learnerPath },
        body: { tasks: [{ assignment_task_uuid: essay.assignment_task_uuid, grade: 15, feedback: 'Clear' }] },
      }),
    );
    unwrap(
      await lms.POST('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}/grade', {
        params: { path: learnerPath },
        body: { overall_feedback: 'Good work' },
      }),
    );
    const { data: grade, error } = await lms.GET(
      '/api/v1/assignments/{assignment_uuid}/submissions/{user_id}/grade',
      {
        params: { path: learnerPath },
      },
    );
    if (error) throw new Error(`reading the grade: ${error.code}`);
    // 10 (automatic) + 15 (by hand) of 30 = 83.33 %.
    assert.equal(grade.grade, 25);
    assert.equal(grade.max_grade, 30);
    assert.equal(grade.percentage, 83.33);
    assert.equal(grade.display_grade, '83.33%');
    assert.equal(grade.letter_grade, 'B');
    assert.equal(grade.passed, true);
    assert.equal(grade.grading_type, 'PERCENTAGE');
    assert.equal(grade.status, 'GRADED');
    assert.equal(grade.overall_feedback, 'Good work');
    assert.deepEqual(
      grade.tasks.map((task) => [
        task.title,
        task.grade,
        task.max_grade,
        task.manually_graded,
        task.feedback,
      ]),
      [
        ['Plants', 10, 10, false, ''],
        ['Essay', 15, 20, true, 'Clear'],
      ],
    );
  });
});
