import { act, fireEvent, render, screen } from '@testing-library/react';
import { setUpI18n } from '../../testing/i18n';
import { OneTimeCodeForm } from './one-time-code-form';

const step = (success: boolean, message: string) =>
  ({ success, status: success ? 'SUCCESS' : 'FAILURE', result: '', message }) as const;

beforeAll(() => setUpI18n());
beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => jest.useRealTimers());

function renderForm(
  api = { validateCode: jest.fn(), generateCode: jest.fn(() => Promise.resolve(step(true, 'A new code has been sent'))) },
) {
  const view = render(
    <OneTimeCodeForm username="otp" api={api} onVerified={jest.fn(() => Promise.resolve())} autoFocus={false} />,
  );
  return { ...view, api };
}

it('counts down five minutes before a new code can be asked for', () => {
  renderForm();
  expect(screen.getByText('You can ask for a new code in 5:00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByText('You can ask for a new code in 4:58')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(294_000));
  expect(screen.getByText('You can ask for a new code now.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
});

it('remembers the start per player across openings', () => {
  const first = renderForm();
  act(() => jest.advanceTimersByTime(100_000));
  first.unmount();
  renderForm();
  expect(screen.getByText('You can ask for a new code in 3:18')).toBeInTheDocument();
});

it('a resend restarts the wait and shows the server message with a green tick', async () => {
  const { api } = renderForm();
  act(() => jest.advanceTimersByTime(295_000));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  });
  expect(api.generateCode).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('A new code has been sent');
  expect(screen.getByText('✓')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
});

it('starts in the default status: no message, submit disabled', () => {
  renderForm();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('button', { name: 'Verify code' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('One-time code'), { target: { value: '12345' } });
  expect(screen.getByRole('alert')).toHaveTextContent('Minimum requirement not met');
  fireEvent.change(screen.getByLabelText('One-time code'), { target: { value: '123456' } });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('button', { name: 'Verify code' })).toBeEnabled();
});
