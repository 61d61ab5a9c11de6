import type { APIRequestContext } from '@playwright/test';
import type { TokenPair } from '../../packages/contracts/src/auth';
import { buildRegistration } from '../../packages/contracts/src/testing/builders';
import { expect, type TestUser } from './helpers';

/** Creates the account through the API: for suites whose subject is not the registration screen. */
export async function registerThroughApi(
  request: APIRequestContext,
  user: TestUser,
  businessName = 'Fleurs de Marie',
) {
  const created = await request.post('/api/auth/register', {
    data: buildRegistration({
      email: user.email,
      password: user.password,
      first_name: user.firstName,
      last_name: user.lastName,
      business_name: businessName,
    }),
  });
  expect(created.status()).toBe(201);
}

/** The token pair the app stores after a login (localStorage access_token / refresh_token). */
export async function logInThroughApi(request: APIRequestContext, user: TestUser) {
  const login = await request.post('/api/auth/login-robust', {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  return (await login.json()) as TokenPair;
}
