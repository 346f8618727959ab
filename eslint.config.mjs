import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mfe-prematch', 'mfe-live', 'mfe-betslip', 'mfe-account', 'mfe-jackpot', 'mfe-virtuals', 'api'];

/**
 * Libraries shared through a facade come through it only: a second import path would ship the
 * library whole beside the facade's tree-shaken copy, or give a remote a second router
 * context, i18n instance or server-data cache.
 */
const FACADES = [
  {
    folder: 'shared/routing',
    regex: '^react-router(-dom)?(/|$)',
    message: 'import routing from @sportsbook/routing (one shared, tree-shaken router)',
  },
  {
    folder: 'shared/translation',
    regex: '^react-i18next(/|$)',
    message: 'import useTranslation from @sportsbook/translation (one shared, tree-shaken react-i18next)',
  },
  {
    folder: 'shared/query',
    regex: '^@tanstack/react-query(/|$)',
    message: 'import TanStack Query from @sportsbook/query (one shared, tree-shaken server-data cache)',
  },
];

/** Imports flow one way: app → its own folders → shared packages. Enforced here, not by convention. */
const boundary = (files, forbidden, message, { ignores = [], facades = FACADES } = {}) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^(\\.\\.?/)*(\\.\\./)+(${forbidden.join('|')})(/|$)|^(${forbidden.join('|')})(/|$)`, message },
          ...facades.map(({ regex, message: why }) => ({ regex, message: why })),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '.tools/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.builds/**',
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Functions small enough to read: tests, e2e specs and benchmarks read as scripts and are exempt.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Every app's strings are its own namespace. `useTranslation()` asks for i18next's default one,
    // which no app loads: the component suspends until the backend answers that it is empty, and
    // React renders the page again, at once, when it does.
    files: ['**/src/**/*.tsx', '**/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useTranslation'][arguments.length=0]",
          message: "name the app's namespace: useTranslation('shell'), useTranslation('betslip'), …",
        },
      ],
    },
  },
  {
    // An import cycle hands one module the other half-initialised and ties two folders into one:
    // a shared type or word moves a level down instead. Type-only imports vanish at build time and
    // are not counted; packages from node_modules are not walked (the workspace's own are). A test
    // or e2e spec is imported by nothing, so it cannot close a cycle: skipping them halves the rule's time.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  boundary(['shared/**'], APPS, 'shared packages never import an app', { ignores: FACADES.map((f) => `${f.folder}/**`) }),
  ...FACADES.map((facade) =>
    boundary([`${facade.folder}/**`], APPS, 'shared packages never import an app', {
      facades: FACADES.filter((other) => other !== facade),
    }),
  ),
  ...APPS.filter((a) => a.startsWith('mfe-')).map((remote) =>
    boundary(
      [`${remote}/**`],
      APPS.filter((a) => a !== remote),
      'a remote never imports another app: use the bus and the shared contracts',
    ),
  ),
  boundary(
    ['shell/**'],
    APPS.filter((a) => a !== 'shell'),
    'the shell loads remotes at runtime only (RemoteModule), never by import',
  ),
  boundary(
    ['api/**'],
    APPS.filter((a) => a !== 'api'),
    'the API shares only @sportsbook/contracts with the apps',
    { facades: [] },
  ),
);
