const MAX_LENGTH = 120;

/**
 * A display name safe to store and to send back in headers: no directories, no control or shell-special
 * characters, the extension of the type actually stored.
 */
export function sanitizeFilename(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/^[.\s_]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH - extension.length - 1);
  return `${base || 'fichier'}.${extension}`;
}
