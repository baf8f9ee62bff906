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
  const created = await s.db.transaction().execute(async (trx) => {
    // Another process may have finished first boot while this one hashed the password.
    if ((await trx.selectFrom('organizations').select('id').limit(1).executeTakeFirst()) !== undefined)
      return false;
    const admin = await s.identity.insertUser(trx, { email, username: 'admin' }, passwordHash, true);
    await s.orgs.createOrg(trx, admin.id, { name: 'Default organization', slug: DEFAULT_ORG_SLUG });
    return true;
  });
  if (!created) return { created: false };
  if (generated) {
    s.logger.warn(
      { email },
      `first boot: created organization "${DEFAULT_ORG_SLUG}" and its admin ${email} with the generated password ${password} (shown once; change it with "lms user set-password ${email}")`,
    );
  } else {
    s.logger.info({ email }, `first boot: created organization "${DEFAULT_ORG_SLUG}" and its admin ${email}`);
  }
  return { created: true, email };
}
