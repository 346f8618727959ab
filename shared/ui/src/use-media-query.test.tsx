import { act, render, screen } from '@testing-library/react';
import { useIsDesktop } from './use-media-query';

function fakeScreen(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state.width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize: (to: number) => {
      state.width = to;
      listeners.forEach((listener) => listener());
    },
  };
}

function Layout() {
  return <p>{useIsDesktop() ? 'desktop' : 'phone'}</p>;
}

it('follows the desktop breakpoint as the window crosses it', () => {
  const screenSize = fakeScreen(390);
  render(<Layout />);
  expect(screen.getByText('phone')).toBeInTheDocument();
  act(() => screenSize.resize(1280));
  expect(screen.getByText('desktop')).toBeInTheDocument();
});
