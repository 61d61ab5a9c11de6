/* eslint-disable max-lines -- data: ten businesses described field by field */
// Ten small businesses of different trades, as their owners would fill Plume: some say tu, some vous, some have
// no website (no analysis then, only the profile and the notes). Prices are those "their site" states.
import type { BusinessProfile } from '@plume/contracts/business-profile';
import type { Note } from '@plume/contracts/notes';
import type { PostPlatform } from '@plume/contracts/posts';
import type { AnalysisContent } from '@plume/contracts/website-analysis';

export interface BenchBusiness {
  slug: string;
  profile: BusinessProfile;
  analysis: AnalysisContent | null;
  networks: PostPlatform[];
  /** Notes by month number (1, 5, 12). */
  notes: Record<number, { title: string; content: string; priority?: Note['priority'] }[]>;
  /** Titles of the month's library photos. */
  photos: string[];
}

interface Site {
  products?: [string, string, string][];
  services?: [string, string, string][];
  founder?: string;
  years?: string;
  testimonials?: string[];
  tips?: string[];
  achievements?: string[];
  tags?: string[];
  phone?: string;
  story?: string;
  values?: string[];
}

function analysis(summary: string, site: Site): AnalysisContent {
  return {
    analysis_summary: summary,
    storytelling_analysis: site.story ?? '',
    business_ai: summary,
    storytelling_ai: site.story ?? '',
    brand_tone: 'proximite',
    target_audience: '',
    main_services: [],
    products_services_details: [],
    company_expertise: {
      founder_info: site.founder ?? '',
      team_size: '',
      key_skills: [],
      certifications: [],
      experience_years: site.years ?? '',
    },
    unique_value_proposition: '',
    key_topics: [],
    content_suggestions: [],
    products_catalog: (site.products ?? []).map(([name, price, description]) => ({
      name,
      price,
      description,
      features: [],
    })),
    services_detailed: (site.services ?? []).map(([service_name, pricing, description]) => ({
      service_name,
      pricing,
      description,
      benefits: [],
    })),
    company_story: { mission: site.story ?? '', values: site.values ?? [] },
    social_proof: { testimonials: site.testimonials ?? [], achievements: site.achievements ?? [] },
    content_goldmine: { expertise_areas: [], tips_tricks: site.tips ?? [] },
    hashtag_strategy: { primary: site.tags ?? [], secondary: [] },
    visual_content_ideas: [],
    contact_details: { emails: [], phones: site.phone ? [site.phone] : [] },
  };
}

function profile(fields: Partial<BusinessProfile> & Pick<BusinessProfile, 'business_name'>): BusinessProfile {
  return {
    business_type: '',
    business_description: '',
    brand_tone: 'proximite',
    posting_frequency: '3x_week',
    business_objective: 'equilibre',
    email: '',
    website_url: '',
    target_audience: '',
    coordinates: '',
    logo_url: null,
    updated_at: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

export const BUSINESSES: BenchBusiness[] = [
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

/** The months measured: a winter month with Épiphanie, spring, and the December rush. */
export const MONTHS = ['janvier_2027', 'mai_2027', 'décembre_2026'] as const;
