/** One jest run for the whole workspace: node packages and React packages in their own environment. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // Some dependencies ship only ES modules (Node 20 loads them natively; jest's CommonJS runtime
  // cannot): every .mjs file, and the .js of the few packages listed (one deep import among them), are compiled like our own.
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/|(cookie|content-disposition|until-async|@module-federation/webpack-bundler-runtime)/).+\\.c?js$',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/\\.tsbuild/', '/e2e/'],
};
module.exports = {
  // A test of the API starts a real server (a day's generated fixtures, racing, the deep catalogue):
  // 2-3 s on a quiet machine, more than jest's 5 s default on a loaded 2-core box where npm test lands.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/shared/contracts',
        '<rootDir>/contract-tests',
        '<rootDir>/shared/bus',
        '<rootDir>/shared/build',
        '<rootDir>/shared/serve',
        '<rootDir>/shared/odds',
        '<rootDir>/shared/stakes',
        '<rootDir>/api',
        '<rootDir>/bench',
      ],
    },
    {
      ...common,
      displayName: 'dom',
      // jsdom with Node's fetch, Request and Response, which MSW intercepts.
      testEnvironment: 'jest-fixed-jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.ts'],
      roots: [
        '<rootDir>/shared/http',
        '<rootDir>/shared/translation',
        '<rootDir>/shared/ui',
        '<rootDir>/shell',
        '<rootDir>/mfe-prematch',
        '<rootDir>/mfe-live',
        '<rootDir>/mfe-betslip',
        '<rootDir>/mfe-account',
        '<rootDir>/mfe-jackpot',
        '<rootDir>/mfe-virtuals',
      ],
    },
  ],
};
