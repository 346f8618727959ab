import { defineApp } from '@sportsbook/build';

export default defineApp({
  dir: __dirname,
  name: 'mfe_live',
  title: 'mfe-live (standalone)',
  exposes: { './LiveEvents': './src/exposes/live-events.tsx', './LivePage': './src/exposes/live-page.tsx' },
});
