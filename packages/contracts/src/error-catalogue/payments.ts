import type { ErrorEntries } from './entry';

/** Subscriptions, checkout and the payment provider. */
export const paymentsErrors = {
  SUBSCRIPTION_REQUIRED: {
    status: 402,
    detail: "Votre abonnement n'est plus actif. Choisissez un forfait pour continuer.",
  },
  ORIGIN_NOT_ALLOWED: { status: 422, detail: "origin_url : cette origine n'est pas autorisée" },
  PROMO_CODE_INVALID: { status: 422, detail: 'promo_code : code promo invalide ou expiré' },
  PLAN_NOT_FOUND: { status: 404, detail: 'Forfait introuvable' },
  CHECKOUT_SESSION_NOT_FOUND: { status: 404, detail: 'Session de paiement introuvable' },
  BILLING_ACCOUNT_MISSING: { status: 404, detail: 'Aucun abonnement payant à gérer' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, detail: 'Signature du webhook invalide' },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    detail: 'Le service de paiement est momentanément indisponible. Veuillez réessayer.',
  },
} as const satisfies ErrorEntries;
