import { ANGLES, type Angle } from './angles';
import { ENGAGEMENT_ANGLES } from './angles-engagement';
import { PROFILE_ANGLES } from './angles-profile';
import { upperFirst } from './text-tools';

/**
 * Who the business is, from what every profile has (its name, its trade, its town, its contact means): the one
 * angle left when nothing else is known, so that a bare profile still gets true, plain posts.
 */
export const IDENTITY_ANGLE: Angle = {
  key: 'identity',
  available: () => true,
  write({ m, say, n }) {
    if (n >= 4) return null;
    const where = m.town ? ` à ${m.town}` : '';
    const Name = upperFirst(m.name);
    return {
      subject: m.name,
      tags: [],
      openings: [
        m.type !== 'entreprise' ? `${Name}, ${m.type}${where}.` : '',
        `Ici, c’est ${m.name}${where}.`,
        say(`Une question ? ${Name} vous répond.`, `Une question ? ${Name} te répond.`),
        say(`Au plaisir de vous rencontrer${where}.`, `Au plaisir de te rencontrer${where}.`),
      ].filter(Boolean),
      body: [
        m.means.address ? [`L’adresse : ${m.means.address}.`] : [],
        m.contact.phone ? [`Par téléphone : ${m.contact.phone}.`] : [],
      ],
      invite: true,
    };
  },
};

/** The angles the business's facts allow, in their rotation order; the identity angle when none does. */
export function anglesFor(m: Parameters<Angle['available']>[0]): Angle[] {
  const angles = [...ANGLES, ...PROFILE_ANGLES, ...ENGAGEMENT_ANGLES].filter((angle) => angle.available(m));
  return angles.length ? angles : [IDENTITY_ANGLE];
}
