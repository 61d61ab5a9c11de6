import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalInfoSchema, type LegalInfo } from '@plume/contracts/app-info';
import type { LegalConfig } from './legal.config';

const placeholder = (label: string) => `[${label} à compléter]`;

/** Legal-notice values come from LEGAL_* configuration; unset ones are shown as marked placeholders. */
export function legalInfoFrom(config: LegalConfig, brand: string): LegalInfo {
  const values = {
    publisher_name: config.LEGAL_PUBLISHER_NAME,
    publisher_status: config.LEGAL_PUBLISHER_STATUS,
    siret: config.LEGAL_SIRET,
    address: config.LEGAL_ADDRESS,
    registry_city: config.LEGAL_REGISTRY_CITY,
    director: config.LEGAL_DIRECTOR,
    contact_email: config.LEGAL_CONTACT_EMAIL,
    host_name: config.LEGAL_HOST_NAME,
    host_address: config.LEGAL_HOST_ADDRESS,
  };
  const labels: Record<keyof typeof values, string> = {
    publisher_name: "Nom de l'éditeur",
    publisher_status: 'Statut juridique',
    siret: 'Numéro SIRET',
    address: 'Adresse postale',
    registry_city: "Ville d'immatriculation",
    director: 'Directeur de la publication',
    contact_email: 'Adresse de contact',
    host_name: "Nom de l'hébergeur",
    host_address: "Adresse de l'hébergeur",
  };
  const entries = Object.entries(values) as [keyof typeof values, string | undefined][];
  return {
    brand_name: brand,
    ...(Object.fromEntries(entries.map(([key, value]) => [key, value ?? placeholder(labels[key])])) as Record<
      keyof typeof values,
      string
    >),
    is_placeholder: entries.some(([, value]) => value === undefined),
  };
}

export const legalRoutes: FastifyPluginAsyncZod<{ legal: LegalConfig; brand: string }> = async (
  app,
  { legal, brand },
) => {
  const info = legalInfoFrom(legal, brand);
  app.get(
    '/legal',
    {
      config: { public: true },
      schema: {
        tags: ['système'],
        summary: 'Mentions légales (valeurs configurées)',
        response: { 200: legalInfoSchema },
      },
    },
    async () => info,
  );
};
