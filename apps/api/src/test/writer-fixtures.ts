import type { BusinessProfile } from '@plume/contracts/business-profile';
import type { Note } from '@plume/contracts/notes';
import type { PostPlatform } from '@plume/contracts/posts';
import type { AnalysisContent } from '@plume/contracts/website-analysis';
import type { PostSlot, WriterFacts } from '../modules/posts/writer.port';

/** Facts of a bakery, shared by the writer tests and the benchmark. */
export function bakeryProfile(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
  return {
    business_name: 'Boulangerie Lemoine',
    business_type: 'Boulangerie artisanale',
    business_description: 'Pains au levain naturel et viennoiseries pur beurre, cuits chaque matin à Lyon.',
    brand_tone: 'professionnel',
    posting_frequency: 'daily',
    business_objective: 'equilibre',
    email: 'bonjour@lemoine.fr',
    website_url: 'https://lemoine.fr',
    target_audience: 'les familles et les actifs du quartier de la Croix-Rousse',
    coordinates: '12 rue des Tables, 69004 Lyon',
    logo_url: null,
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const bakeryAnalysis: AnalysisContent = {
  analysis_summary: 'Boulangerie artisanale au levain à Lyon.',
  storytelling_analysis: 'Une histoire de famille depuis 1998.',
  business_ai: 'Boulangerie de quartier.',
  storytelling_ai: 'Le pain d’autrefois, fait main.',
  brand_tone: 'traditionnel',
  target_audience: 'familles du quartier',
  main_services: ['Pains au levain', 'Viennoiseries', 'Commandes pour événements'],
  products_services_details: ['Pain de campagne'],
  company_expertise: {
    founder_info: 'Paul Lemoine, boulanger formé chez les Compagnons du Devoir',
    team_size: '6',
    key_skills: ['levain'],
    certifications: [],
    experience_years: '27 ans',
  },
  unique_value_proposition: 'Un levain naturel entretenu depuis 1998 et des farines bio du Rhône.',
  key_topics: ['levain', 'farines locales'],
  content_suggestions: ['Montrer le pétrissage au petit matin'],
  products_catalog: [
    {
      name: 'Baguette tradition',
      description: 'Croûte croustillante, mie alvéolée',
      price: '1,30 €',
      features: [],
    },
    { name: 'Croissant pur beurre', description: 'Feuilletage maison', price: '1,20 €', features: [] },
  ],
  services_detailed: [
    {
      service_name: 'Ateliers pain pour enfants',
      description: 'Le mercredi après-midi',
      pricing: '15 €',
      benefits: [],
    },
  ],
  company_story: {
    mission: 'Faire revivre le pain de nos grands-parents',
    values: ['Qualité', 'Partage', 'Local'],
  },
  social_proof: {
    testimonials: ['Le meilleur pain de la Croix-Rousse, sans hésiter !'],
    achievements: ['Prix de la meilleure baguette du Rhône 2023'],
  },
  content_goldmine: {
    expertise_areas: ['fermentation longue'],
    tips_tricks: ['Conservez votre pain dans un torchon en lin plutôt qu’au réfrigérateur'],
  },
  hashtag_strategy: { primary: ['#Levain', '#BoulangerieArtisanale'], secondary: ['#Lyon', 'croix rousse'] },
  visual_content_ideas: ['Le four à bois au lever du jour'],
  contact_details: { emails: [], phones: ['04 78 00 00 00'] },
};

const note = (title: string, content: string, priority: Note['priority']): Note => ({
  note_id: `note-${title.length}`,
  description: title,
  title,
  content,
  priority,
  is_monthly_note: false,
  note_month: 3,
  note_year: 2025,
  created_at: '2025-02-01T00:00:00.000Z',
  updated_at: '2025-02-01T00:00:00.000Z',
});

export function bakeryFacts(overrides: Partial<WriterFacts> = {}): WriterFacts {
  return {
    profile: bakeryProfile(),
    analysis: bakeryAnalysis,
    notes: [
      note('Promotion de printemps', 'Du 10 au 20 mars, -20 % sur toutes les brioches.', 'high'),
      note(
        'Nouveau pain aux graines',
        'Un pain complet aux graines de courge et de tournesol arrive en boutique.',
        'normal',
      ),
    ],
    media: [
      {
        id: 'm1',
        title: 'Le fournil au petit matin',
        context: 'Paul enfourne les premières baguettes à 5 h.',
        mimeType: 'image/jpeg',
      },
      {
        id: 'm2',
        title: 'Vitrine de brioches',
        context: 'Les brioches tressées du week-end.',
        mimeType: 'image/jpeg',
      },
    ],
    monthKey: 'mars_2025',
    timezone: 'Europe/Paris',
    ...overrides,
  };
}

/** One slot a day from `firstDay` of the month, cycling through the platforms; some carry media. */
export function monthSlots(count: number, platforms: PostPlatform[], yearMonth = '2025-03'): PostSlot[] {
  return Array.from({ length: count }, (_, index) => ({
    platform: platforms[index % platforms.length]!,
    date: `${yearMonth}-${String((index % 28) + 1).padStart(2, '0')}`,
    time: index % 2 ? '18:30' : '10:00',
    mediaIds: index % 4 === 0 ? ['m1'] : index % 4 === 1 ? ['m1', 'm2'] : [],
  }));
}
