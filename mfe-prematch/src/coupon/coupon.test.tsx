import { fireEvent, screen, within } from '@testing-library/react';
import { basketballEvent } from '../testing/fixtures';
import { renderAt, resetPrematch } from '../testing/render-prematch';
import { Coupon } from './coupon';

beforeEach(() => resetPrematch());

it('shows basketball’s race to 10 and switches every row to the target the player picks', () => {
  renderAt('/en/sports', <Coupon events={[basketballEvent(1), basketballEvent(2)]} label="Basketball events" groupBy="league" />);
  const raceGroup = () => screen.getAllByRole('group', { name: /: RTP\d+$/ });
  expect(raceGroup().map((g) => g.getAttribute('aria-label'))).toEqual([
    'Utah Canyons vs Phoenix Flames: RTP10',
    'Utah Canyons vs Phoenix Flames: RTP10',
  ]);
  fireEvent.change(screen.getByRole('combobox', { name: 'Race to' }), { target: { value: '20' } });
  expect(raceGroup().map((g) => g.getAttribute('aria-label'))).toEqual([
    'Utah Canyons vs Phoenix Flames: RTP20',
    'Utah Canyons vs Phoenix Flames: RTP20',
  ]);
  expect(within(raceGroup()[0]!).getByRole('button', { name: '1.50, Utah Canyons' })).toBeInTheDocument();
});

it('names each section by country and league, the country from its slug', () => {
  renderAt('/en/sports', <Coupon events={[basketballEvent(1)]} label="Basketball events" groupBy="league" />);
  expect(screen.getByRole('list', { name: 'USA · NBA' })).toBeInTheDocument();
});
