/**
 * SCORM import [CONTRACT 12]: real packages analysed (version, title, SCOs), stored once, imported as
 * unpublished SCORM activities through the activities module; the errors of an import; who may do it; and the
 * sweep of packages nobody imported.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  createChapter,
  createCourse,
  getTree,
  place,
  WITH_UNPUBLISHED,
} from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, call, createApiToken, createOrg } from '../../../test/factories.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { analyze, analyzeOk, importScos, storedState } from '../../../test/scorm-helpers.ts';
import { missingLaunchFile, VALID_PACKAGES } from '../../../test/scorm-package-catalogue.ts';
import { filesUnder } from '../../../test/stored-files.ts';
import { MINUTE } from '../../platform/clock.ts';

interface ImportedActivity {
  id: number;
  activity_uuid: string;
  name: string;
  activity_type: string;
  activity_sub_type: string;
  published: boolean;
  chapter_id: number;
  content: Record<string, unknown>;
}

describe('SCORM import', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  describe('POST /scorm/analyze: valid packages', () => {
    for (const pkg of VALID_PACKAGES) {
      it(`${pkg.name}: version, title and SCOs; files stored once under the course`, async () => {
        const p = await place(t);
        const zip = await pkg.zip();
        const analysis = await analyzeOk(t, p.course.course_uuid, p.o.admin.jwt, zip);
        assert.match(analysis.package_uuid, /^scormpkg_[0-9a-f-]{36}$/);
        assert.equal(analysis.scorm_version, pkg.version);
        assert.equal(analysis.title, pkg.title);
        assert.deepEqual(analysis.scos, pkg.scos);
        const dir = path.join(
          t.dataDir,
          'files/orgs',
          String(p.o.org.id),
          'courses',
          p.course.course_uuid,
          'scorm',
          analysis.package_uuid,
        );
        const row = await t.services.db
          .selectFrom('scorm_packages')
          .selectAll()
          .where('package_uuid', '=', analysis.package_uuid)
          .executeTakeFirstOrThrow();
        assert.equal(filesUnder(dir).length, row.file_count);
        assert.equal(row.imported_at, null);
      });
    }

    it('leaves out a SCO whose launch file is missing, keeps the others', async () => {
      const p = await place(t);
      const analysis = await analyzeOk(t, p.course.course_uuid, p.o.admin.jwt, await missingLaunchFile());
      assert.deepEqual(
        analysis.scos.map((s) => s.identifier),
        ['present'],
      );
    });
  });

  describe('POST /scorm/import', () => {
    it('creates one unpublished SCORM activity per SCO, in the chapters given, named or titled', async () => {
      const p = await place(t);
      const second = await createChapter(t, p.o, p.course);
      const analysis = await analyzeOk(
        t,
        p.course.course_uuid,
        p.o.admin.jwt,
        await VALID_PACKAGES[1]!.zip(),
      );
      const response = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
        package_uuid: analysis.package_uuid,
        scos: [
          { identifier: 'a', chapter_id: p.chapter.id },
          { identifier: 'c', chapter_id: second.id, name: 'Renamed' },
        ],
      });
      assert.equal(response.statusCode, 200, response.body);
      const { activities } = response.json<{ activities: ImportedActivity[] }>();
      assert.deepEqual(
        activities.map((a) => [a.name, a.activity_type, a.activity_sub_type, a.published, a.chapter_id]),
        [
          ['Alpha', 'TYPE_SCORM', 'SUBTYPE_SCORM_2004', false, p.chapter.id],
          ['Renamed', 'TYPE_SCORM', 'SUBTYPE_SCORM_2004', false, second.id],
        ],
      );
      assert.deepEqual(activities[0]!.content, {
        package_uuid: analysis.package_uuid,
        scorm_version: '2004',
        sco_identifier: 'a',
        launch_path: 'a/index.html',
        title: 'Alpha',
        mastery_score: 0.8,
      });
      assert.equal(activities[1]!.content.title, 'Gamma');
      // The activities are the activities module's own: read back, and in the course tree.
      const read = await call(t, 'GET', `${API}/activities/${activities[0]!.activity_uuid}`, p.o.admin.jwt);
      assert.equal(read.statusCode, 200, read.body);
      const tree = await getTree(t, p.course, p.o.admin.jwt, WITH_UNPUBLISHED);
      const names = tree
        .json<{ chapters: { activities: { name: string }[] }[] }>()
        .chapters.map((c) => c.activities.map((a) => a.name));
      assert.deepEqual(names, [['Alpha'], ['Renamed']]);
      const row = await t.services.db
        .selectFrom('scorm_packages')
        .select('imported_at')
        .where('package_uuid', '=', analysis.package_uuid)
        .executeTakeFirstOrThrow();
      assert.notEqual(row.imported_at, null);
    });

    it('keeps launch data and the 1.2 sub-type', async () => {
      const p = await place(t);
      const analysis = await analyzeOk(
        t,
        p.course.course_uuid,
        p.o.admin.jwt,
        await VALID_PACKAGES[0]!.zip(),
      );
      const response = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
        package_uuid: analysis.package_uuid,
        scos: [{ identifier: 'item-1', chapter_id: p.chapter.id }],
      });
      const [activity] = response.json<{ activities: ImportedActivity[] }>().activities;
      assert.equal(activity!.activity_sub_type, 'SUBTYPE_SCORM_12');
      assert.equal(activity!.content.launch_data, 'mode=review');
      assert.equal(activity!.content.mastery_score, 80);
    });

    it('refuses an unknown package, a package of another course, an unknown SCO, a foreign chapter; creates nothing', async () => {
      const p = await place(t);
      const other = await createCourse(t, p.o);
      const otherChapter = await createChapter(t, p.o, other);
      const analysis = await analyzeOk(
        t,
        p.course.course_uuid,
        p.o.admin.jwt,
        await VALID_PACKAGES[0]!.zip(),
      );
      const count = async () =>
        (
          await t.services.db
            .selectFrom('activities')
            .select('id')
            .where('activity_type', '=', 'TYPE_SCORM')
            .execute()
        ).length;
      const before = await count();
      const unknown = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
        package_uuid: 'scormpkg_00000000-0000-4000-8000-000000000000',
        scos: [{ identifier: 'item-1', chapter_id: p.chapter.id }],
      });
      assertError(unknown, 404, 'scorm_package_not_found');
      const elsewhere = await importScos(t, other.course_uuid, p.o.admin.jwt, {
        package_uuid: analysis.package_uuid,
        scos: [{ identifier: 'item-1', chapter_id: otherChapter.id }],
      });
      assertError(elsewhere, 404, 'scorm_package_not_found');
      const noSco = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
        package_uuid: analysis.package_uuid,
        scos: [
          { identifier: 'item-1', chapter_id: p.chapter.id },
          { identifier: 'nope', chapter_id: p.chapter.id },
        ],
      });
      assertInvalid(noSco, ['body', 'scos', 1, 'identifier'], 'unknown_sco');
      const foreignChapter = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
        package_uuid: analysis.package_uuid,
        scos: [{ identifier: 'item-1', chapter_id: otherChapter.id }],
      });
      assertInvalid(foreignChapter, ['body', 'scos', 0, 'chapter_id'], 'chapter_not_in_course');
      const empty = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
        package_uuid: analysis.package_uuid,
        scos: [],
      });
      assert.equal(empty.statusCode, 422);
      assert.equal(await count(), before);
    });

    it('the generic create still refuses SCORM sub-types, naming the import', async () => {
      const p = await place(t);
      const response = await call(t, 'POST', `${API}/activities/`, p.o.admin.jwt, {
        name: 'x',
        chapter_id: p.chapter.id,
        activity_type: 'TYPE_SCORM',
        activity_sub_type: 'SUBTYPE_SCORM_12',
        content: {},
      });
      assertError(response, 400, 'server_built_sub_type');
      assert.match(response.json<{ detail: string }>().detail, /\/scorm\/analyze/);
    });
  });

  describe('who may import', () => {
    it('an API token with courses:create may; members without the right and other organizations may not', async () => {
      const p = await place(t);
      const zip = await VALID_PACKAGES[0]!.zip();
      const { token } = await createApiToken(t, p.o, ALL_RIGHTS);
      const byToken = await analyzeOk(t, p.course.course_uuid, token, zip);
      const imported = await importScos(t, p.course.course_uuid, token, {
        package_uuid: byToken.package_uuid,
        scos: [{ identifier: 'item-1', chapter_id: p.chapter.id }],
      });
      assert.equal(imported.statusCode, 200, imported.body);

      const { token: readOnly } = await createApiToken(t, p.o, {
        courses: { action_create: false, action_read: true, action_update: true, action_delete: true },
      });
      const state = await storedState(t);
      assertError(await analyze(t, p.course.course_uuid, readOnly, zip), 403, 'missing_right');
      const learner = await addMember(t, p.o.org.id, 'learner');
      assert.equal((await analyze(t, p.course.course_uuid, learner.jwt, zip)).statusCode, 403);
      const stranger = await createOrg(t);
      assert.equal((await analyze(t, p.course.course_uuid, stranger.admin.jwt, zip)).statusCode, 403);
      assert.equal((await analyze(t, p.course.course_uuid, undefined, zip)).statusCode, 401);
      assert.deepEqual(await storedState(t), state);
      const foreignImport = await importScos(t, p.course.course_uuid, stranger.admin.jwt, {
        package_uuid: byToken.package_uuid,
        scos: [{ identifier: 'item-1', chapter_id: p.chapter.id }],
      });
      assert.equal(foreignImport.statusCode, 403);
      // The other organization's own course does not reach this package either.
      const theirs = await place(t, { o: stranger });
      const crossOrg = await importScos(t, theirs.course.course_uuid, stranger.admin.jwt, {
        package_uuid: byToken.package_uuid,
        scos: [{ identifier: 'item-1', chapter_id: theirs.chapter.id }],
      });
      assertError(crossOrg, 404, 'scorm_package_not_found');
    });

    it('an unknown course is a 404', async () => {
      const o = await createOrg(t);
      const response = await analyze(t, 'course_nope', o.admin.jwt, await VALID_PACKAGES[0]!.zip());
      assert.equal(response.statusCode, 404);
    });
  });

  describe('the sweep of unimported packages', () => {
    it('removes packages not imported within an hour, rows and files, and keeps imported ones', async () => {
      // Packages the other tests left unimported go first.
      t.clock.advance(120 * MINUTE);
      await t.services.scormImport.sweep();
      const p = await place(t);
      const zip = await VALID_PACKAGES[0]!.zip();
      const kept = await analyzeOk(t, p.course.course_uuid, p.o.admin.jwt, zip);
      const imported = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
        package_uuid: kept.package_uuid,
        scos: [{ identifier: 'item-1', chapter_id: p.chapter.id }],
      });
      assert.equal(imported.statusCode, 200);
      const before = await storedState(t);
      const dropped = await analyzeOk(t, p.course.course_uuid, p.o.admin.jwt, zip);
      t.clock.advance(59 * MINUTE);
      await t.services.deliveryWorker.sweeps.run();
      assert.equal((await storedState(t)).packages, before.packages + 1, 'not an hour yet');
      t.clock.advance(2 * MINUTE);
      await t.services.deliveryWorker.sweeps.run();
      assert.deepEqual(await storedState(t), before);
      const late = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
        package_uuid: dropped.package_uuid,
        scos: [{ identifier: 'item-1', chapter_id: p.chapter.id }],
      });
      assertError(late, 404, 'scorm_package_not_found');
    });
  });
});
