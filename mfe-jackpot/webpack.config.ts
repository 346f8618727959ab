import { defineApp } from '@sportsbook/build';

export default defineApp({
  dir: __dirname,
  name: 'mfe_jackpot',
  title: 'mfe-jackpot (standalone)',
  exposes: { './ActiveJackpots': './src/exposes/active-jackpots.tsx', './JackpotPage': './src/exposes/jackpot-page.tsx' },
});
