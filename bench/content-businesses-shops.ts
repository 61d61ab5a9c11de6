// Five shops and restaurants of the content bench, as their owners would fill Plume.
import { analysis, profile, type BenchBusiness } from './content-business-kit';

export const SHOPS: BenchBusiness[] = [
  {
    slug: 'boulangerie',
    profile: profile({
      business_name: 'Boulangerie Martin',
      business_type: 'Boulangerie artisanale',
      business_description: 'Pains au levain et viennoiseries pur beurre, cuits chaque matin à Colmar.',
      brand_tone: 'traditionnel',
      posting_frequency: 'daily',
      website_url: 'https://boulangerie-martin.fr',
      coordinates: '8 rue des Clefs, 68000 Colmar',
      target_audience: 'les familles du quartier',
    }),
    analysis: analysis('Boulangerie artisanale au levain naturel à Colmar.', {
      products: [
        ['Baguette tradition', '1,30 €', 'Farine Label Rouge, fermentation de 24 heures'],
        ['Croissant pur beurre', '1,20 €', 'Beurre AOP Charentes-Poitou'],
        ['Pain de seigle', '4,20 €', 'Les 750 g, croûte épaisse'],
        ['Kougelhopf', '9,50 €', 'Aux raisins et amandes, recette alsacienne'],
      ],
      founder: 'Étienne Martin, boulanger depuis 1998',
      years: '28 ans',
      testimonials: ['Le meilleur pain de seigle de Colmar, croûte parfaite.'],
      tips: ['Conservez votre pain dans un torchon en lin plutôt qu’au réfrigérateur.'],
      tags: ['#BoulangerieArtisanale', '#Colmar'],
      phone: '03 89 00 00 00',
    }),
    networks: ['facebook', 'instagram'],
    notes: {
      1: [
        {
          title: 'Galettes des rois',
          content: 'Galette frangipane 6 parts à 18 € du 2 au 31 janvier.',
          priority: 'high',
        },
      ],
      5: [{ title: 'Fermeture', content: 'La boutique sera fermée le jeudi 14 mai (Ascension).' }],
      12: [
        {
          title: 'Bûches de Noël',
          content: 'Commandes de bûches jusqu’au 20 décembre, bûche 6 parts à 24 €.',
          priority: 'high',
        },
        { title: 'Horaires du 24', content: 'Le 24 décembre, ouvert de 6 h à 17 h.' },
      ],
    },
    photos: ['IMG_2041.jpg', 'Vitrine du samedi'],
  },
  {
    slug: 'salon-de-coiffure',
    profile: profile({
      business_name: 'Studio Mèches',
      business_type: 'Salon de coiffure',
      business_description: 'Coupes, couleurs et balayages sur rendez-vous à Nantes.',
      brand_tone: 'amical',
      website_url: 'https://studio-meches.fr',
      coordinates: '3 place du Commerce, 44000 Nantes',
      target_audience: 'femmes et hommes de 20 à 45 ans',
    }),
    analysis: analysis('Salon de coiffure mixte sur rendez-vous à Nantes.', {
      services: [
        ['Coupe femme', 'à partir de 38 €', 'Shampoing, coupe et brushing'],
        ['Balayage', 'à partir de 75 €', 'Éclaircissement naturel à main levée'],
        ['Coupe homme', '24 €', 'Coupe aux ciseaux et à la tondeuse'],
      ],
      founder: 'Julie Caradec, coiffeuse coloriste',
      testimonials: ['Julie a compris exactement ce que je voulais pour mon balayage.'],
      tips: ['Rincez vos cheveux à l’eau tiède pour garder l’éclat de la couleur.'],
      tags: ['#Coiffure', '#Nantes'],
      phone: '02 40 00 00 00',
    }),
    networks: ['instagram', 'facebook'],
    notes: {
      1: [{ title: 'Congés', content: 'Le salon est fermé du 5 au 10 janvier.' }],
      5: [
        { title: 'Nouvelle coiffeuse', content: 'Léa rejoint l’équipe le 4 mai, spécialiste des boucles.' },
      ],
      12: [{ title: 'Fêtes', content: 'Ouverture exceptionnelle le lundi 21 décembre.', priority: 'high' }],
    },
    photos: ['Balayage caramel'],
  },
  {
    slug: 'restaurant',
    profile: profile({
      business_name: 'Le Bouchon des Halles',
      business_type: 'Restaurant',
      business_description: 'Cuisine lyonnaise de marché, midi et soir du mardi au samedi.',
      brand_tone: 'proximite',
      website_url: 'https://bouchon-des-halles.fr',
      coordinates: '15 rue Mercière, 69002 Lyon',
    }),
    analysis: analysis('Bouchon lyonnais, réservation par téléphone.', {
      products: [
        ['Quenelle de brochet', '17 €', 'Sauce Nantua maison'],
        ['Menu du midi', '19,50 €', 'Entrée, plat, dessert'],
        ['Tarte aux pralines', '7 €', 'Pralines roses de Saint-Genix'],
      ],
      founder: 'Marc Dufour, chef',
      testimonials: ['Une quenelle comme chez ma grand-mère, service adorable.'],
      tags: ['#Lyon', '#BouchonLyonnais'],
      phone: '04 72 00 00 00',
      story: 'Marc a repris le bouchon de son oncle en 2012.',
    }),
    networks: ['facebook', 'instagram'],
    notes: {
      1: [],
      5: [{ title: 'Terrasse', content: 'La terrasse rouvre le samedi 2 mai.' }],
      12: [
        {
          title: 'Réveillon',
          content: 'Menu du réveillon du 31 décembre à 65 €, sur réservation.',
          priority: 'high',
        },
      ],
    },
    photos: [],
  },
  {
    slug: 'fleuriste',
    profile: profile({
      business_name: 'Les Jardins de Rose',
      business_type: 'Fleuriste',
      business_description: 'Bouquets de saison et compositions pour mariages à Angers.',
      brand_tone: 'creatif',
      website_url: '',
      coordinates: '22 rue Lenepveu, 49100 Angers',
      email: 'contact@jardinsderose.fr',
    }),
    analysis: null,
    networks: ['instagram', 'facebook'],
    notes: {
      1: [],
      5: [
        {
          title: 'Fête des mères',
          content: 'Bouquets de la fête des mères à partir de 25 €, à commander avant le 29 mai.',
          priority: 'high',
        },
      ],
      12: [
        {
          title: 'Couronnes',
          content: 'Atelier couronnes de l’Avent le samedi 5 décembre, 35 € par personne.',
        },
      ],
    },
    photos: ['Bouquet pivoines'],
  },
  {
    slug: 'garage',
    profile: profile({
      business_name: 'Garage Besson',
      business_type: 'Garage automobile',
      business_description: 'Entretien et réparation toutes marques à Limoges.',
      brand_tone: 'professionnel',
      posting_frequency: 'weekly',
      business_objective: 'conversion',
      website_url: 'https://garage-besson.fr',
      coordinates: '40 avenue de Toulouse, 87000 Limoges',
    }),
    analysis: analysis('Garage indépendant toutes marques.', {
      services: [
        ['Vidange', 'à partir de 69 €', 'Huile et filtre compris'],
        ['Contrôle de la climatisation', '49 €', 'Recharge et test d’étanchéité'],
        ['Pneus hiver', '', 'Montage et équilibrage'],
      ],
      years: '35 ans',
      tips: ['Vérifiez la pression de vos pneus une fois par mois, à froid.'],
      phone: '05 55 00 00 00',
    }),
    networks: ['facebook', 'linkedin'],
    notes: {
      1: [],
      5: [],
      12: [{ title: 'Fermeture', content: 'Garage fermé du 24 décembre au 2 janvier.' }],
    },
    photos: [],
  },
];
