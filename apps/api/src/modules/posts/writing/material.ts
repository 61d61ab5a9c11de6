import type { WriterFacts, WriterMedium } from '../writer.port';
import {
  descriptionFacts,
  labelsIn,
  offerFact,
  personOf,
  townOf,
  type ContactMeans,
  type OfferFact,
  type PersonFact,
} from './material-facts';
import { bare, clip, lowerFirst } from '../../../lib/text-tools';
import { withoutUnbooked } from '../quality/fact-checks';
import { personNamesOf } from './person-names';

export type { ContactMeans, OfferFact, PersonFact } from './material-facts';

export interface Offer {
  name: string;
  detail: string;
  price: string;
}

/** The business's facts, flattened into what the composition draws from (empty lists when unknown). */
export interface Material {
  name: string;
  /** Lower-case activity ("boulangerie artisanale"), "entreprise" when unknown. */
  type: string;
  description: string;
  audience: string;
  services: Offer[];
  products: Offer[];
  promise: string;
  mission: string;
  values: string[];
  founder: string;
  experience: string;
  testimonials: string[];
  achievements: string[];
  tips: string[];
  expertise: string[];
  ideas: string[];
  notes: { title: string; content: string; high: boolean }[];
  media: Map<string, WriterMedium>;
  contact: { coordinates: string; email: string; website: string; phone: string };
  hashtags: string[];
  /** The typed facts a post is built around (see material-facts.ts). */
  offers: OfferFact[];
  people: PersonFact[];
  /** Every person's name the facts give, word by word: never a hashtag nor a know-how line. */
  personNames: string[];
  /** The story as the site tells it ("Marc a repris le bouchon de son oncle en 2012"). */
  story: string;
  /** Opening days and hours as stated ("midi et soir du mardi au samedi"). */
  hours: string;
  labels: string[];
  town: string;
  means: ContactMeans;
}

const nonEmpty = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);
const dedupeOffers = (offers: Offer[]) => {
  const seen = new Set<string>();
  return offers.filter((offer) => {
    const key = offer.name.toLowerCase();
    return offer.name && !seen.has(key) && seen.add(key);
  });
};

/** What one books, when the business says it takes bookings: a table, a place in a class, an appointment. */
function bookingOf(type: string, stated: string): ContactMeans['booking'] {
  if (!/rendez-vous|\brdv\b|réserv|inscri/iu.test(stated)) return null;
  if (/restaurant|bouchon|bistrot|brasserie|crêperie|pizzeria/iu.test(`${type} ${stated}`)) return 'table';
  if (/\b(?:yoga|pilates|danse|cours|école|stage|atelier d[e’']\s*(?:cuisine|poterie|peinture))/iu.test(type))
    return 'place';
  return 'rendez-vous';
}

export function materialOf(facts: WriterFacts): Material {
  const { profile, analysis } = facts;
  const name = profile.business_name.trim() || 'notre entreprise';
  const services = dedupeOffers([
    ...(analysis?.services_detailed ?? []).map((s) => ({
      name: clip(bare(s.service_name), 80),
      detail: s.description || s.benefits.join(', '),
      price: s.pricing,
    })),
    ...nonEmpty(analysis?.main_services ?? []).map((s) => ({
      name: clip(bare(s), 80),
      detail: '',
      price: '',
    })),
  ]);
  const products = dedupeOffers(
    (analysis?.products_catalog ?? []).map((p) => ({
      name: clip(bare(p.name), 80),
      detail: p.description || p.features.join(', '),
      price: p.price,
    })),
  );
  const described = descriptionFacts(profile.business_description);
  // Offers come from the site's catalogue; a business without one has those its own description lists.
  const offers = [
    ...products.map((p) => offerFact(p.name, p.price, p.detail, 'product')),
    ...services.map((s) => offerFact(s.name, s.price, s.detail, 'service')),
  ];
  if (offers.length < 2)
    offers.push(
      ...described.offers
        .filter((name) => !offers.some((offer) => offer.name.toLowerCase() === name.toLowerCase()))
        .map((name) => offerFact(name, '', '', 'service')),
    );
  const founder = analysis?.company_expertise.founder_info.trim() ?? '';
  const person = personOf(founder);
  const stated = withoutUnbooked(
    [
      profile.business_description,
      analysis?.analysis_summary ?? '',
      analysis?.business_ai ?? '',
      ...services.map((s) => `${s.name} ${s.detail}`),
      ...facts.notes.map((note) => `${note.title} ${note.content}`),
    ].join('\n'),
  );
  const personNames = personNamesOf(facts);
  const isName = (text: string) => {
    const words = text.trim().split(/[\s-]+/u);
    return words.length > 0 && words.every((word) => personNames.includes(word));
  };
  const coordinates = profile.coordinates.trim().replace(/\s*\n\s*/g, ', ');
  const website = profile.website_url.trim();
  const phone = analysis?.contact_details.phones[0]?.trim() ?? '';
  return {
    offers,
    people: person ? [person] : [],
    personNames,
    story: (analysis?.company_story.mission || analysis?.storytelling_ai || '').trim(),
    hours: described.hours,
    labels: labelsIn([
      ...offers.map((offer) => `${offer.name} ${offer.detail}`),
      profile.business_description,
    ]),
    town: townOf(coordinates, profile.business_description),
    means: {
      booking: bookingOf(profile.business_type, stated),
      walkIn: /\bsans\s+(?:rendez-vous|rdv|réservation)\b/iu.test(
        `${profile.business_description}\n${analysis?.analysis_summary ?? ''}`,
      ),
      travels:
        /domicile|se déplace|déplacement|vient jusqu|intervenons|intervient|intervention|dépannage/iu.test(
          `${profile.business_type} ${profile.business_description} ${services.map((s) => s.name).join(' ')}`,
        ),
      order: /command/iu.test(stated),
      phone,
      email: profile.email.trim() || analysis?.contact_details.emails[0]?.trim() || '',
      website,
      address: /^\d/u.test(coordinates) ? coordinates : '',
      area: coordinates,
    },
    name,
    type: lowerFirst(clip(bare(profile.business_type), 80)) || 'entreprise',
    description: profile.business_description.trim() || analysis?.analysis_summary.trim() || '',
    audience: profile.target_audience.trim() || analysis?.target_audience.trim() || '',
    services,
    products,
    promise: analysis?.unique_value_proposition.trim() ?? '',
    mission: analysis?.company_story.mission.trim() || analysis?.storytelling_ai.trim() || '',
    values: nonEmpty(analysis?.company_story.values ?? []),
    founder: analysis?.company_expertise.founder_info.trim() ?? '',
    experience: analysis?.company_expertise.experience_years.trim() ?? '',
    testimonials: nonEmpty(analysis?.social_proof.testimonials ?? []),
    achievements: nonEmpty(analysis?.social_proof.achievements ?? []),
    tips: nonEmpty(analysis?.content_goldmine.tips_tricks ?? []),
    expertise: nonEmpty([
      ...(analysis?.content_goldmine.expertise_areas ?? []),
      ...(analysis?.company_expertise.key_skills ?? []),
      ...(analysis?.key_topics ?? []),
    ]).filter((line) => !isName(line)),
    ideas: nonEmpty([...(analysis?.visual_content_ideas ?? []), ...(analysis?.content_suggestions ?? [])]),
    notes: facts.notes
      .filter((note) => note.content.trim() || note.title.trim())
      .map((note) => ({
        title: note.title.trim(),
        content: note.content.trim(),
        high: note.priority === 'high',
      })),
    media: new Map(facts.media.map((medium) => [medium.id, medium])),
    contact: {
      coordinates: profile.coordinates.trim(),
      email: profile.email.trim() || analysis?.contact_details.emails[0]?.trim() || '',
      website: profile.website_url.trim(),
      phone: analysis?.contact_details.phones[0]?.trim() ?? '',
    },
    hashtags: nonEmpty([
      ...(analysis?.hashtag_strategy.primary ?? []),
      ...(analysis?.hashtag_strategy.secondary ?? []),
    ]),
  };
}
