import i18next, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import type { useTranslation as reactI18nextUseTranslation } from 'react-i18next';

type Namespaces = string | readonly string[];

/**
 * The page's translate function per language and namespace list, one for the whole page, so `t`
 * changes only with the language (an effect that depends on it, such as an error toast, runs once).
 * Each keeps what it answered for a key without options (labels, headings, column names: most of a
 * page's strings, asked again by every row on every render), since i18next takes 10–15 µs to
 * answer one on a desktop. Those answers are dropped whenever strings arrive or go, so a string
 * that was missing shows on the next render.
 */
const translators = new Map<string, TFunction>();
const answers: Array<Map<string, string>> = [];
let watching = false;

function watchStrings(): void {
  if (watching || !i18next.store) return;
  watching = true;
  const forget = () => answers.forEach((answered) => answered.clear());
  i18next.on('loaded', forget);
  i18next.store.on('added', forget);
  i18next.store.on('removed', forget);
}

/** i18next's getFixedT, typed loosely: a namespace list here is any app's, not the one its i18next.d.ts declares. */
type FixedTranslator = (this: typeof i18next, language: string, ns: Namespaces) => (...args: unknown[]) => string;

function translatorFor(language: string, ns: Namespaces): TFunction {
  watchStrings();
  const id = `${language}|${typeof ns === 'string' ? ns : ns.join(',')}`;
  let translate = translators.get(id);
  if (!translate) {
    const fixed = (i18next.getFixedT as unknown as FixedTranslator).call(i18next, language, ns);
    const answered = new Map<string, string>();
    answers.push(answered);
    translate = ((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
      let text = answered.get(key);
      if (text === undefined) {
        text = fixed(key);
        answered.set(key, text);
      }
      return text;
    }) as unknown as TFunction;
    translators.set(id, translate);
  }
  return translate;
}

const subscribeToLanguage = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
};
const currentLanguage = () => i18next.language;

/** What a component that reads strings waits for: i18next started, then its namespaces in the page's language. */
function stringsArriving(namespaces: readonly string[]): Promise<unknown> {
  if (!i18next.isInitialized) return new Promise((resolve) => i18next.on('initialized', resolve));
  return i18next.loadNamespaces([...namespaces]);
}

/**
 * react-i18next's `useTranslation`, as the apps use it (a namespace or a list of them, `nsMode`),
 * without its per-component copy of the i18next instance: react-i18next 17 copies the instance's
 * 42 properties into a new object for every component that mounts (about 35 µs on a desktop, a
 * hundred components on the home page), so that the `i18n` it returns changes identity with the
 * language. Here `t` changes with the language instead, and `i18n` is the page's instance. A
 * component whose strings are not in yet suspends to its slot's loading state, as before.
 */
function useTranslationWithoutCopies(ns: Namespaces, options?: { nsMode?: 'default' | 'fallback' }) {
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  const ready =
    (i18next.isInitialized || i18next.initializedStoreOnce) && namespaces.every((name) => i18next.hasLoadedNamespace(name));
  if (!ready) throw stringsArriving(namespaces);
  const t = translatorFor(language, options?.nsMode === 'fallback' ? namespaces : (namespaces[0] ?? ''));
  return useMemo(() => Object.assign([t, i18next, true] as const, { t, i18n: i18next, ready: true }), [t]);
}

export const useTranslation = useTranslationWithoutCopies as unknown as typeof reactI18nextUseTranslation;
