// Five trades and craft businesses of the content bench, as their owners would fill Plume.
import { analysis, profile, type BenchBusiness } from './content-business-kit';

export const SERVICES: BenchBusiness[] = [
  {
    slug: 'plombier',
    profile: profile({
      business_name: 'Lefèvre Plomberie',
      business_type: 'Plombier chauffagiste',
      business_description: 'Dépannage, installation de chaudières et salles de bains à Rennes.',
      brand_tone: 'simple',
      posting_frequency: 'weekly',
      website_url: '',
      coordinates: 'Rennes et environs',
      email: 'lefevre.plomberie@orange.fr',
    }),
    analysis: null,
    networks: ['facebook'],
    notes: {
      1: [{ title: 'Entretien chaudière', content: 'Entretien annuel de chaudière gaz à 120 €.' }],
      5: [],
      12: [],
    },
    photos: [],
  },
  {
    slug: 'institut-de-beaute',
    profile: profile({
      business_name: 'Institut Éclat',
      business_type: 'Institut de beauté',
      business_description: 'Soins du visage, épilations et modelages à Bordeaux.',
      brand_tone: 'luxe',
      website_url: 'https://institut-eclat.fr',
      coordinates: '5 cours de l’Intendance, 33000 Bordeaux',
    }),
    analysis: analysis('Institut de beauté, soins sur rendez-vous.', {
      services: [
        ['Soin visage éclat', '65 €', 'Une heure, produits bio'],
        ['Modelage relaxant', '70 €', 'Aux huiles chaudes, 50 minutes'],
        ['Épilation jambes complètes', '32 €', 'À la cire tiède'],
      ],
      founder: 'Claire Dubreuil, esthéticienne',
      testimonials: ['Un moment hors du temps, ma peau n’a jamais été aussi belle.'],
      tags: ['#InstitutDeBeauté', '#Bordeaux'],
    }),
    networks: ['instagram', 'facebook'],
    notes: {
      1: [],
      5: [{ title: 'Carte cadeau', content: 'Cartes cadeaux disponibles pour la fête des mères.' }],
      12: [{ title: 'Cartes cadeaux', content: 'Cartes cadeaux de Noël à partir de 30 €.' }],
    },
    photos: ['Cabine soin'],
  },
  {
    slug: 'librairie',
    profile: profile({
      business_name: 'La Page Blanche',
      business_type: 'Librairie indépendante',
      business_description: 'Romans, jeunesse et bandes dessinées, conseils de lecture à Dijon.',
      brand_tone: 'storytelling',
      website_url: 'https://lapageblanche.fr',
      coordinates: '9 rue des Forges, 21000 Dijon',
    }),
    analysis: analysis('Librairie indépendante à Dijon.', {
      services: [['Commande de livres', '', 'Tout livre disponible en 48 heures']],
      founder: 'Hélène Morel, libraire',
      story: 'Hélène a ouvert la librairie en 2009 dans une ancienne mercerie.',
      testimonials: ['Hélène trouve toujours le livre qu’il me faut.'],
      tags: ['#Librairie', '#Dijon'],
    }),
    networks: ['instagram', 'facebook'],
    notes: {
      1: [
        { title: 'Rencontre', content: 'Rencontre avec l’autrice Anne Vautrin le samedi 23 janvier à 16 h.' },
      ],
      5: [],
      12: [{ title: 'Papier cadeau', content: 'Emballage cadeau offert en décembre.' }],
    },
    photos: [],
  },
  {
    slug: 'caviste',
    profile: profile({
      business_name: 'Cave Saint-Vincent',
      business_type: 'Caviste',
      business_description: 'Vins de vignerons, whiskies et épicerie fine à Reims.',
      brand_tone: 'humouristique',
      website_url: 'https://cave-saint-vincent.fr',
      coordinates: '12 rue de Vesle, 51100 Reims',
    }),
    analysis: analysis('Caviste indépendant à Reims.', {
      products: [
        ['Champagne brut de vigneron', '29 €', 'La bouteille, domaine familial'],
        ['Côtes-du-Rhône rouge', '11,50 €', 'Grenache et syrah'],
      ],
      services: [['Dégustation du samedi', '', 'Chaque samedi après-midi']],
      founder: 'Thomas Giraud, caviste',
      tags: ['#Caviste', '#Reims'],
    }),
    networks: ['facebook', 'instagram'],
    notes: {
      1: [],
      5: [],
      12: [{ title: 'Coffrets', content: 'Coffrets de fin d’année à partir de 39 €.', priority: 'high' }],
    },
    photos: ['Rayon champagnes'],
  },
  {
    slug: 'ferme',
    profile: profile({
      business_name: 'Ferme des Trois Chênes',
      business_type: 'Ferme maraîchère',
      business_description: 'Légumes bio et œufs de plein air, vente à la ferme le vendredi et le samedi.',
      brand_tone: 'amical',
      posting_frequency: 'weekly',
      website_url: '',
      coordinates: 'Lieu-dit les Chênes, 24200 Sarlat',
    }),
    analysis: null,
    networks: ['facebook', 'instagram'],
    notes: {
      1: [],
      5: [{ title: 'Fraises', content: 'Les premières fraises arrivent le 15 mai, 4 € la barquette.' }],
      12: [
        { title: 'Marché de Noël', content: 'On tient un stand au marché de Noël de Sarlat le 12 décembre.' },
      ],
    },
    photos: [],
  },
];
