import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP. */
  end: number;
}

export interface StoredObject {
  body: Readable;
  size: number;
}

/** Where media bytes live: the local disk in embedded mode, an S3-compatible store in production. */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Writes the object from a file on disk (streamed, never read whole into memory) or a buffer. */
  put(key: string, source: { path: string } | { buffer: Buffer }, contentType: string): Promise<void>;
  /** Size in bytes, or null when the object does not exist. */
  size(key: string): Promise<number | null>;
  /** Opens the object, or the inclusive byte range of it; null when it does not exist. */
  open(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The whole object in memory (a medium sent to a network), or null when it does not exist. */
  read(key: string): Promise<Buffer | null>;
  /** Deletes the objects; missing ones are ignored. */
  remove(keys: string[]): Promise<void>;
  /** At start: removes what writes interrupted by a stopped process left behind; answers how many. */
  sweepInterrupted(): Promise<number>;
}
