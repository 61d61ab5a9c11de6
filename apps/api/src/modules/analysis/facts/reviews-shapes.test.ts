import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';

const page = (body: string, nav = '') =>
  `<html><head><title>Commerce</title></head><body><nav>${nav}</nav><main>${body}</main></body></html>`;
const authors = (pages: Array<{ path: string; body: string }>, nav = '') =>
  extractSiteFacts(
    pages.map(({ path, body }) => ({ url: `https://www.exemple-commerce.fr${path}`, html: page(body, nav) })),
  ).testimonials.map((t) => t.author ?? null);

describe('testimonials and their authors', () => {
  it('reads the signature in a quote’s own footer and in a cite', () => {
    expect(
      authors([
        {
          path: '/',
          body: `<h1>Opticien</h1><blockquote><p>Très bons conseils pour mes premiers verres progressifs.</p>
            <footer>— Danielle R.</footer></blockquote>
            <blockquote><p>Service rapide et tiramisu à tomber, on reviendra.</p><cite>Sophie et Marc</cite></blockquote>`,
        },
      ]),
    ).toEqual(['Danielle R.', 'Sophie et Marc']);
  });

  it('reads a company, a family and a place after the dash of a signed quote', () => {
    expect(
      authors([
        {
          path: '/',
          body: `<h1>Plombier</h1><h2>Ils nous ont fait confiance</h2>
            <p>« Installation de notre PAC en 2 jours, équipe ponctuelle. » – Famille Le Bihan, Chantepie</p>
            <figure><blockquote>« Buffet de fin d'année réussi, rapport qualité-prix imbattable. »</blockquote>
            <figcaption>Comité d'entreprise Aéro Sud</figcaption></figure>`,
        },
      ]),
    ).toEqual(['Famille Le Bihan', "Comité d'entreprise Aéro Sud"]);
  });

  it('keeps a reviews page’s heading that is also a menu entry, and reads the review signed on the next line', () => {
    const nav = `<a href="/">Accueil</a><a href="/avis/">Nos avis</a><a href="/contact/">Contact</a>`;
    expect(
      authors(
        [
          { path: '/', body: `<h1>Auto-école</h1><p>Nos avis</p>` },
          { path: '/contact/', body: `<h1>Contact</h1><p>Nos avis</p>` },
          { path: '/tarifs/', body: `<h1>Tarifs</h1><p>Nos avis</p>` },
          {
            path: '/avis/',
            body: `<h1>Nos avis</h1><div><p>Permis obtenu du premier coup, moniteurs très patients.</p><p>— Lina, 18 ans</p></div>`,
          },
        ],
        nav,
      ),
    ).toEqual(['Lina']);
  });
});

describe('labels the business holds', () => {
  const labels = (body: string) =>
    extractSiteFacts([{ url: 'https://www.exemple-commerce.fr/', html: page(body) }]).labels.map(
      (l) => l.text,
    );

  it('reads a label the site names after "labellisé", quoted or not', () => {
    expect(
      labels(
        `<h1>Auto-école</h1><p>Labellisée « Qualité des formations au sein des écoles de conduite »</p>`,
      ),
    ).toEqual(['Qualité des formations au sein des écoles de conduite']);
    expect(
      labels(
        `<h1>Librairie</h1><p>La librairie est labellisée LIR (Librairie Indépendante de Référence).</p>`,
      ),
    ).toEqual(['LIR']);
  });

  it('leaves out the certifying body and a tagline that opens with the trade', () => {
    expect(
      labels(`<h1>Ferme</h1><p>Produits certifiés Agriculture Biologique par Ecocert FR-BIO-01.</p>
        <p>Artisan fleuriste au cœur de Dinan, fleurs de saison.</p>`),
    ).toEqual(['Agriculture Biologique']);
  });
});

describe('offers', () => {
  const offers = (body: string) =>
    extractSiteFacts([{ url: 'https://www.exemple-commerce.fr/', html: page(body) }]).offers.map((o) => [
      o.title,
      o.startDate ?? null,
      o.endDate ?? null,
    ]);

  it('gives a promotion heading the dates written under it', () => {
    expect(
      offers(`<h1>Pâtisserie</h1><div><h2>Galette des rois : la 2e à -50 %</h2></div>
        <div><p>Du 2 au 31 janvier 2027, la deuxième galette est à moitié prix.</p></div>
        <p>Pâtisserie – 46 rue des Filatiers – 31000 Toulouse – 0561223371</p>`),
    ).toEqual([['Galette des rois : la 2e à -50 %', '2027-01-02', '2027-01-31']]);
  });

  it('reads the title an offer gives itself on its own line', () => {
    expect(
      offers(`<h1>Cave</h1><h2>Bienvenue à la cave</h2>
        <p>Foire aux vins d'automne : du 2 au 17 octobre 2026, -15 % dès 6 bouteilles achetées.</p>
        <table><tr><td>OFFRE HIVER : Contrôle gratuit de la batterie<br>Du 2 novembre au 19 décembre 2026.</td></tr></table>`),
    ).toEqual([
      ["Foire aux vins d'automne", '2026-10-02', '2026-10-17'],
      ['Contrôle gratuit de la batterie', '2026-11-02', '2026-12-19'],
    ]);
  });

  it('keeps an undated offer that opens with its discount, not a price range in a sentence', () => {
    expect(
      offers(`<h1>Salon</h1><p>-10 % pour les étudiants sur présentation de la carte, toute l'année.</p>
        <h3>Club de lecture</h3><p>Un mercredi sur deux, de 14h à 15h30 – 5 € la séance.</p>`),
    ).toEqual([["-10 % pour les étudiants sur présentation de la carte, toute l'année.", null, null]]);
  });
});
