import { describe, expect, it } from 'vitest';
import { frenchTypography } from '../../../lib/text-tools';
import { ruleIssues, type RuleName } from './rules';

const rulesOf = (text: string) => ruleIssues(text).map((issue) => issue.rule);
const only = (text: string, rule: RuleName) => rulesOf(text).filter((found) => found === rule);

describe('quality rules', () => {
  it('accepts a well-written French post', () => {
    const good = frenchTypography(
      'Notre pain de seigle sort du four à 7 h ce samedi : croûte épaisse, mie qui se garde. 4,20 € les 750 g. Vous le préférez tranché ? Rendez-vous sur https://martin.fr',
    );
    expect(ruleIssues(good)).toEqual([]);
  });

  it('finds a doubled word, but not the reflexive "vous vous"', () => {
    expect(only('Le pain pain est chaud.', 'mot-double')).toHaveLength(1);
    expect(only('Vous vous souvenez de nous.', 'mot-double')).toEqual([]);
  });

  it('finds "de le" and "à les" before a noun, not before an infinitive', () => {
    expect(only('Le goût de le pain. Merci à les clients.', 'contraction')).toHaveLength(2);
    expect(only('Pensez à le réserver.', 'contraction')).toEqual([]);
  });

  it('finds a missing elision, not before "onze" or "un"', () => {
    expect(only('Le atelier de hiver.', 'elision')).toHaveLength(2);
    expect(only('Le onze, la une du journal.', 'elision')).toEqual([]);
  });

  it('finds tu and vous mixed and substitution scars', () => {
    expect(only('Tu peux passer, votre table est prête.', 'registre-mixte')).toHaveLength(1);
    expect(only('Sur rendez-tu, on tu lit.', 'registre-mixte').length).toBeGreaterThan(0);
    expect(only('Sur rendez-vous, on vous attend.', 'registre-mixte')).toEqual([]);
  });

  it('finds glued words but not a brand of the business', () => {
    expect(only('Notre pain aux noixMie moelleuse.', 'mots-colles')).toHaveLength(1);
    expect(ruleIssues('Chez McDo tout va bien.', new Set(['mcdo'])).map((i) => i.rule)).not.toContain(
      'mots-colles',
    );
  });

  it('finds unbalanced quotes and a sentence without its capital', () => {
    expect(only(frenchTypography('Un client dit « super.'), 'guillemets')).toHaveLength(1);
    expect(ruleIssues('Il fait beau. nous ouvrons.').filter((i) => i.rule === 'majuscule')).toEqual([
      { rule: 'majuscule', excerpt: 'nous' },
    ]);
  });

  it('asks for non-breaking spaces before ! ? : and in amounts', () => {
    expect(only('Bonjour ! Prix : 3,50 €', 'typographie').length).toBe(3);
    expect(only(frenchTypography('Bonjour ! Prix : 3,50 € à 10:30'), 'typographie')).toEqual([]);
  });
});
