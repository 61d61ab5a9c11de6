/**
 * docs/configuration.md, written from the configuration schema itself: every variable of config.ts with its
 * default, allowed values and bounds, when production requires it (config-production.ts) and what it means
 * (variables.ts). `npm run docs:config` writes it; a unit test fails when the file and this output differ.
 */
import type { z } from 'zod';
import { envSchema } from '../config';
import { demoProviderNames, productionProblems, providerRules } from '../config-production';
import { variableGroups, type VariableDoc } from './variables';

type Field = z.ZodType;

/** The schema's default as the process would see it with the variable unset; undefined when there is none. */
function defaultOf(field: Field): string | undefined {
  const parsed = field.safeParse(undefined);
  if (!parsed.success) return undefined;
  const value: unknown = parsed.data;
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return undefined;
  return `\`${String(value)}\``;
}

/** Looks through defaults, optionals and pipes to the type that states the allowed values. */
function innermost(field: Field): Field {
  const def = field._zod.def as { type: string; innerType?: Field; out?: Field; in?: Field };
  if ((def.type === 'default' || def.type === 'optional') && def.innerType) return innermost(def.innerType);
  if (def.type === 'pipe' && def.out && def.in) {
    const out = innermost(def.out);
    return out._zod.def.type === 'transform' ? innermost(def.in) : out;
  }
  return field;
}

/** Allowed values (enums) or bounds (numbers), in French. */
function allowedOf(field: Field): string | undefined {
  const inner = innermost(field);
  const def = inner._zod.def as { type: string; entries?: Record<string, string> };
  if (def.type === 'enum' && def.entries) {
    const values = Object.values(def.entries);
    if (values.every((value) => ['true', 'false', '1', '0'].includes(value)))
      return 'oui/non : `true` ou `false`';
    return `valeurs : ${values.map((value) => `\`${value}\``).join(', ')}`;
  }
  if (def.type === 'number') {
    const { minValue, maxValue } = inner as z.ZodNumber;
    const finite = (n: number | null) =>
      n !== null && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER;
    if (finite(minValue) && finite(maxValue)) return `nombre de ${minValue} à ${maxValue}`;
    if (finite(minValue)) return `nombre, ${minValue} au moins`;
    return 'nombre';
  }
  return undefined;
}

/** Which variables production requires, read from the refusal of an empty production start. */
function productionRequirements(): Map<string, string> {
  const required = new Map<string, string>();
  const providerOf = new Map<string, string>();
  for (const name of demoProviderNames) {
    for (const variable of providerRules[name].variables) providerOf.set(variable, name);
  }
  for (const problem of productionProblems({ NODE_ENV: 'production' })) {
    const names = problem.slice(0, problem.indexOf(':')).split(', ');
    for (const variable of names) {
      const provider = providerOf.get(variable);
      required.set(
        variable,
        provider ? `en production, sauf \`${provider}\` dans \`DEMO_PROVIDERS\`` : 'en production',
      );
    }
  }
  return required;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function row(name: string, field: Field, doc: VariableDoc, production: Map<string, string>): string {
  const shownDefault = doc.shownDefault ?? defaultOf(field) ?? '—';
  const required = [production.get(name), doc.requiredWhen].filter(Boolean).join(' ; ') || '—';
  const allowed = allowedOf(field);
  const description = allowed ? `${doc.description.replace(/\.$/, '')} (${allowed}).` : doc.description;
  return `| \`${name}\` | ${cell(shownDefault)} | ${cell(required)} | ${cell(description)} |`;
}

/** Schema variables without a description, and described variables the schema no longer has. */
export function undocumentedVariables(): { missing: string[]; unknown: string[] } {
  const described = new Set(variableGroups.flatMap((group) => Object.keys(group.variables)));
  const inSchema = Object.keys(envSchema.shape);
  return {
    missing: inSchema.filter((name) => !described.has(name)),
    unknown: [...described].filter((name) => !inSchema.includes(name)),
  };
}

const intro = `# Configuration

<!-- Écrit par \`npm run docs:config\` depuis apps/api/src/config.ts, config-production.ts et
apps/api/src/config-docs/variables.ts : ne pas modifier à la main, un test vérifie que ce fichier est à jour. -->

Toute la configuration passe par des variables d'environnement, lues et validées une seule fois au démarrage
(\`apps/api/src/config.ts\`, le seul lecteur de \`process.env\`). Une valeur invalide arrête le processus (code 1)
avec un seul message qui liste toutes les variables fautives. Sans aucune variable, \`npm start\` lance le mode
intégré : PGlite dans \`DATA_DIR\`, secrets générés, fournisseurs de démonstration.

## Production

La production, c'est \`NODE_ENV=production\`, ou tout démarrage avec \`DATABASE_URL\` sauf si
\`PLUME_DEVELOPMENT=true\`. Elle refuse de démarrer sans :

`;

function productionSummary(production: Map<string, string>): string {
  const always = [...production].filter(([, when]) => when === 'en production').map(([name]) => name);
  const providers = demoProviderNames.map(
    (name) =>
      `- \`${name}\` : ${providerRules[name].variables.map((v) => `\`${v}\``).join(', ')}, ou « ${name} » dans \`DEMO_PROVIDERS\` (${providerRules[name].demo}).`,
  );
  return [
    `- ${always.map((name) => `\`${name}\``).join(', ')} ;`,
    '- et, pour chaque fournisseur, ses identifiants ou sa démonstration assumée :',
    '',
    ...providers.map((line) => `  ${line}`),
    '',
    'Le pas à pas (image, compose, rôles `web` et `worker`, sauvegardes) est dans [deploy.md](deploy.md).',
  ].join('\n');
}

/** The whole document, before formatting. Throws when a variable of the schema has no description. */
export function renderConfigurationDoc(): string {
  const { missing, unknown } = undocumentedVariables();
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `apps/api/src/config-docs/variables.ts ne correspond pas au schéma : sans description ${missing.join(', ') || '—'} ; inconnues ${unknown.join(', ') || '—'}`,
    );
  }
  const shape = envSchema.shape as unknown as Record<string, Field>;
  const production = productionRequirements();
  const sections = variableGroups.map((group) =>
    [
      `## ${group.title}`,
      '',
      '| variable | défaut | obligatoire | rôle |',
      '| --- | --- | --- | --- |',
      ...Object.entries(group.variables).map(([name, doc]) => row(name, shape[name]!, doc, production)),
    ].join('\n'),
  );
  return `${intro}${productionSummary(production)}\n\n${sections.join('\n\n')}\n`;
}
