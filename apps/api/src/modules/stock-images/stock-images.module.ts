import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../app-module';
import type { createLibraryModule } from '../library/library.module';
import { createStockCacheRepository } from './stock-cache.repository';
import type { StockApiCache, StockImageProvider } from './stock-images.port';
import { purgeStockCacheJob } from './stock-images.jobs';
import { stockImagesRoutes } from './stock-images.routes';
import { createStockImagesService } from './stock-images.service';

/** The stock-image search and saving, with the provider the composition root chose (Pixabay or the demo). */
export function createStockImagesModule(deps: {
  /** DATA_DIR, resolved: downloaded pictures wait under it before joining the library. */
  dataDir: string;
  db: Database;
  library: ReturnType<typeof createLibraryModule>;
  /** Builds the provider around this module's shared answer cache. */
  provider: (cache: StockApiCache) => StockImageProvider;
  clock: Clock;
  logger: Logger;
}) {
  const { dataDir, db, library } = deps;
  const cache = createStockCacheRepository(db);
  const provider = deps.provider(cache);
  const stockImages = createStockImagesService({
    provider,
    ingest: library.ingest,
    uploads: library.services.uploads,
    mediaTokens: library.mediaTokens,
    tmpDir: path.join(dataDir, 'tmp', 'stock'),
  });
  return defineModule({
    name: 'stock-images',
    cache,
    provider,
    services: { stockImages },
    routes: [(app) => app.register(stockImagesRoutes, { prefix: '/api/pixabay', stockImages })],
    jobs: [purgeStockCacheJob({ cache, clock: deps.clock, logger: deps.logger })],
  });
}
