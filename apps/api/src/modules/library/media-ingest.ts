import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { AppError } from '../../errors/app-error';
import type { MediaStorage } from '../../ports/storage.port';
import { extensionOf, isVideo, SNIFF_BYTES, sniffType, type SniffedType } from './file-sniffing';
import { sanitizeFilename } from './filenames';
import { canDecodeHeic, ImageTooLargeError, processImage } from './image-processing';
import type { VideoProbe } from './video-probe';

/** A file the HTTP layer has already streamed to a temporary path. */
export interface IncomingFile {
  path: string;
  filename: string;
  size: number;
}

export interface CheckedFile extends IncomingFile {
  type: SniffedType;
}

/** What a stored medium adds to its database row. */
export interface StoredMedia {
  id: string;
  filename: string;
  mimeType: string;
  storageKey: string;
  thumbKey: string | null;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

export interface MediaLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
}

const megabyteFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
export const formatMegabytes = (bytes: number) => `${megabyteFormat.format(bytes / (1024 * 1024))} Mo`;

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Checks, converts and stores media: shared by uploads and stock-image saves. */
export function createMediaIngest(deps: {
  storage: MediaStorage;
  videoProbe: VideoProbe;
  limits: MediaLimits;
}) {
  const { storage, videoProbe, limits } = deps;

  /** Type from the bytes and the size cap of that type; throws 415 / 413 with the file's name. */
  async function check(file: IncomingFile): Promise<CheckedFile> {
    const type = sniffType(await readHead(file.path));
    if (!type || (type === 'image/heic' && !canDecodeHeic())) {
      throw new AppError('FILE_TYPE_UNSUPPORTED', {
        detail: `${file.filename} : type de fichier non pris en charge. Formats acceptés : JPEG, PNG, WebP, GIF, AVIF${canDecodeHeic() ? ', HEIC' : ''}, MP4 et MOV.`,
      });
    }
    const cap = isVideo(type) ? limits.maxVideoBytes : limits.maxImageBytes;
    if (file.size > cap) throw tooLarge(file.filename, cap);
    return { ...file, type };
  }

  function tooLarge(filename: string, cap: number) {
    return new AppError('FILE_TOO_LARGE', {
      detail: `${filename} : fichier trop volumineux (maximum ${formatMegabytes(cap)})`,
    });
  }

  async function store(userId: string, file: CheckedFile): Promise<StoredMedia> {
    const id = randomUUID();
    const base = `${userId}/${id}`;
    if (isVideo(file.type)) {
      const facts = await videoProbe.inspect(file.path);
      const storageKey = `${base}.${extensionOf[file.type]}`;
      await storage.put(storageKey, { path: file.path }, file.type);
      const thumbKey = facts.poster ? `${base}.thumb.webp` : null;
      if (thumbKey && facts.poster) await storage.put(thumbKey, { buffer: facts.poster }, 'image/webp');
      return {
        id,
        filename: sanitizeFilename(file.filename, extensionOf[file.type]),
        mimeType: file.type,
        storageKey,
        thumbKey,
        sizeBytes: file.size,
        width: facts.width,
        height: facts.height,
        durationMs: facts.durationMs,
      };
    }
    const image = await processImage(file.path, file.type).catch((cause: unknown) => {
      if (cause instanceof ImageTooLargeError) {
        throw new AppError('IMAGE_TOO_MANY_PIXELS', {
          detail: `${file.filename} : image trop grande (${cause.width} × ${cause.height} pixels), 50 mégapixels au maximum`,
        });
      }
      throw new AppError('FILE_TYPE_UNSUPPORTED', {
        detail: `${file.filename} : image illisible ou endommagée`,
        cause,
      });
    });
    const extension = extensionOf[image.mimeType as SniffedType];
    const storageKey = `${base}.${extension}`;
    const thumbKey = `${base}.thumb.webp`;
    await Promise.all([
      storage.put(storageKey, { buffer: image.buffer }, image.mimeType),
      storage.put(thumbKey, { buffer: image.thumbnail }, 'image/webp'),
    ]);
    return {
      id,
      filename: sanitizeFilename(file.filename, extension),
      mimeType: image.mimeType,
      storageKey,
      thumbKey,
      sizeBytes: image.buffer.length,
      width: image.width,
      height: image.height,
      durationMs: null,
    };
  }

  /** Removes what was stored for media whose database rows will not be written. */
  const discard = (media: StoredMedia[]) =>
    storage.remove(media.flatMap((m) => [m.storageKey, ...(m.thumbKey ? [m.thumbKey] : [])]));

  return { check, store, discard, tooLarge };
}

export type MediaIngest = ReturnType<typeof createMediaIngest>;
