/** Activity types and sub-types [SPEC 2.3.1], and which sub-types belong to which type. */
export const ACTIVITY_TYPES = [
  'TYPE_VIDEO',
  'TYPE_DOCUMENT',
  'TYPE_DYNAMIC',
  'TYPE_ASSIGNMENT',
  'TYPE_CUSTOM',
  'TYPE_SCORM',
] as const;

export const ACTIVITY_SUB_TYPES = [
  'SUBTYPE_DYNAMIC_PAGE',
  'SUBTYPE_DYNAMIC_MARKDOWN',
  'SUBTYPE_DYNAMIC_EMBED',
  'SUBTYPE_VIDEO_EXTERNAL',
  'SUBTYPE_VIDEO_HOSTED',
  'SUBTYPE_DOCUMENT_PDF',
  'SUBTYPE_DOCUMENT_DOC',
  'SUBTYPE_ASSIGNMENT_ANY',
  'SUBTYPE_CUSTOM',
  'SUBTYPE_SCORM_12',
  'SUBTYPE_SCORM_2004',
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type ActivitySubType = (typeof ACTIVITY_SUB_TYPES)[number];

export const SUB_TYPES_OF: Record<ActivityType, readonly ActivitySubType[]> = {
  TYPE_VIDEO: ['SUBTYPE_VIDEO_HOSTED', 'SUBTYPE_VIDEO_EXTERNAL'],
  TYPE_DOCUMENT: ['SUBTYPE_DOCUMENT_PDF', 'SUBTYPE_DOCUMENT_DOC'],
  TYPE_DYNAMIC: ['SUBTYPE_DYNAMIC_PAGE', 'SUBTYPE_DYNAMIC_MARKDOWN', 'SUBTYPE_DYNAMIC_EMBED'],
  TYPE_ASSIGNMENT: ['SUBTYPE_ASSIGNMENT_ANY'],
  TYPE_CUSTOM: ['SUBTYPE_CUSTOM'],
  TYPE_SCORM: ['SUBTYPE_SCORM_12', 'SUBTYPE_SCORM_2004'],
};

const SCORM_IMPORT =
  'a SCORM activity is created by importing a package: POST /scorm/analyze/{course_uuid}, then POST /scorm/import/{course_uuid}';

/**
 * Sub-types whose content the server builds from an upload [SPEC 2.3.2, 4.2 rule 3]: the generic create and
 * content updates refuse them, naming the endpoint to use (or that there is none yet).
 */
export const SERVER_BUILT: Partial<Record<ActivitySubType, string>> = {
  SUBTYPE_VIDEO_HOSTED: 'a hosted video is created by uploading it: POST /activities/video',
  SUBTYPE_DOCUMENT_PDF: 'a PDF document is created by uploading it: POST /activities/documentpdf',
  SUBTYPE_DOCUMENT_DOC: 'SUBTYPE_DOCUMENT_DOC is reserved: no endpoint creates it yet',
  SUBTYPE_SCORM_12: SCORM_IMPORT,
  SUBTYPE_SCORM_2004: SCORM_IMPORT,
};

export const EXTERNAL_VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
