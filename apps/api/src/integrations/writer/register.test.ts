import { describe, expect, it } from 'vitest';
import { toTutoiement, toVouvoiement } from './register';

describe('register', () => {
  it('turns vouvoiement into tutoiement, phrases before words', () => {
    expect(toTutoiement("Venez nous voir et laissez-vous tenter ! Et vous, qu'en pensez-vous ?")).toBe(
      "Viens nous voir et laisse-toi tenter ! Et toi, qu'en penses-tu ?",
    );
    expect(
      toTutoiement('Nous vous attendons avec vos amis. Si vous aimeriez venir, vous cherchez quoi ?'),
    ).toBe("Nous t'attendons avec tes amis. Si tu aimerais venir, tu cherches quoi ?");
  });

  it('turns tutoiement back into vouvoiement without touching ordinary verbs mid-sentence', () => {
    expect(toVouvoiement('Le temps passe. Passe nous voir, on t’attend avec ta famille !')).toBe(
      'Le temps passe. Passez nous voir, on vous attend avec votre famille !',
    );
    expect(toVouvoiement("Viens nous voir et laisse-toi tenter ! Et toi, qu'en penses-tu ?")).toBe(
      "Venez nous voir et laissez-vous tenter ! Et vous, qu'en pensez-vous ?",
    );
  });
});
