import { describe, expect, it } from 'vitest';
import { mediaEntryPath } from './account-export-files';

describe('media paths in the export', () => {
  it('keeps the id and a safe name, with the extension of the stored file', () => {
    const id = '7f0c2a3e-0000-4000-8000-000000000001';
    expect(mediaEntryPath({ id, filename: 'Vitrine de Noël.JPG', mimeType: 'image/jpeg' })).toBe(
      `medias/${id}-Vitrine de Noël.jpg`,
    );
    expect(mediaEntryPath({ id, filename: '../../etc/passwd', mimeType: 'image/png' })).toBe(
      `medias/${id}-passwd.png`,
    );
  });
});
