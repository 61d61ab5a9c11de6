import type { ErrorEntries } from './entry';

/** The free stock images. */
export const stockImagesErrors = {
  STOCK_RATE_LIMITED: {
    status: 429,
    detail: "Trop de recherches d'images en une minute. Veuillez réessayer dans un instant.",
  },
  STOCK_UNAVAILABLE: {
    status: 502,
    detail: "Le service d'images libres ne répond pas. Veuillez réessayer plus tard.",
  },
  STOCK_IMAGE_NOT_FOUND: { status: 404, detail: 'Image introuvable' },
} as const satisfies ErrorEntries;
