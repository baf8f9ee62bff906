/** Another site's page in a frame: the embed activity and the embed block. */
import { safeHttpUrl } from './safe-url.ts';

/** Rights of an embedded page of another site; never given to a page of this service (it would be us). */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms allow-presentation';
const SAME_ORIGIN_SANDBOX = 'allow-scripts allow-popups allow-forms allow-presentation';

/** SUBTYPE_DYNAMIC_EMBED and embed blocks: an http(s) page in a sandboxed, lazily loaded frame. */
export function EmbedFrame({ url, title, height }: { url: unknown; title: string; height?: number }) {
  const target = safeHttpUrl(url);
  if (target === undefined)
    return <p class="notice notice-warn">This embed has no address that can be shown.</p>;
  // allow-scripts with allow-same-origin on our own origin would let the page lift its own sandbox.
  const sandbox = target.origin === window.location.origin ? SAME_ORIGIN_SANDBOX : EMBED_SANDBOX;
  return (
    <div class="embed-frame" style={height !== undefined ? { height: `${height}px` } : undefined}>
      <iframe
        src={target.href}
        title={title}
        sandbox={sandbox}
        referrerpolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
      <p class="hint">
        Not showing?{' '}
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          Open it in a new tab
        </a>
        .
      </p>
    </div>
  );
}
