import { createHash } from 'node:crypto';
import type { StockHit } from '@plume/contracts/stock-images';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type {
  StockApiCache,
  StockImageProvider,
  StockSearchParams,
} from '../../modules/stock-images/stock-images.port';

const DAY_MS = 24 * 60 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

interface PixabayHit extends StockHit {
  largeImageURL?: string;
}
interface PixabayAnswer {
  total: number;
  totalHits: number;
  hits: PixabayHit[];
}

export interface PixabayOptions {
  apiKey: string;
  baseUrl: string;
  maxRequestsPerMinute: number;
  cache: StockApiCache;
  clock: Clock;
}

/**
 * The Pixabay API as its terms require (docs/design/API-FACTS.md §4): answers cached 24 h, at most 100
 * requests a minute per key, images downloaded to our storage on save. The key never appears in a cache key
 * or a log.
 */
export function createPixabayClient(options: PixabayOptions): StockImageProvider {
  const { apiKey, baseUrl, cache, clock } = options;
  const allowedHosts = new Set([new URL(baseUrl).host]);

  async function call(params: Record<string, string>): Promise<PixabayAnswer> {
    const cacheKey = `pixabay:${createHash('sha256').update(new URLSearchParams(params).toString()).digest('hex')}`;
    const now = clock.now();
    const cached = (await cache.read(cacheKey, now)) as PixabayAnswer | undefined;
    if (cached) return cached;
    if ((await cache.countRequestsSince(new Date(now.getTime() - 60_000))) >= options.maxRequestsPerMinute) {
      throw new AppError('STOCK_RATE_LIMITED');
    }
    const url = new URL(baseUrl);
    url.search = new URLSearchParams({ key: apiKey, ...params }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(
      (cause: unknown) => {
        throw new AppError('STOCK_UNAVAILABLE', { cause });
      },
    );
    if (response.status === 429) throw new AppError('STOCK_RATE_LIMITED');
    if (!response.ok) throw new AppError('STOCK_UNAVAILABLE');
    const answer = (await response.json()) as PixabayAnswer;
    await cache.write(cacheKey, answer, now, DAY_MS);
    return answer;
  }

  async function fetchBytes(address: string): Promise<Buffer> {
    const url = new URL(address);
    // Only the provider's own hosts: an image URL is never a way to make us fetch anything else.
    if (!allowedHosts.has(url.host) && !url.hostname.endsWith('.pixabay.com'))
      throw new AppError('STOCK_IMAGE_NOT_FOUND');
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(
      (cause: unknown) => {
        throw new AppError('STOCK_UNAVAILABLE', { cause });
      },
    );
    if (!response.ok || !response.body) throw new AppError('STOCK_UNAVAILABLE');
    if (Number(response.headers.get('content-length') ?? 0) > MAX_DOWNLOAD_BYTES)
      throw new AppError('FILE_TOO_LARGE');
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_DOWNLOAD_BYTES) throw new AppError('FILE_TOO_LARGE');
    return bytes;
  }

  return {
    kind: 'pixabay',
    async search(params: StockSearchParams) {
      const answer = await call({
        q: params.query.slice(0, 100),
        lang: 'fr',
        image_type: params.imageType,
        safesearch: String(params.safeSearch),
        page: String(params.page),
        per_page: String(params.perPage),
      });
      return {
        total: answer.total,
        totalHits: answer.totalHits,
        hits: answer.hits.map((hit) => ({
          id: hit.id,
          webformatURL: hit.webformatURL,
          previewURL: hit.previewURL,
          tags: hit.tags,
          views: hit.views,
          downloads: hit.downloads,
          user: hit.user,
          pageURL: hit.pageURL,
        })),
      };
    },
    async download(id) {
      const [hit] = (await call({ id: String(id) })).hits;
      if (!hit) return null;
      const bytes = await fetchBytes(hit.largeImageURL ?? hit.webformatURL);
      return { bytes, tags: hit.tags, attribution: `Image : ${hit.user} sur Pixabay (${hit.pageURL})` };
    },
  };
}
