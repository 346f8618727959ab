import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Flaky({ failures }: { failures: { left: number } }) {
  if (failures.left > 0) {
    failures.left -= 1;
    throw new Error('remote exploded');
  }
  return <p>remote content</p>;
}

function Harness({ failures }: { failures: { left: number } }) {
  const [retries, setRetries] = useState(0);
  return (
    <>
      <p>shell header</p>
      <RemoteErrorBoundary
        remote="mfe_live"
        onRetry={() => setRetries((n) => n + 1)}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Retry {retries}
          </button>
        )}
      >
        <Flaky failures={failures} />
      </RemoteErrorBoundary>
    </>
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('keeps the rest of the page when a remote throws, and shows the fallback', () => {
  render(<Harness failures={{ left: 99 }} />);
  expect(screen.getByText('shell header')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('[remote mfe_live] failed', expect.any(Error), expect.anything());
});

it('renders the remote again after Retry', async () => {
  const failures = { left: 2 }; // React renders twice before giving up on a throwing component.
  render(<Harness failures={failures} />);
  await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
  expect(await screen.findByText('remote content')).toBeInTheDocument();
});
