import type { BUSINESS_OBJECTIVES } from '@plume/contracts/business-profile';
import type { Material } from './material';
import { toTutoiement } from './register';
import { pick } from './text-tools';

export type BusinessObjective = (typeof BUSINESS_OBJECTIVES)[number];

/** Conversion asks for an action (book, order, visit), communauté for a reaction, équilibre alternates both. */
export const CALLS: Record<'conversion' | 'communaute', string[]> = {
  conversion: [
    'Écrivez-nous pour en savoir plus.',
    'Passez commande dès aujourd’hui.',
    'Contactez-nous pour en profiter.',
    'Venez nous voir et laissez-vous tenter.',
    'Profitez-en dès cette semaine.',
    'Une question ? Nous vous répondons volontiers.',
  ],
  communaute: [
    'Et vous, qu’en pensez-vous ? Dites-le-nous en commentaire.',
    'Partagez ce post avec quelqu’un qui adorerait.',
    'Suivez-nous pour ne rien manquer de la suite.',
    'Racontez-nous votre expérience en commentaire.',
    'Taguez la personne avec qui vous aimeriez venir.',
    'Votre avis compte : laissez-nous un petit mot.',
  ],
};

export function callToAction(objective: BusinessObjective, register: 'vous' | 'tu', n: number): string {
  const kind = objective === 'equilibre' ? (n % 2 === 0 ? 'conversion' : 'communaute') : objective;
  const call = pick(CALLS[kind], Math.floor(n / (objective === 'equilibre' ? 2 : 1)));
  return register === 'tu' ? toTutoiement(call) : call;
}

/** One contact line, rotated so the same details do not close every post; empty when none is known. */
export function contactLine(material: Material, n: number, withEmojis: boolean): string {
  const { coordinates, email, website, phone } = material.contact;
  const lines = [
    coordinates && `${withEmojis ? '📍 ' : ''}${coordinates.replace(/\s*\n\s*/g, ', ')}`,
    phone && `${withEmojis ? '📞 ' : 'Tél. : '}${phone}`,
    email && `${withEmojis ? '✉️ ' : 'E-mail : '}${email}`,
    website && `${withEmojis ? '🌐 ' : ''}${website}`,
  ].filter(Boolean);
  if (!lines.length) return '';
  return [pick(lines, n), lines.length > 2 ? pick(lines, n + 1) : ''].filter(Boolean).join('\n');
}
