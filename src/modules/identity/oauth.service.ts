/**
 * OpenID Connect sign-in, `POST /auth/oauth` [SPEC 4.1, CONTRACT 4, 10]: the client brings an access token from
 * a configured provider; the provider's userinfo endpoint says who it belongs to; the service opens that
 * person's account (see `OAuthAccounts`) and answers like a password login, with a session of its own.
 *
 * Every call counts toward the login rate limit of the client's address. The provider must vouch for the email
 * (`email_verified`), since the email is what links a provider account to an existing one. An account lock
 * from failed passwords does not apply: it guards the password, which this sign-in does not use.
 */
import type { OidcProviderConfig } from '../../config.ts';
import { BadRequestError, ForbiddenError } from '../../platform/http/errors.ts';
import type { UserRow } from './identity.repository.ts';
import type { LoginService } from './login.service.ts';
import type { OAuthAccounts } from './oauth-accounts.ts';
import type { OidcClient, ProviderProfile } from './oidc-client.ts';
import type { SessionTokens, Sessions } from './sessions.ts';

const MAX_EMAIL_LENGTH = 320;

export interface OAuthDeps {
  providers: OidcProviderConfig[];
  oidc: OidcClient;
  accounts: OAuthAccounts;
  login: Pick<LoginService, 'countAttempt'>;
  sessions: Sessions;
  /** 404 for an unknown organization. */
  requireOrg: (orgId: number) => Promise<unknown>;
}

export class OAuthService {
  constructor(private readonly deps: OAuthDeps) {}

  async signIn(
    ip: string,
    input: { provider: string; access_token: string },
    orgId: number | undefined,
  ): Promise<{ user: UserRow; tokens: SessionTokens }> {
    await this.deps.login.countAttempt(ip);
    // The organization is looked up before the provider is asked anything.
    if (orgId !== undefined) await this.deps.requireOrg(orgId);
    const provider = this.deps.providers.find((p) => p.name === input.provider);
    if (provider === undefined) {
      throw new BadRequestError(`No identity provider is named "${input.provider}"`, 'unknown_provider');
    }
    const profile = await this.deps.oidc.fetchProfile(provider, input.access_token);
    const user = await this.deps.accounts.resolve({
      provider: provider.name,
      profile,
      email: verifiedEmail(provider.name, profile),
      orgId,
    });
    return { user, tokens: await this.deps.sessions.issue(user) };
  }
}

function verifiedEmail(provider: string, profile: ProviderProfile): string {
  const email = profile.email?.toLowerCase();
  if (email === undefined || email.length > MAX_EMAIL_LENGTH || !email.includes('@')) {
    throw new ForbiddenError(
      `The identity provider "${provider}" gave no email address; allow the "email" scope and try again`,
      'provider_email_missing',
    );
  }
  if (!profile.emailVerified) {
    throw new ForbiddenError(
      `The identity provider "${provider}" has not verified this email address; verify it there first`,
      'provider_email_not_verified',
    );
  }
  return email;
}
