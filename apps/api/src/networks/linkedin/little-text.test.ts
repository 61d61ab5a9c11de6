import { describe, expect, it } from 'vitest';
import { fromLittleText, toLittleText } from './little-text';

describe("LinkedIn's little text", () => {
  it('escapes the reserved characters and turns hashtags into hashtag templates', () => {
    expect(toLittleText('Pain (bio) @Marie #levain_maison *new*')).toBe(
      'Pain \\(bio\\) \\@Marie {hashtag|\\#|levain\\_maison} \\*new\\*',
    );
  });

  it('reads back the text the owner wrote, accents and line breaks included', () => {
    const texts = ['Été 2026 : -20 % (jusqu’à dimanche) !\n\n#soldes #été', 'a\\b | {c} <d> ~e~ [f]'];
    for (const text of texts) expect(fromLittleText(toLittleText(text))).toBe(text);
  });
});
