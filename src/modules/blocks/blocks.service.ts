/**
 * Media blocks [SPEC 2.4, 4.2]: a file uploaded for an activity (image, video, PDF, audio), to be placed in a
 * dynamic page's media node (`attrs.blockObject`). Uploads need a user session (SPEC 4.2 rule 2: API tokens
 * use the token swap); reads follow the rules of the activity the block belongs to.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { readForRequest, type RangedRequest } from '../../platform/http/byte-ranges.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { ActivitiesService } from '../activities/index.ts';
import { activityFilesPrefix, type ReceivedFile } from '../courses/index.ts';
import { presentBlock, type BlockContent, type BlockRead } from './blocks.presenter.ts';
import { BlocksRepository, type BlockRow } from './blocks.repository.ts';

export const BLOCK_TYPES = {
  image: 'BLOCK_IMAGE',
  video: 'BLOCK_VIDEO',
  pdf: 'BLOCK_DOCUMENT_PDF',
  audio: 'BLOCK_AUDIO',
} as const;
export type BlockKind = keyof typeof BLOCK_TYPES;

export interface BlocksDeps {
  db: Db;
  activities: ActivitiesService;
  access: AccessControl;
  clock: Clock;
  storage: Storage;
  logger: Logger;
}

export class BlocksService {
  private readonly repo = new BlocksRepository();

  constructor(private readonly deps: BlocksDeps) {}

  async upload(
    principal: Principal,
    kind: BlockKind,
    activityUuid: string,
    file: ReceivedFile & { filename: string },
  ): Promise<BlockRead> {
    const { activity, course } = await this.deps.activities.requireOpen(principal, activityUuid);
    this.deps.access.requireSessionUser(principal, activity.org_id);
    await this.deps.access.requireRight(principal, activity.org_id, 'courses', 'update');
    const blockUuid = newUuid('block');
    // SPEC 2.4: a UUID, an underscore, the block uuid; opaque to clients.
    const fileId = `${randomUUID()}_${blockUuid}`;
    const fileName = `${fileId}.${file.ext}`;
    const key = `${activityFilesPrefix(course.org_id, course.course_uuid, activity.activity_uuid)}blocks/${fileName}`;
    const stored = await this.deps.storage.put(key, createReadStream(file.path), { contentType: file.mime });
    const now = toDbTime(this.deps.clock.now());
    try {
      const row = await this.repo.insert(this.deps.db, activity.org_id, {
        block_uuid: blockUuid,
        course_id: activity.course_id,
        activity_id: activity.id,
        block_type: BLOCK_TYPES[kind],
        content: JSON.stringify({
          file_id: fileId,
          file_format: file.ext,
          file_name: fileName,
          file_size: stored.size,
          file_type: file.mime,
          activity_uuid: activity.activity_uuid,
        } satisfies BlockContent),
        storage_key: key,
        creation_date: now,
        update_date: now,
      });
      return presentBlock(row, activity.chapter_id);
    } catch (error) {
      await this.deps.storage.delete(key);
      throw error;
    }
  }

  async get(principal: Principal, blockUuid: string): Promise<BlockRead> {
    const { block, chapterId } = await this.requireReadable(principal, blockUuid);
    return presentBlock(block, chapterId);
  }

  async file(principal: Principal, blockUuid: string, request: RangedRequest): Promise<ObjectRead> {
    const { block } = await this.requireReadable(principal, blockUuid);
    const object = await readForRequest(this.deps.storage, block.storage_key, request);
    if (object === undefined) throw new NotFoundError('The file of this block is missing');
    return object;
  }

  async delete(principal: Principal, blockUuid: string): Promise<void> {
    const block = await this.requireBlock(blockUuid);
    await this.deps.access.requireRight(principal, block.org_id, 'courses', 'delete');
    await this.repo.delete(this.deps.db, block.org_id, block.id);
    await this.deps.storage
      .delete(block.storage_key)
      .catch((error: unknown) =>
        this.deps.logger.error(
          { err: error, block_uuid: blockUuid },
          'deleting the file of a deleted block failed',
        ),
      );
  }

  /** The block of a uuid (its organization not known yet), or 404. */
  private async requireBlock(blockUuid: string, db: Tx = this.deps.db): Promise<BlockRow> {
    const block = await this.repo.resolveBlock(db, blockUuid);
    if (block === undefined) throw new NotFoundError('Block not found');
    return block;
  }

  /** The block once the caller may open its activity, with the chapter that activity sits in now. */
  private async requireReadable(
    principal: Principal,
    blockUuid: string,
  ): Promise<{ block: BlockRow; chapterId: number | null }> {
    const block = await this.requireBlock(blockUuid);
    const { activity_uuid } = JSON.parse(block.content) as BlockContent;
    const { activity } = await this.deps.activities.requireOpen(principal, activity_uuid);
    return { block, chapterId: activity.chapter_id };
  }
}
