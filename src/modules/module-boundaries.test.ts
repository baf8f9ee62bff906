/**
 * The module boundaries, held by reading the sources: what a new module gets wrong here fails a test, not a
 * review. Each module reaches another only through its index; repositories stay inside their module and query
 * only their own tables (through `ownTables`, which makes another module's table a compile error); and every
 * repository method on an organization's rows takes the organization, except the lookups named in
 * UNSCOPED below, which docs/architecture.md lists with the same reasons. Rows leave the data access
 * normalised, and each module presents its answers from one file.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(rel(file))?.[1];
const repositories = sources(MODULES).filter((f) => f.endsWith('.repository.ts'));

/**
 * Tables that belong to no organization: their repositories' methods take no organization. A person's
 * account, their sessions and sign-in records span organizations; `organizations` is the tenant itself.
 */
const ACCOUNT_REPOSITORIES = new Set(['identity/identity.repository.ts', 'identity/oauth.repository.ts']);

/**
 * Repository methods on organizations' rows that take no organization, each named for what it is and why.
 * docs/architecture.md ("Lookups before the organization is known") lists the same names.
 */
const UNSCOPED: Record<string, string> = {
  'assignments/assignments.repository.ts#resolveAssignment':
    'assignment uuid → organization, once at the top of a request',
  'assignments/assignments.repository.ts#resolveAssignmentWithTasks':
    'assignment uuid → organization, with its tasks in the same round trip, once at the top of a request',
  'assignments/assignments.repository.ts#assignmentNamed':
    'the statement of resolveAssignmentWithTasks’ assignment',
  'assignments/assignments.repository.ts#tasksOfAssignmentNamed':
    'the statement of resolveAssignmentWithTasks’ tasks, in the organization of the assignment the uuid names',
  'assignments/assignments.repository.ts#resolveTask':
    'task uuid → organization, once at the top of a request',
  'assignments/assignments.repository.ts#resolveAssignmentTask':
    'assignment and task uuids of one path → organization, in one statement at the top of a request',
  'assignments/submissions.repository.ts#lockLearner':
    'a named lock on one learner’s attempts at one assignment: reads no rows, and ids are unique across organizations',
  'api-tokens/api-tokens.repository.ts#findForAuthentication':
    'credential resolution: a token names its organization',
  'activities/activities.repository.ts#resolveActivity':
    'activity uuid → organization, once at the top of a request',
  'collections/collections.repository.ts#resolveCollection':
    'collection uuid → organization, once at the top of a request',
  'blocks/blocks.repository.ts#resolveBlock': 'block uuid → organization, once at the top of a request',
  'boards/boards.repository.ts#resolveBoard': 'board uuid → organization, once at the top of a request',
  'certificates/certificates.repository.ts#resolveCertification':
    'certification uuid → organization, at the top of an update or delete',
  'certificates/certificates.repository.ts#findCertificateForVerification':
    'public verification: anyone holding the uuid',
  'courses/courses.repository.ts#resolveCourse': 'course uuid → organization, once at the top of a request',
  'courses/courses.repository.ts#resolveCourseById':
    'a course id from a request body → organization (a mismatch is a 400, not a 404)',
  'courses/courses.repository.ts#resolveChapter': 'chapter id from a path or a body → organization',
  'usergroups/usergroups.repository.ts#resolveGroup': 'group id from a path → organization',
  'podcasts/podcasts.repository.ts#resolvePodcast':
    'podcast uuid → organization, once at the top of a request',
  'podcasts/podcasts.repository.ts#resolveEpisode':
    'episode uuid → organization, once at the top of a request',
  'playgrounds/playgrounds.repository.ts#resolvePlayground':
    'playground uuid → organization, once at the top of a request',
  'communities/communities.repository.ts#resolveCommunity':
    'community uuid → organization, once at the top of a request',
  'communities/discussions.repository.ts#resolveDiscussion':
    'discussion uuid → organization, once at the top of a request',
  'communities/comments.repository.ts#resolveComment':
    'comment uuid → organization, once at the top of a request',
  'organizations/organizations.repository.ts#insertOrg': 'the tenant itself',
  'organizations/organizations.repository.ts#findOrgBySlug': 'the tenant itself: a path names it by slug',
  'organizations/organizations.repository.ts#countOrgs': 'the tenant itself: first boot',
  'organizations/organizations.repository.ts#listOrgsOfUser': 'a person’s memberships across organizations',
  'webhooks/delivery/outbox.repository.ts#announce': 'a PostgreSQL NOTIFY: reads no rows',
  'webhooks/delivery/outbox.repository.ts#claim':
    'the delivery worker serves every organization; what it claims carries its organization',
  'webhooks/delivery/outbox.repository.ts#deleteForgottenDeliveries':
    'the delivery worker’s sweep, across organizations',
  'webhooks/delivery/outbox-claim.repository.ts#claimStatement':
    'the statement of `claim` (outbox.repository.ts), compiled once: the same lookup across organizations',
  'scorm/scorm-packages.repository.ts#sweepExpiredPackages':
    'the background sweep of packages nobody imported, across organizations',
};

/**
 * What a repository file queries with: the methods of its class, and the statements it exports on their own
 * (a function, or a statement compiled once, whose first parameter is the database). Name and parameter names.
 */
function methods(text: string): { name: string; params: string[] }[] {
  const declared = [
    ...text.matchAll(/^ {2}(?:async )?(?:private )?([a-zA-Z0-9_]+)(?:<[^>]*>)?\(([^)]*)\)/gm),
    ...[...text.matchAll(/^export (?:async )?function ([a-zA-Z0-9_]+)(?:<[^>]*>)?\(([^)]*)\)/gm)].filter(
      (m) => /^\s*db\b/.test(m[2]!),
    ),
    // A statement compiled once, exported or not: scoped when its arguments, destructured, name the organization.
    ...text.matchAll(/^(?:export )?const ([a-zA-Z0-9_]+) = compiledOnce\(\(([^)]*)\)/gm),
  ];
  return declared
    .filter((m) => m[1] !== 'constructor')
    .map((m) => ({
      name: m[1]!,
      params: m[2]!
        .split(',')
        .map((p) => p.split(':')[0]!.replace(/[?{}]/g, '').trim())
        .filter(Boolean),
    }));
}

describe('module boundaries', () => {
  it('modules reach each other only through their index', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const from = moduleOf(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
        if (!m[1]!.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), m[1]!);
        const to = moduleOf(target);
        if (to === undefined || to === from) continue;
        // db.ts assembles the whole Database type from each module's tables.
        if (rel(file) === 'db.ts' && target.endsWith('.tables.ts')) continue;
        if (rel(target) !== `modules/${to}/index.ts`) offenders.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    assert.deepEqual(offenders, []);
  });

  it('no module index exports a repository', () => {
    const offenders = sources(MODULES)
      .filter((f) => f.endsWith('/index.ts'))
      .filter((f) => /\b\w+Repository\b/.test(readFileSync(f, 'utf8')))
      .map(rel);
    assert.deepEqual(offenders, []);
  });

  it('rows leave the data access normalised: no service or presenter converts a boolean column', () => {
    const offenders = sources(MODULES)
      .filter((f) => !f.endsWith('.repository.ts') && !f.endsWith('.reads.ts'))
      .filter((f) => /\btoBool\(/.test(readFileSync(f, 'utf8')))
      .map(rel);
    assert.deepEqual(offenders, []);
  });

  it('each module presents its answers from one file, <module>.presenter.ts', () => {
    const offenders = sources(MODULES)
      .filter((f) => f.endsWith('.presenter.ts'))
      .filter((f) => path.basename(f) !== `${moduleOf(f)}.presenter.ts`)
      .map(rel);
    assert.deepEqual(offenders, []);
  });

  it('every repository queries its own module’s tables only, through ownTables', () => {
    const offenders: string[] = [];
    const queryFiles = sources(MODULES).filter(
      (f) => f.endsWith('.repository.ts') || f.endsWith('.reads.ts'),
    );
    for (const file of queryFiles) {
      const text = readFileSync(file, 'utf8');
      const own = /ownTables<(\w+)>\(\)/.exec(text);
      // A reads file may answer from its module's repository instead of querying itself.
      if (own === null && file.endsWith('.reads.ts') && !/\bown\(/.test(text)) continue;
      if (own === null) {
        offenders.push(`${rel(file)}: no ownTables<…>()`);
        continue;
      }
      const imported = new RegExp(`import type \\{[^}]*\\b${own[1]}\\b[^}]*\\} from '([^']+)'`).exec(text);
      const tablesFile = imported ? path.resolve(path.dirname(file), imported[1]!) : '';
      if (moduleOf(tablesFile) !== moduleOf(file) || !tablesFile.endsWith('.tables.ts')) {
        offenders.push(`${rel(file)}: ownTables<${own[1]}> is not its module's tables type`);
      }
      // A query started on anything but `own(…)` (or a subquery builder inside one) could name any table.
      const rest = text.replace(/own\(\w+\)/g, 'OWN');
      for (const m of rest.matchAll(
        /\b(\w+)\s*\.\s*(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\(/g,
      )) {
        if (!['OWN', 'eb', 'qb'].includes(m[1]!)) offenders.push(`${rel(file)}: ${m[1]}.${m[2]}(…)`);
      }
    }
    assert.deepEqual(offenders, []);
  });

  it('repository methods on organizations’ rows take the organization first, or are named lookups', () => {
    const unscoped: string[] = [];
    for (const file of repositories) {
      const name = path.relative(MODULES, file).split(path.sep).join('/');
      if (ACCOUNT_REPOSITORIES.has(name)) continue;
      for (const m of methods(readFileSync(file, 'utf8'))) {
        if (m.params.slice(0, 2).includes('orgId')) continue;
        unscoped.push(`${name}#${m.name}`);
      }
    }
    assert.deepEqual(unscoped.sort(), Object.keys(UNSCOPED).sort());
  });

  it('docs/architecture.md lists every unscoped lookup', () => {
    const doc = readFileSync(path.join(SRC, '../docs/architecture.md'), 'utf8');
    const missing = Object.keys(UNSCOPED).filter((key) => !doc.includes(`\`${key.split('#')[1]}\``));
    assert.deepEqual(missing, []);
  });
});
