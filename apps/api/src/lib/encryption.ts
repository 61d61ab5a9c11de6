import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** A sub-key for another purpose (e.g. signing OAuth states), so one secret never serves two uses. */
  deriveKey(purpose: string): Buffer;
}

/**
 * AES-256-GCM for secrets at rest (social network tokens). The key is the SHA-256 of ENCRYPTION_KEY (or of
 * the generated embedded secret); each value gets a random 96-bit IV and its 128-bit tag: `v1.iv.tag.data`.
 */
export function createTokenCipher(secret: string): TokenCipher {
  const key = createHash('sha256').update(secret).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined)
        throw new Error('jeton chiffré illisible');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    deriveKey(purpose) {
      return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `plume:${purpose}`, 32));
    },
  };
}
