// Draws the Plume brand mark (a white quill on a violet-to-indigo square) and writes the PWA icons
// and the SVG favicon into apps/web/public. Plain Node: the PNGs are encoded with zlib, no image library.
// Run with `node apps/web/scripts/generate-icons.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const publicDir = new URL('../public/', import.meta.url);
const FROM = [124, 58, 237]; // violet-600
const TO = [79, 70, 229]; // indigo-600

// Quill geometry in a unit square: a lens (two intersecting circles) along the up-right diagonal,
// a shaft below it and a thin rachis cut through it.
const C = [0.56, 0.44];
const R = 0.4346;
const D = 0.3046;
const N = [Math.SQRT1_2, Math.SQRT1_2];
const TIP_LOW = [0.341, 0.659];
const TIP_HIGH = [0.779, 0.221];
const SHAFT = { a: TIP_LOW, b: [0.235, 0.765], r: 0.022 };
const RACHIS = { a: [0.4, 0.6], b: [0.7, 0.3], r: 0.011 };

const length = (x, y) => Math.hypot(x, y);
const segmentDistance = ([px, py], { a, b, r }) => {
  const [bx, by] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((px - a[0]) * bx + (py - a[1]) * by) / (bx * bx + by * by)));
  return length(px - a[0] - t * bx, py - a[1] - t * by) - r;
};
const lensDistance = ([px, py]) =>
  Math.max(
    length(px - (C[0] + D * N[0]), py - (C[1] + D * N[1])) - R,
    length(px - (C[0] - D * N[0]), py - (C[1] - D * N[1])) - R,
  );
const roundedSquareDistance = ([px, py], radius) => {
  const qx = Math.abs(px - 0.5) - (0.5 - radius);
  const qy = Math.abs(py - 0.5) - (0.5 - radius);
  return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
};
const coverage = (distance, size) => Math.max(0, Math.min(1, 0.5 - distance * size));

function drawIcon(size, { cornerRadius, glyphScale }) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const p = [(x + 0.5) / size, (y + 0.5) / size];
      const g = [(p[0] - 0.5) / glyphScale + 0.5, (p[1] - 0.5) / glyphScale + 0.5];
      const t = (p[0] + p[1]) / 2;
      const background = FROM.map((from, i) => from + (TO[i] - from) * t);
      const quill = Math.max(
        Math.min(
          coverage(lensDistance(g), size * glyphScale),
          1 - coverage(segmentDistance(g, RACHIS), size * glyphScale),
        ),
        coverage(segmentDistance(g, SHAFT), size * glyphScale),
      );
      const alpha = cornerRadius > 0 ? coverage(roundedSquareDistance(p, cornerRadius), size) : 1;
      const offset = (y * size + x) * 4;
      for (let i = 0; i < 3; i += 1)
        pixels[offset + i] = Math.round(background[i] + (255 - background[i]) * quill);
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, pixels);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1)
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pct = (v) => Math.round(v * 1000) / 10;
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="rgb(${FROM.join(',')})"/>
      <stop offset="1" stop-color="rgb(${TO.join(',')})"/>
    </linearGradient>
  </defs>
  <rect width="100" height="100" rx="22" fill="url(#g)"/>
  <path d="M${pct(TIP_LOW[0])} ${pct(TIP_LOW[1])}A${pct(R)} ${pct(R)} 0 0 1 ${pct(TIP_HIGH[0])} ${pct(TIP_HIGH[1])}A${pct(R)} ${pct(R)} 0 0 1 ${pct(TIP_LOW[0])} ${pct(TIP_LOW[1])}Z" fill="#fff"/>
  <path d="M${pct(RACHIS.a[0])} ${pct(RACHIS.a[1])}L${pct(RACHIS.b[0])} ${pct(RACHIS.b[1])}" stroke="rgb(${FROM.join(',')})" stroke-width="${pct(RACHIS.r * 2)}" stroke-linecap="round"/>
  <path d="M${pct(SHAFT.a[0])} ${pct(SHAFT.a[1])}L${pct(SHAFT.b[0])} ${pct(SHAFT.b[1])}" stroke="#fff" stroke-width="${pct(SHAFT.r * 2)}" stroke-linecap="round"/>
</svg>
`;

mkdirSync(new URL('icons/', publicDir), { recursive: true });
const outputs = {
  'icons/icon-192.png': drawIcon(192, { cornerRadius: 0.22, glyphScale: 1 }),
  'icons/icon-512.png': drawIcon(512, { cornerRadius: 0.22, glyphScale: 1 }),
  'icons/icon-maskable-512.png': drawIcon(512, { cornerRadius: 0, glyphScale: 0.72 }),
  'icons/apple-touch-icon.png': drawIcon(180, { cornerRadius: 0, glyphScale: 0.86 }),
  'favicon.svg': Buffer.from(favicon),
};
for (const [name, bytes] of Object.entries(outputs)) {
  writeFileSync(new URL(name, publicDir), bytes);
  process.stdout.write(`${name} (${bytes.length} octets)\n`);
}
