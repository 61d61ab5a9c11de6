import { z } from 'zod';

/** The word the owner types to confirm the deletion of the account, as the dialog asks. */
export const DELETE_ACCOUNT_CONFIRMATION = 'SUPPRIMER';

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Le mot de passe est obligatoire' })
    .min(1, 'Le mot de passe est obligatoire')
    .max(256, 'Le mot de passe ne peut pas dépasser 256 caractères'),
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: `Tapez ${DELETE_ACCOUNT_CONFIRMATION} pour confirmer la suppression`,
  }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

export const ACCOUNT_DELETED_MESSAGE =
  'Votre compte et vos données ont été supprimés. Les factures sont conservées 10 ans, sans lien avec votre identité.';
