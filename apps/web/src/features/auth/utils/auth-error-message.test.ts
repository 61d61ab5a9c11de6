import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/errors';
import { loginErrorMessage, registerErrorMessage } from '@/features/auth/utils/auth-error-message';

const NETWORK = 'Impossible de contacter le serveur. Vérifiez votre connexion internet.';

describe('loginErrorMessage', () => {
  it("prefers the server's detail", () => {
    const error = new ApiError(401, {
      detail: 'Email ou mot de passe incorrect',
      code: 'INVALID_CREDENTIALS',
    });
    expect(loginErrorMessage(error)).toBe('Email ou mot de passe incorrect');
  });

  it("falls back to the server's message, then to 'Erreur {status}'", () => {
    expect(loginErrorMessage(new ApiError(500, { message: 'Panne du serveur' }))).toBe('Panne du serveur');
    expect(loginErrorMessage(new ApiError(502, '<html>Bad gateway</html>'))).toBe('Erreur 502');
    expect(loginErrorMessage(new ApiError(503, { detail: '' }))).toBe('Erreur 503');
  });

  it('shows the connection message when no response arrived, timeouts included', () => {
    expect(loginErrorMessage(new NetworkError(false))).toBe(NETWORK);
    expect(loginErrorMessage(new NetworkError(true))).toBe(NETWORK);
  });

  it("uses the error's own message, else 'Erreur inattendue', else the login default", () => {
    expect(loginErrorMessage(new Error('No access token received from server'))).toBe(
      'No access token received from server',
    );
    expect(loginErrorMessage(new Error(''))).toBe('Erreur inattendue');
    expect(loginErrorMessage('boom')).toBe('Erreur de connexion');
  });
});

describe('registerErrorMessage', () => {
  it('names invalid data on 422 and lets the server detail follow', () => {
    expect(registerErrorMessage(new ApiError(422, {}))).toBe('Données invalides. Vérifiez vos informations.');
    expect(
      registerErrorMessage(
        new ApiError(422, {
          detail: 'Le mot de passe doit contenir au moins 8 caractères',
          code: 'VALIDATION',
        }),
      ),
    ).toBe(
      'Données invalides. Vérifiez vos informations. Le mot de passe doit contenir au moins 8 caractères',
    );
  });

  it('says the account exists on 409, whatever the server detail', () => {
    expect(
      registerErrorMessage(new ApiError(409, { detail: 'Adresse déjà utilisée', code: 'EMAIL_TAKEN' })),
    ).toBe('Un compte existe déjà avec cette adresse email.');
  });

  it('follows the common rules otherwise', () => {
    expect(registerErrorMessage(new ApiError(429, { detail: 'Trop de tentatives' }))).toBe(
      'Trop de tentatives',
    );
    expect(registerErrorMessage(new ApiError(500, null))).toBe('Erreur 500');
    expect(registerErrorMessage(new NetworkError(false))).toBe(NETWORK);
    expect(registerErrorMessage(new Error('No access token received after registration'))).toBe(
      'No access token received after registration',
    );
    expect(registerErrorMessage(undefined)).toBe('Erreur lors de la création du compte');
  });
});
