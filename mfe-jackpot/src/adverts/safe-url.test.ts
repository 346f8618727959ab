import { safeUrl } from './safe-url';

it.each(['https://ads.example/a.png', '/m/banner.png'])('keeps %s', (url) => {
  expect(safeUrl(url)).toBe(url);
});

it.each(['javascript:alert(1)', '//evil.example/a', 'data:image/png;base64,x', '', null])('refuses %s', (url) => {
  expect(safeUrl(url)).toBeNull();
});
