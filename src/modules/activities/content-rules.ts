/**
 * The content of an activity, checked per sub-type [SPEC 2.3.2]. Problems are 422 issues located in the
 * body. For rich-text pages, node types outside the whitelist are accepted and reported so the caller can
 * log them with the activity uuid [SPEC 7].
 */
import type { ValidationIssue } from '../../platform/http/errors.ts';
import { EXTERNAL_VIDEO_PROVIDERS, type ActivitySubType } from '../courses/index.ts';

/** Rich-text node types accepted on a dynamic page [SPEC 2.3.2]. */
export const RICH_TEXT_NODES = new Set([
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'codeBlock',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
  'horizontalRule',
  'hardBreak',
  'text',
  'calloutInfo',
  'calloutWarning',
  'blockImage',
  'blockVideo',
  'blockPDF',
  'blockAudio',
  'blockMathEquation',
  'blockEmbed',
  'blockQuiz',
  'blockUser',
  'blockWebPreview',
  'flipcard',
  'scenarios',
  'button',
  'badge',
]);

const MEDIA_NODES = new Set(['blockImage', 'blockVideo', 'blockPDF', 'blockAudio']);
const ALIGNMENTS = new Set(['center', 'left', 'right']);
/** Deep enough for any real document, shallow enough that a hostile one cannot exhaust the stack. */
const MAX_DEPTH = 64;

/**
 * Sub-types whose content may be `{}`: those SPEC 2.3.2 has the generic create make (assignment shells and
 * custom content accept `{}` anyway). Not an external video: its content cannot be changed once created, so
 * an empty one could never be filled in.
 */
const EMPTY_ALLOWED: ReadonlySet<ActivitySubType> = new Set([
  'SUBTYPE_DYNAMIC_PAGE',
  'SUBTYPE_DYNAMIC_MARKDOWN',
  'SUBTYPE_DYNAMIC_EMBED',
]);

export interface ContentCheck {
  issues: ValidationIssue[];
  /** Node types outside the whitelist, each once, in the order met. */
  unknownNodeTypes: string[];
}

export function checkContent(
  subType: ActivitySubType,
  content: Record<string, unknown>,
  field = 'content',
): ContentCheck {
  const result: ContentCheck = { issues: [], unknownNodeTypes: [] };
  // SPEC 2.3: content is optional with default {}, so the sub-types the generic create makes may start empty
  // (a page, a markdown or an embed not written yet). Anything more must have the shape of SPEC 2.3.2.
  if (EMPTY_ALLOWED.has(subType) && Object.keys(content).length === 0) return result;
  const issue = (loc: (string | number)[], msg: string, type: string) =>
    result.issues.push({ loc: ['body', field, ...loc], msg, type });
  switch (subType) {
    case 'SUBTYPE_DYNAMIC_PAGE':
      checkPage(content, issue, result.unknownNodeTypes);
      break;
    case 'SUBTYPE_DYNAMIC_MARKDOWN':
      checkUrlField(content, 'markdown_url', issue);
      break;
    case 'SUBTYPE_DYNAMIC_EMBED':
      checkUrlField(content, 'embed_url', issue);
      break;
    case 'SUBTYPE_VIDEO_EXTERNAL':
      checkUrlField(content, 'uri', issue);
      if (!(EXTERNAL_VIDEO_PROVIDERS as readonly unknown[]).includes(content.type)) {
        issue(
          ['type'],
          `Input should be ${EXTERNAL_VIDEO_PROVIDERS.map((p) => `'${p}'`).join(' or ')}`,
          'enum',
        );
      }
      break;
    case 'SUBTYPE_ASSIGNMENT_ANY':
      if (Object.keys(content).length > 0) {
        issue(
          [],
          'An assignment shell has empty content: the assignment record holds its data',
          'empty_object',
        );
      }
      break;
    default:
      // SUBTYPE_CUSTOM: any object, stored as given. Server-built sub-types are refused before this.
      break;
  }
  return result;
}

type Issue = (loc: (string | number)[], msg: string, type: string) => void;

function checkUrlField(content: Record<string, unknown>, key: string, issue: Issue): void {
  const value = content[key];
  if (typeof value !== 'string' || !isHttpUrl(value)) {
    issue([key], 'Input should be an http:// or https:// URL', 'url');
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && value.length <= 2048;
  } catch {
    return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{type: 'doc', content: [nodes]}` or the legacy `{blocks: [...]}` [SPEC 2.3.2]. */
function checkPage(content: Record<string, unknown>, issue: Issue, unknown: string[]): void {
  if (Array.isArray(content.blocks) && content.type === undefined) {
    content.blocks.forEach((block, i) => {
      if (!isObject(block) || typeof block.block_type !== 'string' || !isObject(block.content)) {
        issue(
          ['blocks', i],
          'A legacy block is {block_uuid, block_type, content: {file_id, file_format}}',
          'block',
        );
      }
    });
    return;
  }
  if (content.type !== 'doc') {
    issue(['type'], "A page is a rich-text document {type: 'doc', content: [...]}", 'literal_error');
    return;
  }
  if (content.content !== undefined && !Array.isArray(content.content)) {
    issue(['content'], 'Input should be a list of nodes', 'list_type');
    return;
  }
  checkNodes((content.content as unknown[] | undefined) ?? [], ['content'], 1, issue, unknown);
}

function checkNodes(
  nodes: unknown[],
  loc: (string | number)[],
  depth: number,
  issue: Issue,
  unknown: string[],
): void {
  if (depth > MAX_DEPTH) {
    issue(loc, `Documents nest at most ${MAX_DEPTH} levels deep`, 'too_deep');
    return;
  }
  nodes.forEach((node, i) => {
    const at = [...loc, i];
    if (!isObject(node) || typeof node.type !== 'string' || node.type === '') {
      issue(at, 'A node is an object with a string type', 'node');
      return;
    }
    const { type } = node;
    if (!RICH_TEXT_NODES.has(type)) {
      if (!unknown.includes(type)) unknown.push(type);
    }
    const attrs = node.attrs;
    if (attrs !== undefined && attrs !== null && !isObject(attrs)) {
      issue([...at, 'attrs'], 'attrs should be an object', 'dict_type');
      return;
    }
    if (type === 'text' && typeof node.text !== 'string')
      issue([...at, 'text'], 'A text node has a string text', 'string_type');
    if (type === 'heading') {
      const level = attrs?.level;
      if (!Number.isInteger(level) || (level as number) < 1 || (level as number) > 6) {
        issue([...at, 'attrs', 'level'], 'A heading level is an integer from 1 to 6', 'heading_level');
      }
    }
    if (
      type === 'codeBlock' &&
      attrs?.language !== undefined &&
      attrs.language !== null &&
      typeof attrs.language !== 'string'
    ) {
      issue([...at, 'attrs', 'language'], 'A code block language is a string', 'string_type');
    }
    if (MEDIA_NODES.has(type)) {
      if (!isObject(attrs?.blockObject)) {
        issue(
          [...at, 'attrs', 'blockObject'],
          'A media node carries the block record in attrs.blockObject',
          'missing',
        );
      }
      if (type === 'blockImage' && attrs?.alignment != null && !ALIGNMENTS.has(attrs.alignment as string)) {
        issue([...at, 'attrs', 'alignment'], "alignment is 'center', 'left' or 'right'", 'enum');
      }
    }
    if (node.marks !== undefined) {
      if (!Array.isArray(node.marks) || !node.marks.every((m) => isObject(m) && typeof m.type === 'string')) {
        issue([...at, 'marks'], 'marks is a list of {type, attrs?}', 'marks');
      }
    }
    if (node.content !== undefined) {
      if (!Array.isArray(node.content))
        issue([...at, 'content'], 'Input should be a list of nodes', 'list_type');
      else checkNodes(node.content, [...at, 'content'], depth + 1, issue, unknown);
    }
  });
}

/** Video player options [SPEC 2.3.2 "Details for video"]. */
export function checkVideoDetails(details: unknown, field = 'details'): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const at = (key: string, msg: string, type: string) =>
    issues.push({ loc: ['body', field, key], msg, type });
  if (!isObject(details))
    return [{ loc: ['body', field], msg: 'details should be a JSON object', type: 'dict_type' }];
  for (const key of Object.keys(details)) {
    if (!['startTime', 'endTime', 'autoplay', 'muted'].includes(key))
      at(key, 'Extra inputs are not permitted', 'extra_forbidden');
  }
  const { startTime, endTime, autoplay, muted } = details;
  if (
    startTime !== undefined &&
    !(typeof startTime === 'number' && Number.isFinite(startTime) && startTime >= 0)
  ) {
    at('startTime', 'startTime is a number of seconds, 0 or more', 'number');
  }
  if (
    endTime !== undefined &&
    endTime !== null &&
    !(typeof endTime === 'number' && Number.isFinite(endTime) && endTime >= 0)
  ) {
    at('endTime', 'endTime is a number of seconds or null', 'number');
  } else if (typeof endTime === 'number' && typeof startTime === 'number' && endTime <= startTime) {
    at('endTime', 'endTime must come after startTime', 'range');
  }
  if (autoplay !== undefined && typeof autoplay !== 'boolean')
    at('autoplay', 'autoplay is a boolean', 'bool_type');
  if (muted !== undefined && typeof muted !== 'boolean') at('muted', 'muted is a boolean', 'bool_type');
  return issues;
}

/** A JSON-encoded details string [SPEC 4.2] → object, or a 422 issue. */
export function parseJsonObject(
  raw: string | undefined,
  field: string,
): { value: Record<string, unknown>; issues: ValidationIssue[] } {
  if (raw === undefined || raw.trim() === '') return { value: {}, issues: [] };
  try {
    const value: unknown = JSON.parse(raw);
    if (isObject(value)) return { value, issues: [] };
  } catch {
    // reported below
  }
  return {
    value: {},
    issues: [{ loc: ['body', field], msg: 'Input should be a JSON-encoded object', type: 'json_object' }],
  };
}
