export const THEME_MODES = ['dark', 'light', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/**
 * How a brand logs players in (spec §4 Login): the header-login flow, a partner's accounts API
 * (integration mode) or the one brand's direct /api/login.
 */
export const LOGIN_MODES = ['standard', 'partner', 'direct'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** The id of the element holding the page's brand config (JSON the shell's server writes in). */
export const BRAND_SCRIPT_ID = 'sb-brand';
