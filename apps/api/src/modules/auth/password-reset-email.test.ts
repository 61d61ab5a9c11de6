import { describe, expect, it } from 'vitest';
import { passwordResetEmail } from './password-reset-email';

describe('password reset e-mail', () => {
  it('writes a French message with the link in both bodies and escapes the HTML', () => {
    const mail = passwordResetEmail({
      to: 'marie@boulangerie.fr',
      firstName: 'Marie <b>',
      brand: 'Plume',
      link: 'https://app.plume.test/reinitialiser-mot-de-passe?token=abc&x=1',
      validMinutes: 60,
    });
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Plume');
    expect(mail.text).toContain('Bonjour Marie <b>,');
    expect(mail.text).toContain('valable 60 minutes, une seule fois');
    expect(mail.text).toContain('https://app.plume.test/reinitialiser-mot-de-passe?token=abc&x=1');
    expect(mail.html).toContain('Bonjour Marie &#60;b&#62;,');
    expect(mail.html).toContain('href="https://app.plume.test/reinitialiser-mot-de-passe?token=abc&#38;x=1"');
    expect(mail.html).toContain('ignorez ce message');
  });
});
