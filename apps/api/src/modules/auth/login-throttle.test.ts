import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock';
import { createLoginThrottle } from './login-throttle';
import { memoryAttempts } from './memory-login-attempts';
import { createRegistrationThrottle } from './registration-throttle';

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

  it('blocks an e-mail once its attempts are used and tells when to retry', async () => {
    const { throttle } = setup();
    await throttle.reserve('a@b.fr', '1.1.1.1');
    await throttle.reserve('a@b.fr', '1.1.1.2');
    await expect(throttle.reserve('a@b.fr', '9.9.9.9')).rejects.toMatchObject({
      status: 429,
      detail: 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.',
      headers: { 'retry-after': '900' },
    });
  });

  it('opens again in the next window, and a success clears the e-mail counter', async () => {
    const { throttle, clock } = setup();
    await throttle.reserve('a@b.fr', '1.1.1.1');
    await throttle.reserve('a@b.fr', '1.1.1.1');
    clock.advance(15 * 60_000);
    await throttle.reserve('a@b.fr', '1.1.1.1');
    await throttle.reserve('c@d.fr', '2.2.2.2');
    await throttle.recordSuccess('c@d.fr', '2.2.2.2');
    await throttle.reserve('c@d.fr', '2.2.2.3');
    await throttle.reserve('c@d.fr', '2.2.2.4');
  });

  it('blocks an IP spraying many e-mails, without spending the refused e-mail’s attempt', async () => {
    const { throttle } = setup();
    for (const email of ['1@x.fr', '2@x.fr', '3@x.fr']) await throttle.reserve(email, '6.6.6.6');
    await expect(throttle.reserve('4@x.fr', '6.6.6.6')).rejects.toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
    });
    await throttle.reserve('4@x.fr', '7.7.7.7');
    await throttle.reserve('4@x.fr', '7.7.7.7');
  });

  it('gives a successful login’s slot back to its IP', async () => {
    const { throttle } = setup();
    for (const email of ['1@x.fr', '2@x.fr', '3@x.fr', '4@x.fr']) {
      await throttle.reserve(email, '5.5.5.5');
      await throttle.recordSuccess(email, '5.5.5.5');
    }
  });
});

describe('registration throttle', () => {
  it('refuses an IP past its limit with a French message, and opens in the next window', async () => {
    const clock = createFixedClock('2026-05-01T10:00:00Z');
    const throttle = createRegistrationThrottle({
      attempts: memoryAttempts(),
      clock,
      maxPerIp: 2,
      windowMinutes: 60,
    });
    await throttle.consume('1.1.1.1');
    await throttle.consume('1.1.1.1');
    await expect(throttle.consume('1.1.1.1')).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REGISTRATIONS',
      detail: 'Trop de comptes créés depuis cette connexion. Veuillez réessayer dans 60 minutes.',
      headers: { 'retry-after': '3600' },
    });
    await throttle.consume('2.2.2.2');
    clock.advance(60 * 60_000);
    await throttle.consume('1.1.1.1');
  });
});
