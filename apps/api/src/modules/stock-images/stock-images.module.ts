import path from 'node:path';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createDemoCatalogue } from '../../integrations/stock-images/demo-catalogue';
import { createPixabayClient } from '../../integrations/stock-images/pixabay.client';
import type { Clock } from '../../lib/clock';
import type { createLibraryModule } from '../library/library.module';
import { createStockCacheRepository } from './stock-cache.repository';
import { createStockImagesService } from './stock-images.service';

/** Pixabay when PIXABAY_API_KEY is set, the generated demonstration catalogue otherwise. */
export function createStockImagesModule(deps: {
  config: AppConfig;
  db: Database;
  clock: Clock;
  library: ReturnType<typeof createLibraryModule>;
}) {
  const { config, db, clock, library } = deps;
  const cache = createStockCacheRepository(db);
  const provider = config.PIXABAY_API_KEY
    ? createPixabayClient({
        apiKey: config.PIXABAY_API_KEY,
        baseUrl: config.PIXABAY_BASE_URL,
        maxRequestsPerMinute: config.PIXABAY_MAX_REQUESTS_PER_MINUTE,
        cache,
        clock,
      })
    : createDemoCatalogue();
  const stockImages = createStockImagesService({
    provider,
    ingest: library.ingest,
    uploads: library.services.uploads,
    mediaTokens: library.mediaTokens,
    tmpDir: path.join(config.dataDir, 'tmp', 'stock'),
  });
  return { cache, provider, services: { stockImages } };
}
