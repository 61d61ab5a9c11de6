/**
 * What production refuses to run without (docs/decisions/0015-production-mode.md). Production is
 * NODE_ENV=production, or any start on PostgreSQL (DATABASE_URL) unless PLUME_DEVELOPMENT=true says it is a
 * developer's machine. There, every secret, the public address and the publisher's legal details are
 * required, and each outside provider either has its credentials or is listed in DEMO_PROVIDERS.
 */

import { demoProviderSchema, type DemoProviderName } from '@plume/contracts/app-info';
import { legalConfig, type LegalConfig } from './modules/legal/legal.config';

type Source = NodeJS.ProcessEnv;

export const demoProviderNames = demoProviderSchema.options;
export type DemoProvider = DemoProviderName;

interface ProviderRule {
  /** Variables that, all set, replace the demonstration twin by the real provider. */
  variables: readonly string[];
  /** What the demonstration twin does instead, said in the refusal. */
  demo: string;
}

export const providerRules: Record<DemoProvider, ProviderRule> = {
  payments: {
    variables: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    demo: 'sans Stripe, le paiement de démonstration offre les abonnements',
  },
  social: {
    variables: ['META_APP_ID', 'META_APP_SECRET', 'INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'],
    demo: 'sans Meta, les posts sont « publiés » sur le réseau bac à sable',
  },
  mail: {
    variables: ['SMTP_URL'],
    demo: 'sans SMTP, les e-mails de réinitialisation du mot de passe restent dans la boîte de démonstration',
  },
  storage: {
    variables: ['S3_BUCKET'],
    demo: "sans S3, les médias restent sur le disque d'une seule machine",
  },
  stock: {
    variables: ['PIXABAY_API_KEY'],
    demo: "sans Pixabay, la banque d'images est le catalogue de démonstration",
  },
  llm: {
    variables: ['LLM_BASE_URL'],
    demo: 'sans LLM, les posts et les analyses viennent du rédacteur intégré',
  },
};

const requiredSecrets: readonly [string, string][] = [
  ['JWT_SECRET', 'secret partagé entre les processus'],
  ['MEDIA_SECRET', 'secret partagé entre les processus'],
  ['ENCRYPTION_KEY', 'chiffrement des jetons des réseaux sociaux'],
];

/** Every legal-notice variable, in the legal part's order (modules/legal/legal.config.ts). */
export const legalVariables = Object.keys(legalConfig.variables.shape) as (keyof LegalConfig)[];

const present = (source: Source, name: string) => Boolean(source[name]?.trim());
const isTrue = (value: string | undefined) => value === 'true' || value === '1';

export function isProduction(source: Source): boolean {
  if (source.NODE_ENV === 'production') return true;
  return present(source, 'DATABASE_URL') && !isTrue(source.PLUME_DEVELOPMENT);
}

/** DEMO_PROVIDERS as written: names separated by commas, or `all`. Unknown names are reported apart. */
export function parseDemoProviders(value: string | undefined): { listed: DemoProvider[]; unknown: string[] } {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('all')) return { listed: [...demoProviderNames], unknown: [] };
  const known = new Set<string>(demoProviderNames);
  return {
    listed: demoProviderNames.filter((name) => names.includes(name)),
    unknown: names.filter((name) => !known.has(name)),
  };
}

/** The providers that run as their demonstration twin: those whose credentials are not all set. */
export function demoProvidersIn(source: Source): DemoProvider[] {
  return demoProviderNames.filter((name) =>
    providerRules[name].variables.some((variable) => !present(source, variable)),
  );
}

/** Every production problem at once, each naming its variables. Empty outside production. */
export function productionProblems(source: Source): string[] {
  const { listed, unknown } = parseDemoProviders(source.DEMO_PROVIDERS);
  const problems = unknown.length
    ? [
        `DEMO_PROVIDERS: inconnu(s) : ${unknown.join(', ')} (possibles : ${demoProviderNames.join(', ')}, all)`,
      ]
    : [];
  if (source.NODE_ENV === 'production' && isTrue(source.PLUME_DEVELOPMENT)) {
    problems.push('PLUME_DEVELOPMENT: incompatible avec NODE_ENV=production');
  }
  if (!isProduction(source)) return problems;
  for (const [name, why] of requiredSecrets) {
    if (!present(source, name)) problems.push(`${name}: obligatoire en production (${why})`);
  }
  if (!present(source, 'PUBLIC_URL')) {
    problems.push(
      'PUBLIC_URL: obligatoire en production (adresse https publique : liens des e-mails, retours de paiement et de Meta)',
    );
  }
  const legal = legalVariables.filter((name) => !present(source, name));
  if (legal.length > 0) {
    problems.push(
      `${legal.join(', ')}: obligatoires en production (les mentions légales ne montrent jamais de valeurs à compléter)`,
    );
  }
  for (const name of demoProviderNames) {
    const missing = providerRules[name].variables.filter((variable) => !present(source, variable));
    if (missing.length === 0 || listed.includes(name)) continue;
    const required = missing.length > 1 ? 'obligatoires' : 'obligatoire';
    problems.push(
      `${missing.join(', ')}: ${required} en production (${providerRules[name].demo}) ; ` +
        `pour garder la démonstration, ajoutez « ${name} » à DEMO_PROVIDERS`,
    );
  }
  return problems;
}
