import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock';
import { defineModule, type AppModule } from '../app-module';
import type { AuthConfig } from './auth.config';
import type { LoginAttemptsRepository } from './login-attempts.repository';
import type { MailAdapters } from './mailer.port';
import type { PasswordHasher } from './password';
import { devMailboxRoutes } from './dev-mailbox.routes';
import type { PasswordResetRepository } from './password-reset.repository';
import { passwordResetRoutes } from './password-reset.routes';
import { createPasswordResetService } from './password-reset.service';
import { createResetRequestThrottle } from './reset-request-throttle';
import type { UserCache } from './user-cache';
import type { UsersRepository } from './users.repository';

/** Reset requests per window: enough for a typo and a retry, too few to flood an inbox or scan addresses. */
const MAX_RESETS_PER_EMAIL = 3;
const MAX_RESETS_PER_IP = 10;

/** Where links in e-mails point: PUBLIC_URL, else this server as it listens (embedded mode). */
export function appUrl(config: { PUBLIC_URL?: string | undefined; HOST: string; PORT: number }): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const host = ['0.0.0.0', '::'].includes(config.HOST) ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/** Account recovery by e-mail, wired here so the composition root adds one line. */
export function createPasswordResetModule(deps: {
  config: Pick<AuthConfig, 'LOGIN_WINDOW_MINUTES'>;
  /** Where links in e-mails point (`appUrl`). */
  appUrl: string;
  /** BRAND_NAME, in the e-mails. */
  brand: string;
  /** The reset links' repository, shared with the auth module's purge job. */
  resets: PasswordResetRepository;
  /** Serve the demonstration mailbox's page: embedded mode only, never in production even with demo mail. */
  exposeMailbox: boolean;
  users: UsersRepository;
  loginAttempts: LoginAttemptsRepository;
  passwords: PasswordHasher;
  userCache: UserCache;
  clock: Clock;
  logger: Logger;
  /** SMTP or the demonstration mailbox, chosen by the composition root. */
  mail: MailAdapters;
}) {
  const { config, clock } = deps;
  const { mailer, mailbox } = deps.mail;
  const repository = deps.resets;
  const service = createPasswordResetService({
    users: deps.users,
    resets: repository,
    throttle: createResetRequestThrottle({
      attempts: deps.loginAttempts,
      clock,
      maxPerEmail: MAX_RESETS_PER_EMAIL,
      maxPerIp: MAX_RESETS_PER_IP,
      windowMinutes: config.LOGIN_WINDOW_MINUTES,
    }),
    loginAttempts: deps.loginAttempts,
    passwords: deps.passwords,
    userCache: deps.userCache,
    mailer,
    clock,
    logger: deps.logger,
    appUrl: deps.appUrl,
    brand: deps.brand,
  });
  const shownMailbox = deps.exposeMailbox ? mailbox : undefined;
  return defineModule({
    name: 'password-reset',
    service,
    repository,
    mailer,
    mailbox,
    routes: [(app) => app.register(passwordResetRoutes, { prefix: '/api/auth', resets: service })],
    jobs: [],
    /** Registered after every other module's routes, as it always was. The routes also check the Host and
     * Origin headers: behind a reverse proxy on the same machine every visitor would look local. */
    mailboxModule: {
      name: 'dev-mailbox',
      routes: shownMailbox
        ? [(app) => app.register(devMailboxRoutes, { prefix: '/api', mailbox: shownMailbox })]
        : [],
      jobs: [],
    } satisfies AppModule,
  });
}
