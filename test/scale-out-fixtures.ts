/**
 * What the scale-out test builds, all through the two APIs of a cluster (see scale-out-cluster.ts), spread
 * over both so the set-up is itself cross-process traffic: organizations with an API token, webhook
 * endpoints on the test receiver, provisioned learners and their sessions, courses. And the two things it
 * reads besides the API: the outbox rows of an endpoint, and what reached the receiver.
 */
import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db.ts';
import { BUCKETS } from '../src/modules/access/index.ts';
import type { HttpsReceiver } from './https-receiver.ts';
import { sleep } from './lms-process.ts';
import { ok, type Api } from './scale-out-cluster.ts';

const ALL = { action_create: true, action_read: true, action_update: true, action_delete: true };
const ALL_RIGHTS = Object.fromEntries(BUCKETS.map((b) => [b, ALL]));
export const CUSTOM = { activity_type: 'TYPE_CUSTOM', activity_sub_type: 'SUBTYPE_CUSTOM' };

// Read shapes: only the fields the test looks at.
export interface Org {
  id: number;
  slug: string;
  /** An API token with every right, for the token swap and bulk enrolment. */
  token: string;
}
export interface Learner {
  id: number;
  user_uuid: string;
  email: string;
}
export interface Endpoint {
  webhook_uuid: string;
  secret: string;
  path: string;
}
export interface Course {
  id: number;
  course_uuid: string;
  name: string;
  published: boolean;
}
export interface Chapter {
  id: number;
  name: string;
}
export interface Activity {
  id: number;
  activity_uuid: string;
  name: string;
  content: unknown;
}
export interface Tree extends Course {
  chapters: (Chapter & { activities: Activity[] })[];
}
export interface Run {
  course: { course_uuid: string };
  activities_done: number;
  completed: boolean;
  status: string;
}
export interface OutboxRow {
  delivery_id: string;
  data: { user: { user_uuid: string }; course: { course_uuid: string } };
}

export class ScaleOut {
  private serial = 0;

  constructor(
    readonly A: Api,
    readonly B: Api,
    /** The first-boot admin's session JWT. */
    readonly admin: string,
    private readonly receiver: HttpsReceiver,
    private readonly db: Kysely<Database>,
  ) {}

  /** A name no other run of the test (on the same server) has used. */
  unique(prefix: string): string {
    return `${prefix}-${process.pid}-${++this.serial}`;
  }

  /** The other API. */
  other(api: Api): Api {
    return api === this.A ? this.B : this.A;
  }

  /** Created through `api`, its token through the other. */
  async createOrg(api: Api, name: string): Promise<Org> {
    const slug = this.unique(name);
    const org = await ok<{ id: number }>(api, 'POST', '/orgs/', { token: this.admin, json: { name, slug } });
    const created = await ok<{ token: string }>(this.other(api), 'POST', `/orgs/${org.id}/api-tokens`, {
      token: this.admin,
      json: { name: 'scale-out', rights: ALL_RIGHTS },
    });
    return { id: org.id, slug, token: created.token };
  }

  /** An endpoint on its own path of the receiver (an IP-literal URL: workers use the system resolver). */
  async createEndpoint(api: Api, org: Org, events: string[]): Promise<Endpoint> {
    const path = `/${this.unique('hook')}`;
    const created = await ok<Endpoint>(api, 'POST', `/orgs/${org.id}/webhooks`, {
      token: this.admin,
      json: { url: this.receiver.url(path), events },
    });
    return { webhook_uuid: created.webhook_uuid, secret: created.secret, path };
  }

  /** `count` learners, alternately through A and B, ten at a time; without a password unless given. */
  async provision(org: Org, count: number, password?: string): Promise<Learner[]> {
    const learners: Learner[] = [];
    for (let start = 0; start < count; start += 10) {
      const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => {
        const name = this.unique('learner');
        return ok<Learner>((start + i) % 2 === 0 ? this.A : this.B, 'POST', `/admin/${org.slug}/users`, {
          token: this.admin,
          json: { email: `${name}@scale.example`, username: name, ...(password && { password }) },
        });
      });
      learners.push(...(await Promise.all(batch)));
    }
    return learners;
  }

  /** A learner's session JWT, from the token swap. */
  async sessionOf(api: Api, org: Org, learner: Learner): Promise<string> {
    const swapped = await ok<{ access_token: string }>(api, 'POST', `/admin/${org.slug}/auth/token`, {
      token: org.token,
      json: { user_id: learner.id },
    });
    return swapped.access_token;
  }

  createCourse(api: Api, org: Org, name: string): Promise<Course> {
    return ok<Course>(api, 'POST', `/courses/?org_id=${org.id}`, {
      token: this.admin,
      multipart: { name, description: 'One line', about: 'Long text', public: 'true' },
    });
  }

  /** A published course with one chapter of `steps` published custom activities, built through A and B. */
  async takeableCourse(org: Org, steps: number) {
    const { A, B, admin } = this;
    const course = await this.createCourse(A, org, this.unique('course'));
    await ok(B, 'PUT', `/courses/${course.course_uuid}`, { token: admin, json: { published: true } });
    const chapter = await ok<Chapter>(A, 'POST', '/chapters/', {
      token: admin,
      json: { name: 'Chapter', course_id: course.id, org_id: org.id },
    });
    const activities: Activity[] = [];
    for (let i = 0; i < steps; i++) {
      activities.push(
        await ok<Activity>(i % 2 === 0 ? B : A, 'POST', '/activities/', {
          token: admin,
          json: { ...CUSTOM, name: `Step ${i + 1}`, chapter_id: chapter.id, published: true },
        }),
      );
    }
    return { course, chapter, activities };
  }

  /** The outbox rows of one endpoint and event (the transactional outbox: one per event caused). */
  async outbox(endpoint: Endpoint, event: string): Promise<OutboxRow[]> {
    const rows = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select(['d.delivery_id', 'd.payload'])
      .where('e.webhook_uuid', '=', endpoint.webhook_uuid)
      .where('d.event', '=', event)
      .execute();
    return rows.map((r) => ({
      delivery_id: r.delivery_id,
      data: (JSON.parse(r.payload) as { data: OutboxRow['data'] }).data,
    }));
  }

  /**
   * Waits until every one of `ids` reached the receiver at `path`; returns the delivery id of every request
   * there (repeats included). Fails naming how many never arrived.
   */
  async arrived(path: string, ids: string[], timeoutMs = 30_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const received = this.receiver.requests
        .filter((r) => r.path === path)
        .map((r) => String(r.headers['x-webhook-delivery']));
      const seen = new Set(received);
      const missing = ids.filter((id) => !seen.has(id));
      if (missing.length === 0) return received;
      if (Date.now() > deadline) {
        assert.fail(
          `${missing.length} of ${ids.length} deliveries to ${path} never arrived within ${timeoutMs} ms ` +
            `(first: ${missing.slice(0, 3).join(', ')})`,
        );
      }
      await sleep(100);
    }
  }
}
