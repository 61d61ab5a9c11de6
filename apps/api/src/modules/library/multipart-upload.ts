import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { isDiskFull } from '../../lib/disk-full';
import { scratchOwner, sweepScratch } from '../../lib/process-scratch';
import { formatMegabytes, type IncomingFile } from './media-ingest';

export interface UploadLimits {
  tmpDir: string;
  /** The largest file accepted at all (the video cap); per-type caps are checked after sniffing. */
  maxFileBytes: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: IncomingFile[];
}

/**
 * Streams every file part to a temporary file (a video never sits in memory), collects the text fields, runs
 * `use`, then removes the temporary files whatever happened.
 */
export async function withUploadedFiles<T>(
  request: FastifyRequest,
  limits: UploadLimits,
  use: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const dir = path.join(limits.tmpDir, scratchOwner(), randomUUID());
  await mkdir(dir, { recursive: true });
  try {
    const upload: ReceivedUpload = { fields: {}, files: [] };
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
        continue;
      }
      const target = path.join(dir, String(upload.files.length));
      await pipeline(part.file, createWriteStream(target)).catch((error: unknown) => {
        throw asUploadError(error, part.filename, limits.maxFileBytes);
      });
      upload.files.push({ path: target, filename: part.filename || 'fichier', size: part.file.bytesRead });
    }
    return await use(upload);
  } catch (error) {
    throw asUploadError(error, undefined, limits.maxFileBytes);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * At start: the folders of uploads a stopped process was receiving (killed mid-stream, the `finally` above never
 * ran). Several processes may share DATA_DIR: only dead processes' folders and stale files go (process-scratch).
 */
export function sweepUploadLeftovers(tmpDir: string): Promise<number> {
  return sweepScratch(tmpDir);
}

function asUploadError(error: unknown, filename: string | undefined, maxFileBytes: number) {
  if (error instanceof AppError) return error;
  if (isDiskFull(error)) return new AppError('STORAGE_FULL', { cause: error });
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('FILE_TOO_LARGE', {
      detail: `${filename ?? 'Un fichier'} : fichier trop volumineux (maximum ${formatMegabytes(maxFileBytes)})`,
    });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', { detail: 'Envoyez les fichiers en multipart/form-data' });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', { detail: 'Trop de fichiers ou de champs dans un même envoi' });
  }
  return error;
}
