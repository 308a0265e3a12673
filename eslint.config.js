// Lint rules, including the layers of docs in the README: every folder of src/ may import only the
// layers below it (relative imports too), features never import each other, only src/db touches
// Dexie, the service worker and the server take only what they share with the app, and no
// import goes round in a circle.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What each folder of src/ may import besides itself, top layer first. */
const MAY_IMPORT = {
  app: ['routes', 'features', 'components', 'hooks', 'sync', 'db', 'api', 'auth', 'report', 'platform', 'domain'],
  routes: ['features', 'components', 'hooks', 'sync', 'db', 'api', 'auth', 'report', 'platform', 'domain'],
  features: ['components', 'hooks', 'sync', 'db', 'api', 'auth', 'report', 'platform', 'domain'],
  components: ['hooks', 'sync', 'db', 'api', 'auth', 'report', 'platform', 'domain'],
  hooks: ['sync', 'db', 'api', 'auth', 'platform', 'domain'],
  sync: ['db', 'api', 'platform', 'domain'],
  db: ['platform', 'domain'],
  api: ['platform', 'domain'],
  auth: ['platform', 'domain'],
  report: ['domain'],
  platform: ['domain'],
  domain: [],
};
const LAYERS = Object.keys(MAY_IMPORT);
const FEATURES = [
  'dashboard', 'companies', 'profile', 'calendar', 'notes', 'game', 'project-menu', 'kundendaten', 'haus',
  'dach', 'elektrik', 'aufstellort', 'vorschaeden', 'baubarkeit', 'protokoll', 'checklist', 'missing', 'collection', 'trash', 'history',
];
/** What the service worker and the server share with the app. */
const SW_MAY_IMPORT = ['domain', 'api', 'db', 'sync', 'platform'];
const SERVER_MAY_IMPORT = ['domain', 'report'];

const layerZones = [
  ...LAYERS.map((layer) => ({
    target: `./src/${layer}`,
    from: [...LAYERS.filter((other) => other !== layer && !MAY_IMPORT[layer].includes(other)).map((other) => `./src/${other}`), './src/main.tsx', './server', './sw', './tests'],
    message: `src/${layer} may import only ${MAY_IMPORT[layer].join(', ') || 'itself'}.`,
  })),
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: what two share moves down a layer.',
  })),
  {
    target: './sw',
    from: [...LAYERS.filter((layer) => !SW_MAY_IMPORT.includes(layer)).map((layer) => `./src/${layer}`), './server'],
    message: `The service worker shares only ${SW_MAY_IMPORT.join(', ')} with the app.`,
  },
  {
    target: ['./server', './src', './sw'],
    from: ['./server/test-support', './src/db/testing'],
    message: 'Test support is for tests only.',
  },
  {
    target: './server',
    from: [...LAYERS.filter((layer) => !SERVER_MAY_IMPORT.includes(layer)).map((layer) => `./src/${layer}`), './sw'],
    message: `The server shares only ${SERVER_MAY_IMPORT.join(', ')} with the app.`,
  },
];

const DEXIE_ONLY_IN_DB = { group: ['dexie', 'dexie-react-hooks'], message: 'Only src/db imports Dexie.' };

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
    // Product code only: a test may reach across layers to set the scene.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/db/testing/**', 'server/test-support/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'sw/tsconfig.json', 'server/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/db/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEXIE_ONLY_IN_DB] }] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@mui/*', 'dexie', 'dexie-react-hooks'], message: 'Domain rules stay pure: no UI, no storage.' }] }],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
