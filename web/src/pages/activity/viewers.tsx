/** The body of an activity, by sub-type [SPEC 2.3.1, 2.3.2]. */
import type { components } from '@lms/client';
import { AssignmentActivity } from '../assignments/assignment-activity.tsx';
import { MarkdownView } from './markdown.tsx';
import { ExternalVideo, HostedVideo } from './players.tsx';
import { RichContent } from './rich-text/rich-content.tsx';
import { PdfFrame } from './pdf-frame.tsx';
import { EmbedFrame } from './embed-frame.tsx';
import { activityFileUrl } from './safe-url.ts';

export type Activity = components['schemas']['ActivityRead'];

export function ActivityBody({ activity }: { activity: Activity }) {
  const content = activity.content ?? {};
  switch (activity.activity_sub_type) {
    case 'SUBTYPE_DYNAMIC_PAGE':
      return <RichContent content={content} />;
    case 'SUBTYPE_DYNAMIC_MARKDOWN':
      return <MarkdownView activityUuid={activity.activity_uuid} />;
    case 'SUBTYPE_DYNAMIC_EMBED':
      return <EmbedFrame url={content.embed_url} title={activity.name} />;
    case 'SUBTYPE_VIDEO_HOSTED':
      return <HostedVideo activity={activity} />;
    case 'SUBTYPE_VIDEO_EXTERNAL':
      return <ExternalVideo activity={activity} />;
    case 'SUBTYPE_DOCUMENT_PDF':
      return <PdfDocument activityUuid={activity.activity_uuid} name={activity.name} />;
    case 'SUBTYPE_DOCUMENT_DOC':
      return (
        <p>
          <a href={activityFileUrl(activity.activity_uuid)} download>
            Download “{activity.name}”
          </a>
        </p>
      );
    case 'SUBTYPE_ASSIGNMENT_ANY':
      return <AssignmentActivity activityUuid={activity.activity_uuid} />;
    case 'SUBTYPE_SCORM_12':
    case 'SUBTYPE_SCORM_2004':
      return (
        <p>
          <a
            class="button"
            href={`/api/v1/scorm/${encodeURIComponent(activity.activity_uuid)}/launch`}
            target="_blank"
            rel="noopener"
          >
            Open the package “{activity.name}”
          </a>
        </p>
      );
    default:
      // SUBTYPE_CUSTOM: any JSON, with no stock renderer (SPEC 2.3.2).
      return (
        <p class="notice notice-warn" role="note">
          This activity has content this viewer cannot show. Ask your instructor how to open it.
        </p>
      );
  }
}

/** SUBTYPE_DOCUMENT_PDF: the browser's own viewer in a frame, and a download link. */
export function PdfDocument({ activityUuid, name }: { activityUuid: string; name: string }) {
  const src = activityFileUrl(activityUuid);
  return <PdfFrame src={src} name={name} />;
}
