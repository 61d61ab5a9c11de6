import { AppError } from '../errors/app-error';

/** ENOSPC (the disk is full) and EDQUOT (the user's quota is reached) mean the same thing to the user. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** The French 507 for a write the disk refused, or the error itself when it is something else. */
export function asDiskFullError(error: unknown): unknown {
  return isDiskFull(error) ? new AppError('STORAGE_FULL', { cause: error }) : error;
}
