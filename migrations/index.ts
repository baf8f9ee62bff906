/** Every migration, in order. Never edit one that has landed; add the next number. */
import * as m0001 from './0001_create_identity.ts';
import * as m0002 from './0002_create_webhooks.ts';
import * as m0003 from './0003_create_courses.ts';
import * as m0004 from './0004_create_assignments.ts';
import * as m0005 from './0005_create_learning.ts';
import * as m0006 from './0006_create_login_failures.ts';
import * as m0007 from './0007_course_versions.ts';
import * as m0008 from './0008_current_attempt_key.ts';
import * as m0009 from './0009_families_foundation.ts';
import * as m0010 from './0010_collections.ts';
import * as m0011 from './0011_communities.ts';
import * as m0012 from './0012_packs.ts';
import * as m0013 from './0013_podcasts.ts';
import * as m0014 from './0014_boards.ts';
import * as m0015 from './0015_playgrounds.ts';
import * as m0016 from './0016_scorm_packages.ts';
import * as m0017 from './0017_scorm_attempts.ts';
import * as m0018 from './0018_attempt_log_index.ts';
import * as m0019 from './0019_rate_limit_key_locks.ts';
import * as m0020 from './0020_delivery_due_order.ts';

export const migrations = {
  '0001_create_identity': m0001,
  '0002_create_webhooks': m0002,
  '0003_create_courses': m0003,
  '0004_create_assignments': m0004,
  '0005_create_learning': m0005,
  '0006_create_login_failures': m0006,
  '0007_course_versions': m0007,
  '0008_current_attempt_key': m0008,
  '0009_families_foundation': m0009,
  '0010_collections': m0010,
  '0011_communities': m0011,
  '0012_packs': m0012,
  '0013_podcasts': m0013,
  '0014_boards': m0014,
  '0015_playgrounds': m0015,
  '0016_scorm_packages': m0016,
  '0017_scorm_attempts': m0017,
  '0018_attempt_log_index': m0018,
  '0019_rate_limit_key_locks': m0019,
  '0020_delivery_due_order': m0020,
};
