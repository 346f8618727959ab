import { getBus } from '@sportsbook/bus';
import type { SelectionRequest } from '@sportsbook/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { OddsButton, oddsButtonName, PRICE_FLASH_MS } from './odds-button';

const selection: SelectionRequest = {
  outcomeId: 11,
  marketId: 1,
  eventId: 1,
  eventDescription: 'A vs B',
  marketDescription: 'Match Result',
  outcomeDescription: 'A',
  decimal: 1.5,
  isLive: false,
};

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sportsbook.bus')];
});

it('shows the price in decimal until the player picks a format', () => {
  render(<OddsButton selection={selection} />);
  expect(screen.getByRole('button', { name: '1.50, A' })).toBeInTheDocument();
});

describe('its accessible name starts with its visible text', () => {
  it('names a captioned button by the caption and price, then what the caption leaves out', () => {
    render(<OddsButton selection={{ ...selection, outcomeDescription: 'Over 2.5' }} caption="2.5" />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('2.5 1.50, Over 2.5');
    expect(button.textContent).toBe('2.5 1.50');
  });

  it('says a full caption once, and a suspended outcome last', () => {
    expect(oddsButtonName({ caption: 'Draw', odds: '3.40' }, 'Draw')).toBe('Draw 3.40');
    expect(oddsButtonName({ odds: '3.40' }, 'Draw', 'Suspended')).toBe('3.40, Draw, Suspended');
  });
});

it('re-renders the price when the odds-format topic changes', () => {
  render(<OddsButton selection={selection} />);
  act(() => void getBus().setState('odds-format', { format: 'indo' }));
  expect(screen.getByRole('button')).toHaveTextContent('-2.00');
  act(() => void getBus().setState('odds-format', { format: 'us' }));
  expect(screen.getByRole('button')).toHaveTextContent('-200');
});

it('falls back to decimal where negative odds are off', () => {
  getBus().setState('odds-format', { format: 'us' });
  render(<OddsButton selection={selection} negativeOdds={false} />);
  expect(screen.getByRole('button')).toHaveTextContent('1.50');
});

it('publishes betslip/add-selection and shows the selected state from betslip/selections', () => {
  const added = jest.fn();
  getBus().on('betslip/add-selection', added);
  render(<OddsButton selection={selection} />);
  fireEvent.click(screen.getByRole('button'));
  expect(added).toHaveBeenCalledWith(selection);
  expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  act(() => void getBus().setState('betslip/selections', { outcomeIds: [11] }));
  expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
});

it('locks a suspended outcome and names why', () => {
  const added = jest.fn();
  getBus().on('betslip/add-selection', added);
  render(<OddsButton selection={selection} locked lockedLabel="Suspended" />);
  const button = screen.getByRole('button', { name: '1.50, A, Suspended' });
  expect(button).toBeDisabled();
  fireEvent.click(button);
  expect(added).not.toHaveBeenCalled();
});

it('flashes up or down when the price moves, then settles', () => {
  jest.useFakeTimers();
  const { rerender } = render(<OddsButton selection={selection} />);
  expect(screen.getByRole('button')).not.toHaveAttribute('data-price-change');
  rerender(<OddsButton selection={{ ...selection, decimal: 1.6 }} />);
  expect(screen.getByRole('button')).toHaveAttribute('data-price-change', 'up');
  // The button itself takes the tint (no animated layer: one restyles the page every frame while the feed moves).
  expect(getComputedStyle(screen.getByRole('button')).getPropertyValue('background')).toBe('var(--sb-upTint)');
  rerender(<OddsButton selection={{ ...selection, decimal: 1.4 }} />);
  expect(screen.getByRole('button')).toHaveAttribute('data-price-change', 'down');
  act(() => void jest.advanceTimersByTime(PRICE_FLASH_MS));
  expect(screen.getByRole('button')).not.toHaveAttribute('data-price-change');
  jest.useRealTimers();
});

it('is one styled element: its caption, lock and moving arrow are styled through the button', () => {
  jest.useFakeTimers();
  const { container, rerender } = render(<OddsButton selection={selection} caption="1" locked lockedLabel="Suspended" />);
  rerender(<OddsButton selection={{ ...selection, decimal: 1.6 }} caption="1" locked lockedLabel="Suspended" />);
  // Each element with a css prop of its own costs emotion two components more per button.
  expect(container.querySelectorAll('[class*="css-"]')).toHaveLength(1);
  const button = screen.getByRole('button');
  expect(getComputedStyle(button.querySelector('span') as Element).fontSize).toBe('11px');
  expect(getComputedStyle(button.querySelector('svg') as Element).marginRight).toBe('4px');
  expect(getComputedStyle(button.querySelector('[aria-hidden="true"]:not(svg)') as Element).color).toBe('var(--sb-up)');
  jest.useRealTimers();
});
