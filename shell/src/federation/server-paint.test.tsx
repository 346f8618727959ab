import { loadRemote } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@sportsbook/contracts';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { setUpShellI18n } from '../testing/i18n';
import { RemoteModule } from './remote-module';
import { noteServerPaint } from './server-paint';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./remotes-registry', () => ({
  remotesReady: jest.fn(async () => ({ remotes: { mfe_prematch: { manifest: '' } } })),
  resetRemote: jest.fn(async () => undefined),
}));

const load = jest.mocked(loadRemote);
let release: () => void = () => undefined;

/** A highlights module that shows its own loading state until its data "arrives" (release). */
function SlowHighlights() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    release = () => setReady(true);
  }, []);
  if (!ready) {
    return (
      <div role="status" aria-busy="true">
        Loading events
      </div>
    );
  }
  return (
    <ul aria-label="Highlights">
      <li>Inter Castellano vs SS Lagonera, from the module</li>
    </ul>
  );
}

/** The page as the shell's server sends it: #root holding the server's paint of the highlights. */
function serverPaintedRoot(id = 'mfe_prematch/HomeHighlights'): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div class="sb-fp-body"><div><ul data-server-paint="${id}"><li>Inter Castellano vs SS Lagonera</li></ul></div></div>`;
  document.body.append(root);
  noteServerPaint(root);
  return root;
}

beforeAll(() => setUpShellI18n());
beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

it("keeps the server's highlights in their slot through the shell's first render and the module's loading, until the module shows", async () => {
  load.mockResolvedValue({ default: SlowHighlights, contract: CONTRACT_VERSION });
  const root = serverPaintedRoot();
  render(<RemoteModule id="mfe_prematch/HomeHighlights" props={{}} />, { container: root });
  const slot = root.querySelector('[data-slot="mfe_prematch"]');
  expect(slot?.querySelector('[data-server-paint]')).toHaveTextContent('Inter Castellano vs SS Lagonera');
  expect(root.querySelector('.sb-fp-body')).toBeNull();
  await screen.findByText('Loading events');
  expect(screen.getByText('Inter Castellano vs SS Lagonera')).toBeInTheDocument();
  act(() => release());
  expect(await screen.findByText('Inter Castellano vs SS Lagonera, from the module')).toBeInTheDocument();
  expect(screen.queryByText('Inter Castellano vs SS Lagonera')).toBeNull();
});

it("gives way to the slot's fallback when the module cannot load, so Retry is not hidden", async () => {
  load.mockRejectedValue(new Error('remote down'));
  // Another module than the other tests': the shell keeps a module it loaded for the page's life.
  const root = serverPaintedRoot('mfe_prematch/UpcomingEvents');
  render(<RemoteModule id="mfe_prematch/UpcomingEvents" props={{}} />, { container: root });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.queryByText('Inter Castellano vs SS Lagonera')).toBeNull();
});

it("shows the server's paint once: the page's next visit to the home page starts from the module's own loading state", async () => {
  load.mockResolvedValue({ default: SlowHighlights, contract: CONTRACT_VERSION });
  const root = serverPaintedRoot();
  const { unmount } = render(<RemoteModule id="mfe_prematch/HomeHighlights" props={{}} />, { container: root });
  await screen.findByText('Loading events');
  act(() => release());
  await screen.findByText('Inter Castellano vs SS Lagonera, from the module');
  unmount();
  render(<RemoteModule id="mfe_prematch/HomeHighlights" props={{}} />);
  await screen.findByText('Loading events');
  expect(screen.queryByText('Inter Castellano vs SS Lagonera')).toBeNull();
});
