import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';

const site = (body: string, path = '/produits/') =>
  extractSiteFacts([
    {
      url: `https://www.exemple-commerce.fr${path}`,
      html: `<html><head><title>Commerce</title></head><body><main>${body}</main></body></html>`,
    },
  ]);
const priced = (facts: ReturnType<typeof site>) =>
  facts.items.filter((i) => i.price !== undefined).map((i) => [i.name, i.price]);

describe('a price in the description under an item heading', () => {
  it('belongs to the heading when the line lists what the item holds', () => {
    const facts = site(`<h1>Plateaux</h1><h3>Plateau apéritif</h3>
      <p>Cubes de fromages, charcuterie, fruits secs, 10 personnes : 45 €</p>
      <h3>Plateau de fromages</h3><p>Composé selon vos goûts.<br>8 € par personne (environ 150 g/pers.)</p>`);
    expect(priced(facts)).toEqual([
      ['Plateau apéritif', 45],
      ['Plateau de fromages', 8],
    ]);
  });

  it('belongs to the heading when the price sits inside a sentence', () => {
    const facts = site(`<h1>Nos services</h1><h3>Club de lecture ados</h3>
      <p>Un mercredi sur deux avec Antoine, de 14h à 15h30 – 5 € la séance, goûter compris.</p>
      <h3>Dégustation privée</h3><p>Pour 6 à 12 personnes, sur réservation : 25 € par personne.</p>`);
    expect(priced(facts)).toEqual([
      ['Club de lecture ados', 5],
      ['Dégustation privée', 25],
    ]);
  });

  it('leaves a plain "Nom : prix" line under a category heading to its own name', () => {
    const facts = site(
      `<h1>Fromages</h1><h2>Raclette</h2><p>Fromage à raclette au lait cru : 24,90 €/kg</p>`,
    );
    expect(priced(facts)).toEqual([['Fromage à raclette au lait cru', 24.9]]);
  });

  it('gives a price-only line to the heading when only a description stands between them', () => {
    const facts = site(`<h1>Bistrot</h1><h2>Le menu du jour</h2><p>Du mardi au vendredi : entrée + plat</p>
      <p>16,90 €</p><p>Entrée + plat + dessert : 21 €</p>`);
    expect(priced(facts)).toEqual([
      ['Le menu du jour', 16.9],
      ['Entrée + plat + dessert', 21],
    ]);
  });
});

describe('a price line that starts with the price', () => {
  it('belongs to the term before it, the rest describing the item', () => {
    const facts =
      site(`<h1>Nos produits</h1><dl><dt>Colis de porc (5 kg)</dt><dd>75 € – rôti, côtes, saucisses</dd>
      <dt>Panier de légumes</dt><dd>15 €, environ 4 kg</dd><dt>Poulet fermier</dt>
      <dd>11,50 € le kg (entre 1,8 et 2,5 kg)</dd></dl>`);
    expect(facts.items.map((i) => [i.name, i.price, i.unit ?? null])).toEqual([
      ['Colis de porc (5 kg)', 75, null],
      ['Panier de légumes', 15, null],
      ['Poulet fermier', 11.5, 'le kg'],
    ]);
  });
});

describe('amounts that are not an item’s price', () => {
  it('skips a deposit in parentheses and a rate inside a sentence', () => {
    const facts =
      site(`<h1>Services</h1><p>Location appareil à raclette : 10 € le week-end (caution 100 €)</p>
      <h3>Financer son permis</h3><p>CPF, permis à 1 € par jour, aide de la Région : on vous aide.</p>`);
    expect(priced(facts)).toEqual([['Location appareil à raclette', 10]]);
  });

  it('takes a sum off the next purchase for an offer, not a product', () => {
    const facts = site(`<h1>Offres</h1><h2>Parrainage</h2>
      <p>Votre amie vient pour la 1ère fois ? Vous gagnez toutes les deux 10 € sur votre prochain soin.</p>`);
    expect(priced(facts)).toEqual([]);
  });
});

describe('a sentence that names its own item', () => {
  it('keeps its price, which never goes to the section heading', () => {
    const facts = site(`<h1>La boutique</h1><h2>Retrait et livraison</h2>
      <p>Les commandes passées avant midi sont prêtes le jour même. Livraison Colissimo en 48 h : 6,90 €, offerte
      dès 60 € d'achat.</p>`);
    expect(priced(facts)).toEqual([['Livraison Colissimo en 48 h', 6.9]]);
  });
});
