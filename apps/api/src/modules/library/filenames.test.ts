import { describe, expect, it } from 'vitest';
import { sanitizeFilename } from './filenames';

describe('sanitizeFilename', () => {
  it('keeps accents and gives the extension of the stored type', () => {
    expect(sanitizeFilename('Vitrine été.HEIC', 'jpg')).toBe('Vitrine été.jpg');
  });

  it('drops directories, control and special characters', () => {
    expect(sanitizeFilename('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(sanitizeFilename('C:\\photos\\a<b>"c".jpg', 'jpg')).toBe('a_b_c_.jpg');
    expect(sanitizeFilename('\u0000\n.jpg', 'jpg')).toBe('fichier.jpg');
  });

  it('caps the length', () => {
    expect(sanitizeFilename(`${'x'.repeat(500)}.jpg`, 'jpg')).toHaveLength(120);
  });
});
