import { hash } from 'node:crypto';

/**
 * The strong ETag of a body: a one-shot SHA-1 of the bytes as they are (UTF-8 for a string), with no hash
 * object nor copy of the string. A cached answer computes it once and hands it to the compression hook.
 */
export function bodyEtag(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}
