import { adminErrors } from './error-catalogue/admin';
import { analysisErrors } from './error-catalogue/analysis';
import { authErrors } from './error-catalogue/auth';
import { businessProfileErrors } from './error-catalogue/business-profile';
import { libraryErrors } from './error-catalogue/library';
import { notesErrors } from './error-catalogue/notes';
import { paymentsErrors } from './error-catalogue/payments';
import { postsErrors } from './error-catalogue/posts';
import { publishingErrors } from './error-catalogue/publishing';
import { requestErrors } from './error-catalogue/request';
import { socialErrors } from './error-catalogue/social';
import { stockImagesErrors } from './error-catalogue/stock-images';

/**
 * Every error code the API answers with, its HTTP status and its French message. The API throws these codes
 * (`AppError`); the web app reads them from error bodies, so both sides share the `ErrorCode` union and a
 * misspelt code fails the type check. The web imports only the type: the messages stay out of its bundle.
 * Each domain keeps its codes in its own file under error-catalogue/, merged here in one line each; a code
 * declared twice is refused by the test beside this file.
 */
export const errorCatalogue = {
  ...requestErrors,
  ...authErrors,
  ...businessProfileErrors,
  ...notesErrors,
  ...analysisErrors,
  ...socialErrors,
  ...libraryErrors,
  ...stockImagesErrors,
  ...publishingErrors,
  ...paymentsErrors,
  ...adminErrors,
  ...postsErrors,
} as const satisfies Record<string, { status: number; detail: string }>;

/** The `code` of every error body the API sends. */
export type ErrorCode = keyof typeof errorCatalogue;
