/**
 * The packages the SCORM tests analyse: valid ones of the shapes authoring tools produce, each with what its
 * analysis must say, and hostile ones, each with the code that refuses it. Built by test/scorm-packages.ts.
 */
import { Buffer } from 'node:buffer';
import { manifest, packageOf } from './scorm-packages.ts';

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
