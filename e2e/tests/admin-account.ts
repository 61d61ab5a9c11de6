/** The administrator the e2e server creates at start through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'admin.e2e@exemple.fr', password: 'admin-e2e-secret-42' };
