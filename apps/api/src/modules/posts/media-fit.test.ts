import { describe, expect, it } from 'vitest';
import { mediaRefusal, type FitMedium } from './media-fit';

const image: FitMedium = { mimeType: 'image/jpeg', durationMs: null };
const gif: FitMedium = { mimeType: 'image/gif', durationMs: null };
const video = (durationMs: number): FitMedium => ({ mimeType: 'video/mp4', durationMs });

describe('media refusals read from the networks’ capabilities', () => {
  it('words each refusal as the owner has always read it', () => {
    expect(mediaRefusal('instagram', [gif])).toBe(
      "Instagram n'accepte pas les GIF : choisissez une photo (JPEG, PNG, WebP) ou une vidéo.",
    );
    expect(mediaRefusal('instagram', [video(2_000)])).toBe(
      "Instagram n'accepte que les vidéos de 3 secondes à 15 minutes.",
    );
    expect(mediaRefusal('instagram', [video(16 * 60_000)])).toBe(
      "Instagram n'accepte que les vidéos de 3 secondes à 15 minutes.",
    );
    expect(mediaRefusal('facebook', [video(10_000), image])).toBe(
      'Facebook ne publie qu’une seule vidéo par post, sans autre média.',
    );
    expect(mediaRefusal('linkedin', [video(10_000)])).toBe(
      'Les vidéos ne sont pas encore prises en charge sur LinkedIn : choisissez une image.',
    );
  });

  it('lets through what each network takes', () => {
    expect(mediaRefusal('facebook', [gif])).toBeNull();
    expect(mediaRefusal('linkedin', [gif, image])).toBeNull();
    expect(mediaRefusal('instagram', [video(3_000), image])).toBeNull();
    expect(mediaRefusal('facebook', [video(2_000)])).toBeNull();
  });
});
