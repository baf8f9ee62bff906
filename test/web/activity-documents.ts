/** For the viewer tests: a rich-text document with every whitelisted node type of SPEC 2.3.2 (and one unknown), and a poll. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { inPage } from '../browser.ts';
import type { Block } from '../content-factories.ts';

const text = (value: string, marks: { type: string; attrs?: Record<string, unknown> }[] = []) => ({
  type: 'text',
  text: value,
  ...(marks.length > 0 && { marks }),
});
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const item = (value: string) => ({ type: 'listItem', content: [para(text(value))] });
const cell = (type: 'tableHeader' | 'tableCell', value: string, attrs: Record<string, unknown> = {}) => ({
  type,
  attrs: { colspan: 1, rowspan: 1, ...attrs },
  content: [para(text(value))],
});

export function richDocument(image: Block) {
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [text('Intro heading')] },
      para(
        text('Strong words', [{ type: 'strong' }]),
        text(' and '),
        text('leaning words', [{ type: 'em' }]),
        text(' then '),
        text('bold words', [{ type: 'bold' }]),
        { type: 'hardBreak' },
        text('a safe link', [{ type: 'link', attrs: { href: 'https://example.org/x' } }]),
        text(' and '),
        text('a script link', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
        text(' and '),
        text('inline code', [{ type: 'code' }]),
      ),
      { type: 'heading', attrs: { level: 2 }, content: [text('Second heading')] },
      { type: 'bulletList', content: [item('First bullet'), item('Second bullet')] },
      { type: 'orderedList', attrs: { start: 3 }, content: [item('Third step'), item('Fourth step')] },
      {
        type: 'codeBlock',
        attrs: { language: 'python' },
        content: [text('def greet(name):\n    return "hi " + name\n')],
      },
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'Name'), cell('tableHeader', 'Score')] },
          { type: 'tableRow', content: [cell('tableCell', 'Ada'), cell('tableCell', '10')] },
          { type: 'tableRow', content: [cell('tableCell', 'Both columns', { colspan: 2 })] },
        ],
      },
      { type: 'horizontalRule' },
      { type: 'calloutInfo', content: [para(text('Remember this'))] },
      { type: 'calloutWarning', content: [para(text('Careful here'))] },
      {
        type: 'blockImage',
        attrs: { blockObject: image, alt: 'A tiny picture', size: { width: 120 }, alignment: 'center' },
      },
      { type: 'blockMathEquation', attrs: { math_equation: 'E = mc^2' } },
      { type: 'blockEmbed', attrs: { embedUrl: 'https://embed.example/widget' } },
      {
        type: 'blockQuiz',
        attrs: {
          quizId: 'quiz-1',
          questions: [
            {
              id: 'q1',
              question: 'What is 2 + 2?',
              options: [
                { id: 'o1', text: 'Three', correct: false },
                { id: 'o2', text: 'Four', correct: true },
              ],
            },
          ],
        },
      },
      { type: 'flipcard', attrs: { question: 'Capital of France?', answer: 'Paris' } },
      {
        type: 'scenarios',
        attrs: {
          title: 'Crossroads',
          scenarios: [
            {
              id: '1',
              text: 'You reach a fork.',
              options: [{ id: 'l', text: 'Go left', nextScenarioId: '2' }],
            },
            { id: '2', text: 'You found the river.', options: [] },
          ],
        },
      },
      {
        type: 'blockWebPreview',
        attrs: { url: 'https://example.org/article', title: 'An article', description: 'Worth reading' },
      },
      { type: 'button', attrs: { text: 'Visit the docs', link: 'https://example.org/docs' } },
      { type: 'badge', attrs: { text: 'New', emoji: '✨' } },
      { type: 'blockUser', attrs: { user_id: 1, name: 'Ada Lovelace' } },
      { type: 'mysteryNode', content: [para(text('Hidden text of an unknown node'))] },
      { type: 'blockQuiz', attrs: { questions: 'not a list' } },
      para(text('After the unknown node')),
    ],
  };
}

/** Polls an expression in the page until it is true (the page's CSP forbids waitForFunction's eval). */
export async function until(page: Page, expression: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await inPage<boolean>(page, `Boolean(${expression})`))) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
