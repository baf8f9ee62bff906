/**
 * First boot [CONTRACT 3]: when the database holds no organization, create organization `default` and its
 * admin from LMS_ADMIN_EMAIL / LMS_ADMIN_PASSWORD, generating what is missing and printing a generated
 * password once. Runs in one transaction, so a crash leaves nothing half-made; with an organization present
 * it does nothing, so restarts never create a second one.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from './modules/identity/index.ts';
import type { Services } from './services.ts';

export const DEFAULT_ORG_SLUG = 'default';
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export async function ensureFirstBoot(s: Services): Promise<{ created: boolean; email?: string }> {
  if ((await s.orgs.countOrgs()) > 0) return { created: false };
  const email = s.config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const generated = s.config.adminPassword === undefined;
  const password = s.config.adminPassword ?? randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const created = await createOnce(s, () =>
    s.db.transaction().execute(async (trx) => {
      // Another process may have finished first boot while this one hashed the password.
      if ((await s.orgs.countOrgs(trx)) > 0) return false;
      const admin = await s.identity.insertUser(trx, { email, username: 'admin' }, passwordHash, true);
      await s.orgs.createOrg(trx, admin.id, { name: 'Default organization', slug: DEFAULT_ORG_SLUG });
      return true;
    }),
  );
  if (!created) return { created: false };
  if (generated) {
    const message = `first boot: created organization "${DEFAULT_ORG_SLUG}" and its admin ${email} with the generated password ${password} (shown once; change it with "lms user set-password ${email}")`;
    // The only copy of the password: a LOG_LEVEL above warn must not swallow it.
    if (s.logger.isLevelEnabled('warn')) s.logger.warn({ email }, message);
    else process.stderr.write(`${message}\n`);
  } else {
    s.logger.info({ email }, `first boot: created organization "${DEFAULT_ORG_SLUG}" and its admin ${email}`);
  }
  return { created: true, email };
}

const FIRST_BOOT_ATTEMPTS = 5;
const FIRST_BOOT_RETRY_MS = 200;

/**
 * Several processes starting together on an empty database (replicas behind a load balancer) all see no
 * organization, and all but one then fail: on PostgreSQL with a taken admin email or username once the
 * winner commits, on SQLite with a busy database while it holds the write lock. A failure is therefore
 * only an error when, after the winner has had time to commit, there is still no organization.
 */
async function createOnce(s: Services, attempt: () => Promise<boolean>): Promise<boolean> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if ((await s.orgs.countOrgs()) > 0) return false;
      if (round >= FIRST_BOOT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, FIRST_BOOT_RETRY_MS));
    }
  }
}
