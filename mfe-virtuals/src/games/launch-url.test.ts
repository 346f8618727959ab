import { launchUrl } from './launch-url';

it('fills the token and locale into the configured URL', () => {
  expect(launchUrl({ url: '/api/demo-games/kiron?token={token}&locale={locale}', demo: true }, 'a b', 'pt')).toBe(
    '/api/demo-games/kiron?token=a%20b&locale=pt',
  );
});

it('launches in demo with an empty token when logged out', () => {
  expect(launchUrl({ url: 'https://games.example/edge?t={token}', demo: true }, null, 'en')).toBe(
    'https://games.example/edge?t=',
  );
});

it.each([undefined])('returns null for a provider the brand did not configure', (product) => {
  expect(launchUrl(product, 't', 'en')).toBeNull();
});

it.each(['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi'])('refuses %s', (url) => {
  expect(launchUrl({ url, demo: true }, 't', 'en')).toBeNull();
});
