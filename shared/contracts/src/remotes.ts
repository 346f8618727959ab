/**
 * The federation contract between the shell and the remotes: names, exposed modules, and the
 * remotes manifest an operator edits per brand to swap a remote without rebuilding anything.
 */

/**
 * The version of this contract (exposed modules and their props, the bus, the manifest). Every exposed
 * module exports the version it was built against as `contract`; the shell refuses a module whose
 * major differs from its own, instead of rendering it with props or messages it does not understand.
 * Raise the major for a breaking change, the minor for an addition.
 */
export const CONTRACT_VERSION = '1.1.0';

const majorOf = (version: string) => /^(\d+)\.\d+\.\d+/.exec(version)?.[1];

/** The versions when a module's contract cannot work with this one (another major, or none stated), else null. */
export function contractSkew(theirs: unknown, ours: string = CONTRACT_VERSION): { theirs: string; ours: string } | null {
  const stated = typeof theirs === 'string' && majorOf(theirs) !== undefined ? theirs : null;
  return stated !== null && majorOf(stated) === majorOf(ours) ? null : { theirs: stated ?? 'unknown', ours };
}

export const REMOTE_NAMES = ['mfe_prematch', 'mfe_live', 'mfe_betslip', 'mfe_account', 'mfe_jackpot', 'mfe_virtuals'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Every module a remote exposes, keyed `remote/Module` as `loadRemote` takes it. */
export const EXPOSED_MODULES = {
  /** Left menu (desktop) and side menu (mobile): sports, countries, leagues with counts; pseudo-sports. */
  'mfe_prematch/SportsMenu': 'mfe_prematch',
  /** Routed: sports/*, events/*, favourites and homepage pseudo-sports, fixtures, competitions, outrights. */
  'mfe_prematch/PrematchPage': 'mfe_prematch',
  /** Home page highlights and popular events. */
  'mfe_prematch/HomeHighlights': 'mfe_prematch',
  'mfe_prematch/UpcomingEvents': 'mfe_prematch',
  /** Search over events, teams and leagues. */
  'mfe_prematch/EventSearch': 'mfe_prematch',
  /** Routed: live/sport/, live/sport/{id}-{CODE}, live/{slug}. */
  'mfe_live/LivePage': 'mfe_live',
  'mfe_live/LiveEvents': 'mfe_live',
  'mfe_betslip/BetslipPanel': 'mfe_betslip',
  /** Open and settled bets with cashout: the desktop right-column panel, /open_bets and /account/bets. */
  'mfe_betslip/MyBets': 'mfe_betslip',
  'mfe_account/LoginDialog': 'mfe_account',
  /** Routed: account, account/bets, account/balances, account/transactions, account/preferences. */
  'mfe_account/AccountPages': 'mfe_account',
  /** Headless, mounted by the shell while a player is logged in: session integration and wallet polling. */
  'mfe_account/AccountServices': 'mfe_account',
  'mfe_jackpot/ActiveJackpots': 'mfe_jackpot',
  /** Routed: jackpot, jackpot/sport/{jackpotEvent}. */
  'mfe_jackpot/JackpotPage': 'mfe_jackpot',
  'mfe_virtuals/VirtualGame': 'mfe_virtuals',
} as const satisfies Record<string, RemoteName>;
export type ExposedModuleId = keyof typeof EXPOSED_MODULES;

type NoProps = Record<string, never>;

/** Props each exposed component accepts. Remotes read everything else from the bus and the router. */
export interface ExposedModuleProps {
  'mfe_prematch/SportsMenu': { variant: 'desktop' | 'mobile'; onNavigate?: () => void };
  'mfe_prematch/PrematchPage': NoProps;
  'mfe_prematch/HomeHighlights': NoProps;
  'mfe_prematch/UpcomingEvents': { limit?: number };
  'mfe_prematch/EventSearch': NoProps;
  'mfe_live/LivePage': NoProps;
  'mfe_live/LiveEvents': { limit?: number };
  'mfe_betslip/BetslipPanel': NoProps;
  'mfe_betslip/MyBets': { variant: 'panel' | 'page' };
  'mfe_account/LoginDialog': {
    open: boolean;
    onClose: () => void;
    /** Where a login the dialog was opened for takes the player: the `login/requested` message's returnTo (1.1). */
    returnTo?: string;
  };
  'mfe_account/AccountPages': NoProps;
  'mfe_account/AccountServices': NoProps;
  'mfe_jackpot/ActiveJackpots': NoProps;
  'mfe_jackpot/JackpotPage': NoProps;
  'mfe_virtuals/VirtualGame': { provider?: string };
}

/**
 * Fills the placeholders of a remotes-manifest template: `{hostname}` with the host the browser
 * reached the site on and `{port:<service>}` with that service's port, so the stock per-brand files
 * work on any machine and port layout. An operator's manifest simply uses absolute CDN URLs.
 */
export function renderRemotesManifest(template: string, hostname: string, portOf: (service: string) => number): string {
  return template
    .replaceAll('{hostname}', hostname)
    .replace(/\{port:([a-z_]+)\}/g, (_match, service: string) => String(portOf(service)));
}
