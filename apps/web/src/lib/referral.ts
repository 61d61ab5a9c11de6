import { createSafeStorage } from '@/lib/safe-storage';

const KEY = 'referral_code';
const storage = createSafeStorage(() => window.localStorage);

/** Keeps the `?ref=` code of the link the visitor arrived with until they register. */
export function rememberReferralCode(search: string = window.location.search): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (code && /^[A-Za-z0-9]{4,32}$/.test(code)) storage.set(KEY, code.toUpperCase());
}

export function readReferralCode(): string | undefined {
  return storage.get(KEY) ?? undefined;
}

export function forgetReferralCode(): void {
  storage.remove(KEY);
}

export const referralLink = (code: string, origin: string = window.location.origin) =>
  `${origin}/?ref=${code}`;
