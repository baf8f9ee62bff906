/**
 * A dynamic page [SPEC 2.3.2] rendered as Preact elements, never as HTML text: the rich-text document
 * `{type: 'doc', content: [...]}` with every whitelisted node type, or the legacy `{blocks: [...]}` shape.
 * Unknown node types are skipped (logged to the console); each block has its own error boundary.
 */
import type { ComponentChildren } from 'preact';
import { EmbedFrame } from '../embed-frame.tsx';
import { BlockBoundary } from './boundary.tsx';
import { Badge, Callout, LinkButton, UserCard, WebPreview } from './cards.tsx';
import { renderInline } from './inline.tsx';
import { FlipCard, QuizBlock, Scenarios } from './interactive.tsx';
import { CodeBlock, MathBlock } from './lazy.tsx';
import { LegacyBlock, MediaNode } from './media.tsx';
import { num, obj, plainText, readNode, str, type RichNode } from './nodes.ts';
import '../activity.css';

export function RichContent({ content }: { content: Record<string, unknown> }) {
  if (Array.isArray(content.blocks) && content.type === undefined) {
    return (
      <div class="rich-text">
        {content.blocks.map((block, i) => (
          <BlockBoundary key={i} type="legacy block">
            <LegacyBlock block={obj(block)} />
          </BlockBoundary>
        ))}
      </div>
    );
  }
  const nodes = Array.isArray(content.content) ? content.content : [];
  if (nodes.length === 0) return <p class="hint">This page is empty.</p>;
  return <div class="rich-text">{renderBlocks(nodes)}</div>;
}

export function renderBlocks(nodes: unknown[]): ComponentChildren {
  return nodes.map((value, i) => {
    const node = readNode(value);
    return (
      <BlockBoundary key={i} type={node.type}>
        <Block node={node} />
      </BlockBoundary>
    );
  });
}

/** Header cells of the first row name columns; elsewhere they name their row. */
function cell(node: RichNode, header: boolean, firstRow: boolean) {
  const props = {
    colSpan: num(node.attrs.colspan) ?? 1,
    rowSpan: num(node.attrs.rowspan) ?? 1,
  };
  const children = renderBlocks(node.content);
  return header ? (
    <th {...props} scope={firstRow ? 'col' : 'row'}>
      {children}
    </th>
  ) : (
    <td {...props}>{children}</td>
  );
}

function Block({ node }: { node: RichNode }): ComponentChildren {
  const { attrs, content } = node;
  switch (node.type) {
    case 'paragraph':
      return <p>{renderInline(content)}</p>;
    case 'heading': {
      // The page's own h1 is the activity name: document levels 1–6 become h2–h6, in the same order.
      const level = Math.min(6, Math.max(2, (num(attrs.level) ?? 1) + 1));
      const Tag = `h${level}` as 'h2';
      return <Tag>{renderInline(content)}</Tag>;
    }
    case 'bulletList':
      return <ul>{renderBlocks(content)}</ul>;
    case 'orderedList': {
      const start = num(attrs.start);
      return <ol start={start !== undefined && start !== 1 ? start : undefined}>{renderBlocks(content)}</ol>;
    }
    case 'listItem':
      return <li>{renderBlocks(content)}</li>;
    case 'codeBlock':
      return <CodeBlock code={plainText(node)} language={str(attrs, 'language') ?? undefined} />;
    case 'table':
      return (
        <div class="table-wrap">
          <table>
            <tbody>
              {content.map((row, r) => (
                <tr key={r}>
                  {readNode(row).content.map((c, i) => {
                    const child = readNode(c);
                    if (child.type !== 'tableHeader' && child.type !== 'tableCell') return null;
                    return (
                      <BlockBoundary key={i} type={child.type}>
                        {cell(child, child.type === 'tableHeader', r === 0)}
                      </BlockBoundary>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'tableRow':
    case 'tableHeader':
    case 'tableCell':
      // Only inside a table (above); a stray one shows its content.
      return <div>{renderBlocks(content)}</div>;
    case 'horizontalRule':
      return <hr />;
    case 'hardBreak':
      return <br />;
    case 'text':
      return <p>{renderInline([node])}</p>;
    case 'calloutInfo':
      return <Callout kind="info">{renderMixed(content)}</Callout>;
    case 'calloutWarning':
      return <Callout kind="warning">{renderMixed(content)}</Callout>;
    case 'blockImage':
    case 'blockVideo':
    case 'blockPDF':
    case 'blockAudio':
      return <MediaNode node={node} />;
    case 'blockMathEquation': {
      const tex = str(attrs, 'math_equation', 'equation', 'latex', 'tex');
      return tex === undefined ? null : <MathBlock tex={tex} />;
    }
    case 'blockEmbed':
      return (
        <EmbedFrame
          url={str(attrs, 'embedUrl', 'url', 'src')}
          title={str(attrs, 'title') ?? 'Embedded content'}
          height={num(attrs.embedHeight)}
        />
      );
    case 'blockQuiz':
      return <QuizBlock node={node} />;
    case 'blockUser':
      return <UserCard node={node} />;
    case 'blockWebPreview':
      return <WebPreview node={node} />;
    case 'flipcard':
      return <FlipCard node={node} />;
    case 'scenarios':
      return <Scenarios node={node} />;
    case 'button':
      return <LinkButton node={node} />;
    case 'badge':
      return <Badge node={node} />;
    default:
      console.debug('rich text: node type skipped', node.type);
      return null;
  }
}

/** Callouts hold paragraphs, or (in older documents) text straight away. */
function renderMixed(content: unknown[]): ComponentChildren {
  const inline = content.every((c) => ['text', 'hardBreak'].includes(readNode(c).type));
  return inline ? <p>{renderInline(content)}</p> : renderBlocks(content);
}
