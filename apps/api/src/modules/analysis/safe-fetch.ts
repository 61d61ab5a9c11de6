import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkTarget, type GuardOptions } from './ssrf-guard';

export const CRAWLER_USER_AGENT = 'PlumeBot/1.0 (+analyse de site pour la rédaction de posts)';
const MAX_REDIRECTS = 5;

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

export type FetchOutcome =
  | { kind: 'ok'; url: string; status: number; contentType: string; body: string }
  | { kind: 'too_large' | 'timeout' | 'error'; url: string; status?: number };

interface RawResponse {
  status: number;
  location: string | undefined;
  contentType: string;
  body: string;
}

/** Many small French sites still declare ISO-8859-1 or Windows-1252: read accents right. */
function decode(bytes: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

class TooLargeError extends Error {}
class TimeoutError extends Error {}

function requestOnce(target: Awaited<ReturnType<typeof checkTarget>>, limits: FetchLimits) {
  return new Promise<RawResponse>((resolve, reject) => {
    // Connect to the address that was checked, never to a second DNS answer.
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.get(target.url, {
      lookup: pinned,
      // No pooled socket: the agent keys kept-alive sockets by host name and port, so one opened for an
      // earlier answer of the same name would be reused whatever address was checked this time.
      agent: false,
      headers: {
        'user-agent': CRAWLER_USER_AGENT,
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.8',
      },
      signal: limits.signal,
    });
    const timer = setTimeout(() => request.destroy(new TimeoutError()), limits.timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) {
        request.destroy(new TooLargeError());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) request.destroy(new TooLargeError());
        else chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status,
          location: response.headers.location,
          contentType: String(response.headers['content-type'] ?? ''),
          body: decode(Buffer.concat(chunks), String(response.headers['content-type'] ?? '')),
        });
      });
      response.on('error', reject);
    });
  });
}

/** GET with the SSRF guard on every hop, a byte cap and a time cap; never throws for network failures. */
export async function safeFetch(
  url: string,
  guard: GuardOptions,
  limits: FetchLimits,
): Promise<FetchOutcome> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const target = await checkTarget(current, guard);
    let response: RawResponse;
    try {
      response = await requestOnce(target, limits);
    } catch (error) {
      if (error instanceof TooLargeError) return { kind: 'too_large', url: current };
      if (error instanceof TimeoutError) return { kind: 'timeout', url: current };
      return { kind: 'error', url: current };
    }
    if (response.status >= 300 && response.status < 400 && response.location) {
      current = new URL(response.location, current).toString();
      continue;
    }
    if (response.status >= 400) return { kind: 'error', url: current, status: response.status };
    return { kind: 'ok', url: current, ...response };
  }
  return { kind: 'error', url: current };
}
