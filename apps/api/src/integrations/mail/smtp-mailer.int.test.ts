import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
  user: string | undefined;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

// A real SMTP server on 127.0.0.1 (the smtp-server package speaks the protocol nodemailer talks).
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'plume' && auth.password === 'secret-smtp')
        callback(null, { user: auth.username });
      else callback(new Error('Identifiants refusés'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mailer (nodemailer)', () => {
  it('authenticates with the URL credentials and delivers both bodies to the recipient', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://plume:secret-smtp@127.0.0.1:${port}`,
      from: 'Plume <bonjour@plume.test>',
    });
    await mailer.send({
      to: 'marie@boulangerie.fr',
      subject: 'Réinitialisation de votre mot de passe',
      text: 'Bonjour Marie,\nhttps://app.plume.test/reinitialiser-mot-de-passe?token=abc',
      html: '<p>Bonjour Marie,</p>',
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.user).toBe('plume');
    expect(mail?.from).toBe('bonjour@plume.test');
    expect(mail?.to).toEqual(['marie@boulangerie.fr']);
    expect(mail?.data).toContain('multipart/alternative');
    // Non-ASCII subjects are MIME-encoded words.
    expect(mail?.data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('rejects when the server refuses the credentials', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://plume:mauvais@127.0.0.1:${port}`,
      from: 'Plume <bonjour@plume.test>',
    });
    await expect(
      mailer.send({ to: 'marie@boulangerie.fr', subject: 'Test', text: 'Test', html: '<p>Test</p>' }),
    ).rejects.toThrow();
  });
});
