import { getBus } from '@sportsbook/bus';
import { act, render, screen } from '@testing-library/react';
import { useBusState } from './use-bus-state';

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
