import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock';
import { createMediaTokens } from './media-tokens';

const userId = '6f1f7a9e-0000-4000-8000-000000000001';

describe('media tokens', () => {
  it('verifies its own token and returns the owner', () => {
    const tokens = createMediaTokens('s'.repeat(40), 600, createFixedClock('2025-03-01T10:00:00Z'));
    expect(tokens.verify(tokens.issue(userId))).toBe(userId);
  });

  it('refuses a tampered owner or signature', () => {
    const tokens = createMediaTokens('s'.repeat(40), 600, createFixedClock('2025-03-01T10:00:00Z'));
    const [, expiry, signature] = tokens.issue(userId).split('.');
    expect(tokens.verify(`${userId.replace('1', '2')}.${expiry}.${signature}`)).toBeNull();
    expect(tokens.verify(`${userId}.${expiry}.${signature}x`)).toBeNull();
    expect(tokens.verify('nimportequoi')).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const clock = createFixedClock('2025-03-01T10:00:00Z');
    const other = createMediaTokens('t'.repeat(40), 600, clock).issue(userId);
    expect(createMediaTokens('s'.repeat(40), 600, clock).verify(other)).toBeNull();
  });

  it('expires after its lifetime (rounded up to 5 minutes)', () => {
    const clock = createFixedClock('2025-03-01T10:00:00Z');
    const tokens = createMediaTokens('s'.repeat(40), 600, clock);
    const token = tokens.issue(userId);
    clock.advance(599_000);
    expect(tokens.verify(token)).toBe(userId);
    clock.advance(301_000);
    expect(tokens.verify(token)).toBeNull();
  });
});
