import type { Clock } from '../../lib/clock';
import type { MailAdapters } from '../../modules/auth/mailer.port';
import { createDemoMailbox } from './demo-mailbox';
import type { MailConfig } from './mail.config';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is configured; otherwise the demonstration mailbox (refused in production by config.ts). */
export function createMailer(config: MailConfig, brand: string, clock: Clock): MailAdapters {
  const from = config.MAIL_FROM ?? `${brand} <ne-pas-repondre@localhost>`;
  if (config.SMTP_URL) return { mailer: createSmtpMailer({ url: config.SMTP_URL, from }) };
  return createDemoMailbox({ from, now: () => clock.now() });
}
