import { describe, expect, it } from 'vitest';
import { parseRewriteRequest, type RewriteOperation } from './rewrite-request';

type Expected = Partial<RewriteOperation> & { kind: RewriteOperation['kind'] };

/** Requests as owners type them (typos, politeness, several wishes at once) and the operations read. */
const TABLE: [string, Expected[]][] = [
  ['Fais plus court', [{ kind: 'shorter' }]],
  ['racourcis le texte stp', [{ kind: 'shorter' }]],
  ['Trop long, résume en deux phrases', [{ kind: 'shorter' }]],
  ['Peux-tu développer un peu ?', [{ kind: 'longer' }]],
  ['Rallonge-le avec plus de détails', [{ kind: 'longer' }]],
  ['Rends-le plus formel', [{ kind: 'formal' }]],
  ['moins formel, plus décontracté', [{ kind: 'casual' }]],
  ['Rends le texte plus chaleureux', [{ kind: 'tone', tone: 'proximite' }]],
  ['Un ton plus chic et élégant', [{ kind: 'tone', tone: 'luxe' }]],
  ['Tutoie les lecteurs', [{ kind: 'register', to: 'tu' }]],
  ['passe au tu', [{ kind: 'register', to: 'tu' }]],
  ['Vouvoie plutôt', [{ kind: 'register', to: 'vous' }]],
  ['vouvois stp', [{ kind: 'register', to: 'vous' }]],
  ['utilise le vous plutôt que le tu', [{ kind: 'register', to: 'vous' }]],
  ['ajoute des emojis', [{ kind: 'emojis', action: 'add' }]],
  ['Mets quelques émoticones', [{ kind: 'emojis', action: 'add' }]],
  ['Peux-tu enlever les emojis stp', [{ kind: 'emojis', action: 'remove' }]],
  ['sans emoji', [{ kind: 'emojis', action: 'remove' }]],
  ['sans hashtags', [{ kind: 'hashtags', action: 'remove' }]],
  ['supprime les hastags', [{ kind: 'hashtags', action: 'remove' }]],
  ['Change les hashtags', [{ kind: 'hashtags', action: 'refresh' }]],
  ['Ajoute le hashtag #PainDuJour', [{ kind: 'add-hashtags', tags: ['#PainDuJour'] }]],
  [
    'Mentionne la promotion de -20 % sur les croissants',
    [{ kind: 'mention', content: 'la promotion de -20 % sur les croissants' }],
  ],
  ['parle de nos ateliers du mercredi', [{ kind: 'mention', content: 'nos ateliers du mercredi' }]],
  [
    'mentionne les croissants et les brioches',
    [{ kind: 'mention', content: 'les croissants et les brioches' }],
  ],
  ['Ajoute « fermé le lundi de Pâques »', [{ kind: 'mention', content: 'fermé le lundi de Pâques' }]],
  [
    'précise que nous sommes fermés le 25 décembre',
    [{ kind: 'mention', content: 'nous sommes fermés le 25 décembre' }],
  ],
  ['enlève la phrase sur les ateliers', [{ kind: 'remove', content: 'les ateliers' }]],
  ['ne parle pas de Mardi gras', [{ kind: 'remove', content: 'Mardi gras' }]],
  ['retire le lien', [{ kind: 'remove', content: 'contact:website' }]],
  [
    'remplace croissant par pain au chocolat',
    [{ kind: 'replace', from: 'croissant', to: 'pain au chocolat' }],
  ],
  [
    'remplace « rendez-vous » par « réservation »',
    [{ kind: 'replace', from: 'rendez-vous', to: 'réservation' }],
  ],
  ['mets atelier au lieu de fournil', [{ kind: 'replace', from: 'fournil', to: 'atelier' }]],
  ['boulangerie -> pâtisserie', [{ kind: 'replace', from: 'boulangerie', to: 'pâtisserie' }]],
  [
    'Change le prix du croissant à 1,30 € au lieu de 1,20 €',
    [{ kind: 'price', to: '1,30 €', from: '1,20 €', item: 'croissant' }],
  ],
  ['mets 4 € au lieu de 3,50 €', [{ kind: 'price', to: '4 €', from: '3,50 €' }]],
  ['le prix passe à 12 euros', [{ kind: 'price', to: '12 euros' }]],
  [
    'la date c’est le 14 décembre pas le 12 décembre',
    [{ kind: 'date', to: '14 décembre', from: '12 décembre' }],
  ],
  ['change la date : samedi 6 juin', [{ kind: 'date', to: 'samedi 6 juin' }]],
  ['change l’appel à l’action pour inviter à réserver', [{ kind: 'call-to-action', means: 'book' }]],
  ['termine par un appel à commander', [{ kind: 'call-to-action', means: 'order' }]],
  ['Rends-le plus vendeur', [{ kind: 'call-to-action' }]],
  [
    'ajoute le téléphone et l’adresse',
    [
      { kind: 'contact', what: 'phone' },
      { kind: 'contact', what: 'address' },
    ],
  ],
  ['mets le lien du site', [{ kind: 'contact', what: 'website' }]],
  ['Plus dynamique !', [{ kind: 'enthusiastic' }]],
  ['fais plus calme, moins d’exclamation', [{ kind: 'calmer' }]],
  ['Termine par une question', [{ kind: 'question' }]],
  ['pose une question à la communauté', [{ kind: 'question' }]],
  ['Aère le texte', [{ kind: 'paragraphs' }]],
  ['fais des paragraphes', [{ kind: 'paragraphs' }]],
  ['mets des guillemets à la française', [{ kind: 'quotes' }]],
  ['corrige les fautes', [{ kind: 'proofread' }]],
  ['Change le titre en « Le printemps du levain »', [{ kind: 'title', title: 'Le printemps du levain' }]],
  ['Reformule', [{ kind: 'reword' }]],
  ['Traduis en anglais', [{ kind: 'translate' }]],
  [
    'Plus court, tutoie et remplace croissant par pain au chocolat',
    [
      { kind: 'shorter' },
      { kind: 'register', to: 'tu' },
      { kind: 'replace', from: 'croissant', to: 'pain au chocolat' },
    ],
  ],
  ['rends le plus court et plus chaleureux svp', [{ kind: 'shorter' }, { kind: 'tone', tone: 'proximite' }]],
  ['plus court avec des emojis', [{ kind: 'shorter' }, { kind: 'emojis', action: 'add' }]],
  ['les enfants adorent nos ateliers du mercredi', [{ kind: 'unknown' }]],
];

describe('reading a rewrite request as operations', () => {
  it('covers at least forty phrasings', () => expect(TABLE.length).toBeGreaterThanOrEqual(40));

  it.each(TABLE)('%s', (request, expected) => {
    const operations = parseRewriteRequest(request);
    expect(operations).toHaveLength(expected.length);
    expected.forEach((operation, index) => expect(operations[index]).toMatchObject(operation));
  });

  it('keeps a price with a decimal comma and "rendez-vous" whole', () => {
    expect(parseRewriteRequest('remplace 3,50 € par 4 €')).toEqual([
      { kind: 'price', to: '4 €', from: '3,50 €' },
    ]);
    expect(parseRewriteRequest('mentionne les rendez-vous du samedi')).toEqual([
      { kind: 'mention', content: 'les rendez-vous du samedi' },
    ]);
  });
});
