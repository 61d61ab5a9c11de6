import { describe, expect, it } from 'vitest';
import { factIssues, type StatedFacts } from '../../modules/posts/quality/fact-checks';
import { ENGAGEMENT_ANGLES } from '../../modules/posts/writing/angles-engagement';
import { quote } from '../../modules/posts/writing/angles';
import { actionCalls } from './calls-to-action';
import { nounOf } from '../../modules/posts/writing/french-nouns';
import { materialOf } from '../../modules/posts/writing/material';
import { descriptionFacts, townOf } from '../../modules/posts/writing/material-facts';
import { notePost } from './note-post';
import { sayIn } from '../../modules/posts/writing/voice';
import type { Note } from '@plume/contracts/notes';
import type { SiteFacts } from '../../modules/analysis/facts/site-facts';
import { checkPost, gateContextOf } from '../../modules/posts/quality/gate';
import { createOfflinePostWriter } from './offline-writer';
import { personNamesOf } from '../../modules/posts/writing/person-names';
import { bakeryAnalysis, bakeryFacts, bakeryProfile, monthSlots } from '../../test/writer-fixtures';

const note = (title: string, content: string): Note => ({
  note_id: `note-${title}`,
  description: title,
  title,
  content,
  priority: 'normal',
  is_monthly_note: false,
  note_month: 3,
  note_year: 2025,
  created_at: '2025-02-01T00:00:00.000Z',
  updated_at: '2025-02-01T00:00:00.000Z',
});

// Rules found by reading months of businesses the writer was never tuned on, as their owners would.
const tu = sayIn('tu');
const vous = sayIn('vous');

describe('what an owner reads', () => {
  it('takes "sans rendez-vous" for no booking: no call to book, a call to drop by', () => {
    const m = materialOf(
      bakeryFacts({
        analysis: null,
        notes: [],
        profile: bakeryProfile({
          business_type: 'Atelier de réparation de vélos',
          business_description: 'Réparation de vélos de ville et VTT, sans rendez-vous, à Nantes.',
          coordinates: '24 rue de la Bastille, 44000 Nantes',
        }),
      }),
    );
    expect(m.means.booking).toBeNull();
    expect(m.means.walkIn).toBe(true);
    const calls = actionCalls(m, tu).join('\n');
    expect(calls).not.toMatch(/réserv|créneau/iu);
    expect(calls).toContain('Sans rendez-vous : passe directement au 24 rue de la Bastille, 44000 Nantes.');
  });

  it('lets the gate refuse a booking call for a business that takes none, and accept "sans rendez-vous"', () => {
    const facts: StatedFacts = {
      pricedItems: [],
      otherPrices: [],
      statedText: 'réparation de vélos, , à nantes.',
      noteText: '',
    };
    expect(factIssues('Réserve ton rendez-vous au 02 40 00 00 00.', '2027-04-02', facts)).not.toEqual([]);
    expect(factIssues('Sans rendez-vous : passe directement.', '2027-04-02', facts)).toEqual([]);
  });

  it('allows a seasonal word the owner’s own note uses, around that moment', () => {
    const facts: StatedFacts = {
      pricedItems: [],
      otherPrices: [],
      statedText: '',
      noteText: 'fermeture de pâques\nle studio est fermé du samedi 10 au dimanche 18 avril.',
    };
    // Easter 2027 is 28 March; the note speaks of the school holidays after it.
    expect(factIssues('Fermeture de Pâques : le studio est fermé.', '2027-04-07', facts)).toEqual([]);
    expect(
      factIssues('Fermeture de Pâques.', '2027-04-07', { ...facts, noteText: '' }).map((i) => i.check),
    ).toEqual(['hors-saison']);
  });

  it('never takes a place for an offer, and reads the town of "Vannes et alentours"', () => {
    const { offers } = descriptionFacts(
      'Toilettage de chiens de toutes races, bains et tontes, autour de Vannes. Sur rendez-vous.',
    );
    expect(offers).not.toContain('autour de Vannes');
    expect(offers).toContain('bains');
    expect(townOf('Vannes et alentours', '')).toBe('Vannes');
  });

  it('lowers the article after a colon when it retells a note', () => {
    const text = notePost(
      { title: 'Fermeture', content: 'L’atelier est fermé du lundi 19 au samedi 24 avril.', high: true },
      false,
      vous,
    );
    expect(text.openings).toContain('Bon à savoir : l’atelier est fermé du lundi 19 au samedi 24 avril.');
    expect(text.openings.join('\n')).not.toMatch(/ : L’/u);
  });

  it('quotes a customer’s words with the signature outside the quotes', () => {
    expect(quote('Crevaison réparée en un quart d’heure, accueil au top. — Léa')).toBe(
      '« Crevaison réparée en un quart d’heure, accueil au top » — Léa',
    );
    expect(quote('Super accueil - je recommande.')).toBe('« Super accueil - je recommande »');
  });

  it('agrees invariable heads by their next word, and knows the pizzas are feminine', () => {
    expect(nounOf('Cours collectif').plural).toBe(false);
    expect(nounOf('Cours particuliers').plural).toBe(true);
    expect(nounOf('Croissants pur beurre').plural).toBe(true);
    expect(nounOf('Margherita')).toMatchObject({ gender: 'f', known: true });
    expect(nounOf('Calzone')).toMatchObject({ gender: 'f', known: true });
  });

  it('says a shop with only a town is in that town; only a business that travels "intervient"', () => {
    const visit = ENGAGEMENT_ANGLES.find((angle) => angle.key === 'visit')!;
    const shop = materialOf(
      bakeryFacts({
        analysis: null,
        notes: [],
        profile: bakeryProfile({
          business_name: 'Pizzeria Da Nino',
          business_type: 'Pizzeria',
          business_description: '',
          coordinates: 'Albi',
        }),
      }),
    );
    const said = visit.write({ m: shop, say: vous, n: 0, item: 0 })!;
    expect(said.openings).toEqual(['Pizzeria Da Nino, c’est à Albi.']);
    expect(visit.write({ m: shop, say: vous, n: 1, item: 1 })).toBeNull();
    const groomer = materialOf(
      bakeryFacts({
        analysis: null,
        notes: [],
        profile: bakeryProfile({
          business_name: 'Le Camion à Toutous',
          business_type: 'Toilettage canin à domicile',
          business_description: 'Toilettage de chiens dans un camion qui vient jusqu’à chez vous.',
          coordinates: 'Vannes et alentours',
        }),
      }),
    );
    expect(visit.write({ m: groomer, say: vous, n: 0, item: 0 })!.openings).toContain(
      'Le Camion à Toutous intervient à Vannes et alentours.',
    );
  });
});

describe('people are never hashtags nor know-how', () => {
  const facts = bakeryFacts({
    analysis: {
      ...bakeryAnalysis,
      company_expertise: { ...bakeryAnalysis.company_expertise, key_skills: ['Marie', 'levain'] },
      social_proof: { testimonials: ['Un pain comme autrefois. — Jean Moreau'], achievements: [] },
      hashtag_strategy: { primary: ['#Marie', '#Levain', '#JeanMoreau', '#Paul'], secondary: ['#Inès'] },
    },
    notes: [note('Arrivée', 'Inès rejoint le fournil le 3 mars.')],
    facts: {
      items: [],
      hours: [],
      phones: [],
      emails: [],
      people: [{ name: 'Marie Lemoine', role: 'pâtissière', source: 'site' }],
      values: [],
      labels: [],
      offers: [],
      testimonials: [{ text: 'Top.', author: 'Chloé', source: 'site' }],
    } as unknown as SiteFacts,
  });

  it('gathers the names of the founder, the people, the authors and a newcomer', () => {
    expect(personNamesOf(facts)).toEqual(
      expect.arrayContaining(['Paul', 'Lemoine', 'Marie', 'Jean', 'Moreau', 'Chloé', 'Inès']),
    );
    expect(materialOf(facts).expertise).not.toContain('Marie');
    expect(materialOf(facts).expertise).toContain('levain');
  });

  it('never writes a person’s name as a hashtag, in a month or through the gate', async () => {
    const slots = monthSlots(20, ['instagram', 'facebook', 'linkedin']);
    const posts = await createOfflinePostWriter({ limits: { instagramHashtagCap: 8 } }).writeMonth({
      facts,
      slots,
    });
    const tags = posts.flatMap((post) => post.hashtags.map((tag) => tag.toLowerCase()));
    expect(tags).toContain('#levain');
    for (const name of ['#marie', '#jeanmoreau', '#paul', '#inès', '#jean', '#chloé'])
      expect(tags).not.toContain(name);
    const context = gateContextOf(facts);
    const issues = await checkPost(
      { title: 'Le levain', text: 'Notre levain.', hashtags: ['#Marie', '#JeanMoreau', '#Levain'] },
      'instagram',
      '2025-03-10',
      context,
    );
    expect(issues.filter((issue) => issue.kind === 'hashtag').map((issue) => issue.excerpt)).toEqual([
      '#Marie',
      '#JeanMoreau',
    ]);
    // The gate loads the French dictionary once: generous on a busy machine.
  }, 180_000);
});

describe('thin facts and notes that invite nobody', () => {
  it('gives a leading adjective its noun’s gender and elides on the first word', () => {
    expect(nounOf('Petit-déjeuner')).toMatchObject({ gender: 'm', known: true, elides: false });
    expect(nounOf('Grande assiette')).toMatchObject({ gender: 'f', elides: false });
  });

  it('tells "complet" like a closure: no invitation to come', () => {
    const text = notePost(
      { title: 'Complet', content: 'L’hôtel est complet du vendredi 11 au dimanche 13 juin.', high: false },
      false,
      vous,
    );
    expect(text.invite).toBe(false);
    expect(text.body.flat().join(' ')).not.toMatch(/compte sur vous|vous y voir/u);
  });

  it('writes a bare profile’s month from its identity, questions and greetings, never inventing', async () => {
    const facts = bakeryFacts({
      analysis: null,
      notes: [],
      media: [],
      profile: bakeryProfile({
        business_name: 'Serrurerie Morel',
        business_type: 'Serrurier',
        business_description: '',
        email: '',
        website_url: '',
        target_audience: '',
        coordinates: 'Limoges',
      }),
    });
    const slots = monthSlots(20, ['facebook', 'instagram'], '2027-10');
    const posts = await createOfflinePostWriter({ limits: { instagramHashtagCap: 8 } }).writeMonth({
      facts,
      slots,
    });
    expect(posts).toHaveLength(20);
    const openings = posts.map((post) => post.text.split('\n')[0]!.replace(/^\P{L}+/u, ''));
    expect(new Set(openings).size).toBe(20);
    // No price, no booking, no offer, no date-only filler while the reserve still has something to say.
    const all = posts.map((post) => post.text).join('\n');
    expect(all).not.toMatch(/€|réserv|rendez-vous|promo|offert/iu);
    expect(openings.filter((line) => /^\p{L}+ \d+ octobre chez/u.test(line))).toEqual([]);
    expect(all).toContain('Ici, c’est Serrurerie Morel à Limoges.');
    expect(all).toMatch(/Quelle question aimeriez-vous poser à un serrurier\s\?/u);
  });
});

describe('an adviser’s month', () => {
  it('asks no poll between an accountant’s services', () => {
    const question = ENGAGEMENT_ANGLES.find((angle) => angle.key === 'question')!;
    const m = materialOf(
      bakeryFacts({
        notes: [],
        profile: bakeryProfile({ business_type: 'Cabinet d’expertise comptable' }),
        analysis: {
          ...bakeryAnalysis,
          products_catalog: [],
          main_services: [],
          services_detailed: [
            { service_name: 'Tenue de comptabilité', pricing: '', description: '', benefits: [] },
            { service_name: 'Bilan annuel', pricing: '', description: '', benefits: [] },
          ],
        },
      }),
    );
    expect(question.available(m)).toBe(false);
    expect(nounOf('Tenue de comptabilité')).toMatchObject({ gender: 'f', known: true });
    expect(nounOf('Bilan annuel')).toMatchObject({ gender: 'm', known: true });
  });
});
