import { z } from 'zod';
import { defineConfigPart, optionalString, type ConfigSlice } from '../../lib/config-part';

/** The legal notice's values (GET /api/legal); production requires every one (config-production.ts). */
export const legalConfig = defineConfigPart({
  variables: z.object({
    LEGAL_PUBLISHER_NAME: optionalString,
    LEGAL_PUBLISHER_STATUS: optionalString,
    LEGAL_SIRET: optionalString,
    LEGAL_ADDRESS: optionalString,
    LEGAL_REGISTRY_CITY: optionalString,
    LEGAL_DIRECTOR: optionalString,
    LEGAL_CONTACT_EMAIL: optionalString,
    LEGAL_HOST_NAME: optionalString,
    LEGAL_HOST_ADDRESS: optionalString,
  }),
});

export type LegalConfig = ConfigSlice<typeof legalConfig>;
