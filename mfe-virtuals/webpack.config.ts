import { defineApp } from '@sportsbook/build';

export default defineApp({
  dir: __dirname,
  name: 'mfe_virtuals',
  title: 'mfe-virtuals (standalone)',
  exposes: { './VirtualGame': './src/exposes/virtual-game.tsx' },
});
