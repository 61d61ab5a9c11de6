import { createHash } from 'node:crypto';

/**
 * The content hash a publication is recognised by on the network: the text as the network stores it, with
 * the differences networks introduce ignored (Unicode normalisation, line endings, spaces at the ends of
 * lines and of the text). Two different texts never share it; the same text published twice in the
 * looked-up window would, which is why the window starts at the interrupted attempt.
 */
export function contentHash(text: string): string {
  const normalised = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
  return createHash('sha256').update(normalised).digest('hex');
}

/** The first candidate created at or after `since` whose text has the same content hash. */
export function findByContent<Candidate extends { text: string | undefined; createdAt: Date }>(
  candidates: readonly Candidate[],
  text: string,
  since: Date,
): Candidate | undefined {
  const wanted = contentHash(text);
  return candidates.find(
    (candidate) =>
      candidate.text !== undefined &&
      candidate.createdAt.getTime() >= since.getTime() &&
      contentHash(candidate.text) === wanted,
  );
}
