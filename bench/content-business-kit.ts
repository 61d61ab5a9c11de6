// What the content bench's businesses are made of: the owner's profile, and an analysis built from what
// "their site" states (the same fields the website analysis fills).
import type { BusinessProfile } from '@plume/contracts/business-profile';
import type { Note } from '@plume/contracts/notes';
import type { PostPlatform } from '@plume/contracts/posts';
import type { AnalysisContent } from '@plume/contracts/website-analysis';

export interface BenchBusiness {
  slug: string;
  profile: BusinessProfile;
  analysis: AnalysisContent | null;
  networks: PostPlatform[];
  /** Notes by month number (1, 5, 12). */
  notes: Record<number, { title: string; content: string; priority?: Note['priority'] }[]>;
  /** Titles of the month's library photos. */
  photos: string[];
}

export interface Site {
  products?: [string, string, string][];
  services?: [string, string, string][];
  founder?: string;
  years?: string;
  testimonials?: string[];
  tips?: string[];
  achievements?: string[];
  tags?: string[];
  phone?: string;
  story?: string;
  values?: string[];
}

export function analysis(summary: string, site: Site): AnalysisContent {
  return {
    analysis_summary: summary,
    storytelling_analysis: site.story ?? '',
    business_ai: summary,
    storytelling_ai: site.story ?? '',
    brand_tone: 'proximite',
    target_audience: '',
    main_services: [],
    products_services_details: [],
    company_expertise: {
      founder_info: site.founder ?? '',
      team_size: '',
      key_skills: [],
      certifications: [],
      experience_years: site.years ?? '',
    },
    unique_value_proposition: '',
    key_topics: [],
    content_suggestions: [],
    products_catalog: (site.products ?? []).map(([name, price, description]) => ({
      name,
      price,
      description,
      features: [],
    })),
    services_detailed: (site.services ?? []).map(([service_name, pricing, description]) => ({
      service_name,
      pricing,
      description,
      benefits: [],
    })),
    company_story: { mission: site.story ?? '', values: site.values ?? [] },
    social_proof: { testimonials: site.testimonials ?? [], achievements: site.achievements ?? [] },
    content_goldmine: { expertise_areas: [], tips_tricks: site.tips ?? [] },
    hashtag_strategy: { primary: site.tags ?? [], secondary: [] },
    visual_content_ideas: [],
    contact_details: { emails: [], phones: site.phone ? [site.phone] : [] },
  };
}

export function profile(
  fields: Partial<BusinessProfile> & Pick<BusinessProfile, 'business_name'>,
): BusinessProfile {
  return {
    business_type: '',
    business_description: '',
    brand_tone: 'proximite',
    posting_frequency: '3x_week',
    business_objective: 'equilibre',
    email: '',
    website_url: '',
    target_audience: '',
    coordinates: '',
    logo_url: null,
    updated_at: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}
