import { eq, sql } from 'drizzle-orm';
import type { ProfileField } from '@plume/contracts/business-profile';
import type { Database } from '../../db/client';
import { businessLogos, businessProfiles, type BusinessProfileRow } from '../../db/schema/index';

const columns: Record<ProfileField, keyof BusinessProfileRow> = {
  business_name: 'businessName',
  business_type: 'businessType',
  business_description: 'businessDescription',
  brand_tone: 'brandTone',
  posting_frequency: 'postingFrequency',
  business_objective: 'businessObjective',
  email: 'email',
  website_url: 'websiteUrl',
  target_audience: 'targetAudience',
  coordinates: 'coordinates',
};

export function createBusinessProfileRepository(db: Database) {
  /** Registration creates the profile; this also covers accounts made before it existed. */
  async function ensure(userId: string, now: Date): Promise<BusinessProfileRow> {
    const [row] = await db
      .insert(businessProfiles)
      .values({ userId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: businessProfiles.userId, set: { userId } })
      .returning();
    if (!row) throw new Error('profil introuvable après création');
    return row;
  }

  return {
    async find(userId: string): Promise<BusinessProfileRow | undefined> {
      const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId));
      return row;
    },

    ensure,

    async updateField(userId: string, field: ProfileField, value: string, now: Date) {
      await ensure(userId, now);
      const [row] = await db
        .update(businessProfiles)
        .set({ [columns[field]]: value, updatedAt: now })
        .where(eq(businessProfiles.userId, userId))
        .returning();
      return row;
    },

    /** Stores the image and bumps the version in one transaction; returns the new version. */
    async saveLogo(userId: string, image: Buffer, contentType: string, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .insert(businessLogos)
          .values({ userId, image, contentType, updatedAt: now })
          .onConflictDoUpdate({ target: businessLogos.userId, set: { image, contentType, updatedAt: now } });
        const [row] = await tx
          .insert(businessProfiles)
          .values({ userId, logoVersion: 1, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: businessProfiles.userId,
            set: { logoVersion: sql`coalesce(${businessProfiles.logoVersion}, 0) + 1`, updatedAt: now },
          })
          .returning({ version: businessProfiles.logoVersion });
        return row?.version ?? 1;
      });
    },

    async findLogo(userId: string) {
      const [row] = await db
        .select({ image: businessLogos.image, contentType: businessLogos.contentType })
        .from(businessLogos)
        .where(eq(businessLogos.userId, userId));
      return row;
    },
  };
}

export type BusinessProfileRepository = ReturnType<typeof createBusinessProfileRepository>;
