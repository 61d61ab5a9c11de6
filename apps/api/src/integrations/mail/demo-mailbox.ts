import { randomUUID } from 'node:crypto';
import type { Mailer, MailboxReader, StoredMail } from '../../modules/auth/mailer.port';

const KEPT_MESSAGES = 20;

/**
 * The embedded mode's mailer: messages are kept in memory (the last 20) and shown on the local
 * demonstration mailbox page instead of leaving the machine. Never used when SMTP_URL is set.
 */
export function createDemoMailbox(options: { from: string; now: () => Date }) {
  const messages: StoredMail[] = [];
  const mailer: Mailer = {
    kind: 'demo',
    async send(message) {
      messages.unshift({ ...message, id: randomUUID(), from: options.from, sentAt: options.now() });
      messages.length = Math.min(messages.length, KEPT_MESSAGES);
    },
  };
  const mailbox: MailboxReader = { list: () => messages };
  return { mailer, mailbox };
}
