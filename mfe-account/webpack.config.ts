import { defineApp } from '@sportsbook/build';

export default defineApp({
  dir: __dirname,
  name: 'mfe_account',
  title: 'mfe-account (standalone)',
  exposes: {
    './LoginDialog': './src/exposes/login-dialog.tsx',
    './AccountPages': './src/exposes/account-pages.tsx',
    './AccountServices': './src/exposes/account-services.tsx',
  },
});
