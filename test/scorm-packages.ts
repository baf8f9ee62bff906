/**
 * Real SCORM packages (ZIP files) built for the tests with yazl: valid 1.2 and 2004 packages of the shapes
 * authoring tools produce, and hostile ones. What yazl refuses to write (a `..` or absolute name, a backslash
 * name) is written under a placeholder name of the same length and patched into the bytes afterwards; a
 * central directory that lies about a size is patched the same way.
 */
import { Buffer } from 'node:buffer';
import yazl from 'yazl';

export interface ZipEntry {
  name: string;
  content?: Buffer | string;
  /** Unix mode (with its file type bits): 0o120777 is a symbolic link. */
  mode?: number;
  compress?: boolean;
}

export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const patches: [Buffer, Buffer][] = [];
  entries.forEach((entry, index) => {
    const raw = Buffer.from(entry.name, 'utf8');
    // yazl refuses (or rewrites) unsafe names: write a same-length placeholder, patch the real name in.
    const unsafe = /^[/\\]|^[A-Za-z]:|(^|[/\\])\.\.([/\\]|$)|\\/.test(entry.name);
    const name = unsafe ? placeholder(raw.length, index) : entry.name;
    if (unsafe) patches.push([Buffer.from(name, 'utf8'), raw]);
    zip.addBuffer(Buffer.from(entry.content ?? ''), name, {
      ...(entry.mode !== undefined && { mode: entry.mode }),
      compress: entry.compress ?? true,
      mtime: new Date('2026-01-01T00:00:00Z'),
    });
  });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  let bytes: Buffer = Buffer.concat(chunks);
  for (const [from, to] of patches) bytes = replaceAll(bytes, from, to);
  return bytes;
}

function placeholder(length: number, index: number): string {
  const tag = `Z${index}Q`;
  return (tag + 'q'.repeat(Math.max(0, length - tag.length))).slice(0, length);
}

function replaceAll(bytes: Buffer, from: Buffer, to: Buffer): Buffer {
  let at = bytes.indexOf(from);
  while (at >= 0) {
    to.copy(bytes, at);
    at = bytes.indexOf(from, at + from.length);
  }
  return bytes;
}

/** Sets the uncompressed size the central directory records for `name` (the local header is left alone). */
export function lieAboutSize(zip: Buffer, name: string, size: number): Buffer {
  const bytes = Buffer.from(zip);
  const wanted = Buffer.from(name, 'utf8');
  for (let at = 0; at + 46 <= bytes.length; at++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = bytes.readUInt16LE(at + 28);
    if (nameLength === wanted.length && bytes.subarray(at + 46, at + 46 + nameLength).equals(wanted)) {
      bytes.writeUInt32LE(size, at + 24);
      return bytes;
    }
  }
  throw new Error(`no central directory entry for ${name}`);
}

// Manifests.

export interface ScoSpec {
  identifier: string;
  title: string;
  href?: string;
  /** Resource attributes and children beyond the defaults. */
  scormType?: 'sco' | 'asset' | null;
  parameters?: string;
  masteryScore?: string;
  prerequisites?: string;
  dataFromLms?: string;
  files?: string[];
  resourceBase?: string;
  children?: ScoSpec[];
  /** An item without a resource (a folder of the outline). */
  folder?: boolean;
}

const NS12 =
  'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"';
const NS2004 =
  'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" ' +
  'xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss"';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

export function manifest(
  version: '1.2' | '2004',
  scos: ScoSpec[],
  options: {
    title?: string;
    manifestBase?: string;
    resourcesBase?: string;
    schemaVersion?: string | null;
  } = {},
): string {
  const typeAttr = version === '1.2' ? 'adlcp:scormtype' : 'adlcp:scormType';
  const items = (list: ScoSpec[]): string =>
    list
      .map((s) => {
        const ref = s.folder === true ? '' : ` identifierref="res-${s.identifier}"`;
        const params = s.parameters === undefined ? '' : ` parameters="${escapeXml(s.parameters)}"`;
        const mastery =
          s.masteryScore === undefined
            ? ''
            : version === '1.2'
              ? `<adlcp:masteryscore>${s.masteryScore}</adlcp:masteryscore>`
              : `<imsss:sequencing><imsss:objectives><imsss:primaryObjective satisfiedByMeasure="true">` +
                `<imsss:minNormalizedMeasure>${s.masteryScore}</imsss:minNormalizedMeasure>` +
                `</imsss:primaryObjective></imsss:objectives></imsss:sequencing>`;
        const prerequisites =
          s.prerequisites === undefined
            ? ''
            : `<adlcp:prerequisites type="aicc_script">${escapeXml(s.prerequisites)}</adlcp:prerequisites>`;
        const data =
          s.dataFromLms === undefined
            ? ''
            : `<adlcp:${version === '1.2' ? 'datafromlms' : 'dataFromLMS'}>${escapeXml(s.dataFromLms)}</adlcp:${version === '1.2' ? 'datafromlms' : 'dataFromLMS'}>`;
        return (
          `<item identifier="${s.identifier}"${ref}${params}><title>${escapeXml(s.title)}</title>` +
          `${prerequisites}${mastery}${data}${items(s.children ?? [])}</item>`
        );
      })
      .join('');
  const flat = (list: ScoSpec[]): ScoSpec[] => list.flatMap((s) => [s, ...flat(s.children ?? [])]);
  const resources = flat(scos)
    .filter((s) => s.folder !== true)
    .map((s) => {
      const type = s.scormType === null ? '' : ` ${typeAttr}="${s.scormType ?? 'sco'}"`;
      const href = s.href === undefined ? '' : ` href="${escapeXml(s.href)}"`;
      const base = s.resourceBase === undefined ? '' : ` xml:base="${s.resourceBase}"`;
      const files = (s.files ?? (s.href === undefined ? [] : [s.href.split('?')[0]!]))
        .map((f) => `<file href="${escapeXml(f)}"/>`)
        .join('');
      return `<resource identifier="res-${s.identifier}" type="webcontent"${type}${href}${base}>${files}</resource>`;
    })
    .join('');
  const schemaVersion =
    options.schemaVersion === null
      ? ''
      : `<schema>ADL SCORM</schema><schemaversion>${options.schemaVersion ?? (version === '1.2' ? '1.2' : '2004 4th Edition')}</schemaversion>`;
  const manifestBase = options.manifestBase === undefined ? '' : ` xml:base="${options.manifestBase}"`;
  const resourcesBase = options.resourcesBase === undefined ? '' : ` xml:base="${options.resourcesBase}"`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<manifest identifier="pkg" version="1" ${version === '1.2' ? NS12 : NS2004}${manifestBase}>` +
    `<metadata>${schemaVersion}</metadata>` +
    `<organizations default="org-1"><organization identifier="org-1">` +
    `<title>${escapeXml(options.title ?? 'A course')}</title>${items(scos)}</organization></organizations>` +
    `<resources${resourcesBase}>${resources}</resources></manifest>`
  );
}

const PAGE =
  '<!doctype html><html><head><title>SCO</title></head><body><script>/* sco */</script></body></html>';

/** A package: the manifest plus a page at each launch path (and at each extra path). */
export function packageOf(xml: string, files: string[], extra: ZipEntry[] = []): Promise<Buffer> {
  return zipOf([
    { name: 'imsmanifest.xml', content: xml },
    ...files.map((name) => ({ name, content: PAGE })),
    ...extra,
  ]);
}

// The catalogue: each package with what its analysis must say.

export interface ExpectedSco {
  identifier: string;
  title: string;
  launch_path: string;
  mastery_score?: number;
  prerequisites?: string;
}

export interface ValidPackage {
  name: string;
  zip: () => Promise<Buffer>;
  version: '1.2' | '2004';
  title: string;
  scos: ExpectedSco[];
}

const sco = (identifier: string, title: string, launch_path: string, extra: Partial<ExpectedSco> = {}) => ({
  identifier,
  title,
  launch_path,
  ...extra,
});

export const VALID_PACKAGES: ValidPackage[] = [
  {
    name: 'SCORM 1.2, one SCO with a mastery score and prerequisites',
    zip: () =>
      packageOf(
        manifest('1.2', [
          {
            identifier: 'item-1',
            title: 'Lesson one',
            href: 'index.html',
            masteryScore: '80',
            prerequisites: 'item-0',
            dataFromLms: 'mode=review',
          },
        ]),
        ['index.html'],
        [{ name: 'images/logo.png', content: Buffer.from('png bytes') }],
      ),
    version: '1.2',
    title: 'A course',
    scos: [sco('item-1', 'Lesson one', 'index.html', { mastery_score: 80, prerequisites: 'item-0' })],
  },
  {
    name: 'SCORM 2004, several SCOs with a minNormalizedMeasure',
    zip: () =>
      packageOf(
        manifest(
          '2004',
          [
            { identifier: 'a', title: 'Alpha', href: 'a/index.html', masteryScore: '0.8' },
            { identifier: 'b', title: 'Beta', href: 'b/index.html' },
            { identifier: 'c', title: 'Gamma', href: 'c/start.htm' },
          ],
          { title: 'Three lessons' },
        ),
        ['a/index.html', 'b/index.html', 'c/start.htm'],
      ),
    version: '2004',
    title: 'Three lessons',
    scos: [
      sco('a', 'Alpha', 'a/index.html', { mastery_score: 0.8 }),
      sco('b', 'Beta', 'b/index.html'),
      sco('c', 'Gamma', 'c/start.htm'),
    ],
  },
  {
    name: 'nested items: folders of the outline hold the SCOs, in document order',
    zip: () =>
      packageOf(
        manifest('1.2', [
          {
            identifier: 'module-1',
            title: 'Module 1',
            folder: true,
            children: [
              { identifier: 'm1-l1', title: 'M1 L1', href: 'm1/l1.html' },
              {
                identifier: 'm1-deeper',
                title: 'Deeper',
                folder: true,
                children: [{ identifier: 'm1-l2', title: 'M1 L2', href: 'm1/l2.html' }],
              },
            ],
          },
          { identifier: 'm2-l1', title: 'M2 L1', href: 'm2/l1.html' },
        ]),
        ['m1/l1.html', 'm1/l2.html', 'm2/l1.html'],
      ),
    version: '1.2',
    title: 'A course',
    scos: [
      sco('m1-l1', 'M1 L1', 'm1/l1.html'),
      sco('m1-l2', 'M1 L2', 'm1/l2.html'),
      sco('m2-l1', 'M2 L1', 'm2/l1.html'),
    ],
  },
  {
    name: 'a Rise-style layout: the SCORM driver launches, the content sits beside it',
    zip: () =>
      packageOf(
        manifest('1.2', [
          {
            identifier: 'rise-item',
            title: 'Rise course',
            href: 'scormdriver/indexAPI.html',
            files: ['scormdriver/indexAPI.html', 'scormdriver/scormdriver.js', 'scormcontent/index.html'],
          },
        ]),
        ['scormdriver/indexAPI.html', 'scormcontent/index.html'],
        [
          { name: 'scormdriver/scormdriver.js', content: 'var API = null;' },
          { name: 'scormcontent/lib/main.css', content: 'body{}' },
        ],
      ),
    version: '1.2',
    title: 'A course',
    scos: [sco('rise-item', 'Rise course', 'scormdriver/indexAPI.html')],
  },
  {
    name: 'query strings: in the href, and the item parameters appended',
    zip: () =>
      packageOf(
        manifest('2004', [
          { identifier: 'q1', title: 'Q1', href: 'player.html?lesson=1', parameters: '?mode=normal' },
          { identifier: 'q2', title: 'Q2', href: 'player.html', parameters: 'lesson=2' },
          { identifier: 'q3', title: 'Q3', href: 'player.html', parameters: '#start' },
        ]),
        ['player.html'],
      ),
    version: '2004',
    title: 'A course',
    scos: [
      sco('q1', 'Q1', 'player.html?lesson=1&mode=normal'),
      sco('q2', 'Q2', 'player.html?lesson=2'),
      sco('q3', 'Q3', 'player.html#start'),
    ],
  },
  {
    name: 'a resource without scormtype but with an href counts; an asset does not',
    zip: () =>
      packageOf(
        manifest('1.2', [
          { identifier: 'untyped', title: 'Untyped', href: 'untyped.html', scormType: null },
          { identifier: 'asset', title: 'Asset', href: 'asset.html', scormType: 'asset' },
        ]),
        ['untyped.html', 'asset.html'],
      ),
    version: '1.2',
    title: 'A course',
    scos: [sco('untyped', 'Untyped', 'untyped.html')],
  },
  {
    name: 'xml:base on the manifest, the resources and a resource; a SCO without href launches its first file',
    zip: () =>
      packageOf(
        manifest(
          '2004',
          [
            { identifier: 'based', title: 'Based', href: 'start.html', resourceBase: 'unit1/' },
            { identifier: 'first-file', title: 'First file', files: ['unit2/page.html', 'unit2/other.html'] },
          ],
          { manifestBase: 'content/', resourcesBase: 'lessons/' },
        ),
        ['content/lessons/unit1/start.html', 'content/lessons/unit2/page.html'],
      ),
    version: '2004',
    title: 'A course',
    scos: [
      sco('based', 'Based', 'content/lessons/unit1/start.html'),
      sco('first-file', 'First file', 'content/lessons/unit2/page.html'),
    ],
  },
  {
    name: 'Unicode titles and file names; version from the namespaces when schemaversion is missing',
    zip: () =>
      packageOf(
        manifest(
          '2004',
          [{ identifier: 'uni', title: 'Leçon 一 — Ελληνικά 🎓', href: 'leçon un/début.html' }],
          { title: 'Cours « spécial »', schemaVersion: null },
        ),
        ['leçon un/début.html'],
      ),
    version: '2004',
    title: 'Cours « spécial »',
    scos: [sco('uni', 'Leçon 一 — Ελληνικά 🎓', 'le%C3%A7on%20un/d%C3%A9but.html')],
  },
];

/** A SCO whose launch file is missing from the package is not launchable; the others still are. */
export function missingLaunchFile(): Promise<Buffer> {
  return packageOf(
    manifest('1.2', [
      { identifier: 'present', title: 'Present', href: 'present.html' },
      { identifier: 'absent', title: 'Absent', href: 'absent.html' },
    ]),
    ['present.html'],
  );
}

const ONE_SCO = manifest('1.2', [{ identifier: 'item-1', title: 'One', href: 'index.html' }]);

export interface HostilePackage {
  name: string;
  zip: () => Promise<Buffer>;
  code: string;
}

export const HOSTILE_PACKAGES: HostilePackage[] = [
  {
    name: 'not a ZIP',
    zip: () => Promise.resolve(Buffer.from('%PDF-1.4 this is not a zip archive at all')),
    code: 'scorm_not_zip',
  },
  {
    name: 'a truncated ZIP',
    zip: async () => (await packageOf(ONE_SCO, ['index.html'])).subarray(0, 60),
    code: 'scorm_not_zip',
  },
  {
    name: 'no manifest at the root',
    zip: () =>
      zipOf([
        { name: 'course/imsmanifest.xml', content: ONE_SCO },
        { name: 'index.html', content: 'x' },
      ]),
    code: 'scorm_no_manifest',
  },
  {
    name: 'XXE: an external entity',
    zip: () =>
      packageOf(
        ONE_SCO.replace(
          '<manifest',
          '<!DOCTYPE manifest [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><manifest',
        ).replace('<title>One</title>', '<title>&xxe;</title>'),
        ['index.html'],
      ),
    code: 'scorm_manifest_invalid',
  },
  {
    name: 'billion laughs',
    zip: () =>
      packageOf(
        ONE_SCO.replace(
          '<manifest',
          '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
            '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><manifest',
        ).replace('<title>One</title>', '<title>&lol3;</title>'),
        ['index.html'],
      ),
    code: 'scorm_manifest_invalid',
  },
  {
    name: 'malformed XML',
    zip: () => packageOf(ONE_SCO.replace('</organizations>', ''), ['index.html']),
    code: 'scorm_manifest_invalid',
  },
  {
    name: 'no launchable SCO',
    zip: () =>
      packageOf(manifest('1.2', [{ identifier: 'a', title: 'Asset', href: 'a.html', scormType: 'asset' }]), [
        'a.html',
      ]),
    code: 'scorm_no_sco',
  },
  {
    name: 'a SCO whose launch file is missing',
    zip: () => packageOf(ONE_SCO, []),
    code: 'scorm_no_sco',
  },
  {
    name: 'traversal with ..',
    zip: () => packageOf(ONE_SCO, ['index.html'], [{ name: '../../evil.html', content: 'evil' }]),
    code: 'scorm_unsafe_entry',
  },
  {
    name: 'traversal with backslashes',
    zip: () => packageOf(ONE_SCO, ['index.html'], [{ name: '..\\..\\evil.html', content: 'evil' }]),
    code: 'scorm_unsafe_entry',
  },
  {
    name: 'an absolute path',
    zip: () => packageOf(ONE_SCO, ['index.html'], [{ name: '/etc/evil.html', content: 'evil' }]),
    code: 'scorm_unsafe_entry',
  },
  {
    name: 'a drive letter',
    zip: () => packageOf(ONE_SCO, ['index.html'], [{ name: 'C:\\evil.html', content: 'evil' }]),
    code: 'scorm_unsafe_entry',
  },
  {
    name: 'a symbolic link',
    zip: () =>
      packageOf(ONE_SCO, ['index.html'], [{ name: 'link.html', content: '/etc/passwd', mode: 0o120777 }]),
    code: 'scorm_unsafe_entry',
  },
  {
    name: 'more than 10,000 entries',
    zip: () =>
      packageOf(
        ONE_SCO,
        ['index.html'],
        Array.from({ length: 10_000 }, (_, i) => ({ name: `f/${i}.txt`, content: '', compress: false })),
      ),
    code: 'scorm_too_large',
  },
  {
    name: 'a ZIP bomb: one highly compressible large entry',
    zip: () =>
      packageOf(ONE_SCO, ['index.html'], [{ name: 'bomb.bin', content: Buffer.alloc(20 * 1024 * 1024) }]),
    code: 'scorm_too_large',
  },
  {
    name: 'a central directory that lies about a size',
    zip: async () =>
      lieAboutSize(
        await packageOf(
          ONE_SCO,
          ['index.html'],
          [{ name: 'liar.bin', content: Buffer.alloc(2 * 1024 * 1024, 7) }],
        ),
        'liar.bin',
        1000,
      ),
    code: 'scorm_too_large',
  },
];
