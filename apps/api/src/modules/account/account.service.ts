import { Readable } from 'node:stream';
import type { DeleteAccountRequest, DeleteAccountResponse } from '@plume/contracts/account';
import { ACCOUNT_DELETED_MESSAGE } from '@plume/contracts/account';
import { AppError } from '../../errors/app-error';
import type { ContentItemRow } from '../../db/schema/index';
import type { MediaStorage } from '../../ports/storage.port';
import type { Clock } from '../../lib/clock';
import type { LoginThrottle } from '../auth/login-throttle';
import type { PasswordHasher } from '../auth/password';
import type { UsersRepository } from '../auth/users.repository';
import type { AccountErasure } from './account-erasure';
import type { ExportSection } from './account-export.repository';
import { exportReadme, mediaEntryPath } from './account-export-files';
import { streamZip, type ZipEntry } from './account-zip';

export interface AccountServiceDeps {
  users: UsersRepository;
  sections: ExportSection[];
  listMedia(userId: string): Promise<ContentItemRow[]>;
  findLogo(userId: string): Promise<{ image: Buffer; contentType: string } | undefined>;
  storage: Pick<MediaStorage, 'size' | 'open'>;
  erasure: AccountErasure;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
  clock: Clock;
  brand: string;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** The owner's privacy rights: a copy of all their data, and the deletion of their account. */
export function createAccountService(deps: AccountServiceDeps) {
  const { storage, clock } = deps;

  async function mediaEntries(userId: string) {
    const media = await deps.listMedia(userId);
    const entries: ZipEntry[] = [];
    const list = [];
    for (const { storageKey, thumbKey: _thumb, ...item } of media) {
      // A file missing from the store is listed without a copy rather than breaking the whole archive.
      const present = (await storage.size(storageKey)) !== null;
      const path = present ? mediaEntryPath(item) : null;
      list.push({ ...item, fichier: path });
      if (path) {
        entries.push({
          path,
          compress: false,
          content: async () => {
            const object = await storage.open(storageKey);
            return object?.body ?? Readable.from([]);
          },
        });
      }
    }
    return { list, entries };
  }

  return {
    /** A ZIP of every section, the media list and the media files themselves, built as it is sent. */
    async exportData(userId: string): Promise<{ filename: string; stream: Readable }> {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      const now = clock.now();
      const sections: ZipEntry[] = [];
      for (const section of deps.sections) {
        sections.push({ path: section.file, content: json(await section.read(userId)), compress: true });
      }
      const media = await mediaEntries(userId);
      const logo = await deps.findLogo(userId);
      const entries: ZipEntry[] = [
        { path: 'LISEZMOI.txt', content: Buffer.from(exportReadme(deps.brand, now), 'utf8'), compress: true },
        ...sections,
        { path: 'medias.json', content: json(media.list), compress: true },
        ...(logo
          ? [
              {
                path: `logo.${logo.contentType.split('/')[1] ?? 'img'}`,
                content: logo.image,
                compress: false,
              },
            ]
          : []),
        ...media.entries,
      ];
      const day = now.toISOString().slice(0, 10);
      return {
        filename: `mes-donnees-${deps.brand.toLowerCase()}-${day}.zip`,
        stream: streamZip(entries, now),
      };
    },

    /** Asks for the password (throttled like logins) and the typed confirmation, then erases everything. */
    async deleteAccount(
      userId: string,
      input: DeleteAccountRequest,
      ip: string,
    ): Promise<DeleteAccountResponse> {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      await deps.throttle.reserve(user.email, ip);
      if (!(await deps.passwords.verify(user.passwordHash, input.password))) {
        throw new AppError('ACCOUNT_PASSWORD_INCORRECT');
      }
      await deps.throttle.recordSuccess(user.email, ip);
      await deps.erasure.erase(userId);
      return { success: true, message: ACCOUNT_DELETED_MESSAGE };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
