import type { PostProcessorModule } from 'i18next';

const firstOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/**
 * `?mode=translations` (spec §2): every string shows `namespace:key`, so translators can find it on the
 * page and tell which app owns it. initI18n asks for a post-processor named showKeys; this is it. It
 * applies to every namespace, the remotes' included, as they all share the page's one i18next. A
 * missing key still shows as T_[key]_T: i18next marks it after post-processing.
 */
export const showKeysProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'showKeys',
  process: (_value: string, key: string | string[], options: { ns?: unknown }) => {
    const bare = firstOf(key) ?? '';
    if (bare.includes(':')) return bare;
    const namespace = firstOf(options.ns);
    return namespace ? `${namespace}:${bare}` : bare;
  },
};
