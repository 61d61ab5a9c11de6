import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#eef2f6"/>
  <rect x="110" y="130" width="180" height="140" rx="14" fill="none" stroke="#94a3b8" stroke-width="10"/>
  <circle cx="160" cy="180" r="16" fill="#94a3b8"/>
  <path d="M120 260 L185 200 L225 235 L250 215 L285 260 Z" fill="#94a3b8"/>
</svg>`;

let rendered: Promise<Buffer> | undefined;

/** The neutral picture shown for media without preview; rendered once, it never changes. */
export const placeholderPng = () => (rendered ??= sharp(Buffer.from(svg)).png().toBuffer());
