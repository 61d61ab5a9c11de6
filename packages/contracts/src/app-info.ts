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

/** The outside providers that can run as their demonstration twin (DEMO_PROVIDERS in production). */
export const demoProviderSchema = z.enum(['payments', 'social', 'mail', 'storage', 'stock', 'llm']);
export type DemoProviderName = z.infer<typeof demoProviderSchema>;

/** How this server runs: the web app shows a "Démo" banner when production keeps demonstration providers. */
export const appStatusSchema = z.object({
  production: z.boolean(),
  demo_providers: z.array(demoProviderSchema),
});
export type AppStatus = z.infer<typeof appStatusSchema>;
