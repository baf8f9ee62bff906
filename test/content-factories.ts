/**
 * Course content built through HTTP for the integration tests: courses (the multipart create), chapters,
 * activities (generic, custom, dynamic pages, uploads), blocks, a "place" to put activities in, and the course
 * tree read back. Everything goes through the API, as the organization's admin unless an `auth` is given; the
 * helpers that create something assert the 200 and return the parsed body, the `post…`/`get…`/`put…` ones
 * return the response untouched for the tests that look at refusals.
 *
 * The types are the API's read shapes (CourseRead, ChapterRead, ActivityRead, the block record), for reading
 * responses in tests; they are written out here, independently of the service's own schemas.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { bearer, call, createOrg, type TestOrg } from './factories.ts';
import { SAMPLE_FILES, multipartBody, type FilePart } from './multipart.ts';

export const API = '/api/v1';

/** A date as the API writes it: `YYYY-MM-DD hh:mm:ss`, UTC. */
export function apiDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

// ---------------------------------------------------------------------------------------------------------
// Read shapes

export type LockType = 'public' | 'authenticated' | 'restricted';

export interface Author {
  user: { id: number; user_uuid: string; username: string; first_name: string; last_name: string };
  authorship: string;
  authorship_status: string;
}

/** CourseRead [SPEC 2.1]. */
export interface Course {
  id: number;
  course_uuid: string;
  org_id: number;
  name: string;
  description: string;
  about: string;
  public: boolean;
  published: boolean;
  thumbnail_type: string;
  thumbnail_image: string;
  thumbnail_video: string;
  learnings: string[];
  tags: string[];
  authors: Author[];
  creation_date: string;
  update_date: string;
}

/** ActivityRead [SPEC 2.3]. */
export interface Activity {
  id: number;
  activity_uuid: string;
  name: string;
  activity_type: string;
  activity_sub_type: string;
  content: Record<string, unknown>;
  details: Record<string, unknown>;
  published: boolean;
  lock_type: LockType;
  is_locked: boolean;
  version: number;
  published_version: number | null;
  org_id: number;
  course_id: number;
  chapter_id: number | null;
  creation_date: string;
  update_date: string;
}

/**
 * An activity as a chapter or a course tree lists it: content and details are left out of slim trees, of
 * chapter reads, and for readers the activity is locked to.
 */
export type ListedActivity = Omit<Activity, 'content' | 'details'> &
  Partial<Pick<Activity, 'content' | 'details'>>;

/** A hosted video or PDF: the server built its content from the upload. */
export type UploadedActivity = Activity & { content: { filename: string; activity_uuid: string } };

/** ChapterRead [SPEC 2.2], with the activities placed in it. */
export interface Chapter {
  id: number;
  chapter_uuid: string;
  name: string;
  description: string;
  thumbnail_image: string;
  course_id: number;
  org_id: number;
  lock_type: LockType;
  is_locked: boolean;
  is_linked: boolean;
  activities: ListedActivity[];
  creation_date: string;
  update_date: string;
}

/** `GET /courses/{uuid}/meta`: the course with its linked chapters in order. */
export interface Tree extends Course {
  chapters: Chapter[];
}

export type BlockKind = 'image' | 'video' | 'pdf' | 'audio';

/** The record of a media block [SPEC 2.4]. */
export interface Block {
  id: number;
  block_uuid: string;
  block_type: string;
  content: {
    file_id: string;
    file_format: string;
    file_name: string;
    file_size: number;
    file_type: string;
    activity_uuid: string;
  };
  org_id: number;
  course_id: number;
  chapter_id: number | null;
  activity_id: number;
  creation_date: string;
  update_date: string;
}

// ---------------------------------------------------------------------------------------------------------
// Requests with a multipart body

/** One request with a `multipart/form-data` body through the app, with a Bearer credential when given. */
export function callForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  auth: string | undefined,
  fields: Record<string, string> | [string, string][],
  files: FilePart[] = [],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({
    method,
    url,
    headers: { ...headers, ...(auth === undefined ? {} : bearer(auth)) },
    payload,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Courses

/** The form fields of a course with nothing special about it. */
export const COURSE_FIELDS = Object.freeze({
  name: 'Course',
  description: 'One line',
  about: 'Long text',
  public: 'true',
});

/** `POST /courses/?org_id=…` with the form as given; the organization may be anything, even malformed. */
export function postCourse(
  t: TestApp,
  orgId: number | string,
  auth: string | undefined,
  fields: Record<string, string> | [string, string][] = COURSE_FIELDS,
  files: FilePart[] = [],
): Promise<LightMyRequestResponse> {
  return callForm(t, 'POST', `${API}/courses/?org_id=${orgId}`, auth, fields, files);
}

/** A PNG course thumbnail, as a form's `thumbnail` file. */
export function thumbnailPng(filename = 'cover.png'): FilePart {
  return { field: 'thumbnail', filename, content: SAMPLE_FILES.png, contentType: 'image/png' };
}

export interface CourseOptions {
  /** Default `Course`. */
  name?: string;
  /** Default true. */
  public?: boolean;
  /** Publish the course after creating it, with a second request; default false. */
  published?: boolean;
  /** More form fields (learnings, tags, thumbnail_type, …), added to the others or replacing them. */
  fields?: Record<string, string>;
  /** The form's files, such as `thumbnailPng()`. */
  files?: FilePart[];
  /** Who creates (and publishes) the course; default the organization's admin. */
  auth?: string;
}

/** A course of the organization; when published, the course as the publishing update answered it. */
export async function createCourse(t: TestApp, o: TestOrg, options: CourseOptions = {}): Promise<Course> {
  const auth = options.auth ?? o.admin.jwt;
  const fields = {
    ...COURSE_FIELDS,
    name: options.name ?? COURSE_FIELDS.name,
    public: String(options.public ?? true),
    ...options.fields,
  };
  const created = await postCourse(t, o.org.id, auth, fields, options.files);
  assert.equal(created.statusCode, 200, created.body);
  const course = created.json<Course>();
  if (options.published !== true) return course;
  const published = await call(t, 'PUT', `${API}/courses/${course.course_uuid}`, auth, { published: true });
  assert.equal(published.statusCode, 200, published.body);
  return published.json<Course>();
}

// ---------------------------------------------------------------------------------------------------------
// Chapters

export interface ChapterOptions {
  /** Default `Chapter`. */
  name?: string;
  description?: string;
  thumbnail_image?: string;
  /** The server's default (public) when not given. */
  lock_type?: LockType;
  /** Who creates the chapter; default the organization's admin. */
  auth?: string;
}

/** A chapter at the end of the course. */
export async function createChapter(
  t: TestApp,
  o: TestOrg,
  course: Pick<Course, 'id' | 'org_id'>,
  options: ChapterOptions = {},
): Promise<Chapter> {
  const { name = 'Chapter', auth = o.admin.jwt, ...fields } = options;
  const response = await call(t, 'POST', `${API}/chapters/`, auth, {
    name,
    course_id: course.id,
    org_id: course.org_id,
    ...fields,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Chapter>();
}

/** Where a test puts its activities: a new organization (unless given), a course, one chapter. */
export interface Place {
  o: TestOrg;
  course: Course;
  chapter: Chapter;
}

export interface PlaceOptions {
  /** The organization to build in; default a new one. */
  o?: TestOrg;
  /** Whether the course is public; default true. */
  public?: boolean;
  /** Whether the course is published; default true. */
  published?: boolean;
  /** The chapter's lock_type; the server's default (public) when not given. */
  chapterLock?: LockType;
}

export async function place(t: TestApp, options: PlaceOptions = {}): Promise<Place> {
  const o = options.o ?? (await createOrg(t));
  const course = await createCourse(t, o, { public: options.public, published: options.published ?? true });
  const chapter = await createChapter(
    t,
    o,
    course,
    options.chapterLock === undefined ? {} : { lock_type: options.chapterLock },
  );
  return { o, course, chapter };
}

// ---------------------------------------------------------------------------------------------------------
// Activities

/** An explicit type and sub-type: the tests that are not about the defaults should not depend on them. */
export const CUSTOM = Object.freeze({ activity_type: 'TYPE_CUSTOM', activity_sub_type: 'SUBTYPE_CUSTOM' });
export const DYNAMIC_PAGE = Object.freeze({
  activity_type: 'TYPE_DYNAMIC',
  activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
});

/** A chapter to create an activity in, by the organization's admin: a `Place`, or a chapter of `o`. */
export interface ActivityLocation {
  o: TestOrg;
  chapter: { id: number };
}

/** `POST /activities/` (the generic create) with the body as given. */
export function postActivity(
  t: TestApp,
  auth: string | undefined,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${API}/activities/`, auth, body);
}

/** An activity made by the generic create from `body`. */
export async function createActivity(
  t: TestApp,
  auth: string | undefined,
  body: Record<string, unknown>,
): Promise<Activity> {
  const response = await postActivity(t, auth, body);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Activity>();
}

/**
 * A TYPE_CUSTOM activity named `Activity` in the chapter; `body` adds fields or replaces them (name, content,
 * details, published, lock_type, …). Without them the server's defaults hold: unpublished, content `{}`.
 */
export function createCustomActivity(
  t: TestApp,
  at: ActivityLocation,
  body: Record<string, unknown> = {},
): Promise<Activity> {
  return createActivity(t, at.o.admin.jwt, {
    ...CUSTOM,
    name: 'Activity',
    chapter_id: at.chapter.id,
    ...body,
  });
}

/** A dynamic page named `Page` holding an empty document; `body` adds fields or replaces them. */
export function createPageActivity(
  t: TestApp,
  at: ActivityLocation,
  body: Record<string, unknown> = {},
): Promise<Activity> {
  return createActivity(t, at.o.admin.jwt, {
    ...DYNAMIC_PAGE,
    name: 'Page',
    chapter_id: at.chapter.id,
    content: { type: 'doc', content: [] },
    ...body,
  });
}

/** A hosted-video upload, as the form's `video_file`. */
export function videoFile(content: Buffer = SAMPLE_FILES.mp4, filename = 'v.mp4'): FilePart {
  return { field: 'video_file', filename, content, contentType: 'video/mp4' };
}

/** A PDF upload, as the form's `pdf_file`. */
export function pdfFile(content: Buffer = SAMPLE_FILES.pdf, filename = 'x.pdf'): FilePart {
  return { field: 'pdf_file', filename, content, contentType: 'application/pdf' };
}

/** The activity creators that take an upload: `POST /activities/video` and `POST /activities/documentpdf`. */
export type UploadKind = 'video' | 'documentpdf';

export interface UploadOptions {
  chapterId: number;
  /** Default `Upload`. */
  name?: string;
  /** Sent as the form's JSON `details` field (the video form only). */
  details?: Record<string, unknown>;
  /** Default `videoFile()` or `pdfFile()`. */
  file?: FilePart;
}

/** A hosted video or PDF activity (created unpublished), uploaded by `auth`. */
export async function uploadActivity(
  t: TestApp,
  auth: string,
  kind: UploadKind,
  options: UploadOptions,
): Promise<UploadedActivity> {
  const fields: Record<string, string> = {
    name: options.name ?? 'Upload',
    chapter_id: String(options.chapterId),
  };
  if (options.details !== undefined) fields.details = JSON.stringify(options.details);
  const file = options.file ?? (kind === 'video' ? videoFile() : pdfFile());
  const response = await callForm(t, 'POST', `${API}/activities/${kind}`, auth, fields, [file]);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<UploadedActivity>();
}

// ---------------------------------------------------------------------------------------------------------
// Blocks

/** `POST /blocks/{kind}` with the form as given (a session's JWT is needed: API tokens are refused). */
export function postBlock(
  t: TestApp,
  auth: string | undefined,
  kind: BlockKind,
  fields: Record<string, string> | [string, string][],
  files: FilePart[],
): Promise<LightMyRequestResponse> {
  return callForm(t, 'POST', `${API}/blocks/${kind}`, auth, fields, files);
}

/** An image block (a PNG) uploaded into the activity by `auth`, a session's JWT. */
export async function createImageBlock(t: TestApp, auth: string, activityUuid: string): Promise<Block> {
  const response = await postBlock(t, auth, 'image', { activity_uuid: activityUuid }, [
    { field: 'file_object', filename: 'i.png', content: SAMPLE_FILES.png },
  ]);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Block>();
}

// ---------------------------------------------------------------------------------------------------------
// The course tree

/** The tree query that shows editors the unpublished activities too. */
export const WITH_UNPUBLISHED = 'with_unpublished_activities=true';

/** `GET /courses/{uuid}/meta`, with `query` (such as `slim=true`) when not empty. */
export function getTree(
  t: TestApp,
  course: Pick<Course, 'course_uuid'>,
  auth: string | undefined,
  query = '',
): Promise<LightMyRequestResponse> {
  return call(t, 'GET', `${API}/courses/${course.course_uuid}/meta${query === '' ? '' : `?${query}`}`, auth);
}

/** The course tree as `auth` reads it. */
export async function readTree(
  t: TestApp,
  course: Pick<Course, 'course_uuid'>,
  auth: string | undefined,
  query = '',
): Promise<Tree> {
  const response = await getTree(t, course, auth, query);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Tree>();
}

/** A tree's order: `[chapter id, [activity ids]]` per chapter, as the reorder body gives it. */
export type Order = [chapterId: number, activityIds: number[]][];

/** The tree as `[chapter id, [activity ids]]`. */
export function treeShape(tree: { chapters: { id: number; activities: { id: number }[] }[] }): Order {
  return tree.chapters.map((c) => [c.id, c.activities.map((a) => a.id)]);
}

/** The tree as `[chapter name, [activity names]]`. */
export function treeNames(tree: {
  chapters: { name: string; activities: { name: string }[] }[];
}): [string, string[]][] {
  return tree.chapters.map((c) => [c.name, c.activities.map((a) => a.name)]);
}

/** `PUT /chapters/course/{uuid}/order`, the reorder, with the whole tree given as an `Order`. */
export function putOrder(
  t: TestApp,
  course: Pick<Course, 'course_uuid'>,
  auth: string | undefined,
  order: Order,
): Promise<LightMyRequestResponse> {
  return call(t, 'PUT', `${API}/chapters/course/${course.course_uuid}/order`, auth, {
    chapter_order_by_ids: order.map(([chapterId, activityIds]) => ({
      chapter_id: chapterId,
      activities_order_by_ids: activityIds.map((id) => ({ activity_id: id })),
    })),
  });
}

/** The reorder by the organization's admin; the tree it answers. */
export async function reorder(
  t: TestApp,
  o: TestOrg,
  course: Pick<Course, 'course_uuid'>,
  order: Order,
): Promise<Tree> {
  const response = await putOrder(t, course, o.admin.jwt, order);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Tree>();
}

/** The positions and placements of a course's chapters and activities straight from the rows, linked or not. */
export async function placementRows(t: TestApp, course: Pick<Course, 'id'>) {
  const chapters = await t.services.db
    .selectFrom('chapters')
    .select(['id', 'position'])
    .where('course_id', '=', course.id)
    .orderBy('id')
    .execute();
  const activities = await t.services.db
    .selectFrom('activities')
    .select(['id', 'chapter_id', 'position'])
    .where('course_id', '=', course.id)
    .orderBy('id')
    .execute();
  return { chapters, activities };
}

// ---------------------------------------------------------------------------------------------------------
// Tokens

/** A user JWT minted from an API token with the token swap, for the session-only endpoints. */
export async function swapToken(t: TestApp, orgSlug: string, token: string, userId: number): Promise<string> {
  const response = await call(t, 'POST', `${API}/admin/${orgSlug}/auth/token`, token, { user_id: userId });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ access_token: string }>().access_token;
}
