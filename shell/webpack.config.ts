import { defineApp } from '@sportsbook/build';

export default defineApp({
  dir: __dirname,
  name: 'shell',
  title: 'Sportsbook',
  runtimePlugins: ['./src/federation/plugins/retry.ts', './src/federation/plugins/report-errors.ts'],
});
