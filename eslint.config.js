import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The networks' ids (packages/contracts/src/networks.ts), for the rule that keeps them out of modules and screens.
const NETWORK_ID = '/^(facebook|instagram|linkedin)$/';
const QUOTED_NETWORK_ID = "/'(facebook|instagram|linkedin)'/";

const webFeatures = [
  'auth',
  'onboarding',
  'legal',
  'admin',
  'social',
  'business-profile',
  'notes',
  'analysis',
  'payments',
  'library',
  'posts',
  'account',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A network's folder speaks through its ports (network.port.ts, plugin.ts) and shared helpers only: a module's
    // internals would tie the network to one product area (docs/decisions/0021-network-registry.md).
    files: ['apps/api/src/networks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/modules'],
              message: 'Un réseau ne doit pas importer un module : passez par network.port.ts ou plugin.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // One direction between the API's layers (docs/decisions/0025-ports-and-adapters.md): an integration
    // implements a port and may read a module only through its ports (*.port.ts) and its public entry
    // (public.ts); a module never imports an integration, the composition root (container.ts, adapters.ts)
    // hands it its adapters. Tests assemble what they test and are left out.
    files: ['apps/api/src/integrations/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/(?!.*(\\.port|/public)$)',
              message:
                "Une intégration n'importe d'un module que ses ports (*.port.ts) ou son entrée publique (public.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/integrations/**', '**/integrations'],
              message:
                "Un module n'importe pas d'intégration : il reçoit ses adaptateurs de la racine de composition (container.ts, adapters.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // A network is named in its own folder (apps/api/src/networks/<id>/, apps/web/src/features/social/networks/)
    // and its description (packages/contracts/src/networks.ts), not in the product's modules and screens: they
    // read the registry, so adding a network touches no module (docs/decisions/0021-network-registry.md). The
    // spec's own per-network names (its routes, keys and error codes) are allowed where they appear, each with
    // its reason in a disable comment. Refused: an id as a string, an object key, a member (`x.instagram`) or
    // quoted in SQL text; type names and comments stay free.
    files: ['apps/api/src/modules/**/*.ts', 'apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*-test-helpers.ts', 'apps/web/src/features/social/networks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${NETWORK_ID}]`,
          message:
            'Nom de réseau en dur : lisez NETWORKS (packages/contracts/src/networks.ts) ou le greffon du réseau.',
        },
        {
          selector: `Property > Identifier.key[name=${NETWORK_ID}]`,
          message: 'Table par réseau écrite à la main : construisez-la depuis NETWORKS (byNetwork).',
        },
        {
          selector: `MemberExpression > Identifier.property[name=${NETWORK_ID}]`,
          message:
            'Réseau nommé en dur : lisez NETWORKS (packages/contracts/src/networks.ts) ou le greffon du réseau.',
        },
        {
          selector: `TemplateElement[value.raw=${QUOTED_NETWORK_ID}]`,
          message: 'Nom de réseau en dur dans une requête : passez-le en paramètre depuis NETWORKS.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', 'apps/api/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Web: one-way imports shared → features → app, and no feature imports another feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Resolve the `@/` alias, otherwise the boundary rule below never sees those imports.
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './apps/web/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Une fonctionnalité ne doit pas importer une autre fonctionnalité.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Les fonctionnalités ne doivent pas importer le dossier app.',
            },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/locales',
                './apps/web/src/hooks',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Le code partagé ne doit pas importer de fonctionnalités ni le dossier app.',
            },
          ],
        },
      ],
    },
  },
);
