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
