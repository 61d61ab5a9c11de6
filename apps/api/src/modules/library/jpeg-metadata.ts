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
      // Start of scan: the compressed image follows up to the end; keep everything.
      kept.push(jpeg.subarray(offset));
      return Buffer.concat(kept);
    }
    const length = jpeg.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > jpeg.length) return null;
    if (!DROPPED_MARKERS.has(marker)) kept.push(jpeg.subarray(offset, offset + 2 + length));
    offset += 2 + length;
  }
  return null;
}
