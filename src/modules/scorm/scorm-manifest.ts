/**
 * The package's `imsmanifest.xml` [CONTRACT 12]: read as text, refused outright when it declares a DOCTYPE or
 * an entity (no external entity is ever fetched, no entity ever expands), refused when it is not well-formed,
 * then parsed with fast-xml-parser. Namespace prefixes differ between authoring tools, so elements and
 * attributes are read by their local names; the namespaces themselves are read from the text for the version.
 */
import type { XMLParser } from 'fast-xml-parser';
import { BadRequestError } from '../../platform/http/errors.ts';
import { attr, child, children, textOf, type ScormVersion } from './scorm-manifest-nodes.ts';
import { findScos, type AnalysedSco } from './scorm-manifest-scos.ts';

export type { AnalysedSco } from './scorm-manifest-scos.ts';

export type { ScormVersion } from './scorm-manifest-nodes.ts';

export interface AnalysedManifest {
  version: ScormVersion;
  title: string;
  scos: AnalysedSco[];
}

/** A manifest larger than this is not a manifest. */
export const MANIFEST_MAX_BYTES = 8 * 1024 * 1024;
/** Elements that may repeat, always read as lists. */
const REPEATED = new Set(['organization', 'item', 'resource', 'file', 'dependency', 'langstring', 'string']);

// The XML library (a few MiB of memory) loads with the first package analysed, not at start.
let xml: Promise<{
  parser: XMLParser;
  validate: (text: string) => true | { err: { msg: string; line: number } };
}>;
function xmlLibrary() {
  xml ??= import('fast-xml-parser').then(({ XMLParser, XMLValidator }) => ({
    parser: new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      htmlEntities: true,
      trimValues: true,
      isArray: (name) => REPEATED.has(name),
    }),
    validate: (text: string) => XMLValidator.validate(text),
  }));
  return xml;
}

function invalid(detail: string): BadRequestError {
  return new BadRequestError(`imsmanifest.xml is not a valid manifest: ${detail}`, 'scorm_manifest_invalid');
}

function noSco(): BadRequestError {
  return new BadRequestError(
    'The package has no launchable SCO: no item of its organizations refers to a SCO whose launch file is in the package',
    'scorm_no_sco',
  );
}

/**
 * The version, title and launchable SCOs of a manifest. `hasFile` says whether the package holds a file at a
 * path relative to its root. Throws `scorm_manifest_invalid` or `scorm_no_sco`.
 */
export async function analyseManifest(
  bytes: Buffer,
  hasFile: (path: string) => boolean,
): Promise<AnalysedManifest> {
  const { parser, validate } = await xmlLibrary();
  const text = decode(bytes);
  // Refused on the text, before any parser sees it: no DOCTYPE, hence no entity, external or expanding.
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) throw invalid('a DOCTYPE or ENTITY declaration');
  const valid = validate(text);
  if (valid !== true) throw invalid(`${valid.err.msg} (line ${valid.err.line})`);
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : 'unreadable');
  }
  const manifest = child(parsed, 'manifest');
  if (manifest === undefined) throw invalid('no <manifest> root element');
  const version = detectVersion(manifest, text);
  const scos = findScos(manifest, version, hasFile);
  if (scos.length === 0) throw noSco();
  return { version, title: manifestTitle(manifest) ?? scos[0]!.title, scos };
}

/** UTF-8 by default; a BOM or an encoding declaration says otherwise. */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    bytes.subarray(0, 200).toString('latin1'),
  );
  const encoding = declared?.[1]?.toLowerCase();
  if (encoding !== undefined && encoding !== 'utf-8' && encoding !== 'utf8') {
    try {
      return new TextDecoder(encoding).decode(bytes);
    } catch {
      throw invalid(`unknown encoding ${encoding}`);
    }
  }
  return bytes.toString('utf8');
}

/**
 * SCORM 2004 or 1.2: the `<schemaversion>` metadata first (`1.2`, `CAM 1.3`, `2004 3rd Edition`, …), then the
 * ADL namespaces (adlcp_rootv1p2 is 1.2, adlcp_v1p3 and the sequencing ones are 2004), then the content
 * packaging namespace (imscp_v1p1 of imsglobal.org is the 2004 one; 1.2 used imscp_rootv1p1p2).
 */
export function detectVersion(manifest: unknown, text: string): ScormVersion {
  const schemaVersion = textOf(child(child(manifest, 'metadata'), 'schemaversion'))?.toLowerCase() ?? '';
  if (/^1\.2\b/.test(schemaVersion)) return '1.2';
  if (/2004|1\.3/.test(schemaVersion)) return '2004';
  if (/adlcp_v1p3|adlseq_v1p3|adlnav_v1p3|imsglobal\.org\/xsd\/imsss/i.test(text)) return '2004';
  if (/adlcp_rootv1p2|imscp_rootv1p1p2/i.test(text)) return '1.2';
  if (/imsglobal\.org\/xsd\/imscp_v1p1/i.test(text)) return '2004';
  return '1.2';
}

/** The default organization's title, else the manifest's LOM title. */
function manifestTitle(manifest: unknown): string | undefined {
  const organizations = child(manifest, 'organizations');
  const list = children(organizations, 'organization');
  const wanted = attr(organizations, 'default');
  const organization = list.find((o) => attr(o, 'identifier') === wanted) ?? list[0];
  const title = textOf(child(organization, 'title'));
  if (title !== undefined) return title;
  const lom = child(child(manifest, 'metadata'), 'lom');
  const general = child(lom, 'general');
  const lomTitle = child(general, 'title');
  return textOf(children(lomTitle, 'langstring')[0]) ?? textOf(children(lomTitle, 'string')[0]);
}
