import type {
  BatchDeleteResponse,
  ContentUpdatedResponse,
  ListContentQuery,
  ListContentResponse,
} from '@plume/contracts/library';
import { monthLabel } from '@plume/contracts/months';
import { AppError } from '../../errors/app-error';
import type { OwnerReads } from '../../lib/owner-reads';
import type { MediaStorage } from '../../ports/storage.port';
import { toContentItem } from './content-dto';
import type { ContentItemUpdate, LibraryRepository } from './library.repository';
import type { MediaTokens } from './media-tokens';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LibraryServiceDeps {
  library: LibraryRepository;
  storage: MediaStorage;
  mediaTokens: MediaTokens;
  maxItems: number;
  ownerReads: OwnerReads;
}

/** Reading and organising a user's library (uploads are in upload.service.ts). */
export function createLibraryService({
  library,
  storage,
  mediaTokens,
  maxItems,
  ownerReads,
}: LibraryServiceDeps) {
  async function updateOwned(userId: string, id: string, changes: ContentItemUpdate, message: string) {
    const row = await library.update(userId, id, changes);
    if (!row) throw new AppError('CONTENT_NOT_FOUND');
    const result: ContentUpdatedResponse = {
      success: true,
      message,
      content: toContentItem(row, mediaTokens.issue(userId)),
    };
    return result;
  }

  async function readPage(
    userId: string,
    query: ListContentQuery,
    token: string,
  ): Promise<ListContentResponse> {
    // One grouped count gives the quota, the month counts and the page's total: two queries per listing.
    const [rows, perMonth] = await Promise.all([
      library.listPage(userId, query),
      library.countByMonth(userId),
    ]);
    const monthCounts: Record<string, number> = {};
    for (const { month, count } of perMonth) if (month) monthCounts[month] = count;
    const libraryCount = perMonth.reduce((sum, { count }) => sum + count, 0);
    return {
      content: rows.map((row) => toContentItem(row, token)),
      total: query.month ? (monthCounts[query.month] ?? 0) : libraryCount,
      library_count: libraryCount,
      library_max: maxItems,
      month_counts: monthCounts,
    };
  }

  return {
    /** A page, kept in memory while this process hears every change of the owner's library, or under the
     * library's counter read by the request's account check (lib/owner-reads.ts); its media token is part of
     * the key. */
    list(
      userId: string,
      query: ListContentQuery,
      stamp?: { libraryVersion: number },
    ): Promise<ListContentResponse> {
      const token = mediaTokens.issue(userId);
      const key = `library/${query.limit}/${query.offset}/${query.month ?? ''}/${token}`;
      return ownerReads.read(userId, key, () => readPage(userId, query, token), stamp?.libraryVersion);
    },

    updateTitle: (userId: string, id: string, title: string) =>
      updateOwned(userId, id, { title }, 'Titre mis à jour'),

    updateContext: (userId: string, id: string, context: string) =>
      updateOwned(userId, id, { context }, 'Contexte mis à jour'),

    async move(userId: string, id: string, targetMonth: string) {
      const item = await library.findOwned(userId, id);
      if (!item) throw new AppError('CONTENT_NOT_FOUND');
      if (item.attributedMonth === targetMonth) throw new AppError('CONTENT_SAME_MONTH');
      return updateOwned(
        userId,
        id,
        { attributedMonth: targetMonth },
        `Contenu déplacé vers ${monthLabel(targetMonth)}`,
      );
    },

    /** Deletes only the caller's items; others' ids count as requested but are never touched. */
    async deleteMany(userId: string, ids: string[]): Promise<BatchDeleteResponse> {
      const unique = [...new Set(ids)];
      const deleted = await library.deleteMany(
        userId,
        unique.filter((id) => uuidPattern.test(id)),
      );
      // The rows are gone, so the bytes are unreachable: a storage hiccup here must not report a failed delete.
      await storage
        .remove(deleted.flatMap((row) => [row.storageKey, ...(row.thumbKey ? [row.thumbKey] : [])]))
        .catch(() => undefined);
      return { deleted_count: deleted.length, requested_count: unique.length };
    },

    /** For other areas (the generation checklist): how many media the user attributed to a month. */
    countMediaForMonth: (userId: string, monthKey: string) => library.countForMonth(userId, monthKey),
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
