import { getBus } from '@sportsbook/bus';
import { act, render, screen } from '@testing-library/react';
import { useBusSelection, useBusState } from './use-bus-state';

function Format({ index }: { index: number }) {
  const format = useBusState('odds-format')?.format ?? 'none';
  return <output aria-label={`price ${index}`}>{format}</output>;
}

it('gives every reader the topic through one bus subscription, and re-renders them all on a change', () => {
  const bus = getBus();
  bus.setState('odds-format', { format: 'euro' });
  const subscribe = jest.spyOn(bus, 'subscribe');
  const { unmount } = render(
    <>
      {Array.from({ length: 40 }, (_, index) => (
        <Format key={index} index={index} />
      ))}
    </>,
  );
  expect(screen.getByRole('status', { name: 'price 39' })).toHaveTextContent('euro');
  act(() => bus.setState('odds-format', { format: 'us' }));
  expect(screen.getAllByRole('status').every((price) => price.textContent === 'us')).toBe(true);
  expect(subscribe.mock.calls.filter(([topic]) => topic === 'odds-format').length).toBeLessThanOrEqual(1);
  unmount();
  subscribe.mockRestore();
});

function Picked({ outcomeId, renders }: { outcomeId: number; renders: number[] }) {
  const selected = useBusSelection('betslip/selections', (slip) => slip?.outcomeIds.includes(outcomeId) ?? false);
  renders[outcomeId] = (renders[outcomeId] ?? 0) + 1;
  return <output aria-label={`outcome ${outcomeId}`}>{selected ? 'in the slip' : 'not in the slip'}</output>;
}

it('re-renders a reader only when what it selects changes: adding one selection re-renders one button', () => {
  const bus = getBus();
  bus.setState('betslip/selections', { outcomeIds: [] });
  const renders: number[] = [];
  render(
    <>
      {Array.from({ length: 20 }, (_, outcomeId) => (
        <Picked key={outcomeId} outcomeId={outcomeId} renders={renders} />
      ))}
    </>,
  );
  act(() => bus.setState('betslip/selections', { outcomeIds: [7] }));
  expect(screen.getByRole('status', { name: 'outcome 7' })).toHaveTextContent('in the slip');
  expect(screen.getByRole('status', { name: 'outcome 8' })).toHaveTextContent('not in the slip');
  expect(renders.filter((count) => count > 1)).toHaveLength(1);
  expect(renders[7]).toBe(2);
});
