import { errorCatalogue, type ErrorCode } from '@plume/contracts/error-catalogue';

/** The one error type business code throws; the HTTP edge maps it to `{ detail, code }`. */
export class AppError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: { detail?: string; status?: number; cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    const entry = errorCatalogue[code];
    super(options.detail ?? entry.detail, { cause: options.cause });
    this.name = 'AppError';
    this.status = options.status ?? entry.status;
    this.detail = options.detail ?? entry.detail;
    this.headers = options.headers ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
