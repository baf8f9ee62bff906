/** What leaves the API about a media block [SPEC 2.4]. */
import { toApiDate } from '../../platform/clock.ts';
import type { BlockRow } from './blocks.repository.ts';

export interface BlockContent {
  file_id: string;
  file_format: string;
  file_name: string;
  file_size: number;
  file_type: string;
  activity_uuid: string;
}

export interface BlockRead {
  id: number;
  block_uuid: string;
  block_type: string;
  content: BlockContent;
  org_id: number;
  course_id: number;
  chapter_id: number | null;
  activity_id: number;
  creation_date: string;
  update_date: string;
}

/** `chapterId`: the chapter the block's activity sits in now (null while unlinked). */
export function presentBlock(row: BlockRow, chapterId: number | null): BlockRead {
  return {
    id: row.id,
    block_uuid: row.block_uuid,
    block_type: row.block_type,
    content: JSON.parse(row.content) as BlockContent,
    org_id: row.org_id,
    course_id: row.course_id,
    chapter_id: chapterId,
    activity_id: row.activity_id,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}
