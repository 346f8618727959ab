import { trapTab } from './focus-trap';

function dialog() {
  document.body.innerHTML =
    '<button id="behind">behind</button><div id="d"><button id="a">a</button><input id="b" /><button id="c" disabled>c</button></div>';
  return document.getElementById('d') as HTMLElement;
}

const key = (shiftKey = false, name = 'Tab') => ({ key: name, shiftKey, preventDefault: jest.fn() });

it('Tab on the last control wraps to the first', () => {
  const container = dialog();
  document.getElementById('b')?.focus();
  const event = key();
  expect(trapTab(container, event)).toBe(true);
  expect(document.activeElement?.id).toBe('a');
  expect(event.preventDefault).toHaveBeenCalled();
});

it('Shift+Tab on the first control wraps to the last enabled one', () => {
  const container = dialog();
  document.getElementById('a')?.focus();
  expect(trapTab(container, key(true))).toBe(true);
  expect(document.activeElement?.id).toBe('b');
});

it('brings focus back from behind the dialog', () => {
  const container = dialog();
  document.getElementById('behind')?.focus();
  expect(trapTab(container, key())).toBe(true);
  expect(document.activeElement?.id).toBe('a');
});

it('leaves other keys and inner moves alone', () => {
  const container = dialog();
  document.getElementById('a')?.focus();
  expect(trapTab(container, key(false))).toBe(false);
  expect(trapTab(container, key(false, 'Enter'))).toBe(false);
});
