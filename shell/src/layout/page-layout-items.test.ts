import { pageLayoutFor } from './page-layout-items';

it('uses the most specific matching page layout', () => {
  const layouts = [
    { url: '/*', right_column: [{ name: 'advert' as const, id: 1 }] },
    { url: '/*/sports/10001*', right_column: [{ name: 'html_widget' as const, id: 2 }] },
  ];
  expect(pageLayoutFor(layouts, '/en/sports/10001')?.right_column).toEqual([{ name: 'html_widget', id: 2 }]);
  expect(pageLayoutFor(layouts, '/en/live/sport/')?.right_column).toEqual([{ name: 'advert', id: 1 }]);
  expect(pageLayoutFor([], '/en/')).toBeUndefined();
});
