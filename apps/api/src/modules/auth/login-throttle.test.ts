import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock';
import { createLoginThrottle } from './login-throttle';
import { memoryAttempts } from './memory-login-attempts';

describe('login throttle', () => {
  const setup = () => {
    const clock = createFixedClock('2026-05-01T10:00:00Z');
    const throttle = createLoginThrottle({
      attempts: memoryAttempts(),
      clock,
      maxPerEmail: 2,
      maxPerIp: 3,
      windowMinutes: 15,
    });
    return { clock, throttle };
  };

  it('blocks an e-mail after its failures and tells when to retry', async () => {
    const { throttle } = setup();
    await throttle.recordFailure('a@b.fr', '1.1.1.1');
    await throttle.assertAllowed('a@b.fr', '1.1.1.1');
    await throttle.recordFailure('a@b.fr', '1.1.1.2');
    await expect(throttle.assertAllowed('a@b.fr', '9.9.9.9')).rejects.toMatchObject({
      status: 429,
      detail: 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.',
      headers: { 'retry-after': '900' },
    });
  });

  it('opens again in the next window, and a success clears the e-mail counter', async () => {
    const { throttle, clock } = setup();
    await throttle.recordFailure('a@b.fr', '1.1.1.1');
    await throttle.recordFailure('a@b.fr', '1.1.1.1');
    clock.advance(15 * 60_000);
    await throttle.assertAllowed('a@b.fr', '1.1.1.1');
    await throttle.recordFailure('c@d.fr', '2.2.2.2');
    await throttle.recordSuccess('c@d.fr');
    await throttle.recordFailure('c@d.fr', '2.2.2.3');
    await throttle.assertAllowed('c@d.fr', '2.2.2.4');
  });

  it('blocks an IP spraying many e-mails', async () => {
    const { throttle } = setup();
    for (const email of ['1@x.fr', '2@x.fr', '3@x.fr']) await throttle.recordFailure(email, '6.6.6.6');
    await expect(throttle.assertAllowed('4@x.fr', '6.6.6.6')).rejects.toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
    });
    await throttle.assertAllowed('4@x.fr', '7.7.7.7');
  });
});
