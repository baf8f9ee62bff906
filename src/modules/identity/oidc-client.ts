/**
 * The OpenID Connect side of `POST /auth/oauth` [CONTRACT 4]: finds a provider's userinfo endpoint through its
 * discovery document and asks it whom an access token belongs to, with `openid-client`.
 *
 * - Issuers are configured by the operator, so they are trusted addresses: calls go out through the ordinary
 *   fetch, not the webhook SSRF guard [CONTRACT 10]. Every call (discovery and userinfo) has a timeout.
 * - Discovery documents are cached per provider for an hour; when a refresh fails, the cached one keeps serving
 *   (a userinfo endpoint rarely moves, and a provider's brief hiccup should not stop every sign-in).
 * - A token the provider refuses is a 401; a provider that cannot be reached or answers nonsense is a 503.
 * - `openid-client` loads on the first sign-in through a provider, not when the service starts: most
 *   deployments configure none.
 */
import type { Logger } from 'pino';
import type * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../../config.ts';
import { HOUR, SECOND, type Clock } from '../../platform/clock.ts';
import { UnauthorizedError, UnavailableError } from '../../platform/http/errors.ts';

export const OIDC_TIMEOUT_MS = 10 * SECOND;
export const OIDC_METADATA_TTL_MS = HOUR;

type OidcLibrary = typeof oidc;
let library: Promise<OidcLibrary> | undefined;
const loadLibrary = (): Promise<OidcLibrary> => (library ??= import('openid-client'));

/** What the service uses of a provider's userinfo answer. */
export interface ProviderProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  preferredUsername: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

interface CachedMetadata {
  config: oidc.Configuration;
  fetchedAt: number;
}

export class OidcClient {
  private readonly cache = new Map<string, CachedMetadata>();
  private readonly pending = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly deps: { clock: Clock; logger: Logger; timeoutMs?: number }) {}

  /** The profile behind `accessToken` at `provider`; 401 when the provider refuses it, 503 when it fails. */
  async fetchProfile(provider: OidcProviderConfig, accessToken: string): Promise<ProviderProfile> {
    const lib = await loadLibrary();
    const config = await this.configuration(lib, provider);
    let claims: oidc.UserInfoResponse;
    try {
      // No expected subject: the caller holds only an access token, and the answer's `sub` is what we learn.
      claims = await lib.fetchUserInfo(config, accessToken, lib.skipSubjectCheck);
    } catch (error) {
      if (isRefusal(lib, error)) {
        throw new UnauthorizedError(
          `The identity provider "${provider.name}" did not accept this access token`,
          'invalid_provider_token',
        );
      }
      throw this.unavailable(provider, 'userinfo request failed', error);
    }
    return toProfile(claims);
  }

  private async configuration(lib: OidcLibrary, provider: OidcProviderConfig): Promise<oidc.Configuration> {
    const cached = this.cache.get(provider.name);
    const now = this.deps.clock.now().getTime();
    if (cached !== undefined && now - cached.fetchedAt < OIDC_METADATA_TTL_MS) return cached.config;
    try {
      const config = await this.discover(lib, provider);
      this.cache.set(provider.name, { config, fetchedAt: now });
      return config;
    } catch (error) {
      if (cached !== undefined) {
        this.deps.logger.warn(
          { err: error, provider: provider.name },
          'OpenID discovery refresh failed; using the cached metadata',
        );
        return cached.config;
      }
      throw this.unavailable(provider, 'discovery failed', error);
    }
  }

  /** One discovery per provider at a time: concurrent first sign-ins share it. */
  private discover(lib: OidcLibrary, provider: OidcProviderConfig): Promise<oidc.Configuration> {
    const inFlight = this.pending.get(provider.name);
    if (inFlight !== undefined) return inFlight;
    const timeoutMs = this.deps.timeoutMs ?? OIDC_TIMEOUT_MS;
    const promise = lib
      .discovery(new URL(provider.issuer), provider.clientId, undefined, lib.None(), {
        [lib.customFetch]: (url, options) =>
          fetch(url, { ...options, signal: withTimeout(options.signal, timeoutMs) }),
        // Configuration only lets plain http through for loopback issuers (a provider on a developer's machine).
        execute: provider.issuer.startsWith('http:') ? [lib.allowInsecureRequests] : [],
      })
      .then((config) => {
        if (config.serverMetadata().userinfo_endpoint === undefined) {
          throw new Error('the discovery document names no userinfo_endpoint');
        }
        return config;
      })
      .finally(() => this.pending.delete(provider.name));
    this.pending.set(provider.name, promise);
    return promise;
  }

  private unavailable(provider: OidcProviderConfig, what: string, error: unknown): UnavailableError {
    this.deps.logger.warn({ err: error, provider: provider.name }, `OpenID Connect ${what}`);
    return new UnavailableError(
      `The identity provider "${provider.name}" is not available; try again later`,
      'identity_provider_unavailable',
    );
  }
}

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
}

/** The provider answered that the token is invalid, expired or lacks the scope for userinfo (RFC 6750). */
function isRefusal(lib: OidcLibrary, error: unknown): boolean {
  const refused = (status: number) => status === 401 || status === 403;
  if (error instanceof lib.WWWAuthenticateChallengeError) return refused(error.status);
  if (error instanceof lib.ResponseBodyError) return refused(error.status);
  return false;
}

function toProfile(claims: oidc.UserInfoResponse): ProviderProfile {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  return {
    subject: claims.sub,
    email: text(claims.email),
    // Some providers send the boolean as a string; anything else is not a verified address.
    emailVerified:
      (claims.email_verified as unknown) === true || (claims.email_verified as unknown) === 'true',
    preferredUsername: text(claims.preferred_username),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}
