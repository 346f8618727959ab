/** @jsxImportSource react */
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense, useEffect } from 'react';
import { initReactI18next, useTranslation } from './index';

/** The test's namespaces are not the apps' typed ones: `t` is read as a plain function of a key. */
type PlainT = (key: string, options?: Record<string, string>) => string;

function Greeting({ ns = 'demo' }: { ns?: string }) {
  const { t, i18n } = useTranslation(ns as 'shell');
  const text = t as unknown as PlainT;
  return (
    <p>
      {text('hello')} {text('named', { name: 'Ana' })} ({i18n.language})
    </p>
  );
}

/** A backend that answers every namespace at once but `lazy`, which waits for the test to deliver it. */
let deliverLazy: (strings: Record<string, string>) => void = () => undefined;
const backend = {
  type: 'backend' as const,
  init: () => undefined,
  read(_language: string, namespace: string, done: (error: null, strings: Record<string, string>) => void) {
    if (namespace === 'lazy') deliverLazy = (strings) => done(null, strings);
    else done(null, {});
  },
};

beforeAll(async () => {
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: false,
      resources: {
        en: { demo: { hello: 'Hello', named: 'Hi {{name}}' } },
        es: { demo: { hello: 'Hola', named: 'Hola {{name}}' } },
      },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
    });
  await i18next.loadNamespaces('late');
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
  jest.restoreAllMocks();
});

it("shows a namespace's strings, with their values, in the page's language", () => {
  render(<Greeting />);
  expect(screen.getByText('Hello Hi Ana (en)')).toBeInTheDocument();
});

it('shows the new language as soon as the page changes to it', async () => {
  render(<Greeting />);
  await act(() => i18next.changeLanguage('es'));
  expect(screen.getByText('Hola Hola Ana (es)')).toBeInTheDocument();
});

it('asks i18next once for a string every component shows, until strings change', () => {
  const asked = jest.spyOn(i18next, 't');
  render(
    <>
      <Greeting />
      <Greeting />
    </>,
  );
  expect(asked.mock.calls.filter(([key]) => key === 'hello')).toHaveLength(1);
  // A string with values is worked out each time: its values may differ.
  expect(asked.mock.calls.filter(([key]) => key === 'named')).toHaveLength(2);
});

it('shows a string added after it was first missing', () => {
  const { rerender } = render(<Greeting ns="late" />);
  expect(screen.getByText(/^T_|^hello/)).toBeInTheDocument();
  act(() => i18next.addResourceBundle('en', 'late', { hello: 'Welcome', named: 'Hey {{name}}' }));
  rerender(<Greeting ns="late" />);
  expect(screen.getByText('Welcome Hey Ana (en)')).toBeInTheDocument();
});

it("keeps the same t when another app's strings arrive, so an effect on it runs once", () => {
  const shown = jest.fn();
  function ErrorToast() {
    const { t } = useTranslation('demo' as 'shell');
    useEffect(() => shown((t as unknown as PlainT)('hello')), [t]);
    return null;
  }
  const { rerender } = render(<ErrorToast />);
  act(() => i18next.addResourceBundle('en', 'other-app', { title: 'Other' }));
  rerender(<ErrorToast />);
  expect(shown).toHaveBeenCalledTimes(1);
});

it('suspends a component until its namespace has loaded, then shows it', async () => {
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Greeting ns="lazy" />
    </Suspense>,
  );
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await act(async () => deliverLazy({ hello: 'Ready', named: 'Go {{name}}' }));
  expect(await screen.findByText('Ready Go Ana (en)')).toBeInTheDocument();
});
