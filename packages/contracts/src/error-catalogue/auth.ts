import type { ErrorEntries } from './entry';

/** Accounts, sessions, sign-in limits, password reset and the account page. */
export const authErrors = {
  UNAUTHENTICATED: { status: 401, detail: 'Vous devez être connecté' },
  TOKEN_INVALID: { status: 401, detail: 'Session expirée, veuillez vous reconnecter' },
  INVALID_CREDENTIALS: { status: 401, detail: 'Email ou mot de passe incorrect' },
  REFRESH_TOKEN_INVALID: { status: 401, detail: 'Session expirée, veuillez vous reconnecter' },
  ADMIN_REQUIRED: { status: 403, detail: 'Accès administrateur requis' },
  EMAIL_TAKEN: { status: 409, detail: 'Un compte existe déjà avec cette adresse email.' },
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    detail: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  },
  TOO_MANY_REGISTRATIONS: {
    status: 429,
    detail: 'Trop de comptes créés depuis cette connexion. Veuillez réessayer plus tard.',
  },
  PASSWORD_TOO_COMMON: {
    status: 422,
    detail: 'Ce mot de passe est trop courant : choisissez-en un autre, plus difficile à deviner.',
  },
  TOO_MANY_RESET_REQUESTS: {
    status: 429,
    detail: 'Trop de demandes de réinitialisation. Veuillez réessayer dans quelques minutes.',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    detail: 'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.',
  },
  ACCOUNT_PASSWORD_INCORRECT: { status: 422, detail: 'password : le mot de passe est incorrect' },
} as const satisfies ErrorEntries;
