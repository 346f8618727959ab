import { iconUrl, imageSrcSet, imageUrl } from './image-url';

it('serves an image of this site under /m/ with its width and quality 75 by default', () => {
  expect(imageUrl('/api/content/images/eu-logo.svg', { w: 160 })).toBe('/m/api/content/images/eu-logo.svg?w=160&q=75');
  expect(imageUrl('banners/welcome.png', { w: 280, q: 60 })).toBe('/m/banners/welcome.png?w=280&q=60');
});

it('does not nest /m/ and keeps a query the path already had', () => {
  expect(imageUrl('/m/banners/a.png?v=3', { w: 100 })).toBe('/m/banners/a.png?v=3&w=100&q=75');
});

it('rounds the width to whole pixels', () => {
  expect(imageUrl('/a.png', { w: 143.6 })).toBe('/m/a.png?w=144&q=75');
});

it('leaves images of other origins and inline images alone', () => {
  expect(imageUrl('https://cdn.example/a.png', { w: 10 })).toBe('https://cdn.example/a.png');
  expect(imageUrl('//cdn.example/a.png', { w: 10 })).toBe('//cdn.example/a.png');
  expect(imageUrl('data:image/png;base64,AAAA', { w: 10 })).toBe('data:image/png;base64,AAAA');
});

it('offers a 2x candidate for sharp screens', () => {
  expect(imageSrcSet('/a.png', 100)).toBe('/m/a.png?w=100&q=75 1x, /m/a.png?w=200&q=75 2x');
});

it('finds icons under /m/next/svgs/{type}/{name}.svg', () => {
  expect(iconUrl('flags', 'pt')).toBe('/m/next/svgs/flags/pt.svg');
});
