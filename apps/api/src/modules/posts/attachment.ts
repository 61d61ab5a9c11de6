import type { AttachImageRequest } from '@plume/contracts/posts';
import type { PostRow } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { SaveStockImageInput } from '../stock-images/stock-images.service';

export interface AttachmentSources {
  /** Downloads the stock image by its id on the server (the browser's image_url is never fetched). */
  saveStockImage(userId: string, input: SaveStockImageInput): Promise<{ content: { id: string } }>;
}

const missing = (detail: string) => new AppError('POST_IMAGE_MISSING', { detail });

/** The content ids an attach-image request designates, in order (several = carousel). */
export async function resolveAttachment(
  sources: AttachmentSources,
  userId: string,
  post: PostRow,
  input: AttachImageRequest,
): Promise<string[]> {
  if (input.image_source === 'library') {
    const ids = input.image_ids ?? (input.image_id ? [input.image_id] : []);
    if (ids.length === 0) throw missing('image_id : choisissez une image de votre bibliothèque');
    return ids;
  }
  if (input.image_source === 'upload') {
    const ids = input.uploaded_file_ids ?? [];
    if (ids.length === 0) throw missing('uploaded_file_ids : envoyez au moins un fichier');
    return ids;
  }
  // The spec's client sends the stock id as image_id; pixabay_id is the explicit field.
  const numericId = input.image_id && /^\d+$/.test(input.image_id) ? Number(input.image_id) : undefined;
  const pixabayId = input.pixabay_id ?? numericId;
  if (pixabayId === undefined) throw missing("pixabay_id : choisissez une image dans la recherche d'images");
  const saved = await sources.saveStockImage(userId, {
    pixabay_id: pixabayId,
    tags: input.tags ?? '',
    custom_title: '',
    custom_context: '',
    save_type: 'monthly',
    attributed_month: post.monthKey,
  });
  return [saved.content.id];
}
