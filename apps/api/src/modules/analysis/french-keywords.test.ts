import { describe, expect, it } from 'vitest';
import { tokenize, topKeywords, toHashtag } from './french-keywords';
import { extractPage } from './page-extractor';
import { detectAudience, detectBrandTone } from './tone-and-audience';

describe('French keyword statistics', () => {
  it('drops stop words, short words and boilerplate', () => {
    expect(tokenize('Nous proposons des pains au levain pour votre famille, cliquez ici')).toEqual([
      'pains',
      'levain',
      'famille',
    ]);
  });

  it('ranks words by frequency and turns them into accent-free hashtags', () => {
    expect(topKeywords(['levain levain croûte', 'croûte levain œuvre'], 2)).toEqual([
      { word: 'levain', count: 3 },
      { word: 'croûte', count: 2 },
    ]);
    expect(toHashtag('pâtisserie fine')).toBe('#PatisserieFine');
    expect(toHashtag('œuvre')).toBe('#Oeuvre');
  });
});

describe('page extraction', () => {
  it('reads headings with their paragraphs, lists and euro prices, testimonials and contact details', () => {
    const page = extractPage(
      `<html><head><title>Tarifs | Salon Éclat</title><meta name="description" content="Coiffure à Nantes"></head>
      <body><nav><a href="/rdv">RDV</a></nav><h1>Nos tarifs</h1><h2>Coupe femme</h2><p>Shampooing et brushing compris.</p>
      <ul><li>Coupe courte – 32 €</li><li>Coupe longue : 45,50 €</li></ul>
      <div class="avis"><p>Super accueil !</p></div><footer>contact@eclat.fr · +33 2 40 11 22 33</footer></body></html>`,
      'https://eclat.fr/tarifs',
    );
    expect(page).toMatchObject({
      title: 'Tarifs | Salon Éclat',
      description: 'Coiffure à Nantes',
      h1: 'Nos tarifs',
    });
    expect(page.sections.find((s) => s.heading === 'Coupe femme')).toEqual({
      heading: 'Coupe femme',
      level: 2,
      paragraphs: ['Shampooing et brushing compris.'],
      items: ['Coupe courte – 32 €', 'Coupe longue : 45,50 €'],
      prices: ['32 €', '45,50 €'],
    });
    expect(page.testimonials).toEqual(['Super accueil !']);
    expect(page.emails).toEqual(['contact@eclat.fr']);
    expect(page.phones).toEqual(['+33 2 40 11 22 33']);
    expect(page.links).toEqual(['/rdv']);
    expect(page.text).not.toContain('RDV');
  });
});

describe('tone and audience', () => {
  it('picks the option whose words dominate, else professionnel', () => {
    expect(detectBrandTone('Savoir-faire artisanal, tradition et recettes authentiques, fait maison.')).toBe(
      'traditionnel',
    );
    expect(detectBrandTone('Bonjour.')).toBe('professionnel');
    expect(detectAudience('Pour les familles et les professionnels')).toBe(
      'familles, professionnels et entreprises',
    );
  });
});
