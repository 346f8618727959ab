import { getBus } from '@sportsbook/bus';
import { fakeApi, type ApiRoute } from '@sportsbook/http/testing';
import { LOGGED_OUT, type RetailCodeResponse, type SelectionRequest } from '@sportsbook/contracts';
import { addTranslations, initI18n } from '@sportsbook/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { betslipRuntime } from '../betslip/betslip-runtime';
import { selection } from '../testing/selections';
import { betslipTranslations } from '../i18n/translations';
import { RetailCode } from './retail-code';

const asRetail = ({
  outcomeId,
  marketId,
  eventId,
  eventDescription,
  marketDescription,
  outcomeDescription,
  decimal,
  isLive,
}: SelectionRequest) => ({
  outcomeId,
  marketId,
  eventId,
  eventDescription,
  marketDescription,
  outcomeDescription,
  decimal,
  isLive,
});

let retailAnswer: () => Promise<unknown> = async () => ({});
const retailBodies: unknown[] = [];
const retailApi: ApiRoute = ({ href }, request) => {
  if (href.includes('betslips/selections')) return new Promise(() => undefined);
  if (href.includes('/retailcodes')) {
    retailBodies.push(JSON.parse(String(request.body)));
    return retailAnswer().then(
      (body) => ({ body }),
      () => ({ status: 500, body: {} }),
    );
  }
  return { body: { brand: 'eu', partner_product_urls: {}, enable_my_bets: true, max_bets_on_betslip: 15 } };
};

beforeAll(async () => {
  fakeApi(retailApi);
  initI18n('en');
  addTranslations('betslip', betslipTranslations);
  getBus().setState('session', LOGGED_OUT);
  getBus().setState('locale', { locale: 'en' });
  betslipRuntime();
  await act(async () => undefined);
});

beforeEach(() => {
  retailBodies.length = 0;
  act(() => betslipRuntime().slip.clear());
});

it('turns the slip into a booking code', async () => {
  const { slip } = betslipRuntime();
  act(() => {
    slip.add(selection(1));
    slip.add(selection(2));
    slip.setSingleStake(1, '3');
  });
  retailAnswer = async () => ({ code: 'AB12CD', selections: [] }) satisfies RetailCodeResponse;
  render(<RetailCode />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get a booking code' })));
  expect(screen.getByTestId('retail-code')).toHaveTextContent('AB12CD');
  expect(retailBodies).toEqual([
    {
      model: expect.objectContaining({
        singles: [
          expect.objectContaining({ outcomeId: 1, ref: 'sel1', unitStake: 3 }),
          expect.objectContaining({ outcomeId: 2, ref: 'sel2' }),
        ],
      }),
    },
  ]);
});

it('loads a slip from a code through the bus, adding only what the slip does not hold yet', async () => {
  const { slip } = betslipRuntime();
  act(() => slip.add(selection(1)));
  const added: number[] = [];
  const off = getBus().on('betslip/add-selection', (s) => added.push(s.outcomeId));
  retailAnswer = async () => ({ code: 'AB12CD', selections: [asRetail(selection(1)), asRetail(selection(5, { isLive: true }))] });
  render(<RetailCode />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Booking code' }), { target: { value: ' ab12cd ' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load' })));
  expect(retailBodies).toEqual([{ code: 'AB12CD' }]);
  expect(added).toEqual([5]);
  expect(slip.store.getState().selections.map((s) => [s.outcomeId, s.isLive])).toEqual([
    [1, false],
    [5, true],
  ]);
  expect(screen.getByText('1 selection loaded.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Booking code' })).toHaveValue('');
  off();
});

it('says a code cannot be used: one that is not a code is never sent, one the book refuses is reported', async () => {
  render(<RetailCode />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Booking code' }), { target: { value: 'no!' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load' })));
  expect(screen.getByText('That booking code could not be used.')).toBeInTheDocument();
  expect(retailBodies).toEqual([]);

  retailAnswer = () => Promise.reject(new Error('unknown code'));
  fireEvent.change(screen.getByRole('textbox', { name: 'Booking code' }), { target: { value: 'ZZ99ZZ' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load' })));
  expect(retailBodies).toEqual([{ code: 'ZZ99ZZ' }]);
  expect(screen.getByText('That booking code could not be used.')).toBeInTheDocument();
  expect(betslipRuntime().slip.store.getState().selections).toEqual([]);
});
