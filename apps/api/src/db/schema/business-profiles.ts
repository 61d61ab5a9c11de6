import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One profile per user; fields are filled one at a time from the Entreprise tab. */
export const businessProfiles = pgTable('business_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessName: text('business_name').notNull().default(''),
  businessType: text('business_type').notNull().default(''),
  businessDescription: text('business_description').notNull().default(''),
  brandTone: text('brand_tone').notNull().default('professionnel'),
  postingFrequency: text('posting_frequency').notNull().default('3x_week'),
  businessObjective: text('business_objective').notNull().default('equilibre'),
  email: text('email').notNull().default(''),
  websiteUrl: text('website_url').notNull().default(''),
  targetAudience: text('target_audience').notNull().default(''),
  coordinates: text('coordinates').notNull().default(''),
  /** Bumped at each logo upload so the logo URL changes and browsers fetch the new image. */
  logoVersion: integer('logo_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BusinessProfileRow = typeof businessProfiles.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The resized logo, kept apart so profile reads never carry image bytes. */
export const businessLogos = pgTable('business_logos', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  image: bytea('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
