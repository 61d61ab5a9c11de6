import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock';
import { memoryAttempts } from './memory-login-attempts';
import { createResetRequestThrottle } from './reset-request-throttle';

describe('reset request throttle', () => {
  const setup = () => {
    const clock = createFixedClock('2026-05-01T10:05:00Z');
    const throttle = createResetRequestThrottle({
      attempts: memoryAttempts(),
      clock,
      maxPerEmail: 2,
      maxPerIp: 3,
      windowMinutes: 15,
    });
    return { clock, throttle };
  };

  it('counts every request per e-mail and says when to retry', async () => {
    const { throttle } = setup();
    await throttle.consume('a@b.fr', '1.1.1.1');
    await throttle.consume('a@b.fr', '1.1.1.2');
    await expect(throttle.consume('a@b.fr', '1.1.1.3')).rejects.toMatchObject({
      code: 'TOO_MANY_RESET_REQUESTS',
      status: 429,
      detail: 'Trop de demandes de réinitialisation. Veuillez réessayer dans 10 minutes.',
      headers: { 'retry-after': '600' },
    });
  });

  it('limits one IP across many addresses, and opens again in the next window', async () => {
    const { clock, throttle } = setup();
    for (const email of ['a@b.fr', 'c@d.fr', 'e@f.fr']) await throttle.consume(email, '9.9.9.9');
    await expect(throttle.consume('g@h.fr', '9.9.9.9')).rejects.toMatchObject({ status: 429 });
    clock.advance(10 * 60_000);
    await expect(throttle.consume('g@h.fr', '9.9.9.9')).resolves.toBeUndefined();
  });
});
