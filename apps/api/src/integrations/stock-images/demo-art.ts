import { MOTIFS, type MotifName, type Palette } from './demo-motifs';

export type Scene = 'portrait' | 'vitrine' | 'motif';

export interface DemoArt {
  id: number;
  caption: string;
  group: string;
  palette: Palette;
  motifs: [MotifName, MotifName, MotifName];
  scene: Scene;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A small deterministic sequence per image, so each picture has its own sprinkles and tilt. */
function seeded(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

/** A caption that fits its band: smaller letters for a longer caption. */
const fit = (text: string, room: number, max: number) =>
  Math.min(max, Math.floor(room / (0.62 * text.length)));

const place = (motif: MotifName, p: Palette, x: number, y: number, size: number, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate} ${size / 2} ${size / 2}) scale(${size / 100})">${MOTIFS[motif](p)}</g>`;

function sprinkles(random: () => number, color: string, count: number) {
  return Array.from({ length: count }, () => {
    const x = Math.round(random() * 600);
    const y = Math.round(random() * 300);
    const r = 3 + Math.round(random() * 6);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${(0.25 + random() * 0.4).toFixed(2)}"/>`;
  }).join('');
}

const label = (p: Palette) =>
  `<rect x="16" y="14" width="196" height="28" rx="14" fill="#ffffff" opacity=".88"/><text x="114" y="33" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="14" fill="${p.dark}">Image de démonstration</text>`;

function portrait(art: DemoArt, random: () => number) {
  const { palette: p } = art;
  const side = random() > 0.5 ? 1 : -1;
  return `<defs><radialGradient id="bg" cx="${side > 0 ? 0.7 : 0.3}" cy="0.35" r="0.9"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${p.light}"/></radialGradient></defs>
<rect width="600" height="400" fill="url(#bg)"/>${sprinkles(random, p.accent, 14)}
<circle cx="${300 + side * 40}" cy="170" r="128" fill="${p.accent}" opacity=".22"/>
${place(art.motifs[0], p, 300 + side * 40 - 110, 60, 220, Math.round((random() - 0.5) * 16))}
<rect x="0" y="318" width="600" height="82" fill="${p.dark}"/>
<text x="300" y="370" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fit(art.caption, 560, 32)}" font-weight="bold" fill="#ffffff">${escapeXml(art.caption)}</text>`;
}

function vitrine(art: DemoArt, random: () => number) {
  const { palette: p } = art;
  const stripes = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${i * 50}" y="0" width="50" height="56" fill="${i % 2 ? '#ffffff' : p.main}"/><circle cx="${i * 50 + 25}" cy="56" r="25" fill="${i % 2 ? '#ffffff' : p.main}"/>`,
  ).join('');
  const order = random() > 0.5 ? [1, 0, 2] : [2, 0, 1];
  const items = order
    .map((index, slot) => {
      const size = slot === 1 ? 150 : 110;
      const x = [70, 225, 420][slot]!;
      return place(art.motifs[index]!, p, x, 290 - size, size, Math.round((random() - 0.5) * 10));
    })
    .join('');
  return `<rect width="600" height="400" fill="${p.light}"/><rect y="80" width="600" height="210" fill="#ffffff" opacity=".55"/>
${stripes}${items}<rect y="290" width="600" height="110" fill="${p.dark}"/><rect y="290" width="600" height="10" fill="${p.main}"/>
<text x="300" y="360" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fit(art.caption, 560, 30)}" font-weight="bold" fill="${p.light}">${escapeXml(art.caption)}</text>`;
}

function pattern(art: DemoArt, random: () => number) {
  const { palette: p } = art;
  const offset = Math.round(random() * 40);
  const tiles: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 9; col += 1) {
      const motif = art.motifs[(row + col) % 3]!;
      tiles.push(
        place(
          motif,
          p,
          col * 72 - offset + (row % 2) * 36,
          row * 72 - 20,
          48,
          ((row * 37 + col * 23) % 60) - 30,
        ),
      );
    }
  }
  return `<rect width="600" height="400" fill="${p.main}"/><g opacity=".4">${tiles.join('')}</g>
<rect x="110" y="110" width="380" height="190" rx="24" fill="#ffffff" opacity=".94"/>
${place(art.motifs[0], p, 250, 124, 100)}
<text x="300" y="270" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fit(art.caption, 350, 26)}" font-weight="bold" fill="${p.dark}">${escapeXml(art.caption)}</text>`;
}

const SCENES = { portrait, vitrine, motif: pattern } satisfies Record<Scene, unknown>;

/** The whole picture as SVG (600×400 drawn, scaled to the asked width, 3:2). */
export function demoSvg(art: DemoArt, width: number): string {
  const height = Math.round((width * 2) / 3);
  const body = SCENES[art.scene](art, seeded(art.id));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 400">${body}${label(art.palette)}</svg>`;
}
