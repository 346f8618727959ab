import i18next from 'i18next';
import { addTranslations, initI18n, missingKey, onDemand, type Translations } from './i18n';

const strings: Translations = {
  en: { hello: 'Hello' },
  es: { hello: 'Hola' },
  fr: { hello: 'Bonjour' },
  pt: { hello: 'Olá' },
  vi: { hello: 'Xin chào' },
  th: { hello: 'สวัสดี' },
  zh: { hello: '你好' },
  id: { hello: 'Halo' },
};

it("accepts a remote's strings before the page has started i18next (a remote on its own page)", () => {
  expect(i18next.isInitialized).toBeFalsy();
  expect(() => addTranslations('demo', strings)).not.toThrow();
  initI18n('pt');
  expect(i18next.t('demo:hello')).toBe('Olá');
});

it('shows a missing key as T_[key]_T', () => {
  expect(missingKey('page.title')).toBe('T_[page.title]_T');
  expect(i18next.t('demo:nope')).toBe('T_[nope]_T');
});

it('loads a language chunk only when that language is chosen, before the page switches to it', async () => {
  const loader = jest.fn(() => Promise.resolve({ default: { hello: 'Chào bạn' } }));
  await addTranslations('lazy', { ...strings, vi: loader });
  expect(loader).not.toHaveBeenCalled();
  await i18next.changeLanguage('vi');
  expect(loader).toHaveBeenCalledTimes(1);
  expect(i18next.t('lazy:hello')).toBe('Chào bạn');
  await i18next.changeLanguage('en');
  await i18next.changeLanguage('vi');
  expect(loader).toHaveBeenCalledTimes(1);
});

it('shows keys, not a broken page, for a language a remote built before it does not have', async () => {
  const { th: _notYet, ...older } = strings;
  await addTranslations('untranslated', older as Translations);
  await i18next.changeLanguage('th');
  expect(i18next.t('untranslated:hello')).toBe('T_[hello]_T');
  await i18next.changeLanguage('en');
});

it('makes one loader per language but English, each asking for its own module only when called', async () => {
  const load = jest.fn((locale: string) => Promise.resolve({ default: { hello: locale } }));
  const loaders = onDemand(load);
  expect(Object.keys(loaders).sort()).toEqual(['es', 'fr', 'id', 'pt', 'th', 'vi', 'zh']);
  expect(load).not.toHaveBeenCalled();
  const zh = loaders.zh as () => Promise<{ default: { hello: string } }>;
  expect((await zh()).default.hello).toBe('zh');
  expect(load).toHaveBeenCalledWith('zh');
});
