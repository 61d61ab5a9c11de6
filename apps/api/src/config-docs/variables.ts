/**
 * What each environment variable of config.ts means, for docs/configuration.md (`npm run docs:config`). Types,
 * defaults, allowed values and production requirements are read from the schema and config-production.ts; only
 * the words live here. A variable of the schema missing from this list stops the generator and fails its test.
 */
import type { VariableGroup } from './variable-doc';
import { serviceVariableGroups } from './variables-services';

export type { VariableDoc, VariableGroup } from './variable-doc';

const processVariableGroups: readonly VariableGroup[] = [
  {
    title: 'Processus et serveur',
    variables: {
      NODE_ENV: { description: '`production` applique les règles de la production (voir plus haut).' },
      PORT: { description: 'Port HTTP : API sous `/api` et application web.' },
      HOST: { description: "Adresse d'écoute ; `0.0.0.0` dans un conteneur." },
      PLUME_ROLE: {
        description:
          'Ce que fait le processus, comme `--role=` : `web` sert HTTP et envoie les tâches, `worker` traite les tâches et n’écoute que pour ses sondes (`WORKER_HTTP_PORT`), `all` les deux.',
        shownDefault: '`all`',
        requiredWhen: '`web` et `worker` exigent `DATABASE_URL`',
      },
      WORKER_HTTP_PORT: {
        description:
          'Rôle `worker` seulement : port de sa petite écoute HTTP, sur `HOST`, qui ne sert que `/api/health`, `/api/health/ready` et, avec `METRICS_TOKEN`, `/api/metrics` ; `0` prend un port libre.',
      },
      JOBS_ENABLED: {
        description:
          '`false` vaut `PLUME_ROLE=web` : le processus envoie les tâches de fond sans les traiter (un autre processus doit le faire).',
      },
      PLUME_DEVELOPMENT: {
        description:
          '`true` : poste de développement sur PostgreSQL (secrets générés et fournisseurs de démonstration permis) ; refusé avec `NODE_ENV=production`.',
      },
      DEMO_PROVIDERS: {
        description:
          'En production, fournisseurs gardés en démonstration, séparés par des virgules : `payments`, `social`, `mail`, `storage`, `stock`, `llm` (ou `all`) ; chaque écran montre alors un bandeau « Démo ».',
      },
      DATA_DIR: {
        description:
          'Base PGlite, secrets générés, médias locaux et fichiers en cours d’écriture du mode intégré.',
      },
      WEB_DIST_DIR: {
        description: 'Dossier de l’application web construite, servie par le même processus.',
        shownDefault: '`apps/web/dist` du dépôt',
      },
      BRAND_NAME: { description: 'Nom de la marque affiché à l’écran et dans les e-mails.' },
      LOG_LEVEL: {
        description:
          'Niveau des journaux ; les jetons, mots de passe et en-têtes d’autorisation ne sont jamais journalisés.',
      },
      LOG_FORMAT: {
        description: '`json` pour un collecteur de journaux, `pretty` pour une ligne lisible par requête.',
        shownDefault: '`pretty` dans un terminal hors production, sinon `json`',
      },
      METRICS_TOKEN: {
        description:
          'Active `GET /api/metrics` (Prometheus), qui ne répond qu’avec `Authorization: Bearer <jeton>` (16 caractères au moins).',
      },
      API_DOCS_ENABLED: {
        description:
          'Documentation OpenAPI sur `/api/docs` : servie par défaut hors production, en production seulement avec `true` ; `false` la coupe partout.',
      },
    },
  },
  {
    title: 'Base de données',
    variables: {
      DATABASE_URL: {
        description:
          '`postgres://…` : PostgreSQL au lieu de PGlite ; vaut production sauf avec `PLUME_DEVELOPMENT=true`.',
      },
      DATABASE_POOL_MAX: {
        description: 'Connexions PostgreSQL du processus pour les requêtes et les services.',
      },
      JOBS_POOL_MAX: { description: 'Connexions PostgreSQL du moteur de tâches, en plus des précédentes.' },
    },
  },
  {
    title: 'Comptes et sécurité',
    variables: {
      PUBLIC_URL: {
        description:
          'Adresse https publique du site : liens des e-mails, retours de paiement et des réseaux ; ajoutée aux origines autorisées.',
      },
      CORS_ORIGINS: { description: 'Autres origines autorisées, séparées par des virgules.' },
      TRUST_PROXY: {
        description: '`true` derrière un répartiteur : l’adresse IP réelle sert à l’anti-force-brute.',
      },
      JWT_SECRET: {
        description:
          'Secret HS256 des jetons d’accès (32 caractères au moins), identique sur tous les processus.',
        shownDefault: 'généré dans `DATA_DIR` (mode intégré)',
      },
      ENCRYPTION_KEY: {
        description:
          'Clé (32 caractères au moins) du chiffrement AES-256-GCM des jetons des réseaux sociaux, identique sur tous les processus.',
        shownDefault: 'généré dans `DATA_DIR` (mode intégré)',
      },
      ACCESS_TOKEN_TTL_SECONDS: { description: 'Durée de vie des jetons d’accès, en secondes.' },
      REFRESH_TOKEN_TTL_DAYS: {
        description: 'Durée de vie des jetons de rafraîchissement, en jours (rotation à chaque usage).',
      },
      LOGIN_MAX_ATTEMPTS_PER_EMAIL: { description: 'Échecs de connexion tolérés par e-mail et par fenêtre.' },
      LOGIN_MAX_ATTEMPTS_PER_IP: {
        description: 'Échecs de connexion tolérés par adresse IP et par fenêtre.',
      },
      LOGIN_WINDOW_MINUTES: { description: 'Durée de la fenêtre anti-force-brute, en minutes.' },
      REGISTER_MAX_PER_IP: { description: 'Créations de compte permises par adresse IP et par fenêtre.' },
      REGISTER_WINDOW_MINUTES: { description: 'Durée de la fenêtre des créations de compte, en minutes.' },
      USER_CACHE_TTL_MS: {
        description: 'Durée pendant laquelle un processus garde un utilisateur en mémoire (0 : désactivé).',
      },
      ADMIN_EMAIL: {
        description: 'Garantit l’existence de cet administrateur au démarrage.',
        requiredWhen: 'avec `ADMIN_PASSWORD`',
      },
      ADMIN_PASSWORD: {
        description: 'Mot de passe de cet administrateur (8 caractères au moins).',
        requiredWhen: 'avec `ADMIN_EMAIL`',
      },
    },
  },
  {
    title: 'Mentions légales',
    variables: {
      LEGAL_PUBLISHER_NAME: { description: 'Nom de l’éditeur du site.' },
      LEGAL_PUBLISHER_STATUS: { description: 'Statut de l’éditeur (ex. entrepreneur individuel).' },
      LEGAL_SIRET: { description: 'Numéro SIRET.' },
      LEGAL_ADDRESS: { description: 'Adresse postale de l’éditeur.' },
      LEGAL_REGISTRY_CITY: { description: 'Ville d’immatriculation.' },
      LEGAL_DIRECTOR: { description: 'Directeur de la publication.' },
      LEGAL_CONTACT_EMAIL: { description: 'Adresse de contact.' },
      LEGAL_HOST_NAME: { description: 'Nom de l’hébergeur.' },
      LEGAL_HOST_ADDRESS: {
        description:
          'Adresse de l’hébergeur. Hors production, une valeur manquante s’affiche « à compléter ».',
      },
    },
  },
  {
    title: 'Médias et stockage',
    variables: {
      MEDIA_SECRET: {
        description: 'Clé HMAC des liens de média signés (32 caractères au moins).',
        shownDefault: 'généré dans `DATA_DIR` (mode intégré)',
      },
      MEDIA_TOKEN_TTL_SECONDS: {
        description: 'Durée de vie des jetons de média placés dans les adresses des images et vidéos.',
      },
      MEDIA_MAX_IMAGE_MB: { description: 'Taille maximale d’une image envoyée, en Mo (413 au-delà).' },
      MEDIA_MAX_VIDEO_MB: { description: 'Taille maximale d’une vidéo envoyée, en Mo (413 au-delà).' },
      LIBRARY_MAX_ITEMS: {
        description: 'Contenus au plus par bibliothèque, tant qu’aucun forfait ne fixe de limite.',
      },
      FFMPEG_PATH: {
        description: 'Vignette des vidéos ; sans ffmpeg, les vidéos sont gardées sans vignette.',
      },
      FFPROBE_PATH: {
        description: 'Durée et dimensions des vidéos ; sans ffprobe, elles restent inconnues.',
      },
      S3_BUCKET: {
        description: 'Active le stockage S3 des médias (sinon le disque local `DATA_DIR/media`).',
      },
      S3_ENDPOINT: { description: 'Point d’accès d’un stockage compatible S3 (MinIO, Garage…).' },
      S3_REGION: { description: 'Région S3.' },
      S3_FORCE_PATH_STYLE: { description: '`true` : adresses en chemin (MinIO).' },
      S3_ACCESS_KEY_ID: {
        description: 'Clé d’accès S3 (sinon la chaîne d’identifiants habituelle du SDK AWS).',
        requiredWhen: 'avec `S3_SECRET_ACCESS_KEY`',
      },
      S3_SECRET_ACCESS_KEY: {
        description: 'Secret de la clé d’accès S3.',
        requiredWhen: 'avec `S3_ACCESS_KEY_ID`',
      },
      PIXABAY_API_KEY: {
        description:
          'Recherche d’images sur Pixabay (sinon le catalogue de démonstration généré localement).',
      },
      PIXABAY_BASE_URL: {
        description: 'Adresse de l’API Pixabay (remplacée par un faux serveur dans les tests).',
      },
      PIXABAY_MAX_REQUESTS_PER_MINUTE: { description: 'Budget de requêtes par minute et par clé Pixabay.' },
    },
  },
];

export const variableGroups: readonly VariableGroup[] = [...processVariableGroups, ...serviceVariableGroups];
