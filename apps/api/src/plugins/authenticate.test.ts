import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readBearer } from './authenticate';

const bearerOf = (authorization?: string) =>
  readBearer({ headers: authorization === undefined ? {} : { authorization } } as FastifyRequest);

describe('the bearer token of a request', () => {
  it('is the word after the Bearer scheme, whatever its case', () => {
    expect(bearerOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerOf('bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerOf('BEARER abc')).toBe('abc');
  });

  it('stops at the next space, as the header split on spaces gives it', () => {
    expect(bearerOf('Bearer abc def')).toBe('abc');
    expect(bearerOf('Bearer  abc')).toBeUndefined();
    expect(bearerOf('Bearer ')).toBeUndefined();
  });

  it('is missing without a header, without a token, or with another scheme', () => {
    expect(bearerOf()).toBeUndefined();
    expect(bearerOf('')).toBeUndefined();
    expect(bearerOf('Bearer')).toBeUndefined();
    expect(bearerOf('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerOf('Bearerabc')).toBeUndefined();
  });
});
