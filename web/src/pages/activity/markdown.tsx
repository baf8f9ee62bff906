/**
 * SUBTYPE_DYNAMIC_MARKDOWN: the service fetches the markdown on every page load (SPEC 2.3.2; the address rules
 * are the service's); here it is turned into HTML by `marked` and cleaned by DOMPurify before it meets the page,
 * both loaded only when a markdown activity is shown.
 */
import { api, call } from '../../api.ts';
import { Async, useLoad } from '../../ui/async.tsx';

async function renderMarkdown(activityUuid: string): Promise<string> {
  const [text, { marked }, { default: DOMPurify }] = await Promise.all([
    call(
      api.GET('/api/v1/activities/{activity_uuid}/markdown', {
        params: { path: { activity_uuid: activityUuid } },
        parseAs: 'text',
        cache: 'no-store',
      }),
    ),
    import('marked'),
    import('dompurify'),
  ]);
  const html = await marked.parse(String(text), { gfm: true, async: true });
  // Headings start at h2 (the page has the one h1); no forms, frames or scripts whatever the source holds.
  const clean = DOMPurify.sanitize(html.replace(/<(\/?)h1\b/g, '<$1h2'), {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
  return clean;
}

export function MarkdownView({ activityUuid }: { activityUuid: string }) {
  const state = useLoad(() => renderMarkdown(activityUuid), [activityUuid]);
  return (
    <Async state={state}>
      {(html) => (
        // Sanitised by DOMPurify above: the only HTML string this app sets.
        <div class="rich-text markdown-body" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Async>
  );
}
