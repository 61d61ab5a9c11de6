import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';

const site = (pages: Record<string, string>) =>
  extractSiteFacts(
    Object.entries(pages).map(([path, body]) => ({
      url: `https://www.exemple-commerce.fr${path}`,
      html: `<html><head><title>Commerce</title></head><body><main>${body}</main></body></html>`,
    })),
  );

describe('offers', () => {
  it('does not take a discount without a date for an offer because the card beside it has numbers', () => {
    const facts = site({
      '/services/': `<h1>Nos services</h1>
        <div class="card"><h3>Retouches</h3><p>Rendues en 48 à 72h, au prix affiché en boutique.</p>
        <h3>Carte de fidélité</h3><p>Gratuite : 5 % de remise dès 10 achats.</p></div>`,
    });
    expect(facts.offers).toEqual([]);
  });

  it('keeps a promotion whose own line names its last day', () => {
    const facts = site({
      '/': `<h1>Accueil</h1><h2>Soldes d'hiver</h2><p>-30 % sur les manteaux jusqu'au 15 janvier 2027.</p>`,
    });
    expect(facts.offers.map((o) => [o.title, o.endDate])).toEqual([["Soldes d'hiver", '2027-01-15']]);
  });
});

describe('labels', () => {
  it('keeps the business’s own labels and leaves out the designations of what it sells', () => {
    const facts = site({
      '/': `<h1>Accueil</h1><p>Tout est fait sur place avec du beurre AOP et une farine Label Rouge.</p>
        <p>Nos vins AOC et notre jambon IGP. Maison labellisée Maître Artisan.</p>`,
    });
    expect(facts.labels.map((l) => l.text)).toEqual(['Maître Artisan']);
  });
});

describe('story', () => {
  it('takes no story from a "Qui sommes-nous ?" box that only introduces today’s team', () => {
    const facts = site({
      '/': `<h1>Votre électricien</h1><h2>Qui sommes-nous ?</h2>
        <p>Nous sommes deux : Paul, électricien depuis toujours, et Inès, notre apprentie. Devis clair sous 48h.</p>`,
    });
    expect(facts.story).toBeUndefined();
  });

  it('takes the story from such a box when it tells what happened', () => {
    const facts = site({
      '/': `<h1>Votre électricien</h1><h2>Qui sommes-nous ?</h2>
        <p>Paul a repris l’entreprise de son père en 2011, après dix ans sur les chantiers de la région.</p>`,
    });
    expect(facts.story?.text).toContain('en 2011');
  });
});

describe('prices', () => {
  it('gives a price written with its unit on the line after the name to that name', () => {
    const facts = site({
      '/la-carte/': `<h1>La carte</h1><h2>Nos douceurs</h2>
        <p>Financiers aux amandes<br/>les 8 : 6,40 €</p><p>Tarte aux myrtilles<br/>la part : 3,90 €</p>`,
    });
    expect(facts.items.map((i) => [i.name, i.price, i.unit])).toEqual([
      ['Financiers aux amandes', 6.4, 'les 8'],
      ['Tarte aux myrtilles', 3.9, 'la part'],
    ]);
  });
});

describe('opening hours', () => {
  it('reads the office hours, not the hours of lessons or of a market elsewhere', () => {
    const facts = site({
      '/contact/': `<h1>Contact</h1><p>Les cours ont lieu du lundi au samedi de 8h à 20h.</p>
        <p>Retrouvez-nous au marché de la place, le dimanche de 8h à 13h.</p>
        <h2>Horaires du bureau</h2><p>Lundi au vendredi : 9h-12h / 14h-18h</p><p>Fermé le samedi et le dimanche</p>`,
    });
    expect(facts.hours.map((h) => [h.day, h.closed, h.ranges.length])).toEqual([
      ['lundi', false, 2],
      ['mardi', false, 2],
      ['mercredi', false, 2],
      ['jeudi', false, 2],
      ['vendredi', false, 2],
      ['samedi', true, 0],
      ['dimanche', true, 0],
    ]);
  });

  it('closes the days a line leaves out when it says the other days are closed', () => {
    const facts = site({
      '/': `<h1>Accueil</h1><p>Le mardi de 9h à 12h. Les autres jours, l’atelier est fermé.</p>`,
    });
    expect(facts.hours.filter((h) => h.closed)).toHaveLength(6);
    expect(facts.hours.find((h) => h.day === 'mardi')?.ranges).toEqual([{ opens: '09:00', closes: '12:00' }]);
  });
});

describe('opening hours over two lines', () => {
  it('closes the other days when the line after the hours says so', () => {
    const facts = site({
      '/': `<h1>Accueil</h1><p>Le jeudi de 10h à 18h.<br>Les autres jours, la boutique est fermée.</p>`,
    });
    expect(facts.hours.map((h) => [h.day, h.closed])).toEqual([
      ['lundi', true],
      ['mardi', true],
      ['mercredi', true],
      ['jeudi', false],
      ['vendredi', true],
      ['samedi', true],
      ['dimanche', true],
    ]);
  });
});

describe('prices under sub-headings', () => {
  it('gives a price on its own line to the nearest heading, not to the section heading above it', () => {
    const facts = site({
      '/soins/': `<h1>Nos soins</h1><div class="block"><h2>Massages</h2><h3>Massage aux pierres chaudes</h3>
        <p>1h</p><p>75 €</p><h3>Massage du dos</h3><p>30 min</p><p>40 €</p></div>`,
    });
    expect(facts.items.filter((i) => i.price).map((i) => [i.name, i.price])).toEqual([
      ['Massage aux pierres chaudes', 75],
      ['Massage du dos', 40],
    ]);
  });
});
