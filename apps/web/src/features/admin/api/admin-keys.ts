/** Every admin query lives under ['admin'], so a change invalidates the whole dashboard at once. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: (filters: { search: string; status: string }) => ['admin', 'users', filters] as const,
  plans: ['admin', 'plans'] as const,
  promoCodes: ['admin', 'promo-codes'] as const,
  payments: ['admin', 'payments'] as const,
  referrals: ['admin', 'referrals'] as const,
  revenue: ['admin', 'revenue', 'month'] as const,
};
