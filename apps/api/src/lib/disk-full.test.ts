import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { asDiskFullError, isDiskFull } from './disk-full';

const errno = (code: string) => Object.assign(new Error(code), { code });

describe('disk full', () => {
  it('recognises ENOSPC and EDQUOT only', () => {
    expect(isDiskFull(errno('ENOSPC'))).toBe(true);
    expect(isDiskFull(errno('EDQUOT'))).toBe(true);
    expect(isDiskFull(errno('EACCES'))).toBe(false);
    expect(isDiskFull(null)).toBe(false);
  });

  it('turns them into the French 507 and lets other errors through unchanged', () => {
    const full = asDiskFullError(errno('ENOSPC'));
    expect(full).toBeInstanceOf(AppError);
    expect(full).toMatchObject({ code: 'STORAGE_FULL', status: 507 });
    expect((full as AppError).detail).toMatch(/^Espace disque insuffisant/);
    const other = errno('EACCES');
    expect(asDiskFullError(other)).toBe(other);
  });
});
