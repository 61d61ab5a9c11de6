import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks the words removed and added, in reading order', () => {
    expect(wordDiff('Votre croissant vous attend.', 'Ton pain au chocolat t’attend.')).toEqual([
      { kind: 'removed', text: 'Votre croissant vous attend.' },
      { kind: 'added', text: 'Ton pain au chocolat t’attend.' },
    ]);
    expect(wordDiff('Nos croissants sortent du four.', 'Nos brioches sortent du four.')).toEqual([
      { kind: 'same', text: 'Nos ' },
      { kind: 'removed', text: 'croissants ' },
      { kind: 'added', text: 'brioches ' },
      { kind: 'same', text: 'sortent du four.' },
    ]);
  });

  it('gives the texts back', () => {
    const before = 'Bonjour !\n\nNotre pain au levain.';
    const after = 'Coucou !\n\nNotre pain au levain, cuit ce matin.';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
    expect(parts.every((p) => p.text.length > 0)).toBe(true);
  });
});
