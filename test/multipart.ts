/**
 * Multipart bodies built by hand for `app.inject`, and the smallest files of each type that file-type
 * recognises, built from their formats' magic numbers (so no binary fixtures live in the repository).
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

export interface FilePart {
  field: string;
  /** The client's file name. */
  filename: string;
  content: Buffer;
  /** What the client claims; the service judges the bytes instead. */
  contentType?: string;
}

/** A `multipart/form-data` body: text fields first, then files, in the order given. */
export function multipartBody(
  fields: Record<string, string> | [name: string, value: string][],
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lms-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  for (const [name, value] of entries) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
  };
}

function u32be(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value >>> 0);
  return b;
}

function u32le(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
}

function u16le(value: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value);
  return b;
}

/** A 1×1 greyscale PNG: signature, IHDR, one IDAT scanline, IEND, each chunk with its CRC. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
  };
  const ihdr = Buffer.concat([u32be(1), u32be(1), Buffer.from([8, 0, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Start of image, a JFIF APP0 segment, end of image. */
function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The classic 43-byte transparent 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A lossless 1×1 WebP (RIFF/WEBP with one VP8L chunk). */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A one-page PDF with a correct cross-reference table. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** An ISO base media file: `ftyp` with the given major brand, then an empty `mdat`. */
function isoMedia(brand: string, compatible: string[]): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from(brand, 'latin1'),
    u32be(0x200),
    ...compatible.map((b) => Buffer.from(b, 'latin1')),
  ]);
  return Buffer.concat([
    u32be(8 + ftyp.length),
    Buffer.from('ftyp', 'latin1'),
    ftyp,
    u32be(8),
    Buffer.from('mdat', 'latin1'),
  ]);
}

/** EBML element: id bytes, a one-byte size (data under 127 bytes), data. */
function ebml(id: number[], data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
}

/** An EBML header with DocType `webm`, then an empty Segment of unknown size. */
function webm(): Buffer {
  const header = Buffer.concat([
    ebml([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    ebml([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    ebml([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    ebml([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    ebml([0x42, 0x82], Buffer.from('webm', 'latin1')), // DocType
    ebml([0x42, 0x87], Buffer.from([2])), // DocTypeVersion
    ebml([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  return Buffer.concat([
    ebml([0x1a, 0x45, 0xdf, 0xa3], header),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ]);
}

/** An empty ID3v2.3 tag, then one silent MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz: 417 bytes). */
function mp3(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0, 0, 0, 0]), frame]);
}

/** RIFF/WAVE, PCM mono 8 kHz 8-bit, with four samples of silence. */
function wav(): Buffer {
  const fmt = Buffer.concat([u16le(1), u16le(1), u32le(8000), u32le(8000), u16le(1), u16le(8)]);
  const samples = Buffer.from([0x80, 0x80, 0x80, 0x80]);
  const body = Buffer.concat([
    Buffer.from('WAVE', 'latin1'),
    Buffer.from('fmt ', 'latin1'),
    u32le(fmt.length),
    fmt,
    Buffer.from('data', 'latin1'),
    u32le(samples.length),
    samples,
  ]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32le(body.length), body]);
}

/** Ogg's page checksum: CRC-32 with polynomial 0x04c11db7, not reflected, zero initial value. */
function oggCrc(data: Buffer): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/** One beginning-of-stream Ogg page carrying `packet` (under 255 bytes). */
function oggPage(packet: Buffer): Buffer {
  const header = Buffer.concat([
    Buffer.from('OggS', 'latin1'),
    Buffer.from([0, 0x02]), // version, beginning of stream
    Buffer.alloc(8), // granule position
    u32le(0x4c4d5321), // stream serial number
    u32le(0), // page sequence number
    Buffer.alloc(4), // checksum, filled below
    Buffer.from([1, packet.length]), // one segment
  ]);
  const page = Buffer.concat([header, packet]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Ogg with a Vorbis identification header (mono, 44.1 kHz). */
function ogg(): Buffer {
  return oggPage(
    Buffer.concat([
      Buffer.from('\x01vorbis', 'latin1'),
      u32le(0), // version
      Buffer.from([1]), // channels
      u32le(44100),
      u32le(0),
      u32le(128000),
      u32le(0),
      Buffer.from([0xb8, 0x01]), // block sizes 256/2048, framing bit
    ]),
  );
}

/** Ogg with a Theora identification header (16×16 frame). */
function ogv(): Buffer {
  const packet = Buffer.alloc(42);
  packet.write('\x80theora', 0, 'latin1');
  packet.set([3, 2, 1], 7); // version 3.2.1
  packet.writeUInt16BE(1, 10); // width in macroblocks
  packet.writeUInt16BE(1, 12); // height in macroblocks
  packet.set([0, 0, 16, 0, 0, 16, 0, 0], 14); // picture width and height, offsets
  packet.writeUInt32BE(25, 22); // frame rate 25/1
  packet.writeUInt32BE(1, 26);
  return oggPage(packet);
}

/** A ZIP archive of stored (uncompressed) entries, with its central directory. */
function zip(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const content = Buffer.from(text, 'utf8');
    const crc = crc32(content);
    const common = Buffer.concat([
      u16le(20), // version needed
      u16le(0), // flags
      u16le(0), // stored
      u16le(0), // time
      u16le(0x21), // date: 1980-01-01
      u32le(crc),
      u32le(content.length),
      u32le(content.length),
      u16le(nameBytes.length),
      u16le(0), // extra length
    ]);
    const local = Buffer.concat([u32le(0x04034b50), common, nameBytes, content]);
    centrals.push(
      Buffer.concat([
        u32le(0x02014b50),
        u16le(20), // version made by
        common,
        u16le(0), // comment length
        u16le(0), // disk
        u16le(0), // internal attributes
        u32le(0), // external attributes
        u32le(offset),
        nameBytes,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32le(0x06054b50),
    u16le(0),
    u16le(0),
    u16le(entries.length),
    u16le(entries.length),
    u32le(directory.length),
    u32le(offset),
    u16le(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest Word document: its content types, then the document part. */
function docx(): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ],
  ]);
}

/**
 * One small valid file per type the upload endpoints accept, plus `text`, which is no file type at all.
 * Detected as (ext, mime): png image/png · jpeg jpg image/jpeg · gif image/gif · webp image/webp ·
 * pdf application/pdf · mp4 video/mp4 · webm video/webm · ogv video/ogg · mp3 audio/mpeg · wav audio/wav ·
 * ogg audio/ogg · m4a audio/x-m4a · zip application/zip · docx
 * application/vnd.openxmlformats-officedocument.wordprocessingml.document.
 */
export const SAMPLE_FILES = {
  png: png(),
  jpeg: jpeg(),
  gif: GIF,
  webp: WEBP,
  pdf: pdf(),
  mp4: isoMedia('isom', ['isom', 'iso2', 'mp41']),
  webm: webm(),
  ogv: ogv(),
  mp3: mp3(),
  wav: wav(),
  ogg: ogg(),
  m4a: isoMedia('M4A ', ['M4A ', 'mp42', 'isom']),
  zip: zip([['hello.txt', 'hello\n']]),
  docx: docx(),
  text: Buffer.from('Just some text, no magic number here.\n'),
} as const;
