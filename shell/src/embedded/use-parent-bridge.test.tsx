import { getBus } from '@sportsbook/bus';
import { act, renderHook } from '@testing-library/react';
import { useParentBridge } from './use-parent-bridge';

const PARENT = 'https://app.example';
const parent = { postMessage: jest.fn() };

beforeAll(() => {
  // jsdom's window is never framed; give it a parent as a native app's web view would.
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      disconnect() {}
    },
  });
});
afterEach(() => parent.postMessage.mockClear());

const sentTypes = () => parent.postMessage.mock.calls.map(([message]) => (message as { type: string }).type);

it("forwards the slip's selections to a parent that hosts the slip", () => {
  renderHook(() => useParentBridge(true, PARENT, true));
  act(() => getBus().setState('betslip/selections', { outcomeIds: [7, 9] }));
  expect(parent.postMessage).toHaveBeenCalledWith(
    { source: 'sportsbook', type: 'betslip', count: 2, outcomeIds: [7, 9] },
    PARENT,
  );
});

it('keeps the selections to itself otherwise', () => {
  renderHook(() => useParentBridge(true, PARENT, false));
  act(() => getBus().setState('betslip/selections', { outcomeIds: [7] }));
  expect(sentTypes()).toContain('ready');
  expect(sentTypes()).not.toContain('betslip');
});
