import { act, render, screen } from '@testing-library/react';
import { FIRST_SLICE_ROWS, NEXT_SLICE_ROWS, useRowsInSlices } from './use-rows-in-slices';

function Rows({ total }: { total: number }) {
  const shown = useRowsInSlices(total);
  return <output aria-label="rows">{shown}</output>;
}

const shownNow = () => Number(screen.getByRole('status', { name: 'rows' }).textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('renders the first screen with the list, then one slice per task until every row is there', () => {
  render(<Rows total={FIRST_SLICE_ROWS + 2 * NEXT_SLICE_ROWS - 1} />);
  expect(shownNow()).toBe(FIRST_SLICE_ROWS);
  act(() => jest.advanceTimersToNextTimer());
  expect(shownNow()).toBe(FIRST_SLICE_ROWS + NEXT_SLICE_ROWS);
  act(() => jest.advanceTimersToNextTimer());
  expect(shownNow()).toBe(FIRST_SLICE_ROWS + 2 * NEXT_SLICE_ROWS - 1);
  act(() => jest.runAllTimers());
  expect(shownNow()).toBe(FIRST_SLICE_ROWS + 2 * NEXT_SLICE_ROWS - 1);
});

it('shows a short list whole at once and grows with it', () => {
  const { rerender } = render(<Rows total={2} />);
  expect(shownNow()).toBe(2);
  rerender(<Rows total={FIRST_SLICE_ROWS + 3} />);
  expect(shownNow()).toBe(FIRST_SLICE_ROWS);
  act(() => jest.runAllTimers());
  expect(shownNow()).toBe(FIRST_SLICE_ROWS + 3);
});
