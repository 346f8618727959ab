/**
 * The operator's information pages, each at /{locale}/{slug} on the site and
 * GET /api/content-pages/{brand}/{slug}?l= on the API: a title and description for the page's head,
 * and HTML the shell sanitizes. `join` says how to open an account.
 * A module of its own, without schemas: the shell's routes need the list in their first load.
 */
export const CONTENT_PAGE_SLUGS = ['vip', 'help', 'responsible-gambling', 'terms', 'privacy', 'cookies', 'join'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
