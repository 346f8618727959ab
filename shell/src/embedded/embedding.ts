import { isEmbedded } from '@sportsbook/contracts';

/** Spec §2 query `betslip-origin`: who frames the site and what that changes about the slip. */
const BETSLIP_ORIGINS = ['dafa_native_app', 'msw-maya'] as const;
export type BetslipOrigin = (typeof BETSLIP_ORIGINS)[number];

export interface Embedding {
  embedded: boolean;
  /** Honoured only in embedded mode: outside a frame there is no parent to host anything. */
  betslipOrigin: BetslipOrigin | null;
}

/** Read once per visit, like `?embedded=`: the frame does not change while the page lives. */
export function embeddingFrom(search: string): Embedding {
  const embedded = isEmbedded(search);
  const origin = new URLSearchParams(search).get('betslip-origin');
  const betslipOrigin =
    embedded && (BETSLIP_ORIGINS as readonly string[]).includes(origin ?? '') ? (origin as BetslipOrigin) : null;
  return { embedded, betslipOrigin };
}

export interface EmbeddedBetslip {
  /** The page shows its own slip: the footer Betslip item, the mobile overlay, the right-column slip. */
  slipInPage: boolean;
  /** Only Betslip and My Bets in the mobile footer (spec §2 "in some modes"). */
  compactFooter: boolean;
  /** The parent page is told the slip's selections (`betslip` message) on every change. */
  forwardSelections: boolean;
}

/**
 * dafa_native_app: the native app draws its own slip, so the page shows none and hands the
 * selections to the app. msw-maya: the wallet app's web view keeps our slip but owns the rest of the
 * navigation, so the footer keeps only Betslip and My Bets, and the app is told the count for its badge.
 */
export function embeddedBetslip({ betslipOrigin }: Embedding): EmbeddedBetslip {
  switch (betslipOrigin) {
    case 'dafa_native_app':
      return { slipInPage: false, compactFooter: false, forwardSelections: true };
    case 'msw-maya':
      return { slipInPage: true, compactFooter: true, forwardSelections: true };
    default:
      return { slipInPage: true, compactFooter: false, forwardSelections: false };
  }
}
