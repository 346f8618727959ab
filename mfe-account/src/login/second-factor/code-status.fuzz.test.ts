import { validateCredentials } from '../credentials';
import { canSubmitCode, codeStatus } from './code-status';

/**
 * The one-time-code and login fields under random input. Submit is allowed only for
 * exactly six ASCII digits (never unicode digits, spaces or signs), and blank credentials are
 * always refused before any call.
 */
const PIECES = ['1', '2', '9', '0', ' ', '-', '+', 'e', '.', '٣', '５', 'a', '💥', '\t', '\u200b', '123456', '000000', '1234567'];

function* randomStrings(count: number, seed: number): Generator<string> {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++)
    yield Array.from({ length: Math.floor(next() * 8) }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
}

it('lets a code be submitted only when it is exactly six ASCII digits (3000 random inputs)', () => {
  const wrong = [...randomStrings(3000, 42)].filter((code) => canSubmitCode(codeStatus(code, true)) !== /^[0-9]{6}$/.test(code));
  expect(wrong).toEqual([]);
});

it('refuses credentials that are blank once trimmed, whatever surrounds them (3000 random pairs)', () => {
  const strings = [...randomStrings(6000, 7)];
  const wrong = strings.slice(0, 3000).filter((username, i) => {
    const password = strings[3000 + i] ?? '';
    const blank = username.trim() === '' || password.trim() === '';
    return (validateCredentials(username, password) !== null) !== blank;
  });
  expect(wrong).toEqual([]);
});
