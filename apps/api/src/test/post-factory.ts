import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/client';
import { contentItems, postMedia, posts, type NewPostRow, type PostRow } from '../db/schema/index';

/**
 * Inserts a post directly (no writer involved), for tests of screens and rules that only need posts to
 * exist. `mediaIds` are existing content items of the same user, attached in order.
 */
export async function insertPost(
  database: DatabaseHandle,
  overrides: Partial<NewPostRow> & { userId: string; mediaIds?: string[] },
): Promise<PostRow> {
  const { mediaIds = [], ...values } = overrides;
  const [row] = await database.db
    .insert(posts)
    .values({
      title: 'Nouveautés de la semaine',
      text: 'Venez découvrir nos nouveautés en boutique cette semaine.',
      hashtags: ['#boulangerie', '#nouveautes'],
      monthKey: 'janvier_2030',
      plannedDate: '2030-01-15',
      plannedTime: '10:00',
      status: mediaIds.length > 0 ? 'draft' : 'needs_image',
      ...values,
    })
    .returning();
  if (!row) throw new Error('insertion du post impossible');
  if (mediaIds.length > 0) {
    await database.db
      .insert(postMedia)
      .values(mediaIds.map((contentId, position) => ({ postId: row.id, contentId, position })));
  }
  return row;
}

/** Inserts a library photo directly (no file stored), for tests that only need the row; returns its id. */
export async function insertMedium(
  database: DatabaseHandle,
  userId: string,
  values: { title?: string } = {},
): Promise<string> {
  const [row] = await database.db
    .insert(contentItems)
    .values({
      userId,
      filename: 'photo.jpg',
      mimeType: 'image/jpeg',
      storageKey: `test/${userId}/${randomUUID()}`,
      sizeBytes: 1_000,
      ...values,
    })
    .returning({ id: contentItems.id });
  if (!row) throw new Error('insertion du média impossible');
  return row.id;
}
