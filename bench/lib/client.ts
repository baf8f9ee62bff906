/** A small HTTP client for seeding a bench database through the API, as a client would. */
import { ADMIN } from './server.ts';

export class Api {
  constructor(
    readonly base: string,
    private token?: string,
  ) {}

  as(token: string): Api {
    return new Api(this.base, token);
  }

  async call<T = unknown>(method: string, path: string, body?: unknown, expect = 200): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token !== undefined) headers.authorization = `Bearer ${this.token}`;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body: payload });
    const text = await response.text();
    if (response.status !== expect) {
      throw new Error(
        `${method} ${path} answered ${response.status} (expected ${expect}): ${text.slice(0, 500)}`,
      );
    }
    return (text === '' ? null : JSON.parse(text)) as T;
  }

  /** Signs in with a password and returns a client carrying the access token. */
  async login(email: string, password: string): Promise<Api> {
    const response = await fetch(`${this.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
    if (response.status !== 200)
      throw new Error(`login answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { tokens: { access_token: string } };
    return this.as(body.tokens.access_token);
  }
}

/** The first-boot admin of a fresh bench server, and its organization. */
export async function adminSession(base: string): Promise<{ admin: Api; orgId: number; slug: string }> {
  const admin = await new Api(base).login(ADMIN.email, ADMIN.password);
  const org = await admin.call<{ id: number; slug: string }>('GET', '/orgs/slug/default');
  return { admin, orgId: org.id, slug: org.slug };
}

/** Runs `task` over `items` with at most `concurrency` at a time, keeping the order of results. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}
