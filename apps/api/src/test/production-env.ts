/**
 * Everything production requires beside the outside providers (config-production.ts), with throwaway values:
 * for tests and benchmarks that run the production rules. Add DEMO_PROVIDERS or the providers' credentials.
 */
export const productionBaseEnv: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'secret-de-production-factice-suffisamment-long-0123',
  MEDIA_SECRET: 'secret-des-medias-factice-suffisamment-long-0123',
  ENCRYPTION_KEY: 'cle-de-chiffrement-factice-suffisamment-longue-01',
  PUBLIC_URL: 'https://plume.exemple.fr',
  LEGAL_PUBLISHER_NAME: 'Plume SAS',
  LEGAL_PUBLISHER_STATUS: 'SAS au capital de 1 000 €',
  LEGAL_SIRET: '123 456 789 00012',
  LEGAL_ADDRESS: '1 rue de la Paix, 75002 Paris',
  LEGAL_REGISTRY_CITY: 'Paris',
  LEGAL_DIRECTOR: 'Camille Martin',
  LEGAL_CONTACT_EMAIL: 'contact@plume.exemple.fr',
  LEGAL_HOST_NAME: 'Hébergeur SAS',
  LEGAL_HOST_ADDRESS: '2 avenue du Serveur, 59000 Lille',
};

/** The same, with every outside provider kept as its demonstration twin (a staging set-up). */
export const stagingEnv: Record<string, string> = { ...productionBaseEnv, DEMO_PROVIDERS: 'all' };
