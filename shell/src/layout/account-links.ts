import type { ShellKey } from '../i18n/shell-key';

export interface AccountLink {
  key: ShellKey;
  to: string;
}

/**
 * The logged-in player's account menu (spec §2), the same on desktop (the profile dropdown) and on
 * mobile (the side menu), with the cashier and the safer-gambling tools a licensed book must keep a
 * click away. Every brand links to this site's own account pages: a partner's pages
 * (user/info/…, user/history/…) are not served here, so a link to them would be a dead end.
 */
export function accountLinks(locale: string, { cashierUrl }: { cashierUrl: string }): AccountLink[] {
  const cashier = `/${locale}${cashierUrl}`;
  return [
    { key: 'my-profile', to: `/${locale}/account` },
    { key: 'my-bets', to: `/${locale}/account/bets` },
    { key: 'balances', to: `/${locale}/account/balances` },
    { key: 'transactions', to: `/${locale}/account/transactions` },
    { key: 'preferences', to: `/${locale}/account/preferences` },
    { key: 'deposit', to: `${cashier}?action=deposit` },
    { key: 'withdraw', to: `${cashier}?action=withdraw` },
    { key: 'safer-gambling', to: `/${locale}/account/safer-play` },
  ];
}
