import { clearProductKeys, expireCookie } from './product-storage';

it('clears only the keys with the product prefix', () => {
  localStorage.setItem('sb_eu_favourites', '[]');
  localStorage.setItem('sb_eu_stake', '5');
  localStorage.setItem('other_app', 'keep');
  clearProductKeys(localStorage, 'sb_eu_');
  expect(Object.keys({ ...localStorage })).toEqual(['other_app']);
});

it('expires a script-readable cookie', () => {
  document.cookie = 'extToken=abc; path=/';
  expireCookie(document, 'extToken');
  expect(document.cookie).not.toContain('extToken=abc');
});
