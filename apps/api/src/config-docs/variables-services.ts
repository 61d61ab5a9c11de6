import { networkVariableDocs } from '../networks/networks.config';
import type { VariableGroup } from './variable-doc';

/** The variables of the services Plume talks to: analysis and writing, social networks, payments and e-mail. */
export const serviceVariableGroups: readonly VariableGroup[] = [
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
      // Each network documents its own variables, beside them (networks/<network>/*.config.ts).
      ...networkVariableDocs,
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
