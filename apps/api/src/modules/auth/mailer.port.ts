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
