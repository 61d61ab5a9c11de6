/**
 * What each environment variable of config.ts means, for docs/configuration.md (`npm run docs:config`). Types,
 * defaults, allowed values and production requirements are read from the schema and config-production.ts; only
 * the words live here. A variable of the schema missing from this list stops the generator and fails its test.
 */

export interface VariableDoc {
  description: string;
  /** The default as a reader should see it, when the schema's own default is computed at start. */
  shownDefault?: string;
  /** A requirement the production rules do not state (variables that go together). */
  requiredWhen?: string;
}

export interface VariableGroup {
  title: string;
  variables: Record<string, VariableDoc>;
}

export const variableGroups: readonly VariableGroup[] = [
  {
    title: 'Processus et serveur',
    variables: {
      NODE_ENV: { description: '`production` applique les règles de la production (voir plus haut).' },
      PORT: { description: 'Port HTTP : API sous `/api` et application web.' },
      HOST: { description: "Adresse d'écoute ; `0.0.0.0` dans un conteneur." },
      PLUME_ROLE: {
        description:
          'Ce que fait le processus, comme `--role=` : `web` sert HTTP et envoie les tâches, `worker` traite les tâches sans écouter de port, `all` les deux.',
        shownDefault: '`all`',
        requiredWhen: '`web` et `worker` exigent `DATABASE_URL`',
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
  {
    title: 'Analyse de site et rédaction',
    variables: {
      ANALYSIS_ALLOW_PRIVATE_NETWORKS: {
        description:
          '`true` autorise l’analyse d’adresses locales et privées (tests, sites de démonstration) ; les adresses de métadonnées restent refusées.',
      },
      ANALYSIS_ALLOWED_PORTS: {
        description: 'Ports autorisés en plus de 80 et 443 pour l’analyse de site, séparés par des virgules.',
      },
      ANALYSIS_MAX_PAGES: { description: 'Nombre maximal de pages parcourues par analyse.' },
      ANALYSIS_TIMEOUT_SECONDS: { description: 'Durée maximale d’une analyse, étape IA comprise.' },
      LLM_BASE_URL: {
        description:
          'Point d’accès compatible OpenAI (OpenAI, Mistral, Ollama, vLLM) : l’analyse et la rédaction passent par l’IA ; sans lui, l’analyseur et le rédacteur intégrés.',
      },
      LLM_API_KEY: { description: 'Clé du point d’accès de l’IA.' },
      LLM_MODEL: { description: 'Modèle demandé au point d’accès de l’IA.' },
      LLM_WRITER_CONCURRENCY: { description: 'Posts rédigés en parallèle par l’IA.' },
      POSTS_INSTAGRAM_HASHTAG_CAP: {
        description: 'Nombre maximal de hashtags d’un post Instagram (rédaction et enregistrement).',
      },
    },
  },
  {
    title: 'Réseaux sociaux et publication',
    variables: {
      META_APP_ID: {
        description:
          'Application Meta (Facebook Login, Pages) ; sans elle, Facebook passe par le réseau de démonstration.',
        requiredWhen: 'avec `META_APP_SECRET`',
      },
      META_APP_SECRET: { description: 'Secret de l’application Meta.', requiredWhen: 'avec `META_APP_ID`' },
      INSTAGRAM_APP_ID: {
        description:
          'Application Instagram (Instagram Login) ; sans elle, Instagram passe par le réseau de démonstration.',
        requiredWhen: 'avec `INSTAGRAM_APP_SECRET`',
      },
      INSTAGRAM_APP_SECRET: {
        description: 'Secret de l’application Instagram.',
        requiredWhen: 'avec `INSTAGRAM_APP_ID`',
      },
      META_GRAPH_VERSION: { description: 'Version de la Graph API utilisée.' },
      META_GRAPH_URL: { description: 'Hôte de la Graph API (un faux serveur local dans les tests).' },
      META_GRAPH_VIDEO_URL: { description: 'Hôte des envois de vidéos Facebook.' },
      INSTAGRAM_API_URL: { description: 'Hôte de l’autorisation Instagram.' },
      INSTAGRAM_GRAPH_URL: { description: 'Hôte de la Graph API d’Instagram.' },
      LINKEDIN_CLIENT_ID: {
        description:
          'Identifiant de l’application LinkedIn. Sans lui : le jumeau de démonstration en mode embarqué, « Bientôt disponible » en production (jamais exigé).',
        requiredWhen: 'avec `LINKEDIN_CLIENT_SECRET`',
      },
      LINKEDIN_CLIENT_SECRET: {
        description: 'Secret de l’application LinkedIn.',
        requiredWhen: 'avec `LINKEDIN_CLIENT_ID`',
      },
      LINKEDIN_ORGANIZATIONS: {
        description:
          'true quand l’application a la permission de publier pour les pages que le membre administre (Community Management).',
      },
      LINKEDIN_API_VERSION: {
        description:
          'Version mensuelle envoyée dans l’en-tête LinkedIn-Version (AAAAMM ; LinkedIn retire les anciennes).',
      },
      LINKEDIN_AUTH_URL: {
        description: 'Hôte de l’autorisation LinkedIn (un faux serveur local dans les tests).',
      },
      LINKEDIN_API_URL: { description: 'Hôte de l’API REST de LinkedIn.' },
      PUBLISH_CONCURRENCY_FACEBOOK: {
        description: 'Publications Facebook simultanées au plus par processus de tâches.',
      },
      PUBLISH_CONCURRENCY_INSTAGRAM: {
        description: 'Publications Instagram simultanées au plus par processus de tâches.',
      },
      INSTAGRAM_DAILY_QUOTA: {
        description:
          'Publications Instagram par compte sur 24 h glissantes ; au-delà, le post reste programmé et attend.',
      },
      PUBLISH_RETRY_LIMIT: {
        description: 'Nouveaux essais après un refus passager du réseau (délai doublé à chaque essai).',
      },
      PUBLISH_RETRY_DELAY_SECONDS: { description: 'Délai avant le premier nouvel essai, en secondes.' },
      PUBLISH_NOW_WAIT_SECONDS: {
        description:
          'Attente de la réponse du réseau pour « Publier de suite » avant de répondre « publication en cours ».',
      },
      PUBLISH_LEASE_SECONDS: {
        description:
          'Bail d’une tentative de publication, renouvelé chaque tiers de sa durée ; un bail expiré est repris par un autre processus de tâches.',
      },
    },
  },
  {
    title: 'Paiements et e-mails',
    variables: {
      STRIPE_SECRET_KEY: {
        description:
          'Paiements par Stripe (Checkout hébergé, portail client) ; sans elle, la page de paiement de démonstration.',
        requiredWhen: 'avec `STRIPE_WEBHOOK_SECRET`',
      },
      STRIPE_WEBHOOK_SECRET: {
        description: 'Secret des webhooks signés reçus sur `POST /api/payments/webhook`.',
        requiredWhen: 'avec `STRIPE_SECRET_KEY`',
      },
      STRIPE_API_BASE: { description: 'Autre adresse de l’API Stripe (stripe-mock, faux serveur local).' },
      SMTP_URL: {
        description: 'Serveur SMTP (`smtp://…` ou `smtps://…`) ; sans lui, la boîte de démonstration.',
      },
      MAIL_FROM: {
        description: 'Expéditeur des e-mails (ex. `Plume <bonjour@exemple.fr>`).',
        shownDefault: '`BRAND_NAME <ne-pas-repondre@localhost>`',
        requiredWhen: 'avec `SMTP_URL`',
      },
    },
  },
];
