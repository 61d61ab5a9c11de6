import type { LegalInfo } from '@plume/contracts/app-info';

/** Bodies of the legal notice and the privacy policy (docs/spec/part-1-access-payment-admin-legal.md §2 and
 * §9). Kept apart from `fr.ts` so that they load with the legal pages only. Values in braces come from GET
 * /api/legal. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

export const frLegal = {
  placeholder: "Informations légales à compléter par l'éditeur",
  unavailable: 'Les informations légales sont momentanément indisponibles.',
  unknownValue: '…',
  backHome: "Retour à l'accueil",
  lastUpdatedPrefix: 'Dernière mise à jour : ',
  notice: {
    title: 'Mentions légales',
    privacyLink: 'Consulter la politique de confidentialité',
    sections: (info: LegalInfo): LegalSection[] => [
      {
        title: 'Éditeur du site',
        paragraphs: [`${info.brand_name} est édité par ${info.publisher_name}, ${info.publisher_status}.`],
        items: [
          `SIRET : ${info.siret}`,
          `Ville d'immatriculation : ${info.registry_city}`,
          `Adresse : ${info.address}`,
          `Contact : ${info.contact_email}`,
          'TVA non applicable, art. 293 B du CGI',
        ],
      },
      { title: 'Directeur de la publication', paragraphs: [info.director] },
      { title: 'Hébergeur', paragraphs: [`${info.host_name}, ${info.host_address}`] },
      {
        title: 'Propriété intellectuelle',
        paragraphs: [
          "Les éléments du site (textes, logo, graphismes, logiciel) appartiennent à l'éditeur ou sont utilisés avec l'accord de leurs auteurs. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite.",
          'Les photos, vidéos et notes que vous importez, ainsi que les posts rédigés pour vous, restent les vôtres.',
        ],
      },
      {
        title: 'Données personnelles',
        paragraphs: [
          `Les données personnelles collectées par ${info.brand_name} sont traitées conformément au RGPD et à la loi Informatique et Libertés. Leur traitement et vos droits sont décrits dans la politique de confidentialité.`,
        ],
      },
      {
        title: 'Limitation de responsabilité',
        paragraphs: [
          "L'éditeur s'efforce d'assurer l'exactitude des informations publiées et la disponibilité du service, sans pouvoir les garantir. Les posts sont publiés après votre validation : vous restez responsable de leur contenu.",
          "L'éditeur ne saurait être tenu responsable des interruptions ou des changements des réseaux sociaux et des services tiers auxquels le service se connecte.",
        ],
      },
      {
        title: 'Droit applicable',
        paragraphs: [
          'Les présentes mentions légales sont régies par le droit français. En cas de litige, et à défaut de solution amiable, les tribunaux français sont seuls compétents.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    lastUpdated: new Date(2025, 8, 11),
    intro: (info: LegalInfo) =>
      `Cette politique explique quelles données personnelles ${info.brand_name} collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits.`,
    sections: (info: LegalInfo): LegalSection[] => [
      {
        title: 'Responsable du traitement',
        paragraphs: [
          `Le responsable du traitement est ${info.publisher_name}, ${info.publisher_status}, ${info.address} (SIRET ${info.siret}). Contact : ${info.contact_email}.`,
        ],
      },
      {
        title: 'Données collectées',
        paragraphs: ['Nous collectons uniquement les données nécessaires au service :'],
        items: [
          "Compte : prénom, nom, adresse e-mail, mot de passe (conservé uniquement sous forme d'empreinte), fuseau horaire.",
          "Profil d'entreprise : nom, activité, description, ton de marque, public visé, coordonnées, site web et logo.",
          'Contenus : photos, vidéos, notes, posts rédigés et leurs dates de programmation ou de publication.',
          "Réseaux sociaux connectés : nom de la page ou du compte et jetons d'accès.",
          'Abonnement et facturation : forfait, statut, historique des paiements. Les données de carte bancaire sont saisies chez notre prestataire de paiement et ne nous sont jamais transmises.',
          'Données techniques : journaux de connexion (adresse IP, date, navigateur).',
        ],
      },
      {
        title: 'Finalités et bases légales',
        paragraphs: ['Vos données servent à :'],
        items: [
          'créer et gérer votre compte, rédiger, programmer et publier vos posts : exécution du contrat (art. 6.1.b du RGPD) ;',
          'gérer votre abonnement, la facturation et la comptabilité : exécution du contrat et obligations légales (art. 6.1.c) ;',
          'assurer la sécurité du service et prévenir les abus : intérêt légitime (art. 6.1.f) ;',
          'vous écrire au sujet de votre compte et du service : exécution du contrat.',
        ],
      },
      {
        title: 'Partage des données',
        paragraphs: [
          "Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires. Elles ne sont communiquées qu'aux prestataires qui nous aident à fournir le service, pour ce qui leur est nécessaire :",
        ],
        items: [
          "l'hébergeur du service ;",
          'le prestataire de paiement par carte, pour les abonnements ;',
          'les réseaux sociaux que vous connectez (Facebook, Instagram), pour publier vos posts ;',
          "le service d'intelligence artificielle qui rédige les posts et analyse votre site, pour les informations nécessaires à la rédaction ;",
          "la banque d'images libres de droits, pour vos recherches (sans donnée personnelle).",
        ],
      },
      {
        title: "Transferts hors de l'Union européenne",
        paragraphs: [
          "Certains prestataires (paiement, réseaux sociaux, intelligence artificielle) peuvent traiter des données hors de l'Union européenne, notamment aux États-Unis. Ces transferts reposent sur une décision d'adéquation de la Commission européenne, dont le cadre de protection des données UE–États-Unis, ou sur ses clauses contractuelles types.",
        ],
      },
      {
        title: 'Durée de conservation',
        paragraphs: ['Nous conservons :'],
        items: [
          'les données de compte tant que votre compte est enregistré ;',
          "les contenus jusqu'à leur suppression, ou 12 mois après la clôture du compte ;",
          'les journaux techniques pendant 12 mois ;',
          'les données de facturation pendant 10 ans (obligation comptable, art. L123-22 du Code de commerce).',
        ],
      },
      {
        title: 'Sécurité',
        paragraphs: [
          "Les échanges sont chiffrés (HTTPS). Les mots de passe sont conservés sous forme d'empreinte, les jetons d'accès aux réseaux sociaux sont chiffrés, les sessions expirent automatiquement et l'accès aux données est réservé aux personnes qui en ont besoin.",
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          "Vous disposez des droits d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, ainsi que du droit de définir des directives sur le sort de vos données après votre décès.",
          "Depuis l'onglet Réglages, section « Mes données », vous pouvez à tout moment télécharger une copie de toutes vos données (archive ZIP : compte, profil, notes, posts, médias, analyses, réseaux connectés, paiements) et supprimer votre compte : l'abonnement est résilié, vos données et vos fichiers sont effacés immédiatement, et seules les données de facturation sont conservées 10 ans, détachées de votre identité.",
          `Pour les exercer, écrivez à ${info.contact_email} : nous répondons dans un délai d'un mois. Vous pouvez aussi adresser une réclamation à la CNIL (www.cnil.fr).`,
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          `${info.brand_name} n'utilise ni cookie publicitaire ni outil de mesure d'audience. Votre session est conservée dans le stockage local de votre navigateur (jetons de connexion, effacés à la déconnexion) : ce stockage est strictement nécessaire au service et ne demande pas de consentement.`,
        ],
      },
      {
        title: 'Hébergement',
        paragraphs: [`Le service et vos données sont hébergés par ${info.host_name}, ${info.host_address}.`],
      },
      {
        title: 'Contact',
        paragraphs: [
          `Pour toute question sur cette politique ou sur vos données : ${info.contact_email}. Cette politique peut évoluer ; la date de sa dernière mise à jour figure en haut de cette page.`,
        ],
      },
    ],
  },
};
