import { describe, expect, it } from 'vitest';
import { contentHash, findByContent } from './published-match';

describe('content hash of a publication', () => {
  it('ignores line endings, spaces at line ends and Unicode composition', () => {
    const text = 'Café ouvert\n\n#lyon';
    expect(contentHash('  Cafe\u0301 ouvert \r\n\r\n#lyon \n')).toBe(contentHash(text));
  });

  it('tells apart texts that differ by a word, an accent or inner spacing', () => {
    const text = 'Café ouvert\n\n#lyon';
    expect(contentHash('Cafe ouvert\n\n#lyon')).not.toBe(contentHash(text));
    expect(contentHash('Café  ouvert\n\n#lyon')).not.toBe(contentHash(text));
    expect(contentHash('Café ouvert\n#lyon')).not.toBe(contentHash(text));
  });

  it('finds the first candidate since the instant with the same content', () => {
    const since = new Date('2030-01-10T09:00:00Z');
    const candidates = [
      { id: 'before', text: 'Bonjour', createdAt: new Date('2030-01-10T08:59:59Z') },
      { id: 'none', text: undefined, createdAt: new Date('2030-01-10T09:01:00Z') },
      { id: 'other', text: 'Bonsoir', createdAt: new Date('2030-01-10T09:01:00Z') },
      { id: 'match', text: 'Bonjour ', createdAt: new Date('2030-01-10T09:00:00Z') },
    ];
    expect(findByContent(candidates, 'Bonjour', since)?.id).toBe('match');
    expect(findByContent(candidates, 'Au revoir', since)).toBeUndefined();
  });
});
