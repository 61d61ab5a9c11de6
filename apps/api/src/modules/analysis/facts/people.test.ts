import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';

const site = (pages: Record<string, string>) =>
  extractSiteFacts(
    Object.entries(pages).map(([path, body]) => ({
      url: `https://www.exemple-commerce.fr${path}`,
      html: `<html><head><title>Commerce</title></head><body><main>${body}</main></body></html>`,
    })),
  );
const named = (facts: ReturnType<typeof site>) => facts.people.map((p) => [p.name, p.role ?? null]);

describe('people as the site names them', () => {
  it('reads a team page of first names with their role on the next line, and the stated head count', () => {
    const facts = site({
      '/': `<h1>Auto-école</h1>`,
      '/equipe/': `<h1>L’équipe</h1><p>Notre équipe : 6 personnes, toutes passionnées de pédagogie.</p>
        <h3>Nadia</h3><p>Gérante et monitrice. Elle a repris l’auto-école en 2012.</p>
        <h3>Sandrine</h3><p>Secrétariat : inscriptions et dossiers.</p>`,
    });
    expect(named(facts)).toEqual([
      ['Nadia', 'Gérante et monitrice'],
      ['Sandrine', 'Secrétariat'],
    ]);
    expect(facts.teamSize?.count).toBe(6);
  });

  it('reads names set in a sentence with their role (a relative when named again), not a business name’s words', () => {
    const facts = site({
      '/': `<h1>Caviste</h1>`,
      '/a-propos': `<h1>À propos</h1><p>La Cave des Remparts a ouvert en 2009. Mehdi, caviste, a repris la cave en 2019.</p>
        <p>Esthéticienne diplômée, Émilie a travaillé huit ans à Biarritz.</p>
        <p>Aujourd'hui c'est Julien, en cuisine, qui fait vivre la maison avec Camille en salle. Sa sœur Aurélie l'a rejoint.</p>
        <p>Aurélie et Julien vous reçoivent aussi pour les mariages.</p>`,
    });
    expect(named(facts)).toEqual([
      ['Mehdi', 'caviste'],
      ['Émilie', 'Esthéticienne diplômée'],
      ['Julien', 'en cuisine'],
      ['Aurélie', null],
      ['Camille', 'en salle'],
    ]);
  });

  it('reads a "Qui sommes-nous" section of the home page, not the reviews or the legal notice', () => {
    const facts = site({
      '/': `<h1>Plombier</h1><h2>Qui sommes-nous ?</h2>
        <p>Nous sommes 3 : Hervé, le patron ; Kevin, technicien pompe à chaleur ; et Maxime, notre apprenti.</p>
        <h2>Avis</h2><p>« Fuite réparée un dimanche, merci Hervé ! » – Jean-Pierre, client</p>`,
      '/mentions-legales': `<h1>Mentions légales</h1><p>Directeur de la publication : Paul, gérant de la SARL.</p>`,
    });
    expect(named(facts)).toEqual([
      ['Hervé', 'le patron'],
      ['Kevin', 'technicien pompe à chaleur'],
      ['Maxime', 'notre apprenti'],
    ]);
    expect(facts.teamSize?.count).toBe(3);
  });

  it('reads team cards under a team section of any page, joins a first name to the full name, and no street', () => {
    const facts = site({
      '/': `<h1>Atelier</h1><h2>Qui sommes-nous ?</h2>
        <p>Malo a ouvert l'atelier en 2017 rue Fouré, après dix ans comme mécanicien dans une enseigne de sport.</p>
        <h2>L’équipe</h2><h3>Malo Guérin</h3><p>Fondateur et mécanicien cycle</p>
        <h3>Claire Dubreuil</h3><p>Ostéopathe D.O.</p><h2>Vos hôtes</h2><h3>Julien Morel</h3>
        <p>Accompagnateur en moyenne montagne</p>`,
    });
    expect(named(facts)).toEqual([
      ['Malo Guérin', 'Fondateur et mécanicien cycle'],
      ['Claire Dubreuil', 'Ostéopathe D.O.'],
      ['Julien Morel', 'Accompagnateur en moyenne montagne'],
    ]);
  });

  it('reads a role after an opening adverb, and a second person whose verb is left out', () => {
    const facts = site({
      '/': `<h1>Maison</h1>`,
      '/notre-histoire/': `<h1>Notre histoire</h1><p>Aujourd'hui Vito, pizzaiolo, est au four tous les soirs.</p>
        <p>Gaëlle s'occupe des volailles et de la transformation, Thomas des cochons et des cultures.</p>`,
    });
    expect(named(facts).sort()).toEqual([
      ['Gaëlle', 'des volailles et de la transformation'],
      ['Thomas', 'des cochons et des cultures'],
      ['Vito', 'pizzaiolo'],
    ]);
  });
});
