import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/errors';
import { generationErrorMessage } from './generation-messages';

describe('generationErrorMessage (docs/spec/part-2-signed-in-application.md §8 Generation)', () => {
  it('shows the last-day refusal as the server wrote it', () => {
    const detail = 'Génération bloquée : nous sommes le dernier jour du mois après 22h.';
    expect(generationErrorMessage(new ApiError(409, { detail, code: 'GENERATION_UNAVAILABLE' }))).toBe(
      detail,
    );
  });

  it('shows the missing-network message as is (it points to the social tab)', () => {
    const detail =
      "Connectez au moins un réseau social dans l'onglet « Réseaux sociaux » avant de générer vos posts.";
    expect(generationErrorMessage(new ApiError(400, { detail, code: 'GENERATION_NO_NETWORK' }))).toBe(detail);
  });

  it('prefixes every other failure', () => {
    expect(
      generationErrorMessage(
        new ApiError(402, { detail: 'Abonnement inactif', code: 'SUBSCRIPTION_REQUIRED' }),
      ),
    ).toBe('Erreur lors de la génération: Abonnement inactif');
    expect(generationErrorMessage(new NetworkError(false))).toBe(
      'Erreur lors de la génération: Impossible de contacter le serveur. Vérifiez votre connexion internet.',
    );
  });
});
