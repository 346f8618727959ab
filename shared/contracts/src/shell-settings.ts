/**
 * Settings of spec §3 the shell reads from GET /api/all_cached_settings beyond `CachedSettings`.
 * All optional: an operator backend may leave any out and the frame falls back to the brand config.
 */
import type { CachedSettings } from './api';

export interface PageLayoutItem {
  name: 'advert' | 'html_widget' | 'my_bets' | 'betslip';
  id: number;
}

/** One page layout per URL pattern (`/*`, `/*\/sports/10001*`). */
export interface PageLayout {
  url: string;
  /** Submenu shown under the desktop header (GET /api/submenus/{id}). */
  branding_header_id?: number;
  right_column?: PageLayoutItem[];
  centre_column_bottom?: PageLayoutItem[];
}

/** Per-page title and meta by URL pattern. */
export interface PageAttributes {
  url: string;
  title?: string;
  description?: string;
}

export interface Branding {
  favicon_url?: string;
  main_logo?: { logo_url: string; width: number; height: number };
}

export interface ShellSettings extends CachedSettings {
  page_layouts?: PageLayout[];
  page_attributes?: PageAttributes[];
  branding?: Branding;
  enable_promotions?: boolean;
  enable_registration_button?: boolean;
  gcb_seal_required?: boolean;
  single_scrolling_layout?: boolean;
}

/** GET /api/submenus/{subheaderId} (spec §7). */
export interface SubmenuLink {
  id: number;
  name: string;
  url: string;
}
export interface SubmenusResponse {
  submenu_links: SubmenuLink[];
}

/** GET /api/html_widgets/{id}. */
export interface HtmlWidgetResponse {
  content: string;
}

/** Spec §3 Advert, GET /api/adverts/{id} (player_type, username). */
export type AdvertAudience =
  | 'all'
  | 'imported_list'
  | 'logged_out'
  | 'logged_in'
  | 'logged_in_deposited'
  | 'logged_in_not_deposited'
  | 'logged_in_not_played'
  | 'just_registered';

export interface Advert {
  audience: AdvertAudience;
  width_in_pixels: number;
  height_in_pixels: number;
  attachment_path: string;
  description: string;
  name: string;
  link: string;
  link_name: string;
  popup: boolean;
  show_description: boolean;
}
