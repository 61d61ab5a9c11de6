import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost parameters. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, for unknown e-mails. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummyHash ??= hash('mot-de-passe-factice-pour-egaliser-le-temps');
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
