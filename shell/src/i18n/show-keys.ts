import type { PostProcessorModule } from 'i18next';

/**
 * `?mode=translations` (spec §2): every string shows its key, so translators can find it on the page.
 * initI18n asks for a post-processor named showKeys; this is it.
 */
export const showKeysProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'showKeys',
  process: (_value: string, key: string | string[]) => (Array.isArray(key) ? (key[0] ?? '') : key),
};
