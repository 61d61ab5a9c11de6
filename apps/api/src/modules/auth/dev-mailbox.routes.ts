import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { DemoMailbox } from '../../integrations/mail/demo-mailbox';
import { renderDevMailbox } from './dev-mailbox-page';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The demonstration mailbox page. Registered only when the demo mailer is in use (no SMTP_URL, which
 * production requires), and answered only to a browser on this machine: the socket's own address is
 * checked, never X-Forwarded-For, because the page shows working reset links for every account.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ mailbox: DemoMailbox }> = async (app, { mailbox }) => {
  app.get('/dev-mailbox', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw new AppError('ROUTE_NOT_FOUND');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderDevMailbox(mailbox.list()));
  });
};
