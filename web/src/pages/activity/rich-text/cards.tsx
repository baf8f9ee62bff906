/** The small blocks of a page: callouts, web previews, buttons, badges and people. */
import type { ComponentChildren } from 'preact';
import { safeHref } from '../safe-url.ts';
import { str, type RichNode } from './nodes.ts';

export function Callout({ kind, children }: { kind: 'info' | 'warning'; children: ComponentChildren }) {
  const label = kind === 'info' ? 'Note' : 'Warning';
  return (
    <div class={`callout callout-${kind}`} role="note" aria-label={label}>
      <p class="callout-label">
        <span aria-hidden="true">{kind === 'info' ? 'ℹ' : '⚠'}</span> {label}
      </p>
      {children}
    </div>
  );
}

export function WebPreview({ node }: { node: RichNode }) {
  const href = safeHref(node.attrs.url);
  if (href === undefined) return null;
  const title = str(node.attrs, 'title') ?? new URL(href).hostname;
  const description = str(node.attrs, 'description');
  return (
    <div class="web-preview card">
      <a class="web-preview-title" href={href} target="_blank" rel="noopener noreferrer nofollow">
        {title}
      </a>
      {description && <p>{description}</p>}
      <p class="hint">{new URL(href).hostname}</p>
    </div>
  );
}

export function LinkButton({ node }: { node: RichNode }) {
  const href = safeHref(str(node.attrs, 'link', 'href', 'url'));
  const text = [str(node.attrs, 'emoji'), str(node.attrs, 'text', 'label') ?? 'Open']
    .filter(Boolean)
    .join(' ');
  const alignment = str(node.attrs, 'alignment') ?? 'left';
  if (href === undefined) return null;
  return (
    <p class={`align-${alignment}`}>
      <a class="button" href={href} target="_blank" rel="noopener noreferrer nofollow">
        {text}
      </a>
    </p>
  );
}

export function Badge({ node }: { node: RichNode }) {
  const text = [str(node.attrs, 'emoji'), str(node.attrs, 'text', 'label', 'predefinedBadge')]
    .filter(Boolean)
    .join(' ');
  return text === '' ? null : (
    <p>
      <span class="badge">{text}</span>
    </p>
  );
}

export function UserCard({ node }: { node: RichNode }) {
  const name =
    [str(node.attrs, 'first_name'), str(node.attrs, 'last_name')].filter(Boolean).join(' ') ||
    str(node.attrs, 'name', 'username');
  return (
    <div class="user-card card">
      <span class="user-avatar" aria-hidden="true">
        {(name ?? '?').slice(0, 1).toUpperCase()}
      </span>
      <span>{name ?? 'A member of this organization'}</span>
    </div>
  );
}
