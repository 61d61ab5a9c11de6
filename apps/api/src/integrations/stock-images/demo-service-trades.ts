import { coffee, green, navy, orange, sky, slate, teal, violet, PEOPLE, TRADE } from './demo-palettes';
import type { DemoGroup } from './demo-subjects';

/** The trades of services, home and lodging of the demonstration catalogue, in their place in the list (ids follow it). */
export const SERVICE_GROUPS: DemoGroup[] = [
  {
    title: 'Plombier',
    words: [...TRADE, 'plombier', 'plomberie', 'chauffagiste', 'chauffage', 'salle de bain', 'dépannage'],
    palette: sky,
    subjects: [
      ['drop', "Fuite d'eau réparée", ['eau', 'fuite']],
      ['wrench', 'Outils du plombier', ['clé', 'tuyau']],
      ['house', 'Intervention à domicile', ['maison', 'domicile']],
    ],
  },
  {
    title: 'Électricien',
    words: [...TRADE, 'électricien', 'électricité', 'éclairage', 'installation électrique', 'dépannage'],
    palette: slate,
    subjects: [
      ['bolt', 'Courant électrique', ['énergie', 'tableau électrique']],
      ['bulb', 'Éclairage LED', ['ampoule', 'lumière']],
      ['house', 'Maison rénovée', ['rénovation', 'maison']],
    ],
  },
  {
    title: 'Menuiserie',
    words: [...TRADE, 'menuisier', 'menuiserie', 'ébéniste', 'charpentier', 'bois', 'atelier'],
    palette: coffee,
    subjects: [
      ['hammer', "Outils de l'atelier", ['marteau', 'outil']],
      ['planks', 'Bois massif', ['planche', 'chêne']],
      ['house', 'Charpente', ['charpente', 'construction']],
    ],
  },
  {
    title: 'Paysagiste',
    words: [...TRADE, 'paysagiste', 'jardin', 'jardinier', 'espaces verts', 'nature', 'pelouse', 'élagage'],
    palette: green,
    subjects: [
      ['tree', 'Arbre taillé', ['arbre', 'taille']],
      ['leaf', 'Feuillage', ['feuille', 'vert']],
      ['plant', 'Plantations', ['plantation', 'massif']],
    ],
  },
  {
    title: 'Agence immobilière',
    words: [
      ...TRADE,
      'agence immobilière',
      'immobilier',
      'agent immobilier',
      'maison',
      'appartement',
      'location',
    ],
    palette: navy,
    subjects: [
      ['house', 'Maison à vendre', ['vente', 'maison']],
      ['key', 'Remise des clés', ['clés', 'emménagement']],
      ['chart', 'Estimation du marché', ['estimation', 'prix']],
    ],
  },
  {
    title: 'Photographe',
    words: [...PEOPLE, 'photographe', 'photo', 'photographie', 'studio', 'portrait', 'mariage'],
    palette: slate,
    subjects: [
      ['camera', 'Appareil photo', ['appareil', 'objectif']],
      ['heart', 'Photos de mariage', ['mariage', 'amour']],
      ['star', 'Séance en studio', ['studio', 'séance']],
    ],
  },
  {
    title: 'Informatique',
    words: [
      ...TRADE,
      'informatique',
      'technologie',
      'ordinateur',
      'numérique',
      'dépannage informatique',
      'web',
    ],
    palette: violet,
    subjects: [
      ['laptop', 'Ordinateur portable', ['ordinateur', 'écran']],
      ['phone', 'Réparation de smartphone', ['smartphone', 'téléphone']],
      ['bulb', 'Idées numériques', ['idée', 'innovation']],
    ],
  },
  {
    title: 'Bureau et conseil',
    words: [
      ...PEOPLE,
      'bureau',
      'expert-comptable',
      'comptable',
      'conseil',
      'gestion',
      'réunion',
      'marketing',
    ],
    palette: teal,
    subjects: [
      ['chart', 'Graphique de croissance', ['graphique', 'stratégie']],
      ['laptop', 'Poste de travail', ['travail', 'organisation']],
      ['cup', 'Pause café en équipe', ['pause', 'collègues']],
    ],
  },
  {
    title: 'Animaux',
    words: [...TRADE, 'animaux', 'animalerie', 'toilettage', 'toiletteur', 'vétérinaire', 'chien', 'chat'],
    palette: orange,
    subjects: [
      ['paw', 'Patte de chien', ['patte', 'compagnon']],
      ['heart', 'Amour des animaux', ['câlin', 'soin']],
      ['house', 'Pension pour animaux', ['pension', 'garde']],
    ],
  },
  {
    title: 'Hôtel et gîte',
    words: [...TRADE, 'hôtel', 'gîte', "chambre d'hôtes", 'hébergement', 'tourisme', 'vacances'],
    palette: sky,
    subjects: [
      ['bed', 'Chambre confortable', ['chambre', 'lit']],
      ['key', 'Bienvenue', ['accueil', 'réception']],
      ['cup', 'Petit déjeuner servi', ['petit déjeuner', 'séjour']],
    ],
  },
];
