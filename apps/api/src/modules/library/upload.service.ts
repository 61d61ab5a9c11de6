import { randomUUID } from 'node:crypto';
import {
  MAX_CAROUSEL_IMAGES,
  MAX_POST_UPLOAD_FILES,
  type UploadResponse,
  type UploadType,
} from '@plume/contracts/library';
import type { NewContentItemRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../errors/app-error';
import { isVideo } from './file-sniffing';
import type { LibraryRepository } from './library.repository';
import type { CheckedFile, IncomingFile, MediaIngest, StoredMedia } from './media-ingest';

export interface UploadFields {
  uploadType: UploadType;
  attributedMonth?: string | undefined;
  commonTitle?: string | undefined;
  commonContext?: string | undefined;
}

/** The extra columns of a medium (stock-image saves set source, title, attribution). */
export type MediaRowExtras = Omit<NewContentItemRow, keyof StoredMedia | 'userId'>;

/** The rules of docs/spec/part-2-signed-in-application.md §5 on counts, types and months, before anything is
 * stored. */
function checkBatchRules(fields: UploadFields, files: CheckedFile[]) {
  if (files.length === 0) throw new AppError('UPLOAD_NO_FILE');
  if (fields.uploadType === 'carousel') {
    if (files.length > MAX_CAROUSEL_IMAGES) throw new AppError('CAROUSEL_TOO_MANY');
    if (files.some((file) => isVideo(file.type))) throw new AppError('CAROUSEL_IMAGES_ONLY');
  }
  if (fields.uploadType === 'post_single' && files.length > MAX_POST_UPLOAD_FILES) {
    throw new AppError('POST_UPLOAD_TOO_MANY');
  }
  // Library uploads are filed by month; files sent from a post's dialog belong to the post instead.
  if (fields.uploadType !== 'post_single' && !fields.attributedMonth)
    throw new AppError('UPLOAD_MONTH_REQUIRED');
}

export function createUploadService(deps: {
  library: LibraryRepository;
  ingest: MediaIngest;
  maxItems: number;
  clock: Clock;
}) {
  const { library, ingest, maxItems, clock } = deps;

  async function ensureRoom(userId: string, adding: number) {
    if ((await library.countAll(userId)) + adding > maxItems) {
      throw new AppError('LIBRARY_FULL', {
        detail: `Votre bibliothèque est pleine (${maxItems} contenus au maximum). Supprimez des contenus pour en ajouter de nouveaux.`,
      });
    }
  }

  /** Stores checked files and writes their rows; on any failure nothing is left behind. */
  async function storeAll(userId: string, files: CheckedFile[], extras: (index: number) => MediaRowExtras) {
    const stored: StoredMedia[] = [];
    try {
      for (const file of files) stored.push(await ingest.store(userId, file));
      return await library.insertMany(
        stored.map((media, index) => ({ ...media, ...extras(index), userId, createdAt: clock.now() })),
      );
    } catch (error) {
      await ingest.discard(stored).catch(() => undefined);
      throw error;
    }
  }

  return {
    storeAll,
    ensureRoom,

    async uploadBatch(
      userId: string,
      fields: UploadFields,
      incoming: IncomingFile[],
    ): Promise<UploadResponse> {
      if (fields.uploadType === 'carousel' && incoming.length > MAX_CAROUSEL_IMAGES) {
        throw new AppError('CAROUSEL_TOO_MANY');
      }
      const files: CheckedFile[] = [];
      for (const file of incoming) files.push(await ingest.check(file));
      checkBatchRules(fields, files);
      await ensureRoom(userId, files.length);

      const isCarousel = fields.uploadType === 'carousel';
      const carouselId = isCarousel ? randomUUID() : null;
      const rows = await storeAll(userId, files, () => ({
        uploadType: fields.uploadType,
        attributedMonth: fields.attributedMonth ?? null,
        carouselId,
        commonTitle: isCarousel ? (fields.commonTitle ?? '') : null,
        title: isCarousel ? (fields.commonTitle ?? '') : '',
        context: isCarousel ? (fields.commonContext ?? '') : '',
      }));
      return {
        success: true,
        created: rows.map((row) => ({ id: row.id, filename: row.filename })),
        count: rows.length,
      };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
