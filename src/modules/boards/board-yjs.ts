/**
 * Yjs and its protocols, loaded the first time a board document is touched: a process that never opens a
 * board never pays for them (start-up time and idle memory are measured).
 */
import type * as Decoding from 'lib0/decoding';
import type * as Encoding from 'lib0/encoding';
import type * as AwarenessProtocol from 'y-protocols/awareness';
import type * as SyncProtocol from 'y-protocols/sync';
import type * as Yjs from 'yjs';

export interface YjsKit {
  Y: typeof Yjs;
  sync: typeof SyncProtocol;
  awareness: typeof AwarenessProtocol;
  encoding: typeof Encoding;
  decoding: typeof Decoding;
}

let loading: Promise<YjsKit> | undefined;

export function loadYjs(): Promise<YjsKit> {
  loading ??= Promise.all([
    import('yjs'),
    import('y-protocols/sync'),
    import('y-protocols/awareness'),
    import('lib0/encoding'),
    import('lib0/decoding'),
  ]).then(([Y, sync, awareness, encoding, decoding]) => ({ Y, sync, awareness, encoding, decoding }));
  return loading;
}

/**
 * Whether `bytes` decode as a Yjs update (version 1 encoding, as y-websocket and `Y.encodeStateAsUpdate`
 * produce), and whether it carries anything (an empty update is valid and changes nothing).
 */
export function inspectUpdate(kit: YjsKit, bytes: Uint8Array): 'invalid' | 'empty' | 'content' {
  if (bytes.length === 0) return 'invalid';
  try {
    const decoded = kit.Y.decodeUpdate(bytes);
    return decoded.structs.length === 0 && decoded.ds.clients.size === 0 ? 'empty' : 'content';
  } catch {
    return 'invalid';
  }
}

/** The state of a document made of a snapshot and the updates after it, as one update. */
export function mergeState(kit: YjsKit, parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 0) return kit.Y.encodeStateAsUpdate(new kit.Y.Doc());
  const doc = new kit.Y.Doc();
  try {
    for (const part of parts) kit.Y.applyUpdate(doc, part);
    return kit.Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}
