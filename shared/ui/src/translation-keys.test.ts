import { keysByLocale } from './translation-keys';

it('lists the nested keys of inline locales and of loaded chunks', async () => {
  const keys = await keysByLocale({
    en: { title: 'Hi', errors: { a: 'A' } },
    es: { title: 'Hola', errors: { a: 'A' } },
    fr: { title: 'Salut' },
    pt: { title: 'Olá', errors: { a: 'A' } },
    vi: () => Promise.resolve({ default: { errors: { a: 'A' }, title: 'Chào' } }),
    th: { title: 'สวัสดี', errors: { a: 'A' } },
    zh: { title: '你好', errors: { a: 'A' } },
    id: { title: 'Halo', errors: { a: 'A' } },
  });
  expect(keys.en).toEqual(['errors.a', 'title']);
  expect(keys.vi).toEqual(keys.en);
  expect(keys.fr).toEqual(['title']);
});
