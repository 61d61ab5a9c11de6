import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth';

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: "L'adresse e-mail est obligatoire" })
    .trim()
    .min(1, "L'adresse e-mail est obligatoire")
    .max(254, "L'adresse e-mail est trop longue")
    .pipe(z.email("L'adresse e-mail n'est pas valide")),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not the address has an account: the page never reveals who is registered. */
export const FORGOT_PASSWORD_MESSAGE =
  'Si un compte existe avec cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé. Le lien est valable une heure.';

export const forgotPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'Le lien de réinitialisation est incomplet' })
    .min(1, 'Le lien de réinitialisation est incomplet')
    .max(200, 'Le lien de réinitialisation est invalide'),
  // The registration rules (contracts/auth.ts).
  password: z
    .string({ error: 'Le mot de passe est obligatoire' })
    .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`)
    .max(256, 'Le mot de passe ne peut pas dépasser 256 caractères'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const RESET_PASSWORD_MESSAGE =
  'Votre mot de passe a été modifié. Vous pouvez vous connecter avec le nouveau mot de passe.';
export const resetPasswordResponseSchema = forgotPasswordResponseSchema;
export type ResetPasswordResponse = ForgotPasswordResponse;
