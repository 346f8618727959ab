import i18next from 'i18next';
import { addTranslations, initI18n, missingKey } from './i18n';

const strings = { en: { hello: 'Hello' }, es: { hello: 'Hola' }, fr: { hello: 'Bonjour' }, pt: { hello: 'Olá' } };

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
