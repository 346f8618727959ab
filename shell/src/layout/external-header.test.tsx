import type * as ExternalHeaderModule from '../content/external-header';
import { fakeApi } from '@sportsbook/http/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@sportsbook/routing';
import { validateBrandConfig } from '@sportsbook/contracts';
import vnBrand from '../../brands/vn.json';
import { prepareExternalHeader } from '../content/external-header';
import { setUpShellI18n } from '../testing/i18n';
import { ExternalHeader } from './external-header';
import { Header } from './header';

const vn = validateBrandConfig(vnBrand);
jest.mock('../brands/current-brand', () => ({ currentBrand: jest.requireActual('../../brands/vn.json') }));
jest.mock('../federation/remote-module', () => ({ RemoteModule: () => null }));
// jsdom has no constructable stylesheets: the sheet's text is recorded instead of parsed.
const adopted: string[] = [];
jest.mock('../content/external-header', () => ({
  ...jest.requireActual<typeof ExternalHeaderModule>('../content/external-header'),
  externalStyleSheet: (css: string) => {
    adopted.push(css);
    return {};
  },
}));

type Pwned = { pwned?: string[] };
const pwned = () => (window as unknown as Pwned).pwned ?? [];

/** Everything an attacker-controlled header could try: each would record itself in window.pwned. */
const HOSTILE = {
  css: '@import url("https://evil.example/x.css"); .brand { color: red; }',
  js: '(window.pwned = window.pwned || []).push("js")',
  html: [
    '<nav class="brand"><a href="/en/sports">Sports</a>',
    '<script>(window.pwned = window.pwned || []).push("script")</script>',
    '<img src="x" onerror="(window.pwned = window.pwned || []).push(\'onerror\')" alt="logo">',
    '<a href="javascript:(window.pwned = window.pwned || []).push(\'href\')">Promo</a></nav>',
  ].join(''),
};

beforeAll(() => {
  setUpShellI18n();
  // Desktop: the external header replaces the native one only from 1024 px.
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  delete (window as unknown as Pwned).pwned;
});

const answer = (body: unknown, status = 200) =>
  fakeApi((url) => ({ status, body: url.pathname.startsWith('/api/external-header') ? body : { submenu_links: [] } }));

function shadowOf(host: HTMLElement): ShadowRoot {
  if (!host.shadowRoot) throw new Error('the external header has no shadow root');
  return host.shadowRoot;
}

it('sanitizes the html and never runs the script, an onerror handler or a javascript: URL', async () => {
  const { container } = render(
    <MemoryRouter>
      <ExternalHeader header={await prepareExternalHeader(HOSTILE)} />
    </MemoryRouter>,
  );
  const root = shadowOf(screen.getByTestId('external-header'));
  expect(root.querySelector('script')).toBeNull();
  const image = root.querySelector('img');
  expect(image?.getAttribute('onerror')).toBeNull();
  image?.dispatchEvent(new Event('error'));
  const promo = Array.from(root.querySelectorAll('a')).find((a) => a.textContent === 'Promo');
  expect(promo?.hasAttribute('href')).toBe(false);
  promo?.click();
  // The stylesheet is the shadow root's own constructed sheet (its @import refusal is checked in Chromium, e2e).
  expect(adopted).toEqual([HOSTILE.css]);
  // Nothing of the header reached the page outside its shadow root.
  expect(container.querySelector('script, style, nav')).toBeNull();
  expect(pwned()).toEqual([]);
  expect(console.info).toHaveBeenCalledWith(expect.stringContaining('script is not run'));
});

it('replaces the brand row on desktop with the fetched header, keeping the account controls', async () => {
  const network = answer(HOSTILE);
  render(
    <MemoryRouter>
      <Header locale="en" />
    </MemoryRouter>,
  );
  const host = await screen.findByTestId('external-header');
  await waitFor(() => expect(network).toHaveBeenCalledWith(vn.externalHeaderPath, expect.anything()));
  await waitFor(() => expect(shadowOf(host).textContent).toContain('Sports'));
  expect(screen.queryByRole('link', { name: vn.name })).toBeNull();
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(pwned()).toEqual([]);
});

it.each([
  ['fails', () => answer({ statusCode: 500, code: 'DOWN', message: 'down' }, 500)],
  ['answers another shape', () => answer({ html: '<p>no css or js</p>' })],
])('falls back to the native header when the external one %s', async (_case, arrange) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  arrange();
  render(
    <MemoryRouter>
      <Header locale="en" />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: vn.name })).toBeInTheDocument();
  expect(screen.queryByTestId('external-header')).toBeNull();
});
