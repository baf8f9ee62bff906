/**
 * A learner's assignment in Chromium [SPEC 2.5–2.7, 4.4; CONTRACT 6]: one task of every type answered through
 * the page (quiz ticks, form blanks, short answer, number, code typed into CodeMirror, a file upload), each
 * saved and read back after a reload; the submit with its confirm step; the grade and per-task results shown
 * without a reload; the answer key only when the assignment shows it; a retry with the attempts left; a
 * refused submit showing the service's detail. Audited at desktop and phone widths.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  addTask,
  assignmentWithEveryType,
  createAssignment,
  NUMBER_ANSWER,
  recompute,
  setGrades,
  SHORT_ANSWER,
  type Assignment,
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
import { place, type Place } from '../content-factories.ts';
import { addMember, type TestUser } from '../factories.ts';
import { SAMPLE_FILES } from '../multipart.ts';

const SUM = "const [a, b] = readline().split(' ').map(Number);\nconsole.log(a + b);";

/** A task's card, found by its heading (the card is a list item named by it). */
function card(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: new RegExp(`^\\d+\\. ${title}$`) });
}

async function save(task: Locator): Promise<void> {
  await task.getByRole('button', { name: 'Save answer' }).click();
  await task
    .getByRole('status')
    .filter({ hasText: /^Saved$/ })
    .waitFor();
}

async function openAssignment(page: Page, origin: string, assignment: Assignment): Promise<void> {
  await page.goto(`${origin}/assignments/${assignment.assignment_uuid}`);
  await page.getByRole('heading', { level: 1, name: assignment.title }).waitFor();
  await page.locator('.task-card').first().waitFor();
}

describe('assignments for learners in Chromium', { timeout: 180_000 }, () => {
  let run: BrowserRun;
  let p: Place;
  let learner: TestUser;
  let page: Page;

  before(async () => {
    run = await startBrowser();
    p = await place(run.t);
    learner = await addMember(run.t, p.o.org.id, 'learner');
    page = await run.newPage(DESKTOP);
    await signIn(page, run.origin, learner.email);
  });

  after(async () => {
    await run.close();
  });

  it('answers a task of every type, keeps the saved answers over a reload, submits and sees the grade', async () => {
    const { assignment } = await assignmentWithEveryType(run.t, p, {
      title: 'Every kind',
      auto_grading: true,
      due_date: '2026-03-20',
    });
    await openAssignment(page, run.origin, assignment);
    assert.match((await page.locator('.assignment-facts').textContent()) ?? '', /2026-03-20.*Not started/);

    const quiz = card(page, 'Primes and squares');
    await quiz.getByLabel('2', { exact: true }).check();
    await quiz.getByLabel('5', { exact: true }).check();
    await quiz.getByLabel('yes', { exact: true }).check();
    assert.equal(await quiz.getByRole('status').textContent(), 'Not saved yet');
    await save(quiz);

    const form = card(page, 'Capitals');
    await form.getByLabel('France').fill('Paris');
    await form.getByLabel('Germany').fill('berlin');
    await form.getByLabel('Blank 3').fill('Rome');
    await save(form);

    const short = card(page, 'Plants');
    await short.getByLabel('How do plants make sugar from light?').fill('photosynthesis');
    await save(short);

    const number = card(page, 'Pi');
    await number.getByLabel('π to two decimals').fill('3,14');
    await save(number);

    // The code editor: CodeMirror replaces the textarea once its chunk has loaded.
    const code = card(page, 'Sum');
    const editor = code.getByRole('textbox', { name: /Code for Sum/ });
    await code.locator('.cm-content').waitFor();
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(SUM);
    // Escape then Tab leaves the editor for the next control.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    assert.equal(await inPage(page, `!!document.activeElement.closest('.cm-editor')`), false);
    await save(code);

    const file = card(page, 'Essay');
    await file.getByLabel('Upload a file').setInputFiles({
      name: 'essay.pdf',
      mimeType: 'application/pdf',
      buffer: SAMPLE_FILES.pdf,
    });
    await file.getByRole('link', { name: /\.pdf$/ }).waitFor();
    await file.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

    for (const title of ['Presentation', 'Drawing'])
      assert.match((await card(page, title).textContent()) ?? '', /not answered on this page/);
    assert.match((await page.locator('.assignment-facts').textContent()) ?? '', /Draft/);
    await audit(page, 'assignment with every task type (desktop)');
    await screenshot(page, 'assignment-learner');

    // Every saved answer comes back after a reload.
    await page.reload();
    await page.locator('.task-card').first().waitFor();
    assert.equal(await quiz.getByLabel('2', { exact: true }).isChecked(), true);
    assert.equal(await quiz.getByLabel('4', { exact: true }).isChecked(), false);
    assert.equal(await form.getByLabel('Germany').inputValue(), 'berlin');
    assert.equal(await short.getByLabel(/plants/).inputValue(), 'photosynthesis');
    assert.equal(await number.getByLabel('π to two decimals').inputValue(), '3,14');
    await code.locator('.cm-content').waitFor();
    assert.equal(await code.locator('.cm-content').innerText(), SUM);
    await file.getByRole('link', { name: /\.pdf$/ }).waitFor();
    for (const task of [quiz, form, short, number, code])
      assert.equal(await task.getByRole('status').textContent(), 'Saved');

    await page.setViewportSize(PHONE);
    await audit(page, 'assignment with every task type (phone)');
    await page.setViewportSize(DESKTOP);

    // Submit, with its confirm step; tasks graded by hand leave it awaiting grading.
    await page.getByRole('button', { name: 'Submit assignment' }).click();
    await page.getByRole('button', { name: 'Yes, submit' }).click();
    await page.getByRole('heading', { name: 'Submitted' }).waitFor();
    assert.match((await page.locator('.assignment-facts').textContent()) ?? '', /awaiting grading/);
    assert.equal(await short.getByLabel(/plants/).isEditable(), false);
    assert.equal(await page.getByRole('button', { name: 'Save answer' }).count(), 0);

    // The instructor grades the essay and recomputes; the learner checks without reloading the page.
    const essay = (
      await run.t.services.db
        .selectFrom('assignment_tasks')
        .select('assignment_task_uuid')
        .where('title', '=', 'Essay')
        .where('assignment_id', '=', assignment.id)
        .executeTakeFirstOrThrow()
    ).assignment_task_uuid;
    assert.equal((await recompute(run.t, p.o.admin.jwt, assignment, learner.user.id)).statusCode, 200);
    const graded = await setGrades(run.t, p.o.admin.jwt, assignment, learner.user.id, {
      tasks: [{ assignment_task_uuid: essay, grade: 80, feedback: 'Well argued' }],
    });
    assert.equal(graded.statusCode, 200, graded.body);
    await page.getByRole('button', { name: 'Check for a grade' }).click();
    await page.getByRole('heading', { name: 'Your grade' }).waitFor();
    const results = page.getByRole('table', { name: 'Result per task' });
    assert.equal(
      await results
        .getByRole('row', { name: /Primes and squares/ })
        .getByRole('cell')
        .first()
        .textContent(),
      '10 / 10',
    );
    assert.equal(
      await results.getByRole('row', { name: /^Sum/ }).getByRole('cell').first().textContent(),
      '50 / 50',
    );
    assert.match(
      (await results.getByRole('row', { name: /Essay/ }).textContent()) ?? '',
      /80 \/ 100.*Well argued/,
    );
    assert.match((await code.textContent()) ?? '', /Result: 50 \/ 50/);
    // show_correct_answers is off: no answer key, even once graded.
    assert.equal(await page.getByText(/Correct answer/).count(), 0);
  });

  it('grades at submit, shows the correct answers when allowed, and retries while attempts are left', async () => {
    const assignment = await createAssignment(run.t, p, {
      title: 'Quick check',
      auto_grading: true,
      show_correct_answers: true,
      allow_retries: true,
      max_retries: 1,
    });
    for (const definition of [SHORT_ANSWER, NUMBER_ANSWER])
      await addTask(run.t, p.o.admin.jwt, assignment, definition);
    await openAssignment(page, run.origin, assignment);
    const short = card(page, 'Plants');
    const number = card(page, 'Pi');
    await short.getByLabel(/plants/).fill('respiration');
    await save(short);
    await number.getByLabel('π to two decimals').fill('3.14');
    await save(number);
    assert.equal(await page.getByText(/Correct answer/).count(), 0);

    await page.getByRole('button', { name: 'Submit assignment' }).click();
    await page.getByRole('button', { name: 'Yes, submit' }).click();
    // Graded at once (every task is auto-graded), shown without a reload.
    await page.getByRole('heading', { name: 'Your grade' }).waitFor();
    assert.match((await page.locator('.grade-line').textContent()) ?? '', /20 \/ 30 points \(66\.67%\)/);
    assert.match((await short.textContent()) ?? '', /Result: 0 \/ 10/);
    assert.match((await short.textContent()) ?? '', /Correct answer: photosynthesis/);
    assert.match((await number.textContent()) ?? '', /Correct answer: 3\.14159/);
    assert.match((await page.locator('.retry').textContent()) ?? '', /Attempt 1\. Retries left: 1\./);
    await page.setViewportSize(PHONE);
    await audit(page, 'graded assignment (phone)');
    await page.setViewportSize(DESKTOP);
    await audit(page, 'graded assignment (desktop)');

    await page.getByRole('button', { name: 'Start a new attempt' }).click();
    await page.getByRole('button', { name: 'Submit assignment' }).waitFor();
    assert.equal(await short.getByLabel(/plants/).inputValue(), '');
    assert.equal(await page.getByText(/Correct answer/).count(), 0);
    assert.match((await page.locator('.assignment-facts').textContent()) ?? '', /Draft.*Attempt2/);
    await short.getByLabel(/plants/).fill('Photosynthesis');
    await save(short);
    await number.getByLabel('π to two decimals').fill('3,14');
    await save(number);
    await page.getByRole('button', { name: 'Submit assignment' }).click();
    await page.getByRole('button', { name: 'Yes, submit' }).click();
    await page.getByRole('heading', { name: 'Your grade' }).waitFor();
    assert.match((await page.locator('.grade-line').textContent()) ?? '', /30 \/ 30 points/);
    assert.match((await page.locator('.retry').textContent()) ?? '', /Attempt 2\. Retries left: 0\./);
    assert.equal(await page.getByRole('button', { name: 'Start a new attempt' }).count(), 0);
    await page.getByText('Earlier attempts (1)').click();
    assert.match((await page.locator('.history').textContent()) ?? '', /Graded20/);
  });

  it("shows the service's detail when the submit is refused after the due date", async () => {
    const assignment = await createAssignment(run.t, p, { title: 'Past due', due_date: '2026-03-01' });
    await addTask(run.t, p.o.admin.jwt, assignment, SHORT_ANSWER);
    await openAssignment(page, run.origin, assignment);
    const short = card(page, 'Plants');
    await short.getByLabel(/plants/).fill('photosynthesis');
    await save(short);
    await page.getByRole('button', { name: 'Submit assignment' }).click();
    await page.getByRole('button', { name: 'Yes, submit' }).click();
    const alert = page.locator('.submit-panel').getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /deadline of this assignment has passed/);
    assert.match((await page.locator('.assignment-facts').textContent()) ?? '', /Draft/);
  });
});
