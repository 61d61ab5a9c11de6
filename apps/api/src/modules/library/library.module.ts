import path from 'node:path';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { OwnerReads } from '../../lib/owner-reads';
import type { Secrets } from '../../lib/secrets';
import type { MediaStorage } from '../../ports/storage.port';
import { defineModule } from '../app-module';
import type { LibraryConfig } from './library.config';
import { createLibraryRepository } from './library.repository';
import { libraryRoutes } from './library.routes';
import { createLibraryService } from './library.service';
import { createMediaAccessService } from './media-access.service';
import { createMediaIngest } from './media-ingest';
import { createMediaTokens } from './media-tokens';
import { mediaRoutes } from './media.routes';
import { sweepUploadLeftovers } from './multipart-upload';
import { createUploadService } from './upload.service';
import { createVideoProbe } from './video-probe';

const MB = 1024 * 1024;

/** The library's wiring, kept here so the composition root only adds one line. */
export function createLibraryModule(deps: {
  config: LibraryConfig;
  /** DATA_DIR, resolved: uploads being received are written under it. */
  dataDir: string;
  db: Database;
  secrets: Secrets;
  clock: Clock;
  /** The local disk or an S3-compatible store, chosen by the composition root. */
  storage: MediaStorage;
  /** Reads kept while every change of them is heard (lib/owner-reads.ts). */
  ownerReads: OwnerReads;
}) {
  const { config, dataDir, db, secrets, clock, storage } = deps;
  const repository = createLibraryRepository(db);
  const mediaTokens = createMediaTokens(secrets.mediaSecret, config.MEDIA_TOKEN_TTL_SECONDS, clock);
  const videoProbe = createVideoProbe({ ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH });
  const limits = {
    maxImageBytes: config.MEDIA_MAX_IMAGE_MB * MB,
    maxVideoBytes: config.MEDIA_MAX_VIDEO_MB * MB,
  };
  const ingest = createMediaIngest({ storage, videoProbe, limits });
  const maxItems = config.LIBRARY_MAX_ITEMS;
  const tmpDir = path.join(dataDir, 'tmp', 'uploads');

  const uploadLimits = { tmpDir, maxFileBytes: Math.max(limits.maxImageBytes, limits.maxVideoBytes) };
  const services = {
    library: createLibraryService({
      library: repository,
      storage,
      mediaTokens,
      maxItems,
      ownerReads: deps.ownerReads,
    }),
    uploads: createUploadService({ library: repository, ingest, maxItems, clock }),
    mediaAccess: createMediaAccessService({ library: repository, storage, mediaTokens }),
  };

  return defineModule({
    name: 'library',
    repository,
    storage,
    mediaTokens,
    videoProbe,
    ingest,
    uploadLimits,
    /** At start, before serving: what uploads interrupted by a killed process left on disk. */
    async sweepInterruptedUploads() {
      return { received: await sweepUploadLeftovers(tmpDir), stored: await storage.sweepInterrupted() };
    },
    services,
    routes: [
      (app) =>
        app.register(libraryRoutes, {
          prefix: '/api/content',
          library: services.library,
          uploads: services.uploads,
          uploadLimits,
        }),
      (app) => app.register(mediaRoutes, { prefix: '/api', media: services.mediaAccess }),
    ],
    jobs: [],
  });
}
