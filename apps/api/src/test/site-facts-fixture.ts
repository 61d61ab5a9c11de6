import type { SiteFacts } from '../modules/analysis/facts/site-facts';

const page = (path: string, pageTitle: string, snippet: string) => ({
  url: `https://boulangerie-lemoine.fr${path}`,
  pageTitle,
  snippet,
});

/** A bakery's facts as the extractors give them, each with its page. */
export function bakeryFacts(): SiteFacts {
  return {
    businessName: { text: 'Boulangerie Lemoine', source: page('/', 'Accueil', 'Boulangerie Lemoine') },
    trade: { text: 'boulangerie', source: page('/', 'Accueil', 'Boulangerie artisanale') },
    items: [
      {
        kind: 'product',
        name: 'Pain au levain',
        price: 4.2,
        priceText: '4,20 €',
        category: 'Nos pains',
        description: 'Pain au levain naturel, fait maison selon la tradition.',
        source: page('/nos-pains', 'Nos pains', 'Pain au levain ...... 4,20 €'),
      },
      {
        kind: 'product',
        name: 'Croissant',
        price: 1.2,
        priceText: '1,20 €',
        category: 'Viennoiseries',
        source: page('/nos-pains', 'Nos pains', 'Croissant 1,20 €'),
      },
    ],
    hours: [
      {
        day: 'mardi',
        closed: false,
        ranges: [{ opens: '07:00', closes: '19:30' }],
        source: page('/contact', 'Contact', 'Mardi : 7h – 19h30'),
      },
    ],
    address: {
      street: '12 rue des Fours',
      postalCode: '69001',
      town: 'Lyon',
      source: page('/contact', 'Contact', '12 rue des Fours, 69001 Lyon'),
    },
    town: { text: 'Lyon', source: page('/contact', 'Contact', '69001 Lyon') },
    phones: [{ text: '04 78 12 34 56', source: page('/contact', 'Contact', 'Tél. 04 78 12 34 56') }],
    emails: [],
    people: [{ name: 'Marie', role: 'fondatrice', source: page('/equipe', 'L’équipe', 'Marie, fondatrice') }],
    story: {
      text: 'Fondée en 1998 par Marie, la boulangerie perpétue la tradition du levain, artisanal et authentique.',
      source: page('/notre-histoire', 'Notre histoire', 'Fondée en 1998 par Marie'),
    },
    mission: {
      text: 'Du bon pain pour les familles du quartier.',
      source: page('/notre-histoire', 'Notre histoire', 'Du bon pain pour les familles du quartier.'),
    },
    values: [],
    labels: [{ text: 'Artisan', source: page('/', 'Accueil', 'Artisan boulanger') }],
    offers: [],
    testimonials: [],
    pages: [
      { url: 'https://boulangerie-lemoine.fr/', title: 'Accueil', role: 'home' },
      { url: 'https://boulangerie-lemoine.fr/nos-pains', title: 'Nos pains', role: 'products' },
    ],
  };
}
