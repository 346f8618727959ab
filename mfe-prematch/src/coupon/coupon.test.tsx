import { FIRST_SLICE_ROWS } from '@sportsbook/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

it('fills in after the first screen and says the list is busy until every row is there', async () => {
  const events = Array.from({ length: FIRST_SLICE_ROWS + 4 }, (_, i) => basketballEvent(i + 1));
  renderAt('/en/sports', <Coupon events={events} label="Basketball events" groupBy="league" />);
  const coupon = screen.getByRole('list', { name: 'Basketball events' });
  const rows = () => screen.getAllByRole('group', { name: /: RTP\d+$/ });
  expect(rows()).toHaveLength(FIRST_SLICE_ROWS);
  expect(coupon).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(rows()).toHaveLength(events.length));
  expect(coupon).toHaveAttribute('aria-busy', 'false');
});

it("styles a row's teams, markets and more link through the row, so the row is one styled element", () => {
  renderAt('/en/sports', <Coupon events={[basketballEvent(1)]} label="Basketball events" groupBy="league" />);
  const more = screen.getByRole('link', { name: /more markets/i });
  const row = more.closest('li') as HTMLElement;
  const market = within(row).getAllByRole('group')[0] as HTMLElement;
  // Each element with a css prop of its own costs emotion two components more, in every row.
  for (const part of [market, more, market.previousElementSibling as HTMLElement]) expect(part.className).not.toMatch(/css-/);
  expect(getComputedStyle(market).display).toBe('flex');
  expect(getComputedStyle(more).minHeight).toBe('44px');
  expect(row.className).toMatch(/css-/);
});
