import type { BUSINESS_OBJECTIVES } from '@plume/contracts/business-profile';
import { offerWith, sayIn, type Material, type OfferFact, type Say } from '../../modules/posts/public';
import { pick } from '../../lib/text-tools';

export type BusinessObjective = (typeof BUSINESS_OBJECTIVES)[number];

/** Generic calls, each written natively in both registers [vous, tu]: conversion asks for an action,
 * communauté for a reaction. The rewrite adds one of them when asked for a call to action. */
export const CALL_PAIRS: Record<'conversion' | 'communaute', [string, string][]> = {
  conversion: [
    ['Écrivez-nous pour en savoir plus.', 'Écris-nous pour en savoir plus.'],
    ['Une question ? Nous vous répondons volontiers.', 'Une question ? On te répond volontiers.'],
    ['Contactez-nous pour en savoir plus.', 'Contacte-nous pour en savoir plus.'],
  ],
  communaute: [
    ['Dites-nous en commentaire ce que vous en pensez.', 'Dis-nous en commentaire ce que tu en penses.'],
    [
      'Partagez ce post avec quelqu’un que ça intéressera.',
      'Partage ce post avec quelqu’un que ça intéressera.',
    ],
    [
      'Votre avis nous intéresse : laissez-nous un commentaire.',
      'Ton avis nous intéresse : laisse-nous un commentaire.',
    ],
    ['Suivez-nous pour ne rien manquer.', 'Suis-nous pour ne rien manquer.'],
    ['Identifiez un proche qui devrait voir ça.', 'Identifie un proche qui devrait voir ça.'],
    ['Racontez-nous votre expérience en commentaire.', 'Raconte-nous ton expérience en commentaire.'],
    [
      'Une question ? Posez-la en commentaire, on y répond.',
      'Une question ? Pose-la en commentaire, on y répond.',
    ],
    ['Enregistrez ce post pour le retrouver facilement.', 'Enregistre ce post pour le retrouver facilement.'],
  ],
};

/** The vous wordings, as a list per objective. */
export const CALLS: Record<'conversion' | 'communaute', string[]> = {
  conversion: CALL_PAIRS.conversion.map(([vous]) => vous),
  communaute: CALL_PAIRS.communaute.map(([vous]) => vous),
};

export function callToAction(objective: BusinessObjective, register: 'vous' | 'tu', n: number): string {
  const kind = objective === 'equilibre' ? (n % 2 === 0 ? 'conversion' : 'communaute') : objective;
  const [vous, tu] = pick(CALL_PAIRS[kind], Math.floor(n / (objective === 'equilibre' ? 2 : 1)));
  return sayIn(register)(vous, tu);
}

const QUOTE_TRADES = /plomb|chauff|électri|menuis|maçon|couvr|peintre|carross|paysag|serrur|rénov/iu;

/**
 * Calls to action that match what the business really offers and how it can be reached
 * (docs/design/WRITING-FR.md §3b): a booking only when it takes bookings, an order only when it takes orders,
 * a visit only with a street address, a call only with a phone number. Those about the post's offer come
 * first. No link: the platform adds it.
 */
export function actionCalls(m: Material, say: Say, offer?: OfferFact): string[] {
  const { booking, order, phone, email, address, walkIn } = m.means;
  const the = offer && offerWith(offer, 'le');
  const calls: string[] = [];
  if (booking) {
    const yours =
      booking === 'table'
        ? say('votre table', 'ta table')
        : booking === 'place'
          ? say('votre place', 'ta place')
          : say('votre rendez-vous', 'ton rendez-vous');
    if (phone && the) calls.push(`Pour ${the}, un appel suffit : ${phone}.`);
    if (phone) calls.push(say(`Réservez ${yours} au ${phone}.`, `Réserve ${yours} au ${phone}.`));
    if (phone)
      calls.push(
        say(`Un créneau vous tente ? Appelez le ${phone}.`, `Un créneau te tente ? Appelle le ${phone}.`),
      );
    calls.push(say(`Pensez à réserver ${yours}.`, `Pense à réserver ${yours}.`));
  }
  if (walkIn && !booking)
    calls.push(
      address
        ? say(
            `Sans rendez-vous : passez directement au ${address}.`,
            `Sans rendez-vous : passe directement au ${address}.`,
          )
        : say(
            'Pas besoin de rendez-vous : passez directement.',
            'Pas besoin de rendez-vous : passe directement.',
          ),
    );
  if (order && phone) calls.push(say(`Commandez au ${phone}.`, `Commande au ${phone}.`));
  if (order && address) calls.push(say('Passez commande à la boutique.', 'Passe commande à la boutique.'));
  if (address && !booking) {
    if (the && offer?.kind === 'product') {
      const wait = offer.noun.plural ? 'attendent' : 'attend';
      calls.push(
        say(`${capital(the)} vous ${wait} au ${address}.`, `${capital(the)} t’${wait} au ${address}.`),
      );
    }
    calls.push(say(`Passez nous voir au ${address}.`, `Passe nous voir au ${address}.`));
    calls.push(say('Passez nous voir, on vous attend.', 'Passe nous voir, on t’attend.'));
    calls.push(say(`On vous attend au ${address}.`, `On t’attend au ${address}.`));
  }
  if (QUOTE_TRADES.test(m.type)) {
    if (phone) calls.push(say(`Pour un devis, appelez le ${phone}.`, `Pour un devis, appelle le ${phone}.`));
    if (email) calls.push(say(`Demandez votre devis à ${email}.`, `Demande ton devis à ${email}.`));
  }
  if (phone) {
    if (the)
      calls.push(
        say(
          `Une question sur ${the} ? Appelez-nous au ${phone}.`,
          `Une question sur ${the} ? Appelle-nous au ${phone}.`,
        ),
      );
    calls.push(say(`Une question ? Appelez-nous au ${phone}.`, `Une question ? Appelle-nous au ${phone}.`));
  }
  if (email) {
    if (the)
      calls.push(
        say(
          `Une question sur ${the} ? Écrivez-nous à ${email}.`,
          `Une question sur ${the} ? Écris-nous à ${email}.`,
        ),
      );
    calls.push(say(`Écrivez-nous à ${email}.`, `Écris-nous à ${email}.`));
  }
  return calls;
}

export function communityCalls(say: Say): string[] {
  return CALL_PAIRS.communaute.map(([vous, tu]) => say(vous, tu));
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
