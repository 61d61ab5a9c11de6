import type { WriterFacts, WriterMedium } from './writer.port';
import { bare, clip, lowerFirst } from './text-tools';

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
}

const nonEmpty = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);
const dedupeOffers = (offers: Offer[]) => {
  const seen = new Set<string>();
  return offers.filter((offer) => {
    const key = offer.name.toLowerCase();
    return offer.name && !seen.has(key) && seen.add(key);
  });
};

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
  return {
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
    ]),
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
