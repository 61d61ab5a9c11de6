// Two trades the writer has never been tuned on (no test names them): they check that it generalises.
import { analysis, profile, type BenchBusiness } from './content-business-kit';

export const UNSEEN: BenchBusiness[] = [
  {
    slug: 'cordonnier',
    profile: profile({
      business_name: 'Cordonnerie Marchand',
      business_type: 'Cordonnier',
      business_description: 'Ressemelage, réparation de sacs et reproduction de clés à Tours.',
      brand_tone: 'simple',
      website_url: 'https://cordonnerie-marchand.fr',
      coordinates: '17 rue Colbert, 37000 Tours',
    }),
    analysis: analysis('Cordonnerie traditionnelle au centre de Tours.', {
      services: [
        ['Ressemelage cuir', '45 €', 'Semelle cuir cousue, rendue sous huit jours'],
        ['Remplacement de talons', 'à partir de 15 €', 'Talons homme et femme'],
        ['Reproduction de clé', 'à partir de 6 €', 'Clés plates et clés de sécurité'],
      ],
      founder: 'Paul Marchand, cordonnier',
      years: '20 ans',
      tips: ['Nourrissez vos chaussures en cuir avec une crème incolore une fois par mois.'],
      tags: ['#Cordonnerie', '#Tours'],
      phone: '02 47 00 00 00',
    }),
    networks: ['facebook', 'instagram'],
    notes: {
      1: [{ title: 'Fermeture', content: 'Atelier fermé le samedi 2 janvier.' }],
      5: [],
      12: [{ title: 'Dimanches', content: 'Ouvert les dimanches 13 et 20 décembre de 10 h à 13 h.' }],
    },
    photos: [],
  },
  {
    slug: 'toiletteur',
    profile: profile({
      business_name: 'Poils et Moustaches',
      business_type: 'Toiletteur canin et félin',
      business_description:
        'Bains, tontes et coupes aux ciseaux pour chiens et chats à Annecy, sur rendez-vous.',
      brand_tone: 'amical',
      website_url: '',
      coordinates: '6 avenue de Genève, 74000 Annecy',
      email: 'bonjour@poilsetmoustaches.fr',
    }),
    analysis: null,
    networks: ['instagram', 'facebook'],
    notes: {
      1: [{ title: 'Forfait', content: 'Bain et séchage petit chien à 35 € tout le mois de janvier.' }],
      5: [{ title: 'Nouvelle toiletteuse', content: 'Inès rejoint le salon le 11 mai.' }],
      12: [{ title: 'Fêtes', content: 'Le salon est fermé du 24 au 27 décembre.', priority: 'high' }],
    },
    photos: ['Caniche après la tonte'],
  },
];
