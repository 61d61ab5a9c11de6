import { describe, expect, it } from 'vitest';
import { sniffType } from './file-sniffing';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffType', () => {
  it('recognises images by their magic numbers', () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png');
    expect(sniffType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(bytes([0, 0, 0, 28], 'ftypavif'))).toBe('image/avif');
    expect(sniffType(bytes([0, 0, 0, 28], 'ftypheic'))).toBe('image/heic');
  });

  it('recognises MP4 and QuickTime videos', () => {
    expect(sniffType(bytes([0, 0, 0, 32], 'ftypisom'))).toBe('video/mp4');
    expect(sniffType(bytes([0, 0, 0, 20], 'ftypqt  '))).toBe('video/quicktime');
  });

  it('refuses HTML named like an image and anything unknown', () => {
    expect(sniffType(bytes('<!DOCTYPE html><html>'))).toBeNull();
    expect(sniffType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });
});
