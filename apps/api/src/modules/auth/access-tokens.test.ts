import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock';
import { createAccessTokenIssuer } from './access-tokens';

const secret = 'un-secret-de-test-assez-long-pour-hs256-abcdef';

describe('access tokens', () => {
  it('round-trips the user id and expires after the TTL', async () => {
    const clock = createFixedClock('2026-05-01T10:00:00Z');
    const issuer = createAccessTokenIssuer(secret, 900, clock);
    const token = await issuer.sign({ userId: 'u-1' });
    expect(await issuer.verify(token)).toEqual({ userId: 'u-1' });
    clock.advance(899_000);
    expect(await issuer.verify(token)).toEqual({ userId: 'u-1' });
    clock.advance(2_000);
    expect(await issuer.verify(token)).toBeUndefined();
  });

  it('refuses tokens signed with another key, and tampered tokens', async () => {
    const clock = createFixedClock('2026-05-01T10:00:00Z');
    const other = createAccessTokenIssuer(`${secret}-autre`, 900, clock);
    const issuer = createAccessTokenIssuer(secret, 900, clock);
    expect(await issuer.verify(await other.sign({ userId: 'u-1' }))).toBeUndefined();
    const [header, , signature] = (await issuer.sign({ userId: 'u-1' })).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'admin', typ: 'access' })).toString('base64url');
    expect(await issuer.verify(`${header}.${forgedPayload}.${signature}`)).toBeUndefined();
  });
});
