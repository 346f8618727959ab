import { defineApp } from '@sportsbook/build';

export default defineApp({
  dir: __dirname,
  name: 'mfe_betslip',
  title: 'mfe-betslip (standalone)',
  exposes: { './BetslipPanel': './src/exposes/betslip-panel.tsx', './MyBets': './src/exposes/my-bets.tsx' },
});
