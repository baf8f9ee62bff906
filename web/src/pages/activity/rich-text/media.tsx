/**
 * Media blocks [SPEC 2.3.2, 2.4]: the node's `blockObject` is the block record; its file is served by the service
 * at `/blocks/{block_uuid}/file`. The legacy `{blocks: [...]}` page shape is rendered with the same pieces.
 */
import { blockFileUrl } from '../safe-url.ts';
import { PdfFrame } from '../pdf-frame.tsx';
import { num, obj, str, type RichNode } from './nodes.ts';

export type MediaKind = 'image' | 'video' | 'pdf' | 'audio';

const BY_NODE: Record<string, MediaKind> = {
  blockImage: 'image',
  blockVideo: 'video',
  blockPDF: 'pdf',
  blockAudio: 'audio',
};
const BY_BLOCK_TYPE: Record<string, MediaKind> = {
  BLOCK_IMAGE: 'image',
  BLOCK_VIDEO: 'video',
  BLOCK_DOCUMENT_PDF: 'pdf',
  BLOCK_AUDIO: 'audio',
};

export function MediaNode({ node }: { node: RichNode }) {
  const kind = BY_NODE[node.type];
  const block = obj(node.attrs.blockObject);
  const uuid = str(block, 'block_uuid');
  if (kind === undefined || uuid === undefined) return <MissingMedia />;
  const width = num(obj(node.attrs.size).width);
  const alignment = str(node.attrs, 'alignment');
  return (
    <Media
      kind={kind}
      src={blockFileUrl(uuid)}
      name={str(obj(block.content), 'file_name') ?? 'the file'}
      alt={str(node.attrs, 'alt', 'caption', 'title') ?? ''}
      width={width}
      alignment={alignment === 'left' || alignment === 'right' ? alignment : 'center'}
    />
  );
}

/** One block of the legacy shape `{block_uuid, block_type, content: {file_id, file_format}}`. */
export function LegacyBlock({ block }: { block: Record<string, unknown> }) {
  const kind = BY_BLOCK_TYPE[str(block, 'block_type') ?? ''];
  const uuid = str(block, 'block_uuid');
  if (kind === undefined || uuid === undefined) return <MissingMedia />;
  const content = obj(block.content);
  return (
    <Media
      kind={kind}
      src={blockFileUrl(uuid)}
      name={str(content, 'file_name', 'file_id') ?? 'the file'}
      alt=""
    />
  );
}

function Media({
  kind,
  src,
  name,
  alt,
  width,
  alignment = 'center',
}: {
  kind: MediaKind;
  src: string;
  name: string;
  alt: string;
  width?: number;
  alignment?: 'left' | 'center' | 'right';
}) {
  switch (kind) {
    case 'image':
      return (
        <figure class={`rich-image align-${alignment}`}>
          <img
            src={src}
            alt={alt}
            loading="lazy"
            style={width !== undefined && width > 0 ? { width: `${width}px` } : undefined}
          />
        </figure>
      );
    case 'video':
      return (
        <figure class="activity-media">
          <video controls preload="metadata" src={src} aria-label={`Video: ${name}`} />
        </figure>
      );
    case 'audio':
      return (
        <figure class="activity-media">
          <audio controls preload="metadata" src={src} aria-label={`Audio: ${name}`} />
        </figure>
      );
    case 'pdf':
      return <PdfFrame src={src} name={name} />;
  }
}

function MissingMedia() {
  return <p class="hint">(A media block without its file.)</p>;
}
