/** What a read of the store answers, or null when the adapter's `isMissing` says the object is not there. */
export async function unlessMissing<T>(
  read: Promise<T>,
  isMissing: (error: unknown) => boolean,
): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
