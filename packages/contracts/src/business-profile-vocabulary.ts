// The business profile's vocabulary: its fields, the values of its lists and the logo's limit, without zod, so
// that the web app's profile screen does not carry the validation library.

export const BRAND_TONES = [
  'professionnel',
  'luxe',
  'simple',
  'humouristique',
  'proximite',
  'amical',
  'moderne',
  'traditionnel',
  'creatif',
  'technique',
  'storytelling',
] as const;
export const POSTING_FREQUENCIES = ['daily', '3x_week', 'weekly', 'bi_weekly'] as const;
export const BUSINESS_OBJECTIVES = ['conversion', 'communaute', 'equilibre'] as const;

/** Every editable field of the profile, in the order the API lists them. */
export const PROFILE_FIELDS = [
  'business_name',
  'business_type',
  'business_description',
  'brand_tone',
  'posting_frequency',
  'business_objective',
  'email',
  'website_url',
  'target_audience',
  'coordinates',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
