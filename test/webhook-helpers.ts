/**
 * Shared set-up for webhook tests: an app whose deliveries reach a real HTTPS receiver on loopback (allowed
 * through the operator allow-list, as an operator would), a resolver for test host names, fast timings, and
 * signature checks with an independent library.
 */
import type { LookupAddress } from 'node:dns';
import { verify as octokitVerify } from '@octokit/webhooks-methods';
import type { RetryPolicy } from '../src/modules/webhooks/index.ts';
import type { DeploymentMode } from '../src/config.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer, type TestOrg } from './factories.ts';
import { TEST_TLS, type ReceivedRequest } from './https-receiver.ts';

/** SPEC's schedule shrunk: three attempts, waits of 1 s and 4 s become 10 ms and 40 ms. */
export const FAST_POLICY: RetryPolicy = {
  maxAttempts: 3,
  backoffMs: [10, 40, 160],
  attemptTimeoutMs: 1000,
  leaseMs: 5000,
  pollIntervalMs: 20,
};

/** Host names the test resolver knows; anything else fails to resolve (ENOTFOUND). */
export const TEST_HOSTS: Record<string, string[]> = {
  'receiver.test': ['127.0.0.1'],
  'public.example': ['93.184.215.14'],
  'private.example': ['10.1.2.3'],
  'mixed.example': ['93.184.215.14', '192.168.1.10'],
};

export function testResolver(hosts: Record<string, string[]> = TEST_HOSTS) {
  return (hostname: string): Promise<LookupAddress[]> => {
    const addresses = hosts[hostname];
    if (addresses === undefined) {
      return Promise.reject(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
      );
    }
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
}

export async function buildWebhookTestApp(
  options: {
    deploymentMode?: DeploymentMode;
    policy?: RetryPolicy;
    allowedCidrs?: string[];
    resolve?: (hostname: string) => Promise<LookupAddress[]>;
    platformApiKey?: string;
  } = {},
): Promise<TestApp> {
  return buildTestApp({
    deploymentMode: options.deploymentMode,
    platformApiKey: options.platformApiKey,
    webhookAllowedCidrs: options.allowedCidrs ?? ['127.0.0.0/8'],
    build: {
      retryPolicy: options.policy ?? FAST_POLICY,
      webhookNetwork: { resolve: options.resolve ?? testResolver(), ca: TEST_TLS.cert },
    },
  });
}

export interface CreatedEndpoint {
  webhook_uuid: string;
  secret: string;
  url: string;
  events: string[];
}

/** Registers an endpoint through the API as the organization's admin. */
export async function createEndpoint(
  t: TestApp,
  o: TestOrg,
  url: string,
  events: string[] = ['ping'],
): Promise<CreatedEndpoint> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orgs/${o.org.id}/webhooks`,
    headers: bearer(o.admin.jwt),
    payload: { url, events },
  });
  if (response.statusCode !== 200)
    throw new Error(`webhook create failed: ${response.statusCode} ${response.body}`);
  return response.json<CreatedEndpoint>();
}

/** Checks a received request's signature with @octokit/webhooks-methods, over the raw bytes. */
export async function hasValidSignature(secret: string, request: ReceivedRequest): Promise<boolean> {
  const header = request.headers['x-webhook-signature'];
  if (typeof header !== 'string') return false;
  return octokitVerify(secret, request.body.toString('utf8'), header);
}

export interface EnvelopeOf<D = unknown> {
  event: string;
  delivery_id: string;
  timestamp: string;
  org_id: number;
  data: D;
}

export function envelopeOf<D = unknown>(request: ReceivedRequest): EnvelopeOf<D> {
  return JSON.parse(request.body.toString('utf8')) as EnvelopeOf<D>;
}
