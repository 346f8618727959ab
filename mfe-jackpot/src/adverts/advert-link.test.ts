import { advertLink } from './advert-link';

it("keeps a site page in the player's language", () => {
  expect(advertLink('/jackpot', 'pt')).toEqual({ to: '/pt/jackpot', external: false });
  expect(advertLink('/es/promotions?x=1', 'pt')).toEqual({ to: '/es/promotions?x=1', external: false });
});

it('opens another site as external', () => {
  expect(advertLink('https://partner.example/offer', 'en')).toEqual({ to: 'https://partner.example/offer', external: true });
});

it.each([null, 'javascript:alert(1)', '//evil.example'])('has no link for %s', (link) => {
  expect(advertLink(link, 'en')).toBeNull();
});
