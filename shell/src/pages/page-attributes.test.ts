import { pageAttributesFor } from './page-attributes';

it('picks the most specific page attributes for a path', () => {
  const all = [
    { url: '/*', title: 'Sportsbook' },
    { url: '/*/live/*', title: 'Live betting', description: 'In-play odds' },
  ];
  expect(pageAttributesFor(all, '/en/live/sport/')?.title).toBe('Live betting');
  expect(pageAttributesFor(all, '/en/jackpot')?.title).toBe('Sportsbook');
  expect(pageAttributesFor([], '/en/')).toBeUndefined();
});
