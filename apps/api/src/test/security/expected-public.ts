/**
 * Routes reachable without a bearer token. Making a route public is a security decision: it must be added
 * here on purpose, so that a route made public by mistake fails this suite.
 */
export const EXPECTED_PUBLIC = [
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/legal',
  'GET /api/app-info',
  'POST /api/auth/register',
  'POST /api/auth/login-robust',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // Only registered with the demonstration mailer (embedded mode), and answering loopback clients only.
  'GET /api/dev-mailbox',
  'GET /api/business-profile/logo/:userId',
  'GET /api/social/instagram/callback',
  'GET /api/social/linkedin/callback',
  'GET /api/social/media/:id',
  'GET /api/social/sandbox/consent',
  'POST /api/payments/webhook',
  'GET /api/payments/demo/checkout/:id',
  'POST /api/payments/demo/checkout/:id/pay',
  'POST /api/payments/demo/checkout/:id/cancel',
  'GET /api/payments/demo/portal/:token',
  'POST /api/payments/demo/portal/:token/cancel-subscription',
  'GET /api/content/:id/file',
  'GET /api/content/:id/thumb',
  'GET /api/placeholder.png',
  'GET /api/pixabay/demo/:file',
].sort();
