import { getBus } from '@sportsbook/bus';
import { LOGGED_OUT } from '@sportsbook/contracts';
import { act, render } from '@testing-library/react';
import { ThemeStyles } from './theme-styles';

/** Emotion may insert rules through the CSSOM, so read them there rather than as style text. */
const rootRules = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n');

const bus = getBus();
beforeEach(() => bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: 'a', username: 'ann', expiresAt: null }));

it("applies the player's saved theme as soon as it is published", () => {
  render(<ThemeStyles query={null} />);
  act(() => bus.setState('theme', { mode: 'light' }));
  expect(rootRules()).toContain('color-scheme: light');
  act(() => bus.setState('theme', { mode: 'dark' }));
  expect(rootRules()).toContain('color-scheme: dark');
  expect(rootRules()).not.toContain('color-scheme: light');
});

it('keeps ?theme= for this page view whatever the player saved', () => {
  render(<ThemeStyles query="light" />);
  act(() => bus.setState('theme', { mode: 'dark' }));
  expect(rootRules()).toContain('color-scheme: light');
  expect(rootRules()).not.toContain('color-scheme: dark;');
});

it('drops the theme of a player who logged out', () => {
  render(<ThemeStyles query={null} />);
  act(() => bus.setState('theme', { mode: 'light' }));
  act(() => bus.setState('session', LOGGED_OUT));
  // eu's build default is 'system': both schemes, dark first.
  expect(rootRules()).toContain('color-scheme: dark light');
});
