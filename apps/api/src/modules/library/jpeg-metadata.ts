/** Segments that carry camera metadata: EXIF (and its GPS block) and XMP live in APP1, IPTC in APP13. */
const DROPPED_MARKERS = new Set([0xe1, 0xed]);

/**
 * Removes the EXIF, XMP and IPTC segments of a JPEG without touching the image data (lossless and fast, unlike a
 * re-encode). Colour profiles (APP2) and JFIF/Adobe headers stay. Returns null when the bytes are not a JPEG it
 * can walk, so the caller falls back to re-encoding.
 */
export function stripJpegMetadata(jpeg: Buffer): Buffer | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= jpeg.length) {
    if (jpeg[offset] !== 0xff) return null;
    const marker = jpeg[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xda) {
      // Start of scan: the compressed image follows; keep it up to its end marker, not what trails it.
      kept.push(jpeg.subarray(offset, imageEnd(jpeg, offset)));
      return Buffer.concat(kept);
    }
    const length = jpeg.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > jpeg.length) return null;
    if (!DROPPED_MARKERS.has(marker)) kept.push(jpeg.subarray(offset, offset + 2 + length));
    offset += 2 + length;
  }
  return null;
}

/**
 * Index just past the end-of-image marker of the scans starting at `sos`, or the length when there is none.
 * Bytes after it (an HTML page appended to make a polyglot file) are not part of the image and are dropped.
 */
function imageEnd(jpeg: Buffer, sos: number): number {
  let index = sos + 2 + (sos + 4 <= jpeg.length ? jpeg.readUInt16BE(sos + 2) : 0);
  while (index + 1 < jpeg.length) {
    if (jpeg[index] !== 0xff) {
      index += 1;
      continue;
    }
    const marker = jpeg[index + 1]!;
    if (marker === 0xd9) return index + 2;
    // Stuffed 0xFF00, restart markers and fill bytes belong to the compressed data.
    if (marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) index += 2;
    else if (marker === 0xff) index += 1;
    else if (index + 4 <= jpeg.length) index += 2 + jpeg.readUInt16BE(index + 2);
    else break;
  }
  return jpeg.length;
}
