import { AppError } from '../../errors/app-error';
import type { MediaStorage, StoredObject } from '../../ports/storage.port';
import { parseRange } from './http-range';
import type { LibraryRepository } from './library.repository';
import type { MediaTokens } from './media-tokens';

export type MediaVariant = 'file' | 'thumb';

export type MediaResponse =
  | { kind: 'placeholder' }
  | { kind: 'not-modified'; etag: string }
  | {
      kind: 'object';
      object: StoredObject;
      contentType: string;
      etag: string;
      /** Present when a byte range is answered (206). */
      range?: { start: number; end: number };
    };

/** Opens a medium for a URL carrying a media token: 403 for a bad token, 404 for someone else's item. */
export function createMediaAccessService(deps: {
  library: LibraryRepository;
  storage: MediaStorage;
  mediaTokens: MediaTokens;
}) {
  const { library, storage, mediaTokens } = deps;

  return {
    async open(input: {
      id: string;
      variant: MediaVariant;
      token?: string | undefined;
      range?: string | undefined;
      ifNoneMatch?: string | undefined;
    }): Promise<MediaResponse> {
      const ownerId = input.token ? mediaTokens.verify(input.token) : null;
      if (!ownerId) throw new AppError('MEDIA_TOKEN_INVALID');
      const item = await library.findOwned(ownerId, input.id);
      if (!item) throw new AppError('CONTENT_NOT_FOUND');

      const key = input.variant === 'thumb' ? item.thumbKey : item.storageKey;
      // A video without poster (ffmpeg absent) shows the placeholder rather than a broken image.
      if (!key) return { kind: 'placeholder' };
      const contentType = input.variant === 'thumb' ? 'image/webp' : item.mimeType;
      // Stored objects never change under a key: the key itself is a strong validator.
      const etag = `"${key.split('/').pop()}"`;
      if (input.ifNoneMatch === etag) return { kind: 'not-modified', etag };

      const size = await storage.size(key);
      if (size === null) throw new AppError('CONTENT_NOT_FOUND');
      const range = parseRange(input.range, size);
      if (range === 'unsatisfiable') {
        throw new AppError('RANGE_NOT_SATISFIABLE', { headers: { 'content-range': `bytes */${size}` } });
      }
      const object = await storage.open(key, range);
      if (!object) throw new AppError('CONTENT_NOT_FOUND');
      return { kind: 'object', object, contentType, etag, ...(range ? { range } : {}) };
    },
  };
}

export type MediaAccessService = ReturnType<typeof createMediaAccessService>;
