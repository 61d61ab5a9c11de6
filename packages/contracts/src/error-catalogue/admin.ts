import type { ErrorEntries } from './entry';

/** The administrators' area. */
export const adminErrors = {
  ADMIN_CANNOT_DELETE_SELF: {
    status: 409,
    detail: 'Vous ne pouvez pas supprimer votre propre compte administrateur',
  },
  PROMO_CODE_TAKEN: { status: 409, detail: 'code : ce code promo existe déjà' },
} as const satisfies ErrorEntries;
