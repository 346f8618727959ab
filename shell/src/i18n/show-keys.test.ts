import i18next from 'i18next';
import { showKeysProcessor } from './show-keys';

it('renders the key instead of the text', async () => {
  const i18n = i18next.createInstance();
  await i18n.use(showKeysProcessor).init({
    lng: 'en',
    resources: { en: { shell: { login: 'Login' } } },
    postProcess: ['showKeys'],
  });
  expect(i18n.t('login', { ns: 'shell' })).toBe('login');
});
