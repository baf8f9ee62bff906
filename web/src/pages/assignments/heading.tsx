/** A heading at the level its place needs: under the viewer's h1, or under this area's own page h1. */
import type { ComponentChildren } from 'preact';

export function Heading({
  level,
  children,
  ...rest
}: {
  level: number;
  id?: string;
  class?: string;
  children: ComponentChildren;
}) {
  const Tag = `h${Math.min(6, Math.max(2, level))}` as 'h2';
  return <Tag {...rest}>{children}</Tag>;
}
