// Lint rules, including the import directions of STYLE.md: app → routes → features → shared
// layers; features never import each other; only src/db touches Dexie.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED_LAYERS = ['components', 'domain', 'db', 'sync', 'api', 'auth', 'platform', 'report'];
const FEATURES = [
  'dashboard', 'companies', 'profile', 'calendar', 'notes', 'game', 'project-menu', 'kundendaten', 'haus',
  'dach', 'elektrik', 'aufstellort', 'vorschaeden', 'baubarkeit', 'protokoll',
];

const upstream = (names) => names.map((name) => ({ group: [`@/${name}/*`, `@/${name}`], message: `Shared layers must not import ${name}.` }));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'debug'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['dexie', 'dexie-react-hooks'], message: 'Only src/db imports Dexie.' }] }],
    },
  },
  ...SHARED_LAYERS.map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...upstream(['app', 'routes', 'features']),
            ...(layer === 'db' ? [] : [{ group: ['dexie', 'dexie-react-hooks'], message: 'Only src/db imports Dexie.' }]),
          ],
        },
      ],
    },
  })),
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', 'react', 'react-dom', '@mui/*'], message: 'Domain rules stay pure: no UI, no other layers.' }] },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...upstream(['app', 'routes']),
            { group: FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/*`), message: 'Features never import each other.' },
            { group: ['dexie', 'dexie-react-hooks'], message: 'Only src/db imports Dexie.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: upstream(['app']) }] },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
