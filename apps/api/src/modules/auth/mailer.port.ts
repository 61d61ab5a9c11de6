/** One e-mail, written in French by the sender; both bodies are sent (plain text for every client). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where e-mails go: an SMTP server in production, the demonstration mailbox in embedded mode. */
export interface Mailer {
  readonly kind: 'smtp' | 'demo';
  send(message: MailMessage): Promise<void>;
}

/** A message the demonstration mailbox kept instead of sending it. */
export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: Date;
}

/** The demonstration mailbox's reading side, shown on the local mailbox page (embedded mode only). */
export interface MailboxReader {
  list(): readonly StoredMail[];
}

/** What the composition root hands the auth module: the mailer, and the mailbox when mail stays local. */
export interface MailAdapters {
  mailer: Mailer;
  mailbox?: MailboxReader | undefined;
}
