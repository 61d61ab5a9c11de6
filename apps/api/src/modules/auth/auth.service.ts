import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  TokenPair,
  User,
} from '@plume/contracts/auth';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { addDays, addMonths } from '../../lib/time';
import type { AccessTokenIssuer } from './access-tokens';
import { assertPasswordNotCommon } from './common-passwords';
import type { LoginThrottle } from './login-throttle';
import type { RegistrationThrottle } from './registration-throttle';
import type { PasswordHasher } from './password';
import type { RefreshTokensRepository } from './refresh-tokens.repository';
import type { UserCache } from './user-cache';
import { logoUrl } from '../business-profile/logo-url';
import type { UsersRepository, UserWithBusiness } from './users.repository';

export interface AuthServiceDeps {
  users: UsersRepository;
  userCache: UserCache;
  refreshTokens: RefreshTokensRepository;
  throttle: LoginThrottle;
  registrations: RegistrationThrottle;
  passwords: PasswordHasher;
  accessTokens: AccessTokenIssuer;
  clock: Clock;
  refreshTokenTtlDays: number;
  /** Other areas' follow-ups of a registration (the referral of a `?ref=` link). */
  afterRegister?: (userId: string, input: RegisterRequest) => Promise<void>;
}

/** Lower-cased, trimmed and NFC-normalised, so one person has one account whatever they type. */
export function normaliseEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function toUserView(user: UserWithBusiness): User {
  return {
    user_id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    business_name: user.businessName,
    logo_url: logoUrl(user.id, user.logoVersion),
    subscription_status: user.subscriptionStatus,
    subscription_plan: user.subscriptionPlan,
    subscription_ends_at: user.subscriptionEndsAt?.toISOString() ?? null,
    is_admin: user.isAdmin,
    timezone: user.timezone,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, refreshTokens, throttle, passwords, accessTokens, clock } = deps;
  /** The view of each cached user, made once while the cache keeps that user (the same object for its TTL). */
  const views = new WeakMap<UserWithBusiness, User>();
  const viewOf = (user: UserWithBusiness | undefined): User => {
    if (!user) throw new AppError('TOKEN_INVALID');
    let view = views.get(user);
    if (!view) views.set(user, (view = toUserView(user)));
    return view;
  };

  async function issueTokens(userId: string): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    await refreshTokens.insert({
      userId,
      familyId: randomUUID(),
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: addDays(clock.now(), deps.refreshTokenTtlDays),
    });
    return {
      access_token: await accessTokens.sign({ userId }),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: accessTokens.ttlSeconds,
    };
  }

  return {
    async register(input: RegisterRequest, ip: string): Promise<RegisterResponse> {
      assertPasswordNotCommon(input.password);
      await deps.registrations.consume(ip);
      const email = normaliseEmail(input.email);
      const [fallbackFirst = '', ...rest] = (input.business_name ?? '').trim().split(/\s+/);
      const created = await users.create({
        email,
        passwordHash: await passwords.hash(input.password),
        firstName: input.first_name?.trim() || fallbackFirst,
        lastName: input.last_name?.trim() || rest.join(' '),
        // Registration starts the one-month free trial.
        subscriptionEndsAt: addMonths(clock.now(), 1),
      });
      if (!created) throw new AppError('EMAIL_TAKEN');
      await deps.afterRegister?.(created.id, input);
      return {
        success: true,
        user_id: created.id,
        email: created.email,
        subscription_status: created.subscriptionStatus,
        subscription_ends_at: created.subscriptionEndsAt?.toISOString() ?? null,
      };
    },

    async login(input: LoginRequest, ip: string): Promise<LoginResponse> {
      const email = normaliseEmail(input.email);
      await throttle.reserve(email, ip);
      const user = await users.findByEmail(email);
      // Unknown e-mail and wrong password get the same answer after the same amount of work.
      const valid = user
        ? await passwords.verify(user.passwordHash, input.password)
        : await passwords.verifyDummy(input.password).then(() => false);
      // A failure keeps the slot `reserve` took; a success gives it back.
      if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
      await throttle.recordSuccess(email, ip);
      return { ...(await issueTokens(user.id)), ...toUserView(user) };
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const next = randomBytes(32).toString('base64url');
      const result = await refreshTokens.rotate({
        tokenHash: hashRefreshToken(refreshToken),
        newTokenHash: hashRefreshToken(next),
        now: clock.now(),
        expiresAt: addDays(clock.now(), deps.refreshTokenTtlDays),
      });
      if (result.outcome !== 'rotated') throw new AppError('REFRESH_TOKEN_INVALID');
      return {
        access_token: await accessTokens.sign({ userId: result.userId }),
        refresh_token: next,
        token_type: 'bearer',
        expires_in: accessTokens.ttlSeconds,
      };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (refreshToken) await refreshTokens.revokeFamilyOf(hashRefreshToken(refreshToken), clock.now());
    },

    async me(userId: string): Promise<User> {
      return viewOf(await deps.userCache.get(userId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
