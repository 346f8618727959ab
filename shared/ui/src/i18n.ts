import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@sportsbook/contracts';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from '@sportsbook/translation';

export type Strings = ResourceLanguage[string];
/** A locale's strings, or a loader for a chunk whose default export they are (fetched only when chosen). */
export type Bundle = Strings | (() => Promise<{ default: Strings }>);

/**
 * Every app's strings, one namespace per app: English inline (the default locale, and the shape every
 * other is typed by), every other supported language a chunk fetched when a player picks it.
 */
export type Translations = { [DEFAULT_LOCALE]: Strings } & Record<Exclude<Locale, typeof DEFAULT_LOCALE>, Bundle>;

/**
 * The loaders of every language but English, from one function that imports an app's
 * `./{locale}` module: each app writes its `import()` once, with a webpackInclude that turns every
 * language file into its own chunk.
 */
export function onDemand(
  load: (locale: Exclude<Locale, typeof DEFAULT_LOCALE>) => Promise<{ default: Strings }>,
): Record<Exclude<Locale, typeof DEFAULT_LOCALE>, Bundle> {
  const others = SUPPORTED_LOCALES.filter(
    (locale): locale is Exclude<Locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE,
  );
  return Object.fromEntries(others.map((locale) => [locale, () => load(locale)])) as Record<
    Exclude<Locale, typeof DEFAULT_LOCALE>,
    Bundle
  >;
}

/**
 * Bundles by namespace, on globalThis because every remote bundles its own copy of this module while
 * i18next itself is one shared instance: the backend below must see every remote's loaders.
 */
const REGISTRY = Symbol.for('sportsbook.i18n.bundles');
type Registry = Map<string, Translations>;
const registry = (): Registry => {
  const holder = globalThis as { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
};

/**
 * The backend over the registry: a namespace's strings for a language are fetched the first time
 * they are used. A language an app does not translate shows T_[key]_T (spec §5) rather than failing the page.
 */
const registryBackend = resourcesToBackend((language: string, namespace: string) => {
  const bundle = registry().get(namespace)?.[language as Locale];
  // Strings already in the bundle are given at once, so a component using them never suspends.
  return typeof bundle === 'function' ? bundle() : (bundle ?? {});
});

/** Spec §5: a missing translation shows as T_[key]_T so it is visible, never silently blank. */
export const missingKey = (key: string): string => `T_[${key}]_T`;

/**
 * Starts the page's i18next instance. i18next is a federation singleton, so the shell's call is
 * the one that counts; a remote calls it only on its own dev page. `?mode=translations` shows keys.
 */
export function initI18n(locale: string, showKeys = false): I18n {
  if (!i18next.isInitialized) {
    void i18next
      .use(registryBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: false,
        supportedLngs: [...SUPPORTED_LOCALES],
        resources: {} satisfies Resource,
        partialBundledLanguages: true,
        ns: [],
        interpolation: { escapeValue: false },
        returnNull: false,
        parseMissingKeyHandler: missingKey,
        initAsync: false,
        // A component whose namespace is still loading suspends to its remote slot's loading state.
        react: { useSuspense: true },
      });
  } else if (i18next.language !== locale) {
    void i18next.changeLanguage(locale);
  }
  if (showKeys) i18next.options.postProcess = ['showKeys'];
  return i18next;
}

/**
 * Adds an app's namespace: inline bundles at once, loaders when their language is chosen. The
 * namespace joins i18next's list so a language switch loads it before the page changes language.
 * Resolves when the current language's strings are in. Safe to call again.
 */
export function addTranslations(namespace: string, translations: Translations): Promise<void> {
  // i18next attaches its resource methods in init(); on a remote's own page the remote's module
  // registers its strings before the stand-in shell starts i18next, so start it here if needed.
  if (!i18next.isInitialized) initI18n(DEFAULT_LOCALE);
  registry().set(namespace, translations);
  for (const [locale, bundle] of Object.entries(translations)) {
    if (typeof bundle !== 'function' && !i18next.hasResourceBundle(locale, namespace)) {
      i18next.addResourceBundle(locale, namespace, bundle, true, false);
    }
  }
  return i18next.loadNamespaces(namespace);
}

export const isSupportedLocale = (value: string | undefined): value is (typeof SUPPORTED_LOCALES)[number] =>
  (SUPPORTED_LOCALES as readonly string[]).includes(value ?? '');

export { DEFAULT_LOCALE };
