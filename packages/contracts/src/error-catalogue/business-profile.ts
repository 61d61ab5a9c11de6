import type { ErrorEntries } from './entry';

/** The business profile: its logo. */
export const businessProfileErrors = {
  LOGO_MISSING: { status: 422, detail: 'Champ « logo » : choisissez une image à envoyer' },
  LOGO_TOO_LARGE: { status: 413, detail: 'Le logo ne doit pas dépasser 2 Mo' },
  LOGO_INVALID_IMAGE: {
    status: 422,
    detail: 'Champ « logo » : le fichier n’est pas une image lisible (JPEG, PNG, WebP, GIF ou AVIF)',
  },
} as const satisfies ErrorEntries;
