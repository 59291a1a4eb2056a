/**
 * Gzip for a cached page that still differs per response (its nonce, a fresh form key): the
 * fixed parts between those slots are deflated once, each ending byte-aligned and not final
 * (a sync flush), so a hit joins them with the slots' few bytes as stored blocks, ends the
 * stream and writes the trailer. One gzip member, valid for any inflater (RFC 1951/1952); the
 * per-response cost is a CRC-32 over the page, not a compression (decision 042).
 */
import { constants, crc32, deflateRaw } from "node:zlib";

/** ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final empty stored block. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

/** Each part deflated on its own, off the main thread, ready to be joined. */
export function deflateParts(parts: Buffer[]): Promise<Buffer[]> {
  return Promise.all(
    parts.map((part) =>
      // zlib ends an empty input with a final block, which would end the stream: nothing stands for nothing.
      part.length === 0
        ? Promise.resolve(part)
        : new Promise<Buffer>((resolve, reject) =>
            deflateRaw(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }, (error, out) => (error ? reject(error) : resolve(out))),
          ),
    ),
  );
}

/** Bytes as non-final stored blocks (at most 65,535 bytes each). */
function stored(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += MAX_STORED) {
    const chunk = bytes.subarray(at, at + MAX_STORED);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/** The gzip of parts[0] slots[0] parts[1] … parts[n], from the parts deflated by deflateParts. */
export function spliceGzip(parts: Buffer[], deflated: Buffer[], slots: Buffer[]): Buffer {
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    out.push(deflated[i]);
    crc = crc32(part, crc);
    size += part.length;
    const slot = slots[i];
    if (slot === undefined) return;
    out.push(...stored(slot));
    crc = crc32(slot, crc);
    size += slot.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(LAST_BLOCK, trailer);
  return Buffer.concat(out);
}
