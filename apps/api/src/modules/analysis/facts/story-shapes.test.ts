import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';

const site = (pages: Record<string, string>) =>
  extractSiteFacts(
    Object.entries(pages).map(([path, body]) => ({
      url: `https://www.exemple-commerce.fr${path}`,
      html: `<html><head><title>Commerce</title></head><body><main>${body}</main></body></html>`,
    })),
  );

describe('history pages', () => {
  it('reads a page named after the place itself ("Le restaurant", "L’institut") as the about page', () => {
    const facts = site({
      '/': `<h1>Bistrot au bord de l’eau</h1><p>Cuisine de saison et terrasse dès les beaux jours, venez nombreux.</p>`,
      '/le-restaurant/': `<h1>Le restaurant</h1>
        <p>Le Comptoir a ouvert ses portes en 1987 dans une ancienne fromagerie de la vieille ville.</p>`,
    });
    expect(facts.pages.map((p) => p.role)).toEqual(['home', 'about']);
    expect(facts.story?.text).toContain('ancienne fromagerie');
    expect(facts.story?.source.url).toContain('/le-restaurant/');
  });

  it('without a history page, tells the story from the sentences that date the founding, site-wide', () => {
    const facts = site({
      '/': `<h1>Auto-école</h1><p>Depuis 1995, plus de 8 000 élèves formés au permis B. Réservez votre évaluation.</p>`,
      '/equipe/': `<h1>L’équipe</h1><h3>Nadia</h3><p>Gérante. Elle a repris en 2012 l’auto-école fondée par son père.</p>`,
    });
    expect(facts.story?.text).toBe(
      'Depuis 1995, plus de 8 000 élèves formés au permis B. Elle a repris en 2012 l’auto-école fondée par son père.',
    );
  });
});

describe('mission', () => {
  it('keeps the whole statement from its opening words and the engagements section beside it', () => {
    const facts = site({
      '/': `<h1>Institut</h1><p>Bienvenue dans notre institut de beauté du centre-ville, au calme.</p>`,
      '/l-institut': `<h1>L’institut</h1><p>Émilie a ouvert l’institut en 2011 dans une ancienne mercerie du quartier.</p>
        <p>Ici, pas de cabine à la chaîne : un seul soin à la fois, et le temps de discuter.</p>
        <h2>Nos engagements</h2><p>Des soins personnalisés et une hygiène irréprochable, toujours.</p>`,
    });
    expect(facts.mission?.text).toBe(
      'Ici, pas de cabine à la chaîne : un seul soin à la fois, et le temps de discuter. Des soins personnalisés et une hygiène irréprochable, toujours.',
    );
  });

  it('takes the sentences after the one that opens the statement in the same paragraph', () => {
    const facts = site({
      '/': `<h1>Fleuriste</h1><h2>L’atelier</h2><p>Nous croyons qu’un bouquet doit raconter la saison. Nous travaillons des fleurs cultivées en France.</p>`,
    });
    expect(facts.mission?.text).toContain('fleurs cultivées en France');
  });

  it('states no mission when the site states none', () => {
    const facts = site({
      '/': `<h1>Garage</h1><p>Entretien et réparation toutes marques, devis gratuit sur simple demande.</p>`,
    });
    expect(facts.mission).toBeUndefined();
    expect(facts.story).toBeUndefined();
  });
});
