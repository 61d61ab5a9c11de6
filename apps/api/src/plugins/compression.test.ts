import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
  });
});
