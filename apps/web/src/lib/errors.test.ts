import { describe, expect, it } from 'vitest';
import { ApiError, hasErrorCode, NetworkError } from '@/lib/errors';

describe('hasErrorCode', () => {
  const refused = new ApiError(409, { detail: 'Génération en cours', code: 'GENERATION_IN_PROGRESS' });

  it('recognises an API error by one of the catalogue codes given', () => {
    expect(hasErrorCode(refused, 'GENERATION_NO_NETWORK', 'GENERATION_IN_PROGRESS')).toBe(true);
    expect(hasErrorCode(refused, 'GENERATION_NO_NETWORK')).toBe(false);
  });

  it('is false for an answer without a code and for errors that are not the API’s', () => {
    expect(hasErrorCode(new ApiError(502, '<html>Bad gateway</html>'), 'INTERNAL_ERROR')).toBe(false);
    expect(hasErrorCode(new NetworkError(true), 'INTERNAL_ERROR')).toBe(false);
    expect(hasErrorCode(new Error('GENERATION_IN_PROGRESS'), 'GENERATION_IN_PROGRESS')).toBe(false);
  });

  it('accepts only the catalogue’s codes', () => {
    // @ts-expect-error a misspelt code is not an ErrorCode: the type check refuses it.
    expect(hasErrorCode(refused, 'GENERATION_IN_PROGRES')).toBe(false);
  });
});
