import type { ExposedModuleId } from '@sportsbook/contracts';

/** Reserved heights of a remote's slot (any CSS length) below and from the desktop breakpoint. */
export interface SlotSize {
  mobile: string;
  desktop: string;
}

/** A routed page fills the screen, so what follows it (the footer, operator widgets) starts below the fold. */
const PAGE: SlotSize = { mobile: '100vh', desktop: '100vh' };

/**
 * Layout shift: each remote's slot keeps the height its content typically
 * has once loaded (measured at 390 and 1280 px on the demo data), so neither the module's download
 * nor its first data pushes what is below it. Modules not listed sit where nothing follows them.
 */
const SLOT_SIZES: Partial<Record<ExposedModuleId, SlotSize>> = {
  'mfe_prematch/PrematchPage': PAGE,
  'mfe_live/LivePage': PAGE,
  'mfe_jackpot/JackpotPage': PAGE,
  'mfe_account/AccountPages': PAGE,
  'mfe_virtuals/VirtualGame': PAGE,
  'mfe_prematch/HomeHighlights': { mobile: '162px', desktop: '418px' },
  'mfe_live/LiveEvents': { mobile: '560px', desktop: '337px' },
  'mfe_prematch/UpcomingEvents': { mobile: '600px', desktop: '600px' },
  'mfe_prematch/EventSearch': { mobile: '40px', desktop: '40px' },
  // The empty slip in the right column; on mobile it sits alone in its overlay.
  'mfe_betslip/BetslipPanel': { mobile: '0px', desktop: '218px' },
};

/** The size to reserve for a module in one place; `MyBets` is a page on /open_bets but a panel in the right column. */
export function slotSizeFor(id: ExposedModuleId, props: unknown): SlotSize | undefined {
  if (id === 'mfe_betslip/MyBets') return (props as { variant?: string }).variant === 'page' ? PAGE : undefined;
  return SLOT_SIZES[id];
}
