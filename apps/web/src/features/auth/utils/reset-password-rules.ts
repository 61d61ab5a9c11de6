import type { RegisterOptions } from 'react-hook-form';
import { fr } from '@/locales/fr';
import { frRecovery } from '@/locales/fr-recovery';

/** The registration's length rule (contracts/auth.ts), checked before the call; the server checks it again. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export const newPasswordRules = {
  password: {
    required: fr.auth.fields.passwordRequired,
    minLength: {
      value: NEW_PASSWORD_MIN_LENGTH,
      message: frRecovery.reset.tooShort,
    },
  },
  confirmPassword: {
    required: fr.auth.fields.required,
    validate: (value: string, values: NewPasswordValues) =>
      value === values.password || frRecovery.reset.mismatch,
  },
} satisfies {
  password: RegisterOptions<NewPasswordValues, 'password'>;
  confirmPassword: RegisterOptions<NewPasswordValues, 'confirmPassword'>;
};
