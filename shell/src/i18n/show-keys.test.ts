import { addTranslations, initI18n } from '@sportsbook/ui';
import i18next from 'i18next';
import { showKeysProcessor } from './show-keys';
import { shellTranslations } from './translations';

const remoteStrings = {
  en: { title: 'My bets' },
  es: { title: 'Mis apuestas' },
  fr: { title: 'Mes paris' },
  pt: { title: 'As minhas apostas' },
  vi: { title: 'Cược của tôi' },
  th: { title: 'การเดิมพันของฉัน' },
  zh: { title: '我的投注' },
  id: { title: 'Taruhan saya' },
};

// As bootstrap does: the processor is registered before the page's one i18next starts.
beforeAll(() => {
  i18next.use(showKeysProcessor);
  initI18n('es', true);
  addTranslations('shell', shellTranslations);
});

it("shows the shell's keys, with their namespace, instead of its text", () => {
  expect(i18next.t('shell:login')).toBe('shell:login');
  expect(i18next.t('remote-unavailable.mfe_live', { ns: 'shell' })).toBe('shell:remote-unavailable.mfe_live');
  expect(i18next.getFixedT('es', 'shell')('close')).toBe('shell:close');
});

/** i18next's t for another app's namespace, whose keys the shell's types do not know. */
const remoteT = i18next.t.bind(i18next) as unknown as (key: string) => string;

it("shows a remote's keys too, even for a namespace added after start-up", () => {
  addTranslations('betslip', remoteStrings);
  expect(remoteT('betslip:title')).toBe('betslip:title');
  expect(remoteT('betslip:title')).toBe('betslip:title');
  expect((i18next.getFixedT as unknown as (lng: string, ns: string) => (key: string) => string)('es', 'betslip')('title')).toBe(
    'betslip:title',
  );
});

it('still marks a missing key as T_[key]_T, so translators see what is missing', () => {
  expect(remoteT('betslip:nope')).toBe('T_[nope]_T');
});

it('shows keys in a language whose strings come from its own chunk, once it has loaded', async () => {
  await i18next.changeLanguage('th');
  expect(i18next.t('shell:login')).toBe('shell:login');
  expect(i18next.t('shell:betslip-locked.busy')).toBe('shell:betslip-locked.busy');
});
