import { z } from 'zod';

/** Public, non-secret facts the web app needs before login: brand and legal notice. */
export const legalInfoSchema = z.object({
  brand_name: z.string(),
  publisher_name: z.string(),
  publisher_status: z.string(),
  siret: z.string(),
  address: z.string(),
  registry_city: z.string(),
  director: z.string(),
  contact_email: z.string(),
  host_name: z.string(),
  host_address: z.string(),
  is_placeholder: z.boolean(),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;
