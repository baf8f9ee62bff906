/** Request and answer shapes of SCORM import and content [CONTRACT 12]. */
import { Type } from 'typebox';
import { Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { ActivityRead } from '../courses/index.ts';

export const ScormCourseParams = Type.Object({ course_uuid: Type.String({ minLength: 1 }) });

export const ScormContentParams = Type.Object({
  activity_uuid: Type.String({ minLength: 1 }),
  '*': Type.String({
    description: 'The file path in the package, optionally after a launch token `~<token>/`',
  }),
});

export const ScormLaunchParams = Type.Object({
  activity_uuid: Type.String({ minLength: 1, maxLength: 200 }),
});

export const AnalysedScoRead = Type.Object(
  {
    identifier: Type.String({ description: "The manifest <item>'s identifier" }),
    title: Type.String(),
    launch_path: Type.String({
      description: 'Relative to the package root (a relative URL, segments percent-encoded), with its query',
    }),
    mastery_score: Type.Optional(
      Type.Number({ description: '1.2: adlcp:masteryscore (0–100); 2004: minNormalizedMeasure (-1–1)' }),
    ),
    prerequisites: Type.Optional(Type.String({ description: '1.2: adlcp:prerequisites, as written' })),
  },
  { title: 'AnalysedSco' },
);

export const PackageAnalysisRead = Type.Object(
  {
    package_uuid: Type.String(),
    scorm_version: StringEnum(['1.2', '2004'] as const),
    title: Type.String(),
    scos: Type.Array(AnalysedScoRead),
  },
  { title: 'ScormPackageAnalysis' },
);

export const ImportBody = Body(
  {
    package_uuid: Type.String({ minLength: 1, maxLength: 64 }),
    scos: Type.Array(
      Type.Object(
        {
          identifier: Type.String({ minLength: 1, maxLength: 255 }),
          chapter_id: IntegerId,
          name: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 1000 },
    ),
  },
  { title: 'ScormImportBody' },
);

export const ImportedActivities = Type.Object(
  { activities: Type.Array(ActivityRead) },
  { title: 'ScormImportedActivities' },
);

export const PackageFileResponses = {
  200: {
    description:
      'The file, typed by its extension, sandboxed (`Content-Security-Policy: sandbox allow-scripts allow-forms allow-popups allow-modals`); `Accept-Ranges: bytes`',
    content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
  },
  206: {
    description: 'One range of the file (`Range: bytes=…`), with `Content-Range`',
    content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;
