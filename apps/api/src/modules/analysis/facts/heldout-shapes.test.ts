import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';

/** Shapes the held-out corpus sites revealed (corpus/sites/*, "heldOut" in site.json). */
const site = (pages: Record<string, string>) =>
  extractSiteFacts(
    Object.entries(pages).map(([path, body]) => ({
      url: `https://www.exemple-commerce.fr${path}`,
      html: `<html><head><title>Commerce</title></head><body><main>${body}</main></body></html>`,
    })),
  );

describe('prices', () => {
  it('takes a minimum order for no price', () => {
    const facts = site({
      '/': `<h1>Pizzeria</h1><h2>Livraison</h2><p>Livraison à vélo le soir, à partir de 25 € de commande.</p>`,
    });
    expect(facts.items.filter((i) => i.price !== undefined)).toEqual([]);
  });

  it('gives the price of a definition to its term, even when the definition reads like a name', () => {
    const facts = site({
      '/services': `<h1>Nos services</h1><dl><dt>Adaptation de lentilles</dt><dd>Essai et suivi sur trois rendez-vous : 45 €.</dd>
        <dt>Remplacement de verres</dt><dd>Sur votre monture : à partir de 79 € la paire unifocale.</dd></dl>`,
    });
    expect(facts.items.map((i) => [i.name, i.price, i.fromPrice ?? false])).toEqual([
      ['Adaptation de lentilles', 45, false],
      ['Remplacement de verres', 79, true],
    ]);
  });
});

describe('founding year', () => {
  it('reads "a ouvert … en 2014" and not a service stopped "depuis 2024"', () => {
    const facts = site({
      '/': `<h1>Cordonnerie</h1><p>Plaques d'immatriculation : nous ne les faisons plus depuis 2024.</p>`,
      '/la-boutique-histoire': `<h1>Notre histoire</h1><p>Clémence est revenue en Bretagne et a ouvert l’Atelier en 2014.</p>`,
    });
    expect(facts.foundingYear?.year).toBe(2014);
  });
});

describe('people of today, not of the story', () => {
  it('leaves out a relative named once in the story and a founder who handed over', () => {
    const facts = site({
      '/': `<h1>Cordonnerie</h1>`,
      '/la-cordonnerie': `<h1>Notre histoire</h1><p>L'atelier a été fondé en 1958 par Joseph Schmitt. Son fils Paul a repris l'atelier en 1985.</p>
        <p>Depuis 2012, c'est Christophe, son petit-fils, qui tient la boutique avec Nathalie, responsable du pressing.</p>`,
    });
    expect(facts.people.map((p) => p.name).sort()).toEqual(['Christophe', 'Nathalie']);
  });

  it('keeps a role with a comma in a team card ("Camille Roux — opticienne diplômée, gérante")', () => {
    const facts = site({
      '/': `<h1>Opticien</h1>`,
      '/equipe': `<h1>L'équipe</h1><figure><figcaption><strong>Camille Roux</strong> — opticienne diplômée, gérante</figcaption></figure>`,
    });
    expect(facts.people.map((p) => [p.name, p.role])).toEqual([
      ['Camille Roux', 'opticienne diplômée, gérante'],
    ]);
  });
});

describe('trade', () => {
  it('recognises a shoe repairer', () => {
    const facts = site({
      '/': `<h1>Cordonnerie Schmitt</h1><p>Ressemelage, talons et clés minute à Colmar.</p>`,
    });
    expect(facts.trade?.text).toBe('cordonnier');
  });
});
