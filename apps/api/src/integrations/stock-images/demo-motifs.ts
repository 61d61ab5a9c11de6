/**
 * The drawings of the demonstration catalogue: each motif is SVG drawn in a 100×100 box with the image's
 * palette (main, accent, light, dark), composed into scenes by demo-art.ts.
 */
export interface Palette {
  main: string;
  accent: string;
  light: string;
  dark: string;
}

type Motif = (p: Palette) => string;

const petals = (cx: number, cy: number, r: number, color: string, heart: string) =>
  [0, 72, 144, 216, 288]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      return `<circle cx="${cx + Math.cos(rad) * r}" cy="${cy + Math.sin(rad) * r}" r="${r * 0.8}" fill="${color}"/>`;
    })
    .join('') + `<circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="${heart}"/>`;

export const MOTIFS = {
  baguette: (p) =>
    `<g transform="rotate(-30 50 50)"><rect x="8" y="40" width="84" height="20" rx="10" fill="${p.main}"/>${[25, 42, 59, 76].map((x) => `<path d="M${x} 44 l8 12" stroke="${p.light}" stroke-width="3" stroke-linecap="round"/>`).join('')}</g>`,
  croissant: (p) =>
    `<path d="M12 62 Q50 10 88 62 Q70 50 50 52 Q30 50 12 62Z" fill="${p.main}"/><path d="M35 30 l6 20 M50 24 v26 M65 30 l-6 20" stroke="${p.dark}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`,
  loaf: (p) =>
    `<ellipse cx="50" cy="56" rx="40" ry="26" fill="${p.main}"/><path d="M28 46 q8 8 0 18 M46 42 q8 10 0 24 M64 44 q8 8 0 20" stroke="${p.light}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  cake: (p) =>
    `<rect x="18" y="50" width="64" height="34" rx="6" fill="${p.main}"/><rect x="18" y="50" width="64" height="10" fill="${p.light}"/><rect x="47" y="26" width="6" height="22" fill="${p.accent}"/><ellipse cx="50" cy="22" rx="4" ry="7" fill="#fbbf24"/>`,
  tart: (p) =>
    `<circle cx="50" cy="52" r="38" fill="${p.dark}"/><circle cx="50" cy="52" r="32" fill="${p.light}"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${50 + Math.cos(i * 0.785) * 20}" cy="${52 + Math.sin(i * 0.785) * 20}" r="7" fill="${p.accent}"/>`).join('')}<circle cx="50" cy="52" r="8" fill="${p.main}"/>`,
  macaron: (p) =>
    `${[0, 1, 2].map((i) => `<g transform="translate(${i * 22 - 22} ${i % 2 ? -14 : 6})"><ellipse cx="50" cy="44" rx="22" ry="10" fill="${[p.main, p.accent, p.light][i]}"/><rect x="30" y="48" width="40" height="6" fill="${p.dark}" opacity=".4"/><ellipse cx="50" cy="58" rx="22" ry="10" fill="${[p.main, p.accent, p.light][i]}"/></g>`).join('')}`,
  steak: (p) =>
    `<path d="M14 50 Q14 20 50 22 Q88 24 86 52 Q84 80 50 78 Q16 78 14 50Z" fill="${p.main}"/><path d="M26 50 Q40 34 70 44" stroke="${p.light}" stroke-width="5" fill="none"/><circle cx="66" cy="60" r="8" fill="${p.light}"/>`,
  sausage: (p) =>
    `${[0, 1, 2].map((i) => `<rect x="${10 + i * 28}" y="${38 + (i % 2) * 8}" width="26" height="20" rx="10" fill="${p.main}"/>`).join('')}<path d="M10 70 H90" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`,
  cheese: (p) =>
    `<path d="M10 70 L90 70 L90 44 L22 28Z" fill="${p.main}"/><path d="M10 70 L22 28 L90 44" fill="${p.light}" opacity=".5"/><circle cx="40" cy="56" r="6" fill="${p.dark}" opacity=".35"/><circle cx="66" cy="60" r="4" fill="${p.dark}" opacity=".35"/><circle cx="72" cy="50" r="3" fill="${p.dark}" opacity=".35"/>`,
  bottle: (p) =>
    `<path d="M43 8 h14 v22 q14 8 14 24 v38 h-42 v-38 q0 -16 14 -24Z" fill="${p.dark}"/><rect x="32" y="56" width="36" height="22" rx="3" fill="${p.light}"/><rect x="43" y="6" width="14" height="8" fill="${p.accent}"/>`,
  glass: (p) =>
    `<path d="M30 14 h40 q2 34 -20 40 q-22 -6 -20 -40Z" fill="${p.light}" opacity=".85"/><path d="M32 30 h36 q-4 22 -18 24 q-14 -2 -18 -24Z" fill="${p.main}"/><path d="M50 54 v28 M36 86 h28" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/>`,
  grapes: (p) =>
    `${[
      [40, 34],
      [56, 34],
      [72, 34],
      [48, 48],
      [64, 48],
      [56, 62],
      [40, 48],
      [48, 76],
      [64, 62],
    ]
      .slice(0, 8)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${p.main}"/>`)
      .join('')}<path d="M56 24 q4 -14 18 -16 q-2 14 -18 16" fill="${p.accent}"/>`,
  jar: (p) =>
    `<rect x="24" y="30" width="52" height="56" rx="10" fill="${p.main}"/><rect x="28" y="18" width="44" height="14" rx="3" fill="${p.dark}"/><rect x="30" y="48" width="40" height="20" rx="3" fill="${p.light}"/>`,
  apple: (p) =>
    `<circle cx="40" cy="58" r="24" fill="${p.main}"/><circle cx="60" cy="58" r="24" fill="${p.main}"/><path d="M50 34 q2 -12 8 -18" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/><path d="M54 24 q14 -10 24 -2 q-12 10 -24 2" fill="${p.accent}"/>`,
  carrot: (p) =>
    `<path d="M30 30 L74 74 Q80 82 72 80 L26 36Z" fill="${p.main}"/><path d="M30 30 q-14 -14 -6 -22 q6 10 6 22 q-4 -16 8 -22 q2 12 -8 22" fill="${p.accent}"/>`,
  basket: (p) =>
    `<path d="M20 30 q30 -30 60 0" stroke="${p.dark}" stroke-width="5" fill="none"/><path d="M12 40 h76 l-10 44 h-56Z" fill="${p.main}"/>${[30, 50, 70].map((x) => `<path d="M${x} 42 v40" stroke="${p.dark}" stroke-width="3" opacity=".4"/>`).join('')}<circle cx="36" cy="36" r="9" fill="${p.accent}"/><circle cx="58" cy="34" r="10" fill="${p.light}"/>`,
  flower: (p) =>
    `<path d="M50 50 v44" stroke="#15803d" stroke-width="5"/><path d="M50 76 q-20 -4 -22 -18 q16 0 22 18" fill="#22c55e"/>${petals(50, 36, 14, p.main, p.accent)}`,
  bouquet: (p) =>
    `<path d="M50 90 L30 50 M50 90 L50 46 M50 90 L70 50" stroke="#15803d" stroke-width="4"/>${petals(30, 42, 9, p.main, p.accent)}${petals(70, 42, 9, p.light, p.accent)}${petals(50, 30, 10, p.accent, p.dark)}<path d="M38 70 h24 l-6 22 h-12Z" fill="${p.dark}"/>`,
  plant: (p) =>
    `<path d="M50 60 q-30 -10 -28 -40 q24 8 28 40 q4 -32 28 -40 q2 30 -28 40" fill="${p.accent}"/><path d="M32 58 h36 l-6 32 h-24Z" fill="${p.main}"/>`,
  plate: (p) =>
    `<circle cx="50" cy="52" r="34" fill="${p.light}"/><circle cx="50" cy="52" r="24" fill="${p.main}" opacity=".8"/><circle cx="44" cy="48" r="8" fill="${p.accent}"/><path d="M8 24 v56 M92 24 v56" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`,
  cup: (p) =>
    `<path d="M22 44 h48 v22 q0 18 -24 18 q-24 0 -24 -18Z" fill="${p.main}"/><path d="M70 50 q16 0 14 12 q-2 10 -14 8" stroke="${p.main}" stroke-width="6" fill="none"/><path d="M36 34 q-6 -8 0 -16 M48 34 q-6 -8 0 -16 M60 34 q-6 -8 0 -16" stroke="${p.dark}" stroke-width="3" fill="none" opacity=".5"/>`,
  pizza: (p) =>
    `<path d="M50 90 L14 22 Q50 6 86 22Z" fill="#fbbf24"/><path d="M14 22 Q50 6 86 22 L82 30 Q50 16 18 30Z" fill="${p.dark}"/><circle cx="40" cy="36" r="7" fill="${p.main}"/><circle cx="60" cy="42" r="7" fill="${p.main}"/><circle cx="50" cy="62" r="6" fill="${p.main}"/><circle cx="52" cy="30" r="3" fill="${p.accent}"/>`,
  chefHat: (p) =>
    `<circle cx="34" cy="40" r="16" fill="${p.light}"/><circle cx="50" cy="30" r="18" fill="${p.light}"/><circle cx="66" cy="40" r="16" fill="${p.light}"/><rect x="30" y="44" width="40" height="34" fill="${p.light}"/><rect x="30" y="70" width="40" height="10" fill="${p.main}"/>`,
  scissors: (p) =>
    `<circle cx="28" cy="72" r="12" fill="none" stroke="${p.main}" stroke-width="6"/><circle cx="72" cy="72" r="12" fill="none" stroke="${p.main}" stroke-width="6"/><path d="M36 62 L74 12 M64 62 L26 12" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>`,
  comb: (p) =>
    `<rect x="14" y="30" width="72" height="14" rx="4" fill="${p.main}"/>${Array.from({ length: 11 }, (_, i) => `<rect x="${17 + i * 6.2}" y="44" width="3" height="${i % 2 ? 22 : 28}" fill="${p.main}"/>`).join('')}`,
  creamJar: (p) =>
    `<rect x="18" y="48" width="44" height="34" rx="8" fill="${p.main}"/><rect x="16" y="40" width="48" height="12" rx="4" fill="${p.dark}"/><rect x="66" y="24" width="18" height="58" rx="6" fill="${p.accent}"/><rect x="70" y="14" width="10" height="12" fill="${p.dark}"/>`,
  mirror: (p) =>
    `<ellipse cx="50" cy="38" rx="26" ry="30" fill="${p.dark}"/><ellipse cx="50" cy="38" rx="20" ry="24" fill="${p.light}"/><path d="M38 26 q6 -8 14 -8" stroke="#fff" stroke-width="4" fill="none"/><rect x="46" y="66" width="8" height="26" rx="3" fill="${p.dark}"/>`,
  car: (p) =>
    `<path d="M8 66 v-14 q0 -6 8 -8 l14 -16 q4 -4 10 -4 h24 q6 0 10 6 l10 14 q14 2 14 10 v12Z" fill="${p.main}"/><path d="M34 30 h16 v14 h-26Z M56 30 h8 l8 14 h-16Z" fill="${p.light}"/><circle cx="28" cy="68" r="10" fill="${p.dark}"/><circle cx="72" cy="68" r="10" fill="${p.dark}"/><circle cx="28" cy="68" r="4" fill="${p.light}"/><circle cx="72" cy="68" r="4" fill="${p.light}"/>`,
  wrench: (p) =>
    `<path d="M28 78 L62 40" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/><circle cx="68" cy="32" r="16" fill="${p.dark}"/><circle cx="74" cy="26" r="8" fill="${p.light}"/>`,
  tire: (p) =>
    `<circle cx="50" cy="50" r="38" fill="${p.dark}"/><circle cx="50" cy="50" r="20" fill="${p.light}"/><circle cx="50" cy="50" r="8" fill="${p.main}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="47" y="14" width="6" height="8" fill="${p.main}" transform="rotate(${i * 60} 50 50)"/>`).join('')}`,
  bike: (p) =>
    `<circle cx="24" cy="64" r="16" fill="none" stroke="${p.dark}" stroke-width="5"/><circle cx="76" cy="64" r="16" fill="none" stroke="${p.dark}" stroke-width="5"/><path d="M24 64 L40 36 H66 L76 64 M40 36 L52 64 L66 36 M36 28 h10 M66 36 l-4 -10 h8" stroke="${p.main}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  dumbbell: (p) =>
    `<rect x="24" y="46" width="52" height="8" fill="${p.dark}"/><rect x="10" y="30" width="14" height="40" rx="4" fill="${p.main}"/><rect x="76" y="30" width="14" height="40" rx="4" fill="${p.main}"/><rect x="4" y="38" width="8" height="24" rx="3" fill="${p.accent}"/><rect x="88" y="38" width="8" height="24" rx="3" fill="${p.accent}"/>`,
  yoga: (p) =>
    `<circle cx="50" cy="20" r="9" fill="${p.dark}"/><path d="M50 30 v26 M50 38 L24 24 M50 38 L76 24 M50 56 L30 78 h40 L50 56" stroke="${p.dark}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="10" y="82" width="80" height="8" rx="4" fill="${p.main}"/>`,
  book: (p) =>
    `<path d="M50 28 Q30 18 10 24 V80 Q30 74 50 84Z" fill="${p.main}"/><path d="M50 28 Q70 18 90 24 V80 Q70 74 50 84Z" fill="${p.accent}"/><path d="M18 36 q14 -4 26 2 M18 48 q14 -4 26 2 M56 38 q14 -6 26 -2 M56 50 q14 -6 26 -2" stroke="${p.light}" stroke-width="3" fill="none"/>`,
  glasses: (p) =>
    `<circle cx="30" cy="52" r="17" fill="${p.light}" stroke="${p.dark}" stroke-width="6"/><circle cx="70" cy="52" r="17" fill="${p.light}" stroke="${p.dark}" stroke-width="6"/><path d="M47 50 q3 -6 6 0 M13 48 L4 36 M87 48 L96 36" stroke="${p.dark}" stroke-width="5" fill="none"/>`,
  ring: (p) =>
    `<circle cx="50" cy="62" r="26" fill="none" stroke="${p.accent}" stroke-width="8"/><path d="M38 30 L50 16 L62 30 L50 42Z" fill="${p.light}" stroke="${p.main}" stroke-width="3"/>`,
  shirt: (p) =>
    `<path d="M34 14 L14 26 L22 42 L30 38 V88 H70 V38 L78 42 L86 26 L66 14 Q50 26 34 14Z" fill="${p.main}"/><path d="M42 16 Q50 30 58 16" stroke="${p.light}" stroke-width="4" fill="none"/>`,
  hanger: (p) =>
    `<path d="M50 30 q0 -10 8 -12 q8 -2 6 8" stroke="${p.dark}" stroke-width="4" fill="none"/><path d="M50 30 L10 60 H90Z" fill="none" stroke="${p.dark}" stroke-width="4" stroke-linejoin="round"/><path d="M22 60 h56 l6 32 h-68Z" fill="${p.main}"/>`,
  house: (p) =>
    `<path d="M50 12 L88 44 H78 V88 H22 V44 H12Z" fill="${p.main}"/><rect x="42" y="60" width="16" height="28" fill="${p.dark}"/><rect x="28" y="50" width="10" height="10" fill="${p.light}"/><rect x="62" y="50" width="10" height="10" fill="${p.light}"/>`,
  key: (p) =>
    `<circle cx="30" cy="50" r="18" fill="none" stroke="${p.accent}" stroke-width="8"/><path d="M48 50 H90 M78 50 v14 M88 50 v10" stroke="${p.accent}" stroke-width="8"/>`,
  hammer: (p) =>
    `<path d="M30 86 L62 34" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/><rect x="44" y="14" width="40" height="18" rx="3" fill="${p.main}" transform="rotate(32 64 23)"/>`,
  planks: (p) =>
    `${[0, 1, 2].map((i) => `<rect x="10" y="${22 + i * 20}" width="80" height="16" rx="2" fill="${[p.main, p.accent, p.dark][i]}"/><path d="M16 ${30 + i * 20} q20 -6 40 0 t30 0" stroke="${p.light}" stroke-width="2" fill="none" opacity=".6"/>`).join('')}`,
  drop: (p) =>
    `<path d="M50 10 Q80 50 76 64 A26 26 0 0 1 24 64 Q20 50 50 10Z" fill="${p.main}"/><path d="M36 62 q0 12 12 16" stroke="${p.light}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  bolt: (p) =>
    `<path d="M58 6 L22 56 H46 L38 94 L78 40 H54Z" fill="${p.accent}" stroke="${p.dark}" stroke-width="3"/>`,
  bulb: (p) =>
    `<circle cx="50" cy="40" r="26" fill="${p.accent}"/><rect x="38" y="62" width="24" height="20" rx="4" fill="${p.dark}"/><path d="M42 44 l8 -10 l8 10" stroke="${p.light}" stroke-width="3" fill="none"/>`,
  tree: (p) =>
    `<rect x="44" y="56" width="12" height="34" fill="${p.dark}"/><circle cx="50" cy="40" r="28" fill="${p.main}"/><circle cx="36" cy="50" r="16" fill="${p.accent}"/><circle cx="64" cy="30" r="12" fill="${p.light}" opacity=".6"/>`,
  leaf: (p) =>
    `<path d="M14 86 Q10 20 86 14 Q84 84 14 86Z" fill="${p.main}"/><path d="M14 86 L70 30 M36 64 l-4 -16 M52 48 l-2 -14 M36 64 l16 2 M52 48 l14 2" stroke="${p.light}" stroke-width="3" fill="none"/>`,
  camera: (p) =>
    `<rect x="10" y="30" width="80" height="54" rx="8" fill="${p.dark}"/><rect x="34" y="20" width="24" height="14" rx="3" fill="${p.dark}"/><circle cx="50" cy="57" r="18" fill="${p.light}"/><circle cx="50" cy="57" r="10" fill="${p.main}"/><circle cx="78" cy="40" r="4" fill="${p.accent}"/>`,
  laptop: (p) =>
    `<rect x="18" y="20" width="64" height="44" rx="4" fill="${p.dark}"/><rect x="23" y="25" width="54" height="34" fill="${p.light}"/><path d="M6 70 h88 l-6 10 h-76Z" fill="${p.main}"/><path d="M30 36 h24 M30 44 h34" stroke="${p.main}" stroke-width="4"/>`,
  phone: (p) =>
    `<rect x="30" y="8" width="40" height="84" rx="8" fill="${p.dark}"/><rect x="34" y="16" width="32" height="62" rx="2" fill="${p.light}"/><circle cx="50" cy="85" r="3" fill="${p.light}"/><rect x="40" y="30" width="20" height="20" rx="4" fill="${p.accent}"/>`,
  chart: (p) =>
    `<path d="M12 12 V88 H90" stroke="${p.dark}" stroke-width="4" fill="none"/>${[0, 1, 2, 3].map((i) => `<rect x="${22 + i * 17}" y="${70 - i * 14}" width="12" height="${16 + i * 14}" fill="${i % 2 ? p.accent : p.main}"/>`).join('')}`,
  paw: (p) =>
    `<ellipse cx="50" cy="64" rx="22" ry="18" fill="${p.main}"/>${[
      [24, 40],
      [40, 26],
      [60, 26],
      [76, 40],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="8" ry="10" fill="${p.main}"/>`)
      .join('')}`,
  bed: (p) =>
    `<rect x="8" y="50" width="84" height="22" rx="4" fill="${p.main}"/><rect x="12" y="40" width="26" height="14" rx="6" fill="${p.light}"/><path d="M8 30 v58 M92 56 v32" stroke="${p.dark}" stroke-width="6"/>`,
  sun: (p) =>
    `<circle cx="50" cy="50" r="20" fill="${p.accent}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="47" y="6" width="6" height="16" rx="3" fill="${p.accent}" transform="rotate(${i * 45} 50 50)"/>`).join('')}`,
  snowflake: (p) =>
    `${[0, 60, 120].map((a) => `<g transform="rotate(${a} 50 50)"><path d="M50 8 V92 M40 18 l10 10 l10 -10 M40 82 l10 -10 l10 10" stroke="${p.main}" stroke-width="5" fill="none" stroke-linecap="round"/></g>`).join('')}`,
  pumpkin: (p) =>
    `<ellipse cx="34" cy="58" rx="18" ry="26" fill="${p.main}"/><ellipse cx="66" cy="58" rx="18" ry="26" fill="${p.main}"/><ellipse cx="50" cy="58" rx="20" ry="28" fill="${p.accent}"/><rect x="46" y="22" width="8" height="12" rx="2" fill="#15803d"/>`,
  gift: (p) =>
    `<rect x="16" y="40" width="68" height="48" rx="4" fill="${p.main}"/><rect x="12" y="30" width="76" height="14" rx="3" fill="${p.dark}"/><rect x="45" y="30" width="10" height="58" fill="${p.accent}"/><path d="M50 30 q-22 -24 -26 -4 q2 6 26 4 q22 -24 26 -4 q-2 6 -26 4" fill="${p.accent}"/>`,
  star: (p) =>
    `<path d="M50 8 L61 38 L93 38 L67 57 L77 88 L50 69 L23 88 L33 57 L7 38 L39 38Z" fill="${p.accent}"/>`,
  heart: (p) =>
    `<path d="M50 86 L14 50 Q2 34 14 20 Q30 6 50 26 Q70 6 86 20 Q98 34 86 50Z" fill="${p.main}"/><path d="M26 28 q8 -6 14 0" stroke="${p.light}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  egg: (p) =>
    `<ellipse cx="36" cy="58" rx="18" ry="24" fill="${p.main}"/><ellipse cx="66" cy="56" rx="18" ry="24" fill="${p.accent}"/><path d="M22 58 l6 -6 l6 6 l6 -6 l6 6 M52 56 l6 -6 l6 6 l6 -6 l6 6" stroke="${p.light}" stroke-width="3" fill="none"/>`,
  note: (p) =>
    `<path d="M34 74 V22 L80 12 V64" stroke="${p.dark}" stroke-width="6" fill="none"/><ellipse cx="26" cy="76" rx="11" ry="8" fill="${p.dark}"/><ellipse cx="72" cy="66" rx="11" ry="8" fill="${p.dark}"/><path d="M34 34 L80 24" stroke="${p.dark}" stroke-width="6"/>`,
  flag: () =>
    `<rect x="14" y="24" width="24" height="48" fill="#1d4ed8"/><rect x="38" y="24" width="24" height="48" fill="#fff"/><rect x="62" y="24" width="24" height="48" fill="#dc2626"/><path d="M14 20 V92" stroke="#334155" stroke-width="4"/>`,
  crepe: (p) =>
    `<circle cx="50" cy="52" r="38" fill="${p.main}"/><circle cx="50" cy="52" r="30" fill="${p.accent}" opacity=".6"/><circle cx="40" cy="44" r="4" fill="${p.dark}" opacity=".4"/><circle cx="60" cy="58" r="5" fill="${p.dark}" opacity=".4"/><path d="M22 30 q28 -14 56 0" stroke="${p.light}" stroke-width="3" fill="none"/>`,
  crown: (p) =>
    `<path d="M14 72 L18 30 L36 50 L50 22 L64 50 L82 30 L86 72Z" fill="${p.accent}"/><rect x="14" y="70" width="72" height="12" fill="${p.dark}"/><circle cx="50" cy="20" r="5" fill="${p.main}"/>`,
  fir: (p) =>
    `<path d="M50 6 L78 44 H64 L84 70 H16 L36 44 H22Z" fill="${p.main}"/><rect x="44" y="70" width="12" height="18" fill="${p.dark}"/><circle cx="40" cy="50" r="4" fill="${p.accent}"/><circle cx="60" cy="58" r="4" fill="${p.accent}"/><circle cx="52" cy="34" r="4" fill="${p.accent}"/>`,
  bubbles: (p) =>
    `<path d="M26 20 h20 q0 26 -10 28 q-10 -2 -10 -28Z M54 20 h20 q0 26 -10 28 q-10 -2 -10 -28Z" fill="${p.accent}"/><path d="M36 48 v30 M64 48 v30 M28 80 h16 M56 80 h16" stroke="${p.light}" stroke-width="4"/>${[
      [50, 12],
      [42, 6],
      [58, 8],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${p.light}"/>`)
      .join('')}`,
  schoolbag: (p) =>
    `<rect x="20" y="28" width="60" height="62" rx="10" fill="${p.main}"/><path d="M36 28 v-8 q14 -10 28 0 v8" stroke="${p.dark}" stroke-width="5" fill="none"/><rect x="30" y="54" width="40" height="26" rx="4" fill="${p.accent}"/>`,
  pencil: (p) =>
    `<g transform="rotate(40 50 50)"><rect x="42" y="8" width="16" height="66" fill="${p.accent}"/><path d="M42 74 h16 l-8 18Z" fill="#fde68a"/><rect x="42" y="4" width="16" height="8" fill="${p.main}"/></g>`,
  tag: (p) =>
    `<path d="M14 40 L40 14 H86 V60 L60 86Z" fill="${p.main}"/><circle cx="72" cy="28" r="6" fill="${p.light}"/><text x="48" y="62" font-family="sans-serif" font-size="22" font-weight="bold" fill="${p.light}" transform="rotate(-45 48 56)">%</text>`,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
