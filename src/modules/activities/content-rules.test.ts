import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ACTIVITY_SUB_TYPES, SERVER_BUILT, type ActivitySubType } from '../courses/index.ts';
import {
  RICH_TEXT_NODES,
  checkContent,
  checkVideoDetails,
  isHttpUrl,
  parseJsonObject,
  type ContentCheck,
} from './content-rules.ts';

const SPEC_NODE_TYPES = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'codeBlock',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
  'horizontalRule',
  'hardBreak',
  'text',
  'calloutInfo',
  'calloutWarning',
  'blockImage',
  'blockVideo',
  'blockPDF',
  'blockAudio',
  'blockMathEquation',
  'blockEmbed',
  'blockQuiz',
  'blockUser',
  'blockWebPreview',
  'flipcard',
  'scenarios',
  'button',
  'badge',
];

const BLOCK_OBJECT = {
  id: 1,
  block_uuid: 'block_1',
  block_type: 'BLOCK_IMAGE',
  content: { file_id: 'x_block_1', file_format: 'png' },
};

/** A valid node of each whitelisted type (attributes the rules require included). */
function validNode(type: string): Record<string, unknown> {
  switch (type) {
    case 'text':
      return {
        type,
        text: 'hello',
        marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://x' } }],
      };
    case 'heading':
      return { type, attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] };
    case 'codeBlock':
      return { type, attrs: { language: 'python' }, content: [{ type: 'text', text: 'print(1)' }] };
    case 'blockImage':
      return {
        type,
        attrs: { blockObject: BLOCK_OBJECT, size: { width: 300 }, alignment: 'left', unsplash_id: 'u' },
      };
    case 'blockVideo':
    case 'blockPDF':
    case 'blockAudio':
      return { type, attrs: { blockObject: BLOCK_OBJECT } };
    case 'blockQuiz':
      return {
        type,
        attrs: {
          quizId: 'q1',
          questions: [{ id: 'a', question: '?', options: [{ id: 'o', text: 'yes', correct: true }] }],
        },
      };
    default:
      return { type };
  }
}

const doc = (...nodes: unknown[]) => ({ type: 'doc', content: nodes });

function page(content: Record<string, unknown>): ContentCheck {
  return checkContent('SUBTYPE_DYNAMIC_PAGE', content);
}

function nested(depth: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: 'text', text: 'deep' };
  for (let i = 1; i < depth; i++) node = { type: 'paragraph', content: [node] };
  return node;
}

describe('content rules', () => {
  it('whitelists exactly the node types of SPEC 2.3.2 (plus the doc root)', () => {
    assert.deepEqual([...RICH_TEXT_NODES].sort(), [...SPEC_NODE_TYPES, 'doc'].sort());
  });

  describe('checkContent: the table of SPEC 2.3.2', () => {
    const cases: {
      name: string;
      subType: ActivitySubType;
      content: Record<string, unknown>;
      issues: { loc: (string | number)[]; type: string }[];
      unknown?: string[];
    }[] = [
      {
        name: 'a page with every whitelisted node',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc(...SPEC_NODE_TYPES.map(validNode)),
        issues: [],
      },
      { name: 'an empty doc', subType: 'SUBTYPE_DYNAMIC_PAGE', content: { type: 'doc' }, issues: [] },
      {
        name: 'the legacy blocks shape',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: {
          blocks: [
            { block_uuid: 'b', block_type: 'BLOCK_IMAGE', content: { file_id: 'f', file_format: 'png' } },
          ],
        },
        issues: [],
      },
      {
        name: 'a legacy block without content',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: { blocks: [{ block_uuid: 'b', block_type: 'BLOCK_IMAGE' }] },
        issues: [{ loc: ['body', 'content', 'blocks', 0], type: 'block' }],
      },
      {
        name: 'an unknown node (accepted, reported)',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc(
          { type: 'paragraph', content: [{ type: 'sparkles' }] },
          { type: 'sparkles' },
          { type: 'x' },
        ),
        issues: [],
        unknown: ['sparkles', 'x'],
      },
      {
        name: 'a heading without a level',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc({ type: 'paragraph' }, { type: 'heading', content: [{ type: 'text', text: 'x' }] }),
        issues: [{ loc: ['body', 'content', 'content', 1, 'attrs', 'level'], type: 'heading_level' }],
      },
      {
        name: 'a heading of level 7',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc({ type: 'heading', attrs: { level: 7 } }),
        issues: [{ loc: ['body', 'content', 'content', 0, 'attrs', 'level'], type: 'heading_level' }],
      },
      {
        name: 'a heading of level 0',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc({ type: 'heading', attrs: { level: 0 } }),
        issues: [{ loc: ['body', 'content', 'content', 0, 'attrs', 'level'], type: 'heading_level' }],
      },
      {
        name: 'a heading of level "2" (a string)',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc({ type: 'heading', attrs: { level: '2' } }),
        issues: [{ loc: ['body', 'content', 'content', 0, 'attrs', 'level'], type: 'heading_level' }],
      },
      ...['blockImage', 'blockVideo', 'blockPDF', 'blockAudio'].map((type) => ({
        name: `a ${type} without attrs.blockObject, nested in a list`,
        subType: 'SUBTYPE_DYNAMIC_PAGE' as const,
        content: doc({ type: 'bulletList', content: [{ type: 'listItem', content: [{ type, attrs: {} }] }] }),
        issues: [
          {
            loc: ['body', 'content', 'content', 0, 'content', 0, 'content', 0, 'attrs', 'blockObject'],
            type: 'missing',
          },
        ],
      })),
      {
        name: 'a blockImage with a bad alignment',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc({ type: 'blockImage', attrs: { blockObject: BLOCK_OBJECT, alignment: 'middle' } }),
        issues: [{ loc: ['body', 'content', 'content', 0, 'attrs', 'alignment'], type: 'enum' }],
      },
      {
        name: 'a text node without text',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc({ type: 'paragraph', content: [{ type: 'text' }] }),
        issues: [{ loc: ['body', 'content', 'content', 0, 'content', 0, 'text'], type: 'string_type' }],
      },
      {
        name: 'a code block whose language is a number',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc({ type: 'codeBlock', attrs: { language: 3 } }),
        issues: [{ loc: ['body', 'content', 'content', 0, 'attrs', 'language'], type: 'string_type' }],
      },
      {
        name: 'marks that are not a list',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc({ type: 'text', text: 'x', marks: 'bold' }),
        issues: [{ loc: ['body', 'content', 'content', 0, 'marks'], type: 'marks' }],
      },
      {
        name: 'a node that is not an object',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc('hello'),
        issues: [{ loc: ['body', 'content', 'content', 0], type: 'node' }],
      },
      {
        name: 'not a doc',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: { type: 'paragraph', content: [] },
        issues: [{ loc: ['body', 'content', 'type'], type: 'literal_error' }],
      },
      // SPEC 2.3: content defaults to {}; an empty page, markdown or embed is one not written yet.
      { name: 'an empty object', subType: 'SUBTYPE_DYNAMIC_PAGE', content: {}, issues: [] },
      {
        name: 'a doc whose content is not a list',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: { type: 'doc', content: { type: 'paragraph' } },
        issues: [{ loc: ['body', 'content', 'content'], type: 'list_type' }],
      },
      {
        name: 'a document 64 levels deep',
        subType: 'SUBTYPE_DYNAMIC_PAGE',
        content: doc(nested(64)),
        issues: [],
      },
      {
        name: 'markdown over https',
        subType: 'SUBTYPE_DYNAMIC_MARKDOWN',
        content: { markdown_url: 'https://example.com/notes.md' },
        issues: [],
      },
      {
        name: 'markdown over http',
        subType: 'SUBTYPE_DYNAMIC_MARKDOWN',
        content: { markdown_url: 'http://example.com/notes.md' },
        issues: [],
      },
      {
        name: 'markdown with a javascript: URL',
        subType: 'SUBTYPE_DYNAMIC_MARKDOWN',
        content: { markdown_url: 'javascript:alert(1)' },
        issues: [{ loc: ['body', 'content', 'markdown_url'], type: 'url' }],
      },
      { name: 'an empty markdown', subType: 'SUBTYPE_DYNAMIC_MARKDOWN', content: {}, issues: [] },
      {
        name: 'markdown without a URL',
        subType: 'SUBTYPE_DYNAMIC_MARKDOWN',
        content: { title: 'Notes' },
        issues: [{ loc: ['body', 'content', 'markdown_url'], type: 'url' }],
      },
      { name: 'an empty embed', subType: 'SUBTYPE_DYNAMIC_EMBED', content: {}, issues: [] },
      {
        name: 'an embed over https',
        subType: 'SUBTYPE_DYNAMIC_EMBED',
        content: { embed_url: 'https://example.com/frame' },
        issues: [],
      },
      {
        name: 'an embed with a data: URL',
        subType: 'SUBTYPE_DYNAMIC_EMBED',
        content: { embed_url: 'data:text/html,<script>1</script>' },
        issues: [{ loc: ['body', 'content', 'embed_url'], type: 'url' }],
      },
      {
        name: 'an embed URL that is a number',
        subType: 'SUBTYPE_DYNAMIC_EMBED',
        content: { embed_url: 42 },
        issues: [{ loc: ['body', 'content', 'embed_url'], type: 'url' }],
      },
      {
        name: 'an external video on youtube',
        subType: 'SUBTYPE_VIDEO_EXTERNAL',
        content: { uri: 'https://www.youtube.com/watch?v=abc', type: 'youtube' },
        issues: [],
      },
      {
        name: 'an external video on vimeo',
        subType: 'SUBTYPE_VIDEO_EXTERNAL',
        content: { uri: 'https://vimeo.com/1', type: 'vimeo' },
        issues: [],
      },
      {
        name: 'an external video without uri and type',
        subType: 'SUBTYPE_VIDEO_EXTERNAL',
        content: {},
        issues: [
          { loc: ['body', 'content', 'uri'], type: 'url' },
          { loc: ['body', 'content', 'type'], type: 'enum' },
        ],
      },
      {
        name: 'an external video on another provider',
        subType: 'SUBTYPE_VIDEO_EXTERNAL',
        content: { uri: 'https://dailymotion.com/x', type: 'dailymotion' },
        issues: [{ loc: ['body', 'content', 'type'], type: 'enum' }],
      },
      { name: 'an empty assignment shell', subType: 'SUBTYPE_ASSIGNMENT_ANY', content: {}, issues: [] },
      {
        name: 'an assignment shell with content',
        subType: 'SUBTYPE_ASSIGNMENT_ANY',
        content: { title: 'x' },
        issues: [{ loc: ['body', 'content'], type: 'empty_object' }],
      },
      {
        name: 'custom content of any shape',
        subType: 'SUBTYPE_CUSTOM',
        content: { type: 'heading', blocks: 'no', markdown_url: 'javascript:x' },
        issues: [],
      },
    ];

    for (const c of cases) {
      it(`${c.subType}: ${c.name}`, () => {
        const result = checkContent(c.subType, c.content);
        assert.deepEqual(
          result.issues.map((i) => ({ loc: i.loc, type: i.type })),
          c.issues,
          JSON.stringify(result.issues),
        );
        for (const issue of result.issues) assert.ok(issue.msg.length > 0);
        assert.deepEqual(result.unknownNodeTypes, c.unknown ?? []);
      });
    }

    it('locates issues under the field name it is given', () => {
      const result = checkContent('SUBTYPE_DYNAMIC_MARKDOWN', { markdown_url: 'x' }, 'payload');
      assert.deepEqual(result.issues[0]?.loc, ['body', 'payload', 'markdown_url']);
    });

    it('refuses a document nested beyond 64 levels with an issue, not a crash', () => {
      const result = page(doc(nested(65)));
      assert.equal(result.issues.length, 1);
      assert.equal(result.issues[0]?.type, 'too_deep');
      const deep = page(doc(nested(50_000)));
      assert.deepEqual(
        deep.issues.map((i) => i.type),
        ['too_deep'],
      );
    });

    it('does not change the content it checks', () => {
      const content = doc(...SPEC_NODE_TYPES.map(validNode), { type: 'mystery', attrs: { a: 1 } });
      const copy = structuredClone(content);
      page(content);
      assert.deepEqual(content, copy);
    });

    it('has no rule for the server-built sub-types (they are refused before the content is looked at)', () => {
      for (const subType of Object.keys(SERVER_BUILT) as ActivitySubType[]) {
        assert.deepEqual(checkContent(subType, { anything: true }).issues, []);
      }
    });
  });

  describe('properties', () => {
    const jsonObject = fc.dictionary(fc.string(), fc.jsonValue());

    it('CUSTOM accepts any JSON object without issues and never throws', () => {
      fc.assert(
        fc.property(jsonObject, (content) => {
          const result = checkContent('SUBTYPE_CUSTOM', content);
          assert.deepEqual(result, { issues: [], unknownNodeTypes: [] });
        }),
      );
    });

    it('CUSTOM never throws on any JSON value, objects or not', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          const result = checkContent('SUBTYPE_CUSTOM', value as Record<string, unknown>);
          assert.deepEqual(result.issues, []);
        }),
      );
    });

    // Arbitrary trees that look like documents: types drawn from the whitelist, a few unknown ones and junk.
    const nodeType = fc.oneof(
      fc.constantFrom(...SPEC_NODE_TYPES),
      fc.constantFrom('mystery', 'video', ''),
      fc.jsonValue(),
    );
    const { node } = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.jsonValue(),
        fc.record(
          {
            type: nodeType,
            attrs: fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
            text: fc.jsonValue(),
            marks: fc.oneof(fc.jsonValue(), fc.array(fc.record({ type: fc.jsonValue() }))),
            content: fc.oneof(fc.jsonValue(), fc.array(tie('node'), { maxLength: 4 })),
          },
          { requiredKeys: ['type'] },
        ),
      ),
    }));

    it('DYNAMIC_PAGE never throws on arbitrary JSON objects: it returns issues', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            jsonObject,
            fc.record({ type: fc.constant('doc'), content: fc.oneof(fc.jsonValue(), fc.array(node)) }),
            fc.record({ blocks: fc.array(fc.jsonValue()) }),
          ),
          (content) => {
            const result = checkContent('SUBTYPE_DYNAMIC_PAGE', content);
            assert.ok(Array.isArray(result.issues));
            assert.ok(Array.isArray(result.unknownNodeTypes));
            for (const issue of result.issues) {
              assert.deepEqual(issue.loc.slice(0, 2), ['body', 'content']);
              assert.equal(typeof issue.msg, 'string');
              assert.equal(typeof issue.type, 'string');
            }
            for (const type of result.unknownNodeTypes) assert.ok(!RICH_TEXT_NODES.has(type));
            assert.equal(new Set(result.unknownNodeTypes).size, result.unknownNodeTypes.length);
          },
        ),
        { numRuns: 500 },
      );
    });

    it('every sub-type with rules returns issues rather than throwing on arbitrary objects', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...ACTIVITY_SUB_TYPES.filter((s) => SERVER_BUILT[s] === undefined)),
          jsonObject,
          (subType, content) => {
            assert.ok(Array.isArray(checkContent(subType, content).issues));
          },
        ),
      );
    });

    it('a doc of valid whitelisted nodes in any order has no issues and no unknown types', () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...SPEC_NODE_TYPES), { maxLength: 30 }), (types) => {
          assert.deepEqual(page(doc(...types.map(validNode))), { issues: [], unknownNodeTypes: [] });
        }),
      );
    });

    it('reports each unknown node type once, in the order met, and accepts the document', () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom('alpha', 'beta', 'gamma', 'paragraph', 'text'), { maxLength: 20 }),
          (types) => {
            const nodes = types.map((type) => (type === 'text' ? { type, text: 't' } : { type }));
            const result = page(doc({ type: 'paragraph', content: nodes }));
            assert.deepEqual(result.issues, []);
            assert.deepEqual(result.unknownNodeTypes, [
              ...new Set(types.filter((t) => !RICH_TEXT_NODES.has(t))),
            ]);
          },
        ),
      );
    });
  });

  describe('checkVideoDetails', () => {
    const cases: { name: string; details: unknown; issues: { loc: (string | number)[]; type: string }[] }[] =
      [
        { name: 'empty', details: {}, issues: [] },
        {
          name: 'every option',
          details: { startTime: 5, endTime: 10, autoplay: true, muted: false },
          issues: [],
        },
        { name: 'startTime 0, endTime null', details: { startTime: 0, endTime: null }, issues: [] },
        { name: 'fractional seconds', details: { startTime: 1.5, endTime: 2.25 }, issues: [] },
        {
          name: 'startTime -1',
          details: { startTime: -1 },
          issues: [{ loc: ['body', 'details', 'startTime'], type: 'number' }],
        },
        {
          name: "startTime 'x'",
          details: { startTime: 'x' },
          issues: [{ loc: ['body', 'details', 'startTime'], type: 'number' }],
        },
        {
          name: 'startTime null',
          details: { startTime: null },
          issues: [{ loc: ['body', 'details', 'startTime'], type: 'number' }],
        },
        {
          name: 'endTime -3',
          details: { endTime: -3 },
          issues: [{ loc: ['body', 'details', 'endTime'], type: 'number' }],
        },
        {
          name: 'endTime before startTime',
          details: { startTime: 10, endTime: 5 },
          issues: [{ loc: ['body', 'details', 'endTime'], type: 'range' }],
        },
        {
          name: 'endTime equal to startTime',
          details: { startTime: 5, endTime: 5 },
          issues: [{ loc: ['body', 'details', 'endTime'], type: 'range' }],
        },
        {
          name: "autoplay 'yes'",
          details: { autoplay: 'yes' },
          issues: [{ loc: ['body', 'details', 'autoplay'], type: 'bool_type' }],
        },
        {
          name: 'muted 1',
          details: { muted: 1 },
          issues: [{ loc: ['body', 'details', 'muted'], type: 'bool_type' }],
        },
        {
          name: 'an unknown key',
          details: { loop: true },
          issues: [{ loc: ['body', 'details', 'loop'], type: 'extra_forbidden' }],
        },
        {
          name: 'not an object: array',
          details: [],
          issues: [{ loc: ['body', 'details'], type: 'dict_type' }],
        },
        {
          name: 'not an object: null',
          details: null,
          issues: [{ loc: ['body', 'details'], type: 'dict_type' }],
        },
        {
          name: 'not an object: string',
          details: '{}',
          issues: [{ loc: ['body', 'details'], type: 'dict_type' }],
        },
      ];
    for (const c of cases) {
      it(c.name, () => {
        assert.deepEqual(
          checkVideoDetails(c.details).map((i) => ({ loc: i.loc, type: i.type })),
          c.issues,
        );
      });
    }

    it('never throws on any JSON value', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          assert.ok(Array.isArray(checkVideoDetails(value)));
        }),
      );
    });
  });

  describe('parseJsonObject', () => {
    const ok: [string | undefined, Record<string, unknown>][] = [
      [undefined, {}],
      ['', {}],
      ['   ', {}],
      ['{}', {}],
      [
        '{"startTime":5,"endTime":10,"autoplay":true,"muted":false}',
        { startTime: 5, endTime: 10, autoplay: true, muted: false },
      ],
      [' {"a":{"b":[1,2]}} ', { a: { b: [1, 2] } }],
    ];
    for (const [raw, value] of ok) {
      it(`parses ${JSON.stringify(raw)}`, () => {
        assert.deepEqual(parseJsonObject(raw, 'details'), { value, issues: [] });
      });
    }

    for (const raw of ['not json', '[]', '[1]', 'null', '42', '"{}"', 'true', '{"a":', "{'a':1}"]) {
      it(`refuses ${JSON.stringify(raw)}`, () => {
        const result = parseJsonObject(raw, 'details');
        assert.deepEqual(result.value, {});
        assert.deepEqual(
          result.issues.map((i) => ({ loc: i.loc, type: i.type })),
          [{ loc: ['body', 'details'], type: 'json_object' }],
        );
      });
    }

    it('round-trips any JSON object and never throws on any string', () => {
      fc.assert(
        fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
          const result = parseJsonObject(JSON.stringify(object), 'd');
          assert.deepEqual(result.issues, []);
          assert.deepEqual(result.value, JSON.parse(JSON.stringify(object)));
        }),
      );
      fc.assert(
        fc.property(fc.string(), (raw) => {
          const result = parseJsonObject(raw, 'd');
          assert.ok(result.issues.length === 0 || result.issues[0]?.loc.join('.') === 'body.d');
        }),
      );
    });
  });

  describe('isHttpUrl', () => {
    const table: [string, boolean][] = [
      ['https://example.com', true],
      ['http://example.com/a?b=c', true],
      ['HTTPS://EXAMPLE.COM', true],
      ['javascript:alert(1)', false],
      ['ftp://example.com', false],
      ['file:///etc/passwd', false],
      ['//example.com', false],
      ['example.com', false],
      ['', false],
      [`https://example.com/${'a'.repeat(2048)}`, false],
    ];
    for (const [value, expected] of table) {
      it(`${value.slice(0, 40)} → ${expected}`, () => assert.equal(isHttpUrl(value), expected));
    }
  });
});
