import type { Palette } from './demo-motifs';

/** The colours of the demonstration pictures: main, accent, light, dark. */
const p = (main: string, accent: string, light: string, dark: string): Palette => ({
  main,
  accent,
  light,
  dark,
});
export const warm = p('#d97706', '#f59e0b', '#fef3c7', '#78350f');
export const rose = p('#db2777', '#f9a8d4', '#fce7f3', '#831843');
export const red = p('#b91c1c', '#f87171', '#fee2e2', '#7f1d1d');
export const cream = p('#eab308', '#a3e635', '#fef9c3', '#854d0e');
export const wine = p('#7e22ce', '#a855f7', '#f3e8ff', '#3b0764');
export const olive = p('#65a30d', '#f97316', '#ecfccb', '#365314');
export const green = p('#16a34a', '#84cc16', '#dcfce7', '#14532d');
export const floral = p('#ec4899', '#facc15', '#fdf2f8', '#9d174d');
export const navy = p('#1d4ed8', '#60a5fa', '#dbeafe', '#1e3a8a');
export const teal = p('#0d9488', '#5eead4', '#ccfbf1', '#134e4a');
export const coffee = p('#92400e', '#d97706', '#fef3c7', '#451a03');
export const slate = p('#475569', '#f59e0b', '#e2e8f0', '#0f172a');
export const violet = p('#6d28d9', '#c4b5fd', '#ede9fe', '#2e1065');
export const orange = p('#ea580c', '#fb923c', '#ffedd5', '#7c2d12');
export const sky = p('#0284c7', '#38bdf8', '#e0f2fe', '#0c4a6e');
export const gold = p('#a16207', '#eab308', '#fefce8', '#422006');

/** Words shared by the groups: every trade is a business, food trades and trades meeting people add theirs. */
export const TRADE = ['entreprise', 'commerce', 'artisan', 'commerce de proximité'];
export const FOOD = [...TRADE, 'alimentation', 'gourmand', 'fait maison'];
export const PEOPLE = [...TRADE, 'personnes', 'équipe', 'client'];
