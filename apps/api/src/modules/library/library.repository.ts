import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inIds } from '../../db/id-array';
import { contentItems, type ContentItemRow, type NewContentItemRow } from '../../db/schema/index';

export type ContentItemUpdate = Partial<Pick<ContentItemRow, 'title' | 'context' | 'attributedMonth'>>;

/** The only SQL of the library; every query is scoped by the owner's id. */
export function createLibraryRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(contentItems.userId, userId), eq(contentItems.id, id));
  // The library screen's reads, on every page it shows: built once, prepared once per PostgreSQL connection.
  const page = (name: string, where: SQL | undefined) =>
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const userIs = eq(contentItems.userId, sql.placeholder('userId'));
  const pageQuery = page('plume_library_page', userIs);
  const monthPageQuery = page(
    'plume_library_month_page',
    and(userIs, eq(contentItems.attributedMonth, sql.placeholder('month'))),
  );
  const countByMonthQuery = db
    .select({ month: contentItems.attributedMonth, count: sql<number>`count(*)::int` })
    .from(contentItems)
    .where(userIs)
    .groupBy(contentItems.attributedMonth)
    .prepare('plume_library_count_by_month');

  return {
    async insertMany(rows: NewContentItemRow[]): Promise<ContentItemRow[]> {
      if (rows.length === 0) return [];
      return db.insert(contentItems).values(rows).returning();
    },

    async findOwned(userId: string, id: string): Promise<ContentItemRow | undefined> {
      const [row] = await db.select().from(contentItems).where(owned(userId, id)).limit(1);
      return row;
    },

    async findManyOwned(userId: string, ids: string[]): Promise<ContentItemRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.userId, userId), inArray(contentItems.id, ids)));
    },

    /** `findManyOwned` for several owners at once (one statement): each request's rows, its owner's only. */
    async findOwnedByEach(requests: readonly { userId: string; ids: readonly string[] }[]) {
      const ids = [...new Set(requests.flatMap((request) => request.ids))];
      const rows =
        ids.length === 0 ? [] : await db.select().from(contentItems).where(inIds(contentItems.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      // Each request's items, once each, in the order it asked for them; its owner's only.
      return requests.map((request) =>
        [...new Set(request.ids)].flatMap((id) => {
          const row = byId.get(id);
          return row && row.userId === request.userId ? [row] : [];
        }),
      );
    },

    /** Newest first; `month` filters on the attributed month. Totals come from `countByMonth`. */
    async listPage(userId: string, options: { limit: number; offset: number; month?: string | undefined }) {
      const { limit, offset, month } = options;
      return month
        ? monthPageQuery.execute({ userId, limit, offset, month })
        : pageQuery.execute({ userId, limit, offset });
    },

    /** Items per attributed month (null: not attributed) for the month view and the quota. */
    async countByMonth(userId: string): Promise<{ month: string | null; count: number }[]> {
      return countByMonthQuery.execute({ userId });
    },

    async countAll(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(contentItems)
        .where(eq(contentItems.userId, userId));
      return row?.value ?? 0;
    },

    async countForMonth(userId: string, month: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(contentItems)
        .where(and(eq(contentItems.userId, userId), eq(contentItems.attributedMonth, month)));
      return row?.value ?? 0;
    },

    async update(
      userId: string,
      id: string,
      changes: ContentItemUpdate,
    ): Promise<ContentItemRow | undefined> {
      const [row] = await db.update(contentItems).set(changes).where(owned(userId, id)).returning();
      return row;
    },

    /** Deletes the caller's items among `ids` and returns them (others' ids are silently not touched). */
    async deleteMany(userId: string, ids: string[]): Promise<ContentItemRow[]> {
      if (ids.length === 0) return [];
      return db
        .delete(contentItems)
        .where(and(eq(contentItems.userId, userId), inArray(contentItems.id, ids)))
        .returning();
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
