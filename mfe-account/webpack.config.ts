import { defineApp } from '@sportsbook/build';

export default defineApp({
  dir: __dirname,
  name: 'mfe_account',
  title: 'mfe-account (standalone)',
  exposes: { './LoginDialog': './src/exposes/login-dialog.tsx' },
});
