import { embeddedBetslip, embeddingFrom } from './embedding';

it('honours betslip-origin only in embedded mode, and only its two values', () => {
  expect(embeddingFrom('?embedded=true&betslip-origin=dafa_native_app')).toEqual({
    embedded: true,
    betslipOrigin: 'dafa_native_app',
  });
  expect(embeddingFrom('?embedded=true&betslip-origin=msw-maya').betslipOrigin).toBe('msw-maya');
  expect(embeddingFrom('?betslip-origin=dafa_native_app')).toEqual({ embedded: false, betslipOrigin: null });
  expect(embeddingFrom('?embedded=true&betslip-origin=other_app').betslipOrigin).toBeNull();
});

it('lets the native app host the slip: none in the page, selections forwarded', () => {
  expect(embeddedBetslip(embeddingFrom('?embedded=true&betslip-origin=dafa_native_app'))).toEqual({
    slipInPage: false,
    compactFooter: false,
    forwardSelections: true,
  });
});

it('keeps the slip in the wallet web view with a footer of Betslip and My Bets only', () => {
  expect(embeddedBetslip(embeddingFrom('?embedded=true&betslip-origin=msw-maya'))).toEqual({
    slipInPage: true,
    compactFooter: true,
    forwardSelections: true,
  });
});

it('changes nothing without a betslip origin', () => {
  expect(embeddedBetslip(embeddingFrom('?embedded=true'))).toEqual({
    slipInPage: true,
    compactFooter: false,
    forwardSelections: false,
  });
});
