import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billingAccounts,
  businessProfiles,
  checkoutSessions,
  contentItems,
  facebookPages,
  notes,
  payments,
  postGenerationEvents,
  postMedia,
  posts,
  promoCodes,
  referralCodes,
  referrals,
  sandboxPosts,
  socialConnections,
  users,
  websiteAnalyses,
  websiteFactCorrections,
} from '../../db/schema/index';

/** One JSON file of the export: its name in the ZIP and how to read the user's rows. */
export interface ExportSection {
  file: string;
  read(userId: string): Promise<unknown>;
}

const euros = (cents: number) => cents / 100;
// Secrets never leave the server, even to their owner: password hash and (encrypted) network tokens.
const { passwordHash: _hash, ...userColumns } = getTableColumns(users);
const { accessTokenEncrypted: _token, ...connectionColumns } = getTableColumns(socialConnections);

/**
 * The user's data, one section per table or aggregate. A new table of user data adds one entry here
 * (the account-deletion test lists every table that references users, so none is forgotten).
 */
export function createAccountExportRepository(db: Database): ExportSection[] {
  return [
    {
      file: 'compte.json',
      read: async (userId) => (await db.select(userColumns).from(users).where(eq(users.id, userId)))[0],
    },
    {
      file: 'profil-entreprise.json',
      read: async (userId) =>
        (await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId)))[0] ?? null,
    },
    { file: 'notes.json', read: (userId) => db.select().from(notes).where(eq(notes.userId, userId)) },
    {
      file: 'posts.json',
      read: async (userId) => {
        const rows = await db.select().from(posts).where(eq(posts.userId, userId)).orderBy(posts.plannedDate);
        const media = rows.length
          ? await db
              .select()
              .from(postMedia)
              .where(
                inArray(
                  postMedia.postId,
                  rows.map((row) => row.id),
                ),
              )
          : [];
        return rows.map((post) => ({
          ...post,
          media: media.filter((m) => m.postId === post.id).sort((a, b) => a.position - b.position),
        }));
      },
    },
    {
      file: 'analyse-site.json',
      read: async (userId) =>
        (await db.select().from(websiteAnalyses).where(eq(websiteAnalyses.userId, userId)))[0] ?? null,
    },
    {
      // The owner's own word on their website's facts (corrected, removed or added): their data too.
      file: 'corrections-site.json',
      read: (userId) =>
        db
          .select({
            factId: websiteFactCorrections.factId,
            action: websiteFactCorrections.action,
            value: websiteFactCorrections.value,
            createdAt: websiteFactCorrections.createdAt,
            updatedAt: websiteFactCorrections.updatedAt,
          })
          .from(websiteFactCorrections)
          .where(eq(websiteFactCorrections.userId, userId))
          .orderBy(websiteFactCorrections.createdAt, websiteFactCorrections.factId),
    },
    {
      file: 'reseaux-sociaux.json',
      read: async (userId) => {
        const connections = await db
          .select(connectionColumns)
          .from(socialConnections)
          .where(eq(socialConnections.userId, userId));
        const pages = connections.length
          ? await db
              .select({
                connectionId: facebookPages.connectionId,
                pageId: facebookPages.pageId,
                name: facebookPages.name,
              })
              .from(facebookPages)
              .where(
                inArray(
                  facebookPages.connectionId,
                  connections.map((c) => c.id),
                ),
              )
          : [];
        const sandbox = await db.select().from(sandboxPosts).where(eq(sandboxPosts.userId, userId));
        return { connexions: connections, pages_facebook: pages, publications_demonstration: sandbox };
      },
    },
    {
      file: 'facturation.json',
      read: async (userId) => ({
        abonnement:
          (await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)))[0] ?? null,
        paiements: (await db.select().from(payments).where(eq(payments.userId, userId))).map(
          ({ amountCents, ...payment }) => ({ ...payment, amount: euros(amountCents) }),
        ),
        sessions_de_paiement: (
          await db
            .select({ session: checkoutSessions, promoCode: promoCodes.code })
            .from(checkoutSessions)
            .leftJoin(promoCodes, eq(promoCodes.id, checkoutSessions.promoCodeId))
            .where(eq(checkoutSessions.userId, userId))
        ).map(({ session: { amountCents, discountCents, ...session }, promoCode }) => ({
          ...session,
          amount: euros(amountCents),
          discount: euros(discountCents),
          promo_code: promoCode,
        })),
        code_parrainage:
          (await db.select().from(referralCodes).where(eq(referralCodes.userId, userId)))[0] ?? null,
        // Only ids and statuses: the other person's e-mail is their data, not the owner's.
        parrainages: await db
          .select()
          .from(referrals)
          .where(eq(referrals.referrerId, userId))
          .union(db.select().from(referrals).where(eq(referrals.referredId, userId))),
      }),
    },
    {
      file: 'historique-generations.json',
      read: (userId) => db.select().from(postGenerationEvents).where(eq(postGenerationEvents.userId, userId)),
    },
  ];
}

/** The library's media with their store keys, for `medias.json` and the files of the ZIP. */
export function createAccountMediaRepository(db: Database) {
  return {
    listMedia: (userId: string) =>
      db.select().from(contentItems).where(eq(contentItems.userId, userId)).orderBy(contentItems.createdAt),
  };
}
