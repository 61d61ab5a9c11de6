import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock';
import { createOAuthStateSigner, OAUTH_STATE_TTL_MS } from './oauth-state';

const clock = createFixedClock('2026-03-01T10:00:00Z');
const signer = createOAuthStateSigner(Buffer.alloc(32, 7), clock);
const userId = '6c1f9a52-0000-4000-8000-000000000001';

describe('OAuth state', () => {
  it('carries the user and the network, signed', () => {
    const result = signer.check(signer.issue(userId, 'facebook'), 'facebook');
    expect(result).toMatchObject({ ok: true, claims: { userId, platform: 'facebook' } });
  });

  it('refuses a state whose payload was changed (another user)', () => {
    const [payload, signature] = signer.issue(userId, 'instagram').split('.');
    const data = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...data, u: 'someone-else' })).toString('base64url');
    expect(signer.check(`${forged}.${signature}`, 'instagram')).toEqual({ ok: false, reason: 'forged' });
    expect(signer.check('nimporte-quoi', 'instagram')).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a state signed with another key', () => {
    const other = createOAuthStateSigner(Buffer.alloc(32, 8), clock);
    expect(signer.check(other.issue(userId, 'facebook'), 'facebook')).toMatchObject({ ok: false });
  });

  it('expires after 10 minutes and is bound to its network', () => {
    const state = signer.issue(userId, 'facebook');
    expect(signer.check(state, 'instagram')).toEqual({ ok: false, reason: 'wrong_platform' });
    clock.advance(OAUTH_STATE_TTL_MS + 1);
    expect(signer.check(state, 'facebook')).toEqual({ ok: false, reason: 'expired' });
  });
});
