/**
 * The parsers behind `loadConfig`: each reads one kind of environment value, returns what it means, and adds a
 * sentence naming the variable, the value given and what is expected to `problems` when the value is wrong.
 * The shapes they produce live here too, and `config.ts` re-exports them, so the two files never import
 * each other.
 */
import { isIP } from 'node:net';

/** Fastify's `trustProxy`: false, true, a hop count, or a list of trusted addresses / CIDR ranges. */
export type TrustProxy = boolean | number | string[];

/** An S3-compatible store for uploaded files; set by S3_BUCKET, else files stay on local disk. */
export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

/** One entry of OIDC_PROVIDERS: the name clients send, the issuer identifier, the client id there. */
export interface OidcProviderConfig {
  name: string;
  issuer: string;
  clientId: string;
}

export function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    problems.push(`PORT must be an integer between 0 and 65535, got "${raw}"`);
    return 8080;
  }
  return port;
}

export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = splitList(raw);
  const bad = invalidCidrs(entries);
  if (bad.length > 0 || entries.length === 0) {
    problems.push(
      `TRUST_PROXY must be true, false, a hop count, or a comma-separated list of IP addresses / CIDR ranges; bad entries: ${bad.join(', ') || raw}`,
    );
    return false;
  }
  return entries;
}

export function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The entries that are neither an IP address nor an address/prefix-length range. */
export function invalidCidrs(entries: string[]): string[] {
  return entries.filter((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || address === undefined || isIP(address) === 0) return true;
    if (bits === undefined) return false;
    const max = isIP(address) === 4 ? 32 : 128;
    return !/^\d+$/.test(bits) || Number(bits) > max;
  });
}

export function parseS3(
  raw: { bucket?: string; endpoint?: string; region?: string; forcePathStyle?: string },
  problems: string[],
): S3Config | undefined {
  if (raw.bucket === undefined) {
    // Half an S3 configuration would silently keep files on local disk.
    const stray: [string, string | undefined][] = [
      ['S3_ENDPOINT', raw.endpoint],
      ['S3_REGION', raw.region],
      ['S3_FORCE_PATH_STYLE', raw.forcePathStyle],
    ];
    for (const [name, value] of stray) {
      if (value !== undefined) {
        problems.push(
          `${name} is set to "${value}" but S3_BUCKET is not; set S3_BUCKET to store files in S3`,
        );
      }
    }
    return undefined;
  }
  const { bucket, endpoint } = raw;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/.test(bucket)) {
    problems.push(
      `S3_BUCKET must be a bucket name of 3 to 63 letters, digits, dots, hyphens or underscores, got "${bucket}"`,
    );
  }
  if (endpoint !== undefined && !(/^https?:\/\//i.test(endpoint) && isUrl(endpoint))) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
  }
  const region = raw.region ?? 'us-east-1';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(region)) {
    problems.push(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  }
  // Self-hosted stores reached through S3_ENDPOINT rarely have per-bucket host names.
  const forcePathStyle = parseBoolean(
    'S3_FORCE_PATH_STYLE',
    raw.forcePathStyle,
    endpoint !== undefined,
    problems,
  );
  return { bucket, ...(endpoint === undefined ? {} : { endpoint }), region, forcePathStyle };
}

const OIDC_NAME = /^[a-z0-9][a-z0-9_.-]{0,99}$/;
const OIDC_KEYS = new Set(['name', 'issuer', 'client_id']);

/**
 * OIDC_PROVIDERS: a JSON list of `{name, issuer, client_id}`. Issuers must be https URLs; plain http is
 * accepted for loopback hosts only (a provider on the same machine during development), because access
 * tokens travel to the issuer's userinfo endpoint.
 */
export function parseOidcProviders(raw: string | undefined, problems: string[]): OidcProviderConfig[] {
  if (raw === undefined) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch (error) {
    problems.push(
      `OIDC_PROVIDERS must be JSON (a list of {name, issuer, client_id}): ${(error as Error).message}`,
    );
    return [];
  }
  if (!Array.isArray(list)) {
    problems.push('OIDC_PROVIDERS must be a JSON list of {name, issuer, client_id} objects');
    return [];
  }
  const providers: OidcProviderConfig[] = [];
  list.forEach((entry: unknown, index) => {
    const provider = parseOidcProvider(entry, `OIDC_PROVIDERS[${index}]`, problems);
    if (provider === undefined) return;
    if (providers.some((p) => p.name === provider.name)) {
      problems.push(
        `OIDC_PROVIDERS[${index}]: the name "${provider.name}" is used twice; names must be unique`,
      );
      return;
    }
    providers.push(provider);
  });
  return providers;
}

function parseOidcProvider(
  entry: unknown,
  where: string,
  problems: string[],
): OidcProviderConfig | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    problems.push(`${where} must be an object {name, issuer, client_id}`);
    return undefined;
  }
  const fields = entry as Record<string, unknown>;
  const before = problems.length;
  const unknown = Object.keys(fields).filter((key) => !OIDC_KEYS.has(key));
  if (unknown.length > 0) {
    problems.push(`${where} has unknown fields: ${unknown.join(', ')} (expected name, issuer, client_id)`);
  }
  const { name, issuer, client_id: clientId } = fields;
  if (typeof name !== 'string' || !OIDC_NAME.test(name)) {
    problems.push(
      `${where}.name must be 1 to 100 lowercase letters, digits, ".", "_" or "-", starting with a letter or digit, got ${JSON.stringify(name)}`,
    );
  }
  if (typeof issuer !== 'string' || !isIssuer(issuer)) {
    problems.push(
      `${where}.issuer must be an https:// URL without query or fragment (http:// only for localhost), got ${JSON.stringify(issuer)}`,
    );
  }
  if (typeof clientId !== 'string' || clientId.trim() === '') {
    problems.push(`${where}.client_id must be a non-empty string, got ${JSON.stringify(clientId)}`);
  }
  if (problems.length > before) return undefined;
  return { name: name as string, issuer: issuer as string, clientId: clientId as string };
}

function isIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function parseBoolean(
  name: string,
  raw: string | undefined,
  fallback: boolean,
  problems: string[],
): boolean {
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return fallback;
}

export function parseCount(
  name: string,
  raw: string | undefined,
  fallback: number,
  max: number,
  problems: string[],
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    problems.push(`${name} must be an integer from 1 to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

export function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export function safeHostname(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
