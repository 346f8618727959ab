/** Spec §2 / §9: up to this many languages the desktop dropdown is one column, above it a grid. */
export const LANGUAGE_COLUMN_LIMIT = 7;

export const languageColumns = (count: number): number => (count <= LANGUAGE_COLUMN_LIMIT ? 1 : 3);

/** The selector shows only when there is a choice to make. */
export const showLanguageSelector = (count: number): boolean => count > 1;

export const LANGUAGE_FLAGS: Record<string, string> = { en: '🇬🇧', es: '🇪🇸', fr: '🇫🇷', pt: '🇵🇹' };
