/**
 * The SCORM runtime's element rules and attempts [CONTRACT 12], for both versions: read-only elements refused
 * (every one of the data model's table), write-only ones never echoed, vocabularies and formats checked, a
 * refused commit keeping nothing; suspend_data cut at its limit and logged; total time over three sessions of
 * several commits; resume and ab-initio; interactions and objectives read back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import type { TestApp } from '../../../test/build-test-app.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { assertError } from '../../../test/assertions.ts';
import { place, type Place } from '../../../test/content-factories.ts';
import { addMember, type TestUser } from '../../../test/factories.ts';
import { createScormActivity, runtime, runtimeOk, type ScormVersion } from '../../../test/scorm-factories.ts';
import { scalarElements } from './cmi-elements.ts';

const TIME = { '1.2': 'cmi.core.session_time', '2004': 'cmi.session_time' } as const;
const EXIT = { '1.2': 'cmi.core.exit', '2004': 'cmi.exit' } as const;
const TOTAL = { '1.2': 'cmi.core.total_time', '2004': 'cmi.total_time' } as const;
const ENTRY = { '1.2': 'cmi.core.entry', '2004': 'cmi.entry' } as const;
const LOCATION = { '1.2': 'cmi.core.lesson_location', '2004': 'cmi.location' } as const;

describe('SCORM runtime', () => {
  let t: TestApp;
  let p: Place;
  const logs: string[] = [];

  before(async () => {
    t = await buildTestApp({
      build: { logger: pino({ level: 'warn' }, { write: (line: string) => void logs.push(line) }) },
    });
    p = await place(t);
  });
  after(() => t?.close());

  async function session(version: ScormVersion, options: { mastery_score?: number } = {}) {
    const activity = await createScormActivity(t, p, { version, ...options });
    const learner = await addMember(t, p.o.org.id, 'learner');
    return { uuid: activity.activity_uuid, learner };
  }

  const commit = (l: TestUser, uuid: string, values: Record<string, string>) =>
    runtime(t, l.jwt, uuid, 'commit', values);

  for (const version of ['1.2', '2004'] as const) {
    describe(`SCORM ${version}`, () => {
      it('refuses every read-only element with 422 scorm_read_only, keeping nothing of the commit', async () => {
        const { uuid, learner } = await session(version);
        await runtimeOk(t, learner.jwt, uuid, 'initialize');
        const readOnly = Object.entries(scalarElements(version))
          .filter(([, rule]) => rule.access === 'ro')
          .map(([element]) => element);
        readOnly.push(
          version === '1.2' ? 'cmi.objectives.0.score._children' : 'cmi.comments_from_lms.0.comment',
          'cmi.interactions.0.objectives._count',
          'cmi.interactions.0.correct_responses._count',
        );
        assert.ok(readOnly.includes(TOTAL[version]) && readOnly.length > 15);
        for (const element of readOnly) {
          const response = await commit(learner, uuid, { [LOCATION[version]]: 'kept?', [element]: '1' });
          assertError(response, 422, 'scorm_read_only');
          const detail = response.json<{ detail: { loc: string[]; type: string }[] }>().detail;
          assert.deepEqual(detail, [
            { loc: ['body', element], msg: `${element}: is read-only`, type: 'scorm_read_only' },
          ]);
        }
        const after = await runtimeOk(t, learner.jwt, uuid, 'commit', {});
        assert.equal(after.cmi[LOCATION[version]], '', 'nothing of a refused commit is kept');
        assert.equal(after.cmi[TOTAL[version]], version === '1.2' ? '0000:00:00.00' : 'PT0S');
      });

      it('refuses unknown elements and malformed values, naming each', async () => {
        const { uuid, learner } = await session(version);
        await runtimeOk(t, learner.jwt, uuid, 'initialize');
        const unknown =
          version === '1.2'
            ? [
                'cmi.learner_id',
                'cmi.core.nope',
                'cmi.completion_status',
                'cmi.interactions.0.learner_response',
              ]
            : [
                'cmi.core.lesson_status',
                'cmi.suspend',
                'cmi.interactions.0.student_response',
                'adl.data.0.id',
              ];
        for (const element of unknown) {
          assertError(await commit(learner, uuid, { [element]: 'x' }), 422, 'scorm_unknown_element');
        }
        const invalid: [string, string][] =
          version === '1.2'
            ? [
                ['cmi.core.lesson_status', 'done'],
                ['cmi.core.lesson_status', 'not attempted'],
                ['cmi.core.score.raw', '101'],
                ['cmi.core.score.raw', 'ten'],
                ['cmi.core.session_time', 'PT1H'],
                ['cmi.core.session_time', '1:00:00'],
                ['cmi.core.exit', 'normal'],
                ['cmi.core.lesson_location', 'x'.repeat(256)],
                ['cmi.student_preference.audio', '101'],
                ['cmi.objectives.0.status', 'done'],
                ['cmi.interactions.0.type', 'essay'],
                ['cmi.interactions.1.id', 'q2'],
              ]
            : [
                ['cmi.completion_status', 'passed'],
                ['cmi.success_status', 'completed'],
                ['cmi.score.scaled', '1.5'],
                ['cmi.score.raw', '1e3'],
                ['cmi.session_time', '00:01:00'],
                ['cmi.session_time', 'P'],
                ['cmi.session_time', 'PT'],
                ['cmi.exit', 'quit'],
                ['cmi.progress_measure', '2'],
                ['cmi.location', 'x'.repeat(1001)],
                ['cmi.interactions.0.type', 'essay'],
                ['cmi.interactions.0.result', 'wrong'],
                ['cmi.interactions.0.timestamp', '2026-13-01'],
                ['cmi.objectives.1.id', 'second-before-first'],
                ['adl.nav.request', 'fly'],
              ];
        for (const [element, value] of invalid) {
          const response = await commit(learner, uuid, { [element]: value });
          assertError(response, 422, 'scorm_invalid_value');
          assert.match(response.body, new RegExp(element.replace(/\./g, '\\.')), `${element}=${value}`);
        }
        // 2004: an entry's id is set before its other elements.
        if (version === '2004') {
          assertError(
            await commit(learner, uuid, { 'cmi.interactions.0.result': 'correct' }),
            422,
            'scorm_invalid_value',
          );
        }
        assertError(
          await runtime(t, learner.jwt, uuid, 'commit', { [LOCATION[version]]: 3 }),
          422,
          'validation_error',
        );
        assertError(
          await runtime(t, learner.jwt, uuid, 'commit', [] as unknown as Record<string, string>),
          422,
          'validation_error',
        );
      });

      it('never echoes write-only elements', async () => {
        const { uuid, learner } = await session(version);
        await runtimeOk(t, learner.jwt, uuid, 'initialize');
        const interaction =
          version === '1.2'
            ? { 'cmi.interactions.0.id': 'q1', 'cmi.interactions.0.student_response': 'a' }
            : { 'cmi.interactions.0.id': 'q1', 'cmi.interactions.0.learner_response': 'a' };
        const committed = await runtimeOk(t, learner.jwt, uuid, 'terminate', {
          [TIME[version]]: version === '1.2' ? '00:00:05' : 'PT5S',
          [EXIT[version]]: 'suspend',
          ...interaction,
        });
        const again = await runtimeOk(t, learner.jwt, uuid, 'initialize');
        for (const read of [committed.cmi, again.cmi]) {
          assert.equal(read[TIME[version]], undefined);
          assert.equal(read[EXIT[version]], undefined);
          assert.equal(read['cmi.interactions._count'], '1');
          // 1.2's interactions are write-only; 2004's are read back.
          assert.equal(read['cmi.interactions.0.id'], version === '1.2' ? undefined : 'q1');
        }
      });

      it('cuts suspend_data at the limit, keeps the rest of the commit, and logs the cut', async () => {
        const { uuid, learner } = await session(version);
        await runtimeOk(t, learner.jwt, uuid, 'initialize');
        const limit = version === '1.2' ? 4096 : 64000;
        const exact = await runtimeOk(t, learner.jwt, uuid, 'commit', {
          'cmi.suspend_data': 'a'.repeat(limit),
        });
        assert.deepEqual(exact.truncated, []);
        logs.length = 0;
        // Characters, not UTF-16 units: each 🙂 is one.
        const long = '🙂'.repeat(limit + 10);
        const cut = await runtimeOk(t, learner.jwt, uuid, 'commit', {
          'cmi.suspend_data': long,
          [LOCATION[version]]: 'page-7',
        });
        assert.deepEqual(cut.truncated, ['cmi.suspend_data']);
        assert.equal(cut.cmi['cmi.suspend_data'], '🙂'.repeat(limit));
        assert.equal(cut.cmi[LOCATION[version]], 'page-7');
        const warning = logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.element);
        assert.ok(warning, 'a warning is logged');
        assert.equal(warning.level, 40);
        assert.equal(warning.element, 'cmi.suspend_data');
        assert.equal(warning.limit, limit);
        assert.equal(warning.length, limit + 10);
        await runtimeOk(t, learner.jwt, uuid, 'terminate', { [EXIT[version]]: 'suspend' });
        const resumed = await runtimeOk(t, learner.jwt, uuid, 'initialize');
        assert.equal(resumed.cmi['cmi.suspend_data'], '🙂'.repeat(limit));
      });

      it('totals time over three sessions as the latest session_time of each, then starts attempt 2', async () => {
        const { uuid, learner } = await session(version);
        const span = (s: number) =>
          version === '1.2'
            ? `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.5`
            : `PT${s}.5S`;
        const total = (cs: number) => {
          if (version === '2004') {
            const m = Math.floor(cs / 6000);
            const rest = (cs % 6000) / 100;
            return cs === 0 ? 'PT0S' : `PT${m > 0 ? `${m}M` : ''}${rest > 0 ? `${rest}S` : ''}`;
          }
          const m = Math.floor(cs / 6000);
          const s = Math.floor((cs % 6000) / 100);
          return `0000:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
        };
        const sessions = [
          { commits: [10, 20, 30], exit: 'suspend' },
          { commits: [5, 50, 15], exit: 'suspend' },
          { commits: [1, 2, 45], exit: '' },
        ];
        let expected = 0;
        for (const [index, s] of sessions.entries()) {
          const opened = await runtimeOk(t, learner.jwt, uuid, 'initialize');
          assert.equal(opened.attempt, 1);
          assert.equal(opened.cmi[ENTRY[version]], index === 0 ? 'ab-initio' : 'resume');
          assert.equal(opened.cmi[TOTAL[version]], total(expected));
          for (const seconds of s.commits.slice(0, -1)) {
            const read = await runtimeOk(t, learner.jwt, uuid, 'commit', { [TIME[version]]: span(seconds) });
            // During a session the total is the one at its start.
            assert.equal(read.cmi[TOTAL[version]], total(expected));
          }
          const last = s.commits.at(-1)!;
          const ended = await runtimeOk(t, learner.jwt, uuid, 'terminate', {
            [TIME[version]]: span(last),
            [EXIT[version]]: s.exit,
          });
          expected += last * 100 + 50;
          assert.equal(ended.cmi[TOTAL[version]], total(expected));
        }
        assert.equal(expected, 9150);
        const next = await runtimeOk(t, learner.jwt, uuid, 'initialize');
        assert.equal(next.attempt, 2);
        assert.equal(next.cmi[ENTRY[version]], 'ab-initio');
        assert.equal(next.cmi[TOTAL[version]], total(0));
        assert.equal(next.cmi[LOCATION[version]], '');
        const rows = await t.services.db
          .selectFrom('scorm_attempts')
          .select(['attempt', 'total_time_cs', 'ended'])
          .where('user_id', '=', learner.user.id)
          .orderBy('attempt')
          .execute();
        assert.deepEqual(
          rows.map((r) => [r.attempt, r.total_time_cs, Boolean(r.ended)]),
          [
            [1, 9150, true],
            [2, 0, false],
          ],
        );
      });

      it('resumes after a suspend, continues an unterminated session, and refuses a commit after terminate', async () => {
        const { uuid, learner } = await session(version);
        await runtimeOk(t, learner.jwt, uuid, 'initialize');
        await runtimeOk(t, learner.jwt, uuid, 'commit', {
          [LOCATION[version]]: 'p1',
          [TIME[version]]: version === '1.2' ? '00:00:07' : 'PT7S',
        });
        // The window closes: no terminate. The next initialize closes that session and goes on.
        const reopened = await runtimeOk(t, learner.jwt, uuid, 'initialize');
        assert.equal(reopened.attempt, 1);
        assert.equal(reopened.cmi[ENTRY[version]], '');
        assert.equal(reopened.cmi[LOCATION[version]], 'p1');
        assert.equal(reopened.cmi[TOTAL[version]], version === '1.2' ? '0000:00:07.00' : 'PT7S');
        await runtimeOk(t, learner.jwt, uuid, 'commit', { [EXIT[version]]: 'suspend' });
        const suspended = await runtimeOk(t, learner.jwt, uuid, 'initialize');
        assert.equal(suspended.cmi[ENTRY[version]], 'resume');
        await runtimeOk(t, learner.jwt, uuid, 'terminate', {
          [EXIT[version]]: version === '1.2' ? 'logout' : 'normal',
        });
        assertError(await commit(learner, uuid, { [LOCATION[version]]: 'p2' }), 400, 'scorm_not_initialized');
        assertError(await runtime(t, learner.jwt, uuid, 'terminate', {}), 400, 'scorm_not_initialized');
        const other = await addMember(t, p.o.org.id, 'learner');
        assertError(await commit(other, uuid, {}), 400, 'scorm_not_initialized');
      });
    });
  }

  it('1.2: lesson_status maps onto completion and success; objectives and interactions are kept', async () => {
    const { uuid, learner } = await session('1.2', { mastery_score: 80 });
    const opened = await runtimeOk(t, learner.jwt, uuid, 'initialize');
    assert.equal(opened.cmi['cmi.core.lesson_status'], 'not attempted');
    assert.equal(opened.cmi['cmi.student_data.mastery_score'], '80');
    assert.equal(opened.cmi['cmi.core.credit'], 'credit');
    assert.equal(opened.cmi['cmi.core.lesson_mode'], 'normal');
    assert.equal(opened.cmi['cmi.core.student_id'], learner.user.user_uuid);
    const objectives = {
      'cmi.objectives.0.id': 'obj-1',
      'cmi.objectives.0.score.raw': '75',
      'cmi.objectives.0.status': 'passed',
      'cmi.objectives.1.id': 'obj-2',
      'cmi.objectives.1.status': 'not attempted',
    };
    const passed = await runtimeOk(t, learner.jwt, uuid, 'commit', {
      'cmi.core.lesson_status': 'passed',
      'cmi.core.score.raw': '90',
      'cmi.interactions.0.id': 'q1',
      'cmi.interactions.0.objectives.0.id': 'obj-1',
      'cmi.interactions.0.correct_responses.0.pattern': 'a',
      'cmi.interactions.0.result': 'wrong',
      'cmi.interactions.0.latency': '00:00:03.5',
      'cmi.interactions.0.time': '09:15:00',
      'cmi.comments': 'Nice',
      'cmi.student_preference.language': 'fr',
      ...objectives,
    });
    assert.equal(passed.cmi['cmi.core.lesson_status'], 'passed');
    const row = await t.services.db
      .selectFrom('scorm_attempts')
      .selectAll()
      .where('user_id', '=', learner.user.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual([row.completion_status, row.success_status], ['completed', 'passed']);
    assert.deepEqual(JSON.parse(row.interactions), [
      {
        id: 'q1',
        'objectives.0.id': 'obj-1',
        'correct_responses.0.pattern': 'a',
        result: 'wrong',
        latency: '00:00:03.5',
        time: '09:15:00',
      },
    ]);
    await runtimeOk(t, learner.jwt, uuid, 'commit', { 'cmi.core.lesson_status': 'incomplete' });
    await runtimeOk(t, learner.jwt, uuid, 'terminate', {
      'cmi.core.exit': 'suspend',
      'cmi.core.score.raw': '70',
    });
    const resumed = await runtimeOk(t, learner.jwt, uuid, 'initialize');
    // The mastery score decides at the end of the session: 70 < 80.
    assert.equal(resumed.cmi['cmi.core.lesson_status'], 'failed');
    for (const [element, value] of Object.entries(objectives)) assert.equal(resumed.cmi[element], value);
    assert.equal(resumed.cmi['cmi.objectives._count'], '2');
    assert.equal(resumed.cmi['cmi.comments'], 'Nice');
    assert.equal(resumed.cmi['cmi.student_preference.language'], 'fr');
  });

  it('2004: completion and success apart; objectives, interactions and comments read back', async () => {
    const { uuid, learner } = await session('2004', { mastery_score: 0.8 });
    const opened = await runtimeOk(t, learner.jwt, uuid, 'initialize');
    assert.equal(opened.cmi['cmi.completion_status'], 'unknown');
    assert.equal(opened.cmi['cmi.success_status'], 'unknown');
    assert.equal(opened.cmi['cmi.scaled_passing_score'], '0.8');
    assert.equal(opened.cmi['cmi.score.scaled'], undefined, 'no score yet: GetValue has nothing');
    const values = {
      'cmi.completion_status': 'incomplete',
      'cmi.score.scaled': '0.85',
      'cmi.score.raw': '85',
      'cmi.score.min': '0',
      'cmi.score.max': '100',
      'cmi.progress_measure': '0.5',
      'cmi.objectives.0.id': 'urn:obj:1',
      'cmi.objectives.0.score.scaled': '-0.5',
      'cmi.objectives.0.success_status': 'failed',
      'cmi.objectives.0.description': '{lang=fr}Premier',
      'cmi.interactions.0.id': 'urn:q:1',
      'cmi.interactions.0.type': 'choice',
      'cmi.interactions.0.objectives.0.id': 'urn:obj:1',
      'cmi.interactions.0.timestamp': '2026-03-02T09:01:02.5Z',
      'cmi.interactions.0.correct_responses.0.pattern': 'b',
      'cmi.interactions.0.correct_responses.1.pattern': 'c',
      'cmi.interactions.0.learner_response': 'b',
      'cmi.interactions.0.result': 'correct',
      'cmi.interactions.0.latency': 'PT2.25S',
      'cmi.interactions.0.weighting': '1.5',
      'cmi.comments_from_learner.0.comment': 'Hard one',
      'cmi.comments_from_learner.0.location': 'q1',
      'cmi.learner_preference.audio_captioning': '1',
      'adl.nav.request': 'continue',
    };
    const read = await runtimeOk(t, learner.jwt, uuid, 'commit', values);
    assert.equal(read.cmi['cmi.success_status'], 'passed', '0.85 ≥ the scaled passing score');
    await runtimeOk(t, learner.jwt, uuid, 'terminate', { 'cmi.exit': 'suspend' });
    const resumed = await runtimeOk(t, learner.jwt, uuid, 'initialize');
    const { 'adl.nav.request': _ignored, ...kept } = values;
    for (const [element, value] of Object.entries(kept)) assert.equal(resumed.cmi[element], value, element);
    assert.equal(resumed.cmi['adl.nav.request'], undefined);
    assert.equal(resumed.cmi['cmi.completion_status'], 'incomplete');
    assert.equal(resumed.cmi['cmi.interactions.0.objectives._count'], '1');
    assert.equal(resumed.cmi['cmi.interactions.0.correct_responses._count'], '2');
    assert.equal(resumed.cmi['cmi.comments_from_learner._count'], '1');
    assert.equal(resumed.cmi['cmi.objectives._count'], '1');
    await runtimeOk(t, learner.jwt, uuid, 'commit', { 'cmi.score.scaled': '0.5' });
    const row = await t.services.db
      .selectFrom('scorm_attempts')
      .select(['completion_status', 'success_status', 'score_scaled'])
      .where('user_id', '=', learner.user.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { completion_status: 'incomplete', success_status: 'failed', score_scaled: '0.5' });
  });
});
