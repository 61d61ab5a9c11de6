import type { StockHit } from '@plume/contracts/stock-images';

export interface StockSearchParams {
  query: string;
  page: number;
  perPage: number;
  imageType: 'photo' | 'all' | 'illustration' | 'vector';
  safeSearch: boolean;
}

export interface StockSearchResult {
  hits: StockHit[];
  total: number;
  totalHits: number;
}

export interface StockImageDownload {
  bytes: Buffer;
  tags: string;
  /** Who made the image, shown beside it (the provider's terms). */
  attribution: string;
}

/** A source of free stock images: Pixabay in production, a generated demonstration catalogue by default. */
export interface StockImageProvider {
  readonly kind: 'pixabay' | 'demo';
  search(params: StockSearchParams): Promise<StockSearchResult>;
  /** Downloads the image to our side (never hotlinked); null when the id is unknown. */
  download(id: number): Promise<StockImageDownload | null>;
  /** A picture the provider serves itself as a search preview (the demonstration catalogue); null when unknown. */
  preview?(id: number): Promise<Buffer | null>;
}

/** Stored answers of the provider (24 h) and the request count of the rate window, shared by every process. */
export interface StockApiCache {
  read(key: string, now: Date): Promise<unknown>;
  write(key: string, response: unknown, now: Date, ttlMs: number): Promise<void>;
  countRequestsSince(since: Date): Promise<number>;
}
