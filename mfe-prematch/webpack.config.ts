import { defineApp } from '@sportsbook/build';

export default defineApp({
  dir: __dirname,
  name: 'mfe_prematch',
  title: 'mfe-prematch (standalone)',
  exposes: { './UpcomingEvents': './src/exposes/upcoming-events.tsx' },
});
