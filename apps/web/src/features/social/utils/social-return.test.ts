import { describe, expect, it } from 'vitest';
import { messageAsReturn, readSocialReturn, stripSocialParams } from '@/features/social/utils/social-return';
import {
  clearSocialReturn,
  isSocialReturnPending,
  markSocialReturnHandled,
  maySocialReturn,
  readSocialMessage,
} from '@/features/social/utils/social-return-signal';

const read = (query: string) => readSocialReturn(new URLSearchParams(query));

describe('social return parameters', () => {
  it('gives the spec’s French messages', () => {
    expect(read('instagram_error=access_denied')).toEqual({
      kind: 'error',
      message: "Accès refusé par l'utilisateur",
    });
    expect(read('instagram_error=token_exchange_failed')?.message).toBe(
      "Échec de l'échange du jeton Instagram",
    );
    expect(read('instagram_error=autre')?.message).toBe('Erreur Instagram: autre');
    expect(read('facebook_error=access_denied')?.message).toBe('Erreur de connexion Facebook: access_denied');
    expect(read('instagram_success=true&username=boulangerie')?.message).toBe(
      'Instagram connecté : @boulangerie',
    );
    expect(read('facebook_success=true')?.message).toBe('Page Facebook connectée : Page Facebook');
    expect(read('session_id=cs_1')).toBeNull();
  });

  it('reads every network of the registry, LinkedIn included', () => {
    expect(read('linkedin_error=config_error')?.message).toBe("LinkedIn n'est pas disponible sur ce serveur");
    expect(read('linkedin_error=autre')?.message).toBe('Erreur LinkedIn: autre');
    expect(read('linkedin_success=true&username=Marie Dupont')).toEqual({
      kind: 'success',
      message: 'LinkedIn connecté : Marie Dupont',
    });
    const url = new URL('http://127.0.0.1/?linkedin_error=access_denied&facebook_success=true&page_name=P');
    expect(stripSocialParams(url)).toBe('/');
  });

  it('reads the popup’s window messages as their network’s return', () => {
    const notice = (message: Parameters<typeof messageAsReturn>[0]) =>
      readSocialReturn(messageAsReturn(message));
    expect(notice({ type: 'FACEBOOK_AUTH_SUCCESS', data: { page_name: 'Ma Page' } })).toEqual({
      kind: 'success',
      message: 'Page Facebook connectée : Ma Page',
    });
    expect(notice({ type: 'FACEBOOK_AUTH_SUCCESS' })?.message).toBe(
      'Page Facebook connectée : Page Facebook',
    );
    expect(notice({ type: 'FACEBOOK_AUTH_ERROR', error: 'access_denied' })).toEqual({
      kind: 'error',
      message: 'Erreur de connexion Facebook: access_denied',
    });
    expect(notice({ type: 'FACEBOOK_AUTH_ERROR' })?.message).toBe(
      "Erreur de connexion Facebook: Erreur lors de l'authentification",
    );
    expect(notice({ type: 'INSTAGRAM_AUTH_SUCCESS', data: { username: 'boulangerie' } })?.message).toBe(
      'Instagram connecté : @boulangerie',
    );
  });

  it('strips only the social parameters', () => {
    const url = new URL('http://127.0.0.1/?instagram_success=true&username=a&code=x&session_id=cs_1#top');
    expect(stripSocialParams(url)).toBe('/?session_id=cs_1#top');
  });

  it('notices, without the networks’ parts, every address that may carry an outcome, and no checkout', () => {
    const may = (query: string) => maySocialReturn(new URLSearchParams(query));
    for (const query of [
      'instagram_success=true&username=a',
      'facebook_error=x',
      'linkedin_error=config_error',
    ]) {
      expect(may(query)).toBe(true);
      expect(read(query)).not.toBeNull();
    }
    expect(may('session_id=cs_1&payment_success=true')).toBe(false);
    expect(may('payment_cancelled=true')).toBe(false);
    expect(may('ref=ABCD&tab=social')).toBe(false);
    expect(may('')).toBe(false);
    // A look-alike is noticed, then the exact reading finds no network in it.
    expect(may('myspace_success=true')).toBe(true);
    expect(read('myspace_success=true')).toBeNull();
  });

  it('accepts window messages from the same origin only', () => {
    const data = { type: 'FACEBOOK_AUTH_SUCCESS', data: { page_name: 'Ma Page' } };
    const same = new MessageEvent('message', { data, origin: 'http://127.0.0.1:3000' });
    const foreign = new MessageEvent('message', { data, origin: 'https://attaquant.example' });
    expect(readSocialMessage(same, 'http://127.0.0.1:3000')).toEqual(data);
    expect(readSocialMessage(foreign, 'http://127.0.0.1:3000')).toBeNull();
    const other = new MessageEvent('message', { data: { type: 'AUTRE' }, origin: 'http://127.0.0.1:3000' });
    expect(readSocialMessage(other, 'http://127.0.0.1:3000')).toBeNull();
  });

  it('remembers a handled return for the dashboard’s first render, once', () => {
    expect(isSocialReturnPending()).toBe(false);
    markSocialReturnHandled();
    expect(isSocialReturnPending()).toBe(true);
    expect(isSocialReturnPending()).toBe(true); // a repeated render reads the same answer
    clearSocialReturn();
    expect(isSocialReturnPending()).toBe(false);
  });
});
