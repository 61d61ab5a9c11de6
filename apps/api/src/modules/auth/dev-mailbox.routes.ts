import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { MailboxReader } from './mailer.port';
import { renderDevMailbox } from './dev-mailbox-page';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a `Host` value or of an origin URL, without the port; undefined when unreadable. */
function hostNameOf(value: string, asUrl: boolean): string | undefined {
  try {
    return new URL(asUrl ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The page shows working reset links for every account, the administrator's included, so it answers only
 * to a browser on this machine talking to this machine: the socket's own address (never X-Forwarded-For),
 * a loopback `Host` (a page of another site whose name was rebound to 127.0.0.1 sends its own name) and,
 * when the browser sends one, a loopback `Origin`. A proxy in front of the server fails the address or
 * the Host check.
 */
export function isLocalBrowser(request: FastifyRequest): boolean {
  if (!LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) return false;
  const host = hostNameOf(request.headers.host ?? '', false);
  if (!host || !LOOPBACK_HOSTS.has(host)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const originHost = hostNameOf(origin, true);
  return originHost !== undefined && LOOPBACK_HOSTS.has(originHost);
}

/** The demonstration mailbox page: registered only in embedded mode with the demo mailer (no SMTP_URL). */
export const devMailboxRoutes: FastifyPluginAsync<{ mailbox: MailboxReader }> = async (app, { mailbox }) => {
  app.get('/dev-mailbox', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!isLocalBrowser(request)) throw new AppError('ROUTE_NOT_FOUND');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderDevMailbox(mailbox.list()));
  });
};
