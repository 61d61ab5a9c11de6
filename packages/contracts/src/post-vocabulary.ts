import { NETWORK_IDS, NETWORKS, type NetworkId } from './networks';

// The post's vocabulary: networks, statuses and their labels, limits and the French messages of the posts calls.

/** Networks a post can target: the registry's (networks.ts; docs/spec/part-2-signed-in-application.md §3
 * Post; default instagram). */
export const POST_PLATFORMS = NETWORK_IDS;
export type PostPlatform = NetworkId;

/** Stored statuses (docs/design/ARCHITECTURE.md §6). */
export const POST_STATUSES = [
  'needs_image',
  'draft',
  'scheduled',
  'publishing',
  'published',
  'failed',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** French badges and filter labels of each stored status (docs/design/ARCHITECTURE.md §6). */
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  needs_image: 'Image requise',
  draft: 'Brouillon',
  scheduled: '📅 Programmé',
  publishing: '⏳ Publication…',
  published: '✅ Publié',
  failed: '❌ Échec',
};

/** Why a post failed: `unconfirmed` shows 'À vérifier', `missed` shows 'Manqué' (docs/design/ARCHITECTURE.md
 * §6). */
export const POST_FAILURE_REASONS = ['unconfirmed', 'missed', 'permanent', 'retries_exhausted'] as const;
export type PostFailureReason = (typeof POST_FAILURE_REASONS)[number];

/** Platform limits the writers respect (issue: AI post writer). */
export const PLATFORM_TEXT_LIMITS = Object.fromEntries(
  NETWORKS.map((network) => [network.id, network.capabilities.textMax]),
) as Record<PostPlatform, number>;
export const DEFAULT_INSTAGRAM_HASHTAG_CAP = 5;
/** '#' followed by letters (accents allowed), digits or underscores; no spaces. */
export const HASHTAG_PATTERN = /^#[\p{L}\p{N}_]+$/u;

export const POST_MESSAGES = {
  modificationRequired: 'Veuillez saisir une demande de modification',
  postIdRequired: 'Post invalide',
  notFound: 'Post non trouvé',
  noNetwork: "Connectez au moins un réseau social d'abord !",
  dateTimeRequired: 'Veuillez sélectionner une date et une heure',
  dateInPast: 'La date ne peut pas être dans le passé',
  dateAfterNextMonth: 'La date ne peut pas dépasser la fin du mois suivant au mois du post',
  tooSoon: "L'heure doit être dans le futur (minimum 10 minutes)",
  tooManyFiles: 'Maximum 10 fichiers autorisés pour un post',
  /** Generation refusals (docs/design/ARCHITECTURE.md §9); the client shows the server's detail. */
  generationNoNetwork:
    "Aucun réseau social n'est connecté : connectez Instagram ou Facebook dans l'onglet « Réseaux sociaux », puis relancez la génération.",
  generationInProgress: 'Une génération est déjà en cours pour ce mois',
  generationJustDone:
    "Les posts de ce mois viennent d'être générés : patientez quelques secondes avant de relancer la génération.",
  lastDayBlocked:
    'Génération bloquée : nous sommes le dernier jour du mois et il est 22h passées, plus aucun post ne peut être programmé ce mois-ci.',
  currentMonthClosed:
    'Génération pour le mois actuel indisponible après 22h le dernier jour du mois : générez dès maintenant les posts du mois prochain.',
} as const;

/** Availability labels of a month's Generate button (docs/spec/part-2-signed-in-application.md §9,
 * docs/design/ARCHITECTURE.md §9). */
export const GENERATION_AVAILABILITY_LABELS = {
  next_month_on_15th: 'disponible le 15',
  too_early: 'trop tôt',
  past_month: 'mois passé',
} as const;
