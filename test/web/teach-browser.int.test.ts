/**
 * THE INSTRUCTOR GRADING JOURNEY in Chromium: an instructor (role instructor, not admin) finds the course they
 * created under /teach, opens its assignment, sees a learner's submission as submitted (a draft and a learner
 * who has not started beside it), recomputes the automatic grades, grades the hand-graded file task with
 * feedback and sees the overall grade change without a reload; the learner reads that grade through the API.
 * Announcements are posted, edited and deleted in place. A recompute refused by the service shows its detail;
 * a learner opening /teach gets the not-allowed page. Every page is audited with axe-core.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  addTask,
  createAssignment,
  FILE_SUBMISSION,
  ok,
  QUIZ,
  QUIZ_PARTIAL,
  saveAnswer,
  SHORT_ANSWER,
  SHORT_RIGHT,
  submit,
  uploadSubmissionFile,
  type Assignment,
  type Grade,
  type Task,
} from '../assignment-factories.ts';
import {
  audit,
  DESKTOP,
  inPage,
  PHONE,
  screenshot,
  signIn,
  startBrowser,
  type BrowserRun,
} from '../browser.ts';
import { API, createChapter, createCourse, type Course } from '../content-factories.ts';
import { addMember, call, createOrg, type TestOrg, type TestUser } from '../factories.ts';

describe('instructor grading journey in Chromium', { timeout: 120_000 }, () => {
  let run: BrowserRun;
  let o: TestOrg;
  let instructor: TestUser;
  let learner: TestUser;
  let drafter: TestUser;
  let idle: TestUser;
  let course: Course;
  let othersCourse: Course;
  let assignment: Assignment;
  let essay: Task;

  before(async () => {
    run = await startBrowser();
    const t = run.t;
    o = await createOrg(t);
    instructor = await addMember(t, o.org.id, 'instructor');
    learner = await addMember(t, o.org.id, 'learner');
    drafter = await addMember(t, o.org.id, 'learner');
    idle = await addMember(t, o.org.id, 'learner');
    course = await createCourse(t, o, { auth: instructor.jwt, name: 'Plants and numbers', published: true });
    othersCourse = await createCourse(t, o, { name: 'Someone else’s course', published: true });
    const chapter = await createChapter(t, o, course, { auth: instructor.jwt });
    const p = { o, course, chapter };
    assignment = await createAssignment(t, p, { auth: instructor.jwt, title: 'Week 1 homework' });
    const quiz = await addTask(t, instructor.jwt, assignment, QUIZ);
    const short = await addTask(t, instructor.jwt, assignment, SHORT_ANSWER);
    essay = await addTask(t, instructor.jwt, assignment, { ...FILE_SUBMISSION, max_grade_value: 20 });
    // The learner answers every task and submits; another only saves a draft.
    ok(await saveAnswer(t, learner.jwt, assignment, quiz, QUIZ_PARTIAL));
    ok(await saveAnswer(t, learner.jwt, assignment, short, SHORT_RIGHT));
    const file = ok<{ task_submission: { file_uuid: string } }>(
      await uploadSubmissionFile(t, learner.jwt, assignment, essay),
    );
    ok(await saveAnswer(t, learner.jwt, assignment, essay, file.task_submission));
    ok(await submit(t, learner.jwt, assignment));
    ok(await saveAnswer(t, drafter.jwt, assignment, short, { answer: 'not sure yet' }));
  });

  after(async () => {
    await run.close();
  });

  const nameOf = (u: TestUser) => u.user.username;
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  it('leads from /teach to the submissions, filtered by status', async () => {
    const page = await run.newPage(DESKTOP);
    await signIn(page, run.origin, instructor.email, '/teach');
    await page.getByRole('link', { name: course.name }).waitFor();
    // Their own course; the admin's only behind the switch (the role may edit it too).
    assert.equal(await page.getByRole('link', { name: othersCourse.name }).count(), 0);
    await page.getByLabel(/Show every course/).check();
    await page.getByRole('link', { name: othersCourse.name }).waitFor();
    await audit(page, '/teach (desktop)');
    await page.setViewportSize(PHONE);
    await audit(page, '/teach (phone)');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: course.name }).click();
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();
    await page.getByRole('link', { name: 'Week 1 homework' }).waitFor();
    await audit(page, 'course teaching page');

    await page.getByRole('link', { name: 'Week 1 homework' }).click();
    await page.getByRole('heading', { level: 1, name: 'Submissions: Week 1 homework' }).waitFor();
    const rowOf = (u: TestUser) => page.getByRole('row').filter({ hasText: nameOf(u) });
    assert.match((await rowOf(learner).textContent()) ?? '', /Submitted/);
    assert.match((await rowOf(drafter).textContent()) ?? '', /Draft/);
    assert.match((await rowOf(idle).textContent()) ?? '', /Not started/);
    await screenshot(page, 'teach-submissions');
    await page.getByLabel('Show').selectOption('SUBMITTED');
    await rowOf(idle).waitFor({ state: 'detached' });
    assert.equal(await rowOf(drafter).count(), 0);
    assert.equal(await rowOf(learner).count(), 1);
    await audit(page, 'submissions (desktop)');
    await page.setViewportSize(PHONE);
    await audit(page, 'submissions (phone)');
    await page.close();
  });

  it('grades the hand-graded task with feedback; the overall grade follows without a reload', async () => {
    const page = await run.newPage(DESKTOP);
    await page.goto(
      `${run.origin}/teach/assignments/${assignment.assignment_uuid}?course=${course.course_uuid}`,
    );
    await page.getByRole('link', { name: nameOf(learner) }).click();
    await heading(page)
      .filter({ hasText: nameOf(learner) })
      .waitFor();
    // A mark that only survives while the document does: a reload would lose it.
    await inPage(page, 'window.__sameDocument = true');

    // The answers as given: quiz ticks against the key, the short answer, the file to download.
    const quiz = page.getByRole('region', { name: /Primes and squares/ });
    assert.match((await quiz.textContent()) ?? '', /☑ Ticked/);
    const shortCard = page.getByRole('region', { name: /Plants/ });
    assert.match((await shortCard.textContent()) ?? '', /PhotoSynthesis/);
    const download = page.getByRole('link', { name: /Download the submitted file/ });
    const href = (await download.getAttribute('href')) ?? '';
    assert.equal(await inPage(page, `fetch(${JSON.stringify(href)}).then((r) => r.status)`), 200);

    const overall = page.getByTestId('overall-grade');
    const overallIs = (text: string) => overall.and(page.getByText(text, { exact: true })).waitFor();
    assert.equal((await overall.textContent())?.trim(), '0/40');
    await page.getByRole('button', { name: 'Recompute grade' }).click();
    await page.getByText('Grade recomputed.').waitFor();
    // QUIZ_PARTIAL is 6 of 10, the short answer 10 of 10, the essay not graded yet.
    await overallIs('16/40');
    assert.match((await quiz.textContent()) ?? '', /Automatic grade: 6 \/ 10/);
    assert.equal(await quiz.getByRole('spinbutton', { name: /Grade/ }).inputValue(), '6');

    const essayForm = page.getByRole('form', { name: `Grade ${essay.title}` });
    await essayForm.getByRole('spinbutton', { name: /Grade/ }).fill('15');
    await essayForm.getByLabel('Feedback').fill('A clear argument; cite your sources.');
    await essayForm.getByRole('button', { name: `Save grade for ${essay.title}` }).click();
    await essayForm.getByText('Saved.').waitFor();
    await overallIs('31/40');
    await page
      .getByRole('region', { name: new RegExp(essay.title) })
      .getByText('Graded by hand: 15 / 20')
      .waitFor();
    assert.equal(await inPage(page, 'window.__sameDocument === true'), true);
    await audit(page, 'grading view (desktop)');
    await inPage(page, 'window.scrollTo(0, 0)');
    await screenshot(page, 'teach-grading');
    await page.setViewportSize(PHONE);
    await audit(page, 'grading view (phone)');

    // The learner reads the same grade through the API.
    const grade = ok<Grade>(
      await call(
        run.t,
        'GET',
        `${API}/assignments/${assignment.assignment_uuid}/submissions/${learner.user.id}/grade`,
        learner.jwt,
      ),
    );
    assert.equal(grade.grade, 31);
    assert.equal(grade.status, 'GRADED');
    const essayGrade = grade.tasks.find((task) => task.assignment_task_uuid === essay.assignment_task_uuid);
    assert.equal(essayGrade?.grade, 15);
    assert.equal(essayGrade?.feedback, 'A clear argument; cite your sources.');
    assert.equal(essayGrade?.manually_graded, true);
    await page.close();
  });

  it('shows the detail of a recompute the service refuses (a draft is not submitted)', async () => {
    const page = await run.newPage(DESKTOP);
    await page.goto(
      `${run.origin}/teach/assignments/${assignment.assignment_uuid}/submissions/${drafter.user.id}`,
    );
    await heading(page)
      .filter({ hasText: nameOf(drafter) })
      .waitFor();
    await page.getByRole('button', { name: 'Recompute grade' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /submit/i);
    await page.close();
  });

  it('posts, edits and deletes an announcement in place', async () => {
    const page = await run.newPage(DESKTOP);
    await page.goto(`${run.origin}/teach/courses/${course.course_uuid}`);
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();
    await inPage(page, 'window.__sameDocument = true');
    const form = page.getByRole('form', { name: 'Post an announcement' });
    await form.getByLabel('Title').fill('Exam moved');
    await form.getByLabel('Message').fill('The exam is now on Friday.');
    await form.getByRole('button', { name: 'Post announcement' }).click();
    const list = page.getByRole('list', { name: 'Announcements, newest first' });
    await list.getByRole('heading', { name: 'Exam moved' }).waitFor();
    await audit(page, 'course page with an announcement');

    await list.getByRole('button', { name: 'Edit announcement Exam moved' }).click();
    const edit = page.getByRole('form', { name: 'Edit announcement Exam moved' });
    await edit.getByLabel('Title').fill('Exam moved to Friday');
    await edit.getByRole('button', { name: 'Save announcement' }).click();
    await list.getByRole('heading', { name: 'Exam moved to Friday' }).waitFor();

    await list.getByRole('button', { name: 'Delete announcement Exam moved to Friday' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await audit(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No announcements yet.').waitFor();
    assert.equal(await inPage(page, 'window.__sameDocument === true'), true);
    const left = ok<{ total: number }>(
      await call(run.t, 'GET', `${API}/courses/${course.course_uuid}/updates`, instructor.jwt),
    );
    assert.equal(left.total, 0);
    await page.close();
  });

  it('keeps a learner out of /teach', async () => {
    await run.context.clearCookies();
    const page = await run.newPage(DESKTOP);
    await signIn(page, run.origin, learner.email, '/teach');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    assert.equal(await page.getByRole('link', { name: course.name }).count(), 0);
    await audit(page, 'not allowed');
    await page.close();
  });
});
