import type { ErrorCode } from '@plume/contracts/error-catalogue';
import { fr } from '@/locales/fr';

/** The server answered with an error status. `detail` is the French message of the API's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  /** The catalogue's code of the API's error body (absent when the answer did not come from the API). */
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, body: unknown) {
    const fields = readErrorFields(body);
    super(fields.detail ?? fields.message ?? fr.errors.status(status));
    this.name = 'ApiError';
    this.status = status;
    this.detail = fields.detail;
    this.code = fields.code;
    this.serverMessage = fields.message;
  }
}

/** The request was sent but no response arrived (offline, server down, or our timeout fired). */
export class NetworkError extends Error {
  readonly isTimeout: boolean;

  constructor(isTimeout: boolean, options?: { cause?: unknown }) {
    super(fr.errors.network, options);
    this.name = 'NetworkError';
    this.isTimeout = isTimeout;
  }
}

function readErrorFields(body: unknown) {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  // The API's error handler only ever sends a catalogue code (its body is typed by `ErrorCode`).
  const code = text(record.code) as ErrorCode | undefined;
  return { detail: text(record.detail), message: text(record.message), code };
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
/** An API error with one of the given codes; the codes are the catalogue's, so a misspelt one fails the type check. */
export const hasErrorCode = (error: unknown, ...codes: readonly ErrorCode[]): error is ApiError =>
  isApiError(error) && error.code !== undefined && codes.includes(error.code);

export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;

/** The message rule of docs/spec/part-1-access-payment-admin-legal.md §8: server detail, else its message,
 * else 'Erreur {status}'; no response: the connection message; otherwise the error's own message, or 'Erreur
 * inattendue'. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.detail ?? error.serverMessage ?? fr.errors.status(error.status);
  if (isNetworkError(error)) return fr.errors.network;
  if (error instanceof Error) return error.message || fr.errors.unexpected;
  return fallback;
}

/** docs/spec/part-2-signed-in-application.md §8: the server's detail is preferred over the generic
 * message. */
export const serverDetailOr = (error: unknown, fallback: string) =>
  isApiError(error) && error.detail ? error.detail : fallback;
