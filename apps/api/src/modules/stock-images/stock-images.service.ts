import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentUpdatedResponse } from '@plume/contracts/library';
import { monthLabel } from '@plume/contracts/months';
import { STOCK_CATEGORIES, type StockSearchQuery } from '@plume/contracts/stock-images';
import { AppError } from '../../errors/app-error';
import type { StockImageProvider } from './stock-images.port';
import { toContentItem } from '../library/content-dto';
import type { MediaIngest } from '../library/media-ingest';
import type { MediaTokens } from '../library/media-tokens';
import type { UploadService } from '../library/upload.service';

export interface SaveStockImageInput {
  pixabay_id: number;
  tags: string;
  custom_title: string;
  custom_context: string;
  save_type: 'general' | 'monthly';
  attributed_month?: string | undefined;
}

export function createStockImagesService(deps: {
  provider: StockImageProvider;
  ingest: MediaIngest;
  uploads: UploadService;
  mediaTokens: MediaTokens;
  tmpDir: string;
}) {
  const { provider, ingest, uploads, mediaTokens, tmpDir } = deps;

  return {
    categories: () => ({ categories: [...STOCK_CATEGORIES], provider: provider.kind }),

    /** The preview picture a search result links to, when the provider serves it (the demonstration catalogue). */
    async preview(id: number): Promise<Buffer> {
      const picture = await provider.preview?.(id);
      if (!picture) throw new AppError('STOCK_IMAGE_NOT_FOUND');
      return picture;
    },

    async search(query: StockSearchQuery) {
      const result = await provider.search({
        query: query.query,
        page: query.page,
        perPage: query.per_page,
        imageType: query.image_type,
        safeSearch: query.safesearch === 'true',
      });
      return { ...result, provider: provider.kind };
    },

    /** Downloads the image to our storage (never hotlinked) and files it like an uploaded photo. */
    async save(userId: string, input: SaveStockImageInput): Promise<ContentUpdatedResponse> {
      await uploads.ensureRoom(userId, 1);
      const image = await provider.download(input.pixabay_id);
      if (!image) throw new AppError('STOCK_IMAGE_NOT_FOUND');

      const file = path.join(tmpDir, `${randomUUID()}.img`);
      await mkdir(tmpDir, { recursive: true });
      await writeFile(file, image.bytes);
      try {
        const checked = await ingest.check({
          path: file,
          filename: `pixabay-${input.pixabay_id}`,
          size: image.bytes.length,
        });
        const month = input.save_type === 'monthly' ? (input.attributed_month ?? null) : null;
        const [row] = await uploads.storeAll(userId, [checked], () => ({
          source: 'pixabay',
          uploadType: 'single',
          title: input.custom_title || input.tags || image.tags,
          context: input.custom_context,
          attributedMonth: month,
          stockImageId: input.pixabay_id,
          attribution: image.attribution,
        }));
        if (!row) throw new AppError('INTERNAL_ERROR');
        return {
          success: true,
          message: month ? `Image ajoutée à ${monthLabel(month)}` : 'Image ajoutée à votre bibliothèque',
          content: toContentItem(row, mediaTokens.issue(userId)),
        };
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}

export type StockImagesService = ReturnType<typeof createStockImagesService>;
