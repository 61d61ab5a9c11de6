import { monthKeyOf, yearMonthAt } from '@plume/contracts/months';
import {
  PROFILE_FIELD_ALIASES,
  type BusinessProfile,
  type GenerationChecklist,
  type ProfileField,
  type UpdateBusinessProfileRequest,
} from '@plume/contracts/business-profile';
import type { BusinessProfileRow } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { BusinessProfileRepository } from './business-profile.repository';
import { prepareLogo } from './logo-image';
import { logoUrl } from './logo-url';

/** Text fields counted by the checklist; the option lists always hold a default, so they prove nothing. */
const FILLABLE_FIELDS = [
  'businessName',
  'businessType',
  'businessDescription',
  'email',
  'websiteUrl',
  'targetAudience',
  'coordinates',
] as const;

export interface ChecklistSources {
  countNotesForMonth(userId: string, month: number, year: number): Promise<number>;
  hasAnalysis(userId: string): Promise<boolean>;
  /** Library items attributed to the month (month key such as `janvier_2026`). */
  countMediaForMonth(userId: string, monthKey: string): Promise<number>;
  findTimezone(userId: string): Promise<string>;
}

function toApi(row: BusinessProfileRow): BusinessProfile {
  return {
    business_name: row.businessName,
    business_type: row.businessType,
    business_description: row.businessDescription,
    brand_tone: row.brandTone as BusinessProfile['brand_tone'],
    posting_frequency: row.postingFrequency as BusinessProfile['posting_frequency'],
    business_objective: row.businessObjective as BusinessProfile['business_objective'],
    email: row.email,
    website_url: row.websiteUrl,
    target_audience: row.targetAudience,
    coordinates: row.coordinates,
    logo_url: logoUrl(row.userId, row.logoVersion),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createBusinessProfileService(deps: {
  profiles: BusinessProfileRepository;
  checklist: ChecklistSources;
  /** The header shows business_name and the logo from the cached user: drop it when they change. */
  invalidateUser(userId: string): void;
  clock: Clock;
}) {
  const { profiles, clock } = deps;

  return {
    async get(userId: string): Promise<BusinessProfile> {
      return toApi((await profiles.find(userId)) ?? (await profiles.ensure(userId, clock.now())));
    },

    async updateField(userId: string, body: UpdateBusinessProfileRequest): Promise<BusinessProfile> {
      const [key, value] = Object.entries(body).find(([, v]) => v !== undefined) ?? [];
      if (key === undefined || typeof value !== 'string') throw new AppError('VALIDATION_ERROR');
      const field = (PROFILE_FIELD_ALIASES[key as keyof typeof PROFILE_FIELD_ALIASES] ?? key) as ProfileField;
      const row = await profiles.updateField(userId, field, value, clock.now());
      if (!row) throw new AppError('NOT_FOUND');
      if (field === 'business_name') deps.invalidateUser(userId);
      return toApi(row);
    },

    async uploadLogo(userId: string, bytes: Buffer): Promise<{ logo_url: string }> {
      const { image, contentType } = await prepareLogo(bytes);
      const version = await profiles.saveLogo(userId, image, contentType, clock.now());
      deps.invalidateUser(userId);
      return { logo_url: logoUrl(userId, version) ?? '' };
    },

    async readLogo(userId: string) {
      const logo = await profiles.findLogo(userId);
      if (!logo) throw new AppError('NOT_FOUND');
      return logo;
    },

    async checklist(userId: string, wanted: { month?: number; year?: number }): Promise<GenerationChecklist> {
      const current = yearMonthAt(clock.now(), await deps.checklist.findTimezone(userId));
      const month = wanted.month ?? current.month;
      const year = wanted.year ?? current.year;
      const profile = await profiles.find(userId);
      const filled = profile ? FILLABLE_FIELDS.filter((field) => profile[field].trim() !== '').length : 0;
      const [notes, hasAnalysis, media] = await Promise.all([
        deps.checklist.countNotesForMonth(userId, month, year),
        deps.checklist.hasAnalysis(userId),
        deps.checklist.countMediaForMonth(userId, monthKeyOf({ year, month })),
      ]);
      const items: GenerationChecklist['items'] = [
        { key: 'profile', done: filled > 3, available: true, count: filled },
        { key: 'analysis', done: hasAnalysis, available: true, count: hasAnalysis ? 1 : 0 },
        { key: 'notes', done: notes > 0, available: true, count: notes },
        { key: 'media', done: media > 0, available: true, count: media },
      ];
      return { month, year, items, is_complete: items.every((item) => item.done || !item.available) };
    },
  };
}

export type BusinessProfileService = ReturnType<typeof createBusinessProfileService>;
