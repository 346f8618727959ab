import { defineApp } from '@sportsbook/build';

export default defineApp({
  dir: __dirname,
  name: 'mfe_prematch',
  title: 'mfe-prematch (standalone)',
  exposes: {
    './SportsMenu': './src/exposes/sports-menu.tsx',
    './PrematchPage': './src/exposes/prematch-page.tsx',
    './HomeHighlights': './src/exposes/home-highlights.tsx',
    './UpcomingEvents': './src/exposes/upcoming-events.tsx',
    './EventSearch': './src/exposes/event-search.tsx',
  },
});
