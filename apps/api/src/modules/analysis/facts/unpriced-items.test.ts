import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';

const site = (body: string, path = '/') =>
  extractSiteFacts([
    {
      url: `https://www.exemple-commerce.fr${path}`,
      html: `<html><head><title>Commerce</title></head><body><nav><ul><li><a href="/">Accueil</a></li>
        <li><a href="/tarifs">Nos tarifs</a></li><li><a href="/contact">Contact</a></li></ul></nav>
        <main>${body}</main></body></html>`,
    },
  ]);
const items = (facts: ReturnType<typeof site>) =>
  facts.items.map((i) => (i.price === undefined ? i.name : `${i.name} ${i.price}`));

describe('products and services the site names without a price', () => {
  it('reads a list under "Nos prestations", even one line per paragraph, and not the sentence after it', () => {
    const facts = site(`<h1>Atelier Dupont</h1><h2>Nos prestations</h2>
      <ul><li><p>Révision complète</p></li><li><p>Réparation de crevaison</p></li><li><p>Montage de roues</p></li>
      <li><p>Tous les vélos sont les bienvenus</p></li></ul>
      <p>Sans rendez-vous pour les petites réparations, sur rendez-vous pour le reste.</p>`);
    expect(items(facts)).toEqual(['Révision complète', 'Réparation de crevaison', 'Montage de roues']);
  });

  it('reads cards under "Nos soins" on any page, but never the section heading itself', () => {
    const facts = site(`<h1>Cabinet</h1><h2>Nos soins</h2>
      <div class="card"><h3>Ostéopathie du sport</h3><p>Préparation, récupération et suivi après une blessure.</p></div>
      <div class="card"><h3>Suivi de grossesse</h3><p>Douleurs de dos, bassin, préparation à l'accouchement.</p></div>`);
    expect(items(facts)).toEqual(['Ostéopathie du sport', 'Suivi de grossesse']);
  });

  it('keeps a sold-out card of a priced grid and a "sur devis" row, without a price', () => {
    const facts = site(
      `<h1>Atelier et occasions</h1><h2>Atelier</h2>
      <table><tr><td>Réparation de crevaison</td><td>12 €</td></tr><tr><td>Montage de roues à la main</td><td>sur devis</td></tr></table>
      <h2>Vélos d'occasion</h2>
      <div class="card"><h3>Btwin Elops 520</h3><p>Ville, 7 vitesses</p><span>Prix habituel 180,00 €</span></div>
      <div class="card"><h3>Rockrider ST 530</h3><p>VTT, taille M</p><span>Épuisé</span></div>`,
      '/occasions',
    );
    expect(items(facts)).toEqual([
      'Réparation de crevaison 12',
      'Montage de roues à la main',
      'Btwin Elops 520 180',
      'Rockrider ST 530',
    ]);
  });

  it('takes a heading whose section says "sur devis" beside priced siblings, and a "Nom : sur devis" line', () => {
    const facts =
      site(`<h1>Commandes</h1><h3>Pièce montée</h3><p>À partir de 20 personnes : 4,50 € par chou.</p>
      <h3>Wedding cake</h3><p>Sur devis, après rendez-vous de dégustation.</p>
      <h2>Tarifs</h2><ul><li>Consultation adulte : 60 €</li><li>Ostéopathie en entreprise : sur devis</li></ul>`);
    expect(items(facts)).toContain('Wedding cake');
    expect(items(facts)).toContain('Ostéopathie en entreprise');
    expect(items(facts)).toContain('Consultation adulte 60');
  });

  it('reads a heading without price among headings that carry theirs, once each, and "selon le marché"', () => {
    const facts = site(
      `<h1>La carte</h1><h2>Gâteaux</h2><h4>Paris-Brest <span>4,90 €</span></h4>
      <h4>Tarte citron meringuée <span>4,60 €</span></h4><h4>Saint-Honoré</h4><p>Le dimanche uniquement.</p>
      <h2>Pizzas</h2><div><span>Margherita</span> <span>10,50 €</span></div>
      <div><span>Pizza du moment</span> <span>selon le marché</span></div>`,
      '/la-carte',
    );
    expect(items(facts)).toEqual([
      'Paris-Brest 4.9',
      'Tarte citron meringuée 4.6',
      'Margherita 10.5',
      'Pizza du moment',
      'Saint-Honoré',
    ]);
  });

  it('never takes a free extra or a quote on request for an item', () => {
    const facts =
      site(`<h1>Hôtel</h1><h2>Nos services</h2><ul><li>Petit-déjeuner maison</li><li>Wifi gratuit</li>
      <li>Location de vélos</li></ul><p>Devis gratuit sur demande</p><p>Facture : sur demande</p>`);
    expect(items(facts)).toEqual(['Petit-déjeuner maison', 'Location de vélos']);
  });

  it('never takes menus, descriptions or fees for products', () => {
    const facts = site(
      `<h1>Nos produits</h1><h2>Bienvenue</h2><p>Une boutique de quartier depuis vingt ans, ouverte à tous.</p>
      <h2>Retrait</h2><p>Retrait gratuit en boutique le jour même.</p>
      <table><tr><td>Taxe de séjour</td><td>0,80 € par nuit</td></tr><tr><td>Panier pique-nique</td><td>12 €</td></tr></table>`,
      '/boutique',
    );
    expect(items(facts)).toEqual(['Panier pique-nique 12']);
  });
});
