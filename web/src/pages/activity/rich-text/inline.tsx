/** Inline content: text with its marks [SPEC 2.3.2], and hard breaks. */
import type { ComponentChildren } from 'preact';
import { safeHref } from '../safe-url.ts';
import { readNode, type RichNode } from './nodes.ts';

/** A colour written plainly (`#1a2b3c`, `rgb(…)`, a name): nothing else reaches a style. */
const SIMPLE_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.\s,%]+\))$/i;

function withMark(children: ComponentChildren, mark: RichNode['marks'][number]): ComponentChildren {
  switch (mark.type) {
    // SPEC 2.3.2: `strong` and `em` are tolerated and shown as bold and italic.
    case 'bold':
    case 'strong':
      return <strong>{children}</strong>;
    case 'italic':
    case 'em':
      return <em>{children}</em>;
    case 'code':
      return <code>{children}</code>;
    case 'underline':
      return <u>{children}</u>;
    case 'strike':
    case 'strikethrough':
      return <s>{children}</s>;
    case 'subscript':
      return <sub>{children}</sub>;
    case 'superscript':
      return <sup>{children}</sup>;
    case 'highlight': {
      const color = typeof mark.attrs.color === 'string' ? mark.attrs.color : '';
      return (
        <mark style={SIMPLE_COLOUR.test(color) ? { backgroundColor: color } : undefined}>{children}</mark>
      );
    }
    case 'textStyle': {
      const color = typeof mark.attrs.color === 'string' ? mark.attrs.color : '';
      return SIMPLE_COLOUR.test(color) ? <span style={{ color }}>{children}</span> : children;
    }
    case 'link': {
      const href = safeHref(mark.attrs.href);
      if (href === undefined) return children;
      const external = !href.startsWith(window.location.origin);
      return (
        <a href={href} {...(external && { target: '_blank', rel: 'noopener noreferrer nofollow' })}>
          {children}
        </a>
      );
    }
    default:
      return children;
  }
}

export function renderInline(nodes: unknown[]): ComponentChildren {
  return nodes.map((value, i) => {
    const node = readNode(value);
    if (node.type === 'hardBreak') return <br key={i} />;
    if (node.type === 'text') {
      // Links outermost, so a bold part of a link stays one link.
      const ordered = [...node.marks].sort((a, b) => Number(a.type === 'link') - Number(b.type === 'link'));
      return <span key={i}>{ordered.reduce<ComponentChildren>(withMark, node.text)}</span>;
    }
    // An inline node of another kind (a badge in a paragraph, …): its text, so nothing is lost.
    if (node.content.length > 0) return <span key={i}>{renderInline(node.content)}</span>;
    if (node.type !== '') console.debug('rich text: inline node skipped', node.type);
    return null;
  });
}
