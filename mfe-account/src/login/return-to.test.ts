import { rememberReturnTo, takeReturnTo } from './return-to';

it('hands the remembered path out once', () => {
  rememberReturnTo('/en/account/balances');
  expect(takeReturnTo()).toBe('/en/account/balances');
  expect(takeReturnTo()).toBeNull();
});

it('a request without a path clears it', () => {
  rememberReturnTo('/en/account');
  rememberReturnTo(undefined);
  expect(takeReturnTo()).toBeNull();
});
