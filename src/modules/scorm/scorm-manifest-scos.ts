/**
 * The launchable SCOs of a parsed manifest [CONTRACT 12]: the items of its organizations (the default one
 * first, nested items in document order) that refer, by `identifierref`, to a resource that is a SCO
 * (`adlcp:scormtype` / `adlcp:scormType` = `sco`; a resource without a type but with an `href` counts too)
 * and whose launch file is in the package. A resource without `href` launches its first `<file>`. The launch
 * URL is resolved against the `xml:base` of the manifest, of `<resources>` and of the resource, and carries
 * the item's `parameters`.
 */
import { attr, child, children, textOf, type ScormVersion } from './scorm-manifest-nodes.ts';

export interface AnalysedSco {
  /** The `<item>`'s identifier. */
  identifier: string;
  title: string;
  /** A URL relative to the package root (path segments percent-encoded), with its query string. */
  launch_path: string;
  /** 1.2: `adlcp:masteryscore` (0 to 100); 2004: the primary objective's minNormalizedMeasure (-1 to 1). */
  mastery_score?: number;
  /** 1.2: `adlcp:prerequisites`, as written. */
  prerequisites?: string;
  /** `adlcp:datafromlms` (1.2) / `adlcp:dataFromLMS` (2004): the SCO's cmi.launch_data. */
  launch_data?: string;
}

/** Nested items deeper than this are not a course outline. */
const MAX_ITEM_DEPTH = 64;
const DATA_MAX = 4096;
const PACKAGE_ORIGIN = 'http://package.invalid';

interface Resource {
  launch: { path: string; url: string } | undefined;
  sco: boolean;
}

export function findScos(
  manifest: unknown,
  version: ScormVersion,
  hasFile: (path: string) => boolean,
): AnalysedSco[] {
  const resources = readResources(manifest, hasFile);
  const organizations = child(manifest, 'organizations');
  const list = children(organizations, 'organization');
  const wanted = attr(organizations, 'default');
  const ordered = [
    ...list.filter((o) => attr(o, 'identifier') === wanted),
    ...list.filter((o) => attr(o, 'identifier') !== wanted),
  ];
  const found = new Map<string, AnalysedSco>();
  const walk = (node: unknown, depth: number): void => {
    if (depth > MAX_ITEM_DEPTH) return;
    for (const item of children(node, 'item')) {
      const sco = scoOf(item, version, resources);
      if (sco !== undefined && !found.has(sco.identifier)) found.set(sco.identifier, sco);
      walk(item, depth + 1);
    }
  };
  for (const organization of ordered) walk(organization, 0);
  return [...found.values()];
}

function scoOf(
  item: unknown,
  version: ScormVersion,
  resources: Map<string, Resource>,
): AnalysedSco | undefined {
  const identifier = attr(item, 'identifier')?.trim();
  const ref = attr(item, 'identifierref')?.trim();
  if (identifier === undefined || identifier === '' || ref === undefined) return undefined;
  const resource = resources.get(ref);
  if (resource === undefined || !resource.sco || resource.launch === undefined) return undefined;
  const sco: AnalysedSco = {
    identifier: identifier.slice(0, 255),
    title: textOf(child(item, 'title')) ?? identifier.slice(0, 255),
    launch_path: withParameters(resource.launch.url, attr(item, 'parameters')),
  };
  const mastery = version === '1.2' ? masteryOf12(item) : masteryOf2004(item);
  if (mastery !== undefined) sco.mastery_score = mastery;
  const prerequisites = version === '1.2' ? textOf(child(item, 'prerequisites')) : undefined;
  if (prerequisites !== undefined) sco.prerequisites = prerequisites;
  const data = rawText(child(item, version === '1.2' ? 'datafromlms' : 'dataFromLMS'));
  if (data !== undefined) sco.launch_data = data.slice(0, DATA_MAX);
  return sco;
}

function masteryOf12(item: unknown): number | undefined {
  return numberIn(textOf(child(item, 'masteryscore')), 0, 100);
}

function masteryOf2004(item: unknown): number | undefined {
  const primary = child(child(child(item, 'sequencing'), 'objectives'), 'primaryObjective');
  return numberIn(textOf(child(primary, 'minNormalizedMeasure')), -1, 1);
}

function numberIn(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** Launch data is kept as written (not cut to a title's length). */
function rawText(node: unknown): string | undefined {
  const value = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)['#text'] : node;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function readResources(manifest: unknown, hasFile: (path: string) => boolean): Map<string, Resource> {
  const container = child(manifest, 'resources');
  const bases = [attr(manifest, 'base'), attr(container, 'base')];
  const found = new Map<string, Resource>();
  for (const resource of children(container, 'resource')) {
    const identifier = attr(resource, 'identifier')?.trim();
    if (identifier === undefined || found.has(identifier)) continue;
    const type = attr(resource, 'scormtype')?.trim().toLowerCase();
    const href = attr(resource, 'href')?.trim();
    // No href: the first file launches, for a resource that says it is a SCO.
    const launchHref = href ?? (type === 'sco' ? attr(children(resource, 'file')[0], 'href') : undefined);
    const sco = type === 'sco' || (type === undefined && href !== undefined);
    const launch =
      launchHref === undefined ? undefined : resolve([...bases, attr(resource, 'base')], launchHref.trim());
    found.set(identifier, { sco, launch: launch !== undefined && hasFile(launch.path) ? launch : undefined });
  }
  return found;
}

/**
 * `href` against the bases, as a browser would resolve it inside the package: the file's path (decoded, to
 * look it up) and the relative URL to launch (with the query and fragment). Undefined for a URL outside the
 * package (`http://…`, `//host/…`).
 */
export function resolve(
  bases: (string | undefined)[],
  href: string,
): { path: string; url: string } | undefined {
  let url: URL;
  try {
    url = new URL(`${PACKAGE_ORIGIN}/`);
    for (const base of bases) if (base !== undefined && base.trim() !== '') url = new URL(base.trim(), url);
    url = new URL(href, url);
  } catch {
    return undefined;
  }
  if (url.origin !== PACKAGE_ORIGIN || url.pathname === '/' || url.pathname.endsWith('/')) return undefined;
  const encoded = url.pathname.slice(1);
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  return { path, url: `${encoded}${url.search}${url.hash}` };
}

/**
 * The item's `parameters` added to the launch URL as the SCORM content packaging rules say: a leading `?` or
 * `&` is dropped, the rest joins the query with `?` or `&`; a fragment (`#…`) is added only when the URL has
 * none. The query goes before any fragment.
 */
export function withParameters(url: string, parameters: string | undefined): string {
  const given = parameters?.trim() ?? '';
  if (given === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  if (given.startsWith('#')) return hash === '' ? `${url}${given}` : url;
  const query = given.replace(/^[?&]+/, '');
  if (query === '') return url;
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
