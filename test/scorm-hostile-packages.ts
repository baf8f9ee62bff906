/** Hostile SCORM packages, each with the code that refuses it [CONTRACT 12]. */
import { Buffer } from 'node:buffer';
import { lieAboutSize, manifest, packageOf, zipOf } from './scorm-packages.ts';

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
