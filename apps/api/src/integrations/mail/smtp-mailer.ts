import nodemailer from 'nodemailer';
import type { Mailer } from '../../modules/auth/mailer.port';

/** Sends through any SMTP server given as `smtp://user:pass@host:587` or `smtps://…:465` (nodemailer). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
