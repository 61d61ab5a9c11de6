import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  type ForgotPasswordResponse,
  type ResetPasswordRequest,
} from '@plume/contracts/account-recovery';
import { AppError } from '../../errors/app-error';
import type { Mailer } from './mailer.port';
import type { Clock } from '../../lib/clock';
import { normaliseEmail } from './auth.service';
import type { LoginAttemptsRepository } from './login-attempts.repository';
import type { PasswordHasher } from './password';
import { passwordResetEmail } from './password-reset-email';
import type { PasswordResetRepository } from './password-reset.repository';
import type { ResetRequestThrottle } from './reset-request-throttle';
import type { UserCache } from './user-cache';
import type { UsersRepository } from './users.repository';
import { assertPasswordNotCommon } from './common-passwords';

export const RESET_LINK_VALID_MINUTES = 60;
export const RESET_PAGE_PATH = '/reinitialiser-mot-de-passe';

export interface PasswordResetDeps {
  users: UsersRepository;
  resets: PasswordResetRepository;
  throttle: ResetRequestThrottle;
  loginAttempts: LoginAttemptsRepository;
  passwords: PasswordHasher;
  userCache: UserCache;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /** The public address of the web app (PUBLIC_URL), never taken from the request's Host header. */
  appUrl: string;
  brand: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Account recovery: a single-use link, valid one hour, sent by e-mail. */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { users, resets, clock } = deps;

  async function sendLink(user: { id: string; email: string; firstName: string }) {
    const token = randomBytes(32).toString('base64url');
    await resets.replaceToken({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + RESET_LINK_VALID_MINUTES * 60_000),
    });
    const link = new URL(`${RESET_PAGE_PATH}?token=${token}`, deps.appUrl).toString();
    const message = passwordResetEmail({
      to: user.email,
      firstName: user.firstName,
      brand: deps.brand,
      link,
      validMinutes: RESET_LINK_VALID_MINUTES,
    });
    await deps.mailer.send(message);
  }

  return {
    /**
     * Same answer, after about the same time, whether the address has an account or not: the token and
     * the e-mail are handled after the answer is decided and are not awaited by the request.
     */
    async requestReset(
      rawEmail: string,
      ip: string,
      log: Pick<Logger, 'error'> = deps.logger,
    ): Promise<ForgotPasswordResponse> {
      const email = normaliseEmail(rawEmail);
      await deps.throttle.consume(email, ip);
      const user = await users.findByEmail(email);
      if (user) {
        sendLink(user).catch((error: unknown) =>
          log.error({ err: error, userId: user.id }, "échec de l'envoi de l'e-mail de réinitialisation"),
        );
      }
      return { success: true, message: FORGOT_PASSWORD_MESSAGE };
    },

    async resetPassword(input: ResetPasswordRequest): Promise<ForgotPasswordResponse> {
      // Checked before the link is used up, so the owner can try another password with the same link.
      assertPasswordNotCommon(input.password);
      const now = clock.now();
      const userId = await resets.consumeToken(hashToken(input.token), now);
      if (!userId) throw new AppError('RESET_TOKEN_INVALID');
      const user = await users.findById(userId);
      if (!user) throw new AppError('RESET_TOKEN_INVALID');
      await resets.setPassword(userId, await deps.passwords.hash(input.password), now);
      // The owner proved control of the mailbox: earlier failed logins no longer lock them out.
      await deps.loginAttempts.clear(`email:${user.email}`);
      deps.userCache.invalidate(userId);
      return { success: true, message: RESET_PASSWORD_MESSAGE };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
