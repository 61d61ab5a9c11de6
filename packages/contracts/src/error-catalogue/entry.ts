/** One error of the catalogue: its HTTP status and its French message (the body's `detail`). */
export type ErrorEntries = Record<string, { status: number; detail: string }>;
