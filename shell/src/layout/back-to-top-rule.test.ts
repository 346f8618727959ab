import { controlUnder, showBackToTop } from './back-to-top-rule';

it('shows after more than 200 px of scrolling', () => {
  expect(showBackToTop(200, '/en/sports')).toBe(false);
  expect(showBackToTop(201, '/en/sports')).toBe(true);
});

it('never shows on excluded paths', () => {
  expect(showBackToTop(5000, '/en/sports/kiron')).toBe(false);
  expect(showBackToTop(5000, '/fr/lotto')).toBe(false);
});

describe('controlUnder', () => {
  const box = { left: 300, top: 700, right: 344, bottom: 744, width: 44, height: 44 } as DOMRect;
  const self = document.createElement('button');
  const stack =
    (...elements: Element[]) =>
    () => [self, ...elements];

  it('finds a control, or an element inside one, under the button', () => {
    const retry = document.createElement('button');
    const label = document.createElement('span');
    retry.append(label);
    expect(controlUnder(box, self, stack(retry))).toBe(true);
    expect(controlUnder(box, self, stack(label, retry))).toBe(true);
  });

  it('ignores the button itself, plain content and unfocusable boxes', () => {
    const text = document.createElement('p');
    const decorative = document.createElement('div');
    decorative.tabIndex = -1;
    expect(controlUnder(box, self, stack(text, decorative, document.body))).toBe(false);
  });

  it('looks at the edges as well as the centre', () => {
    const link = document.createElement('a');
    link.href = '/en/jackpot';
    const asked: number[][] = [];
    const at = (x: number, y: number) => {
      asked.push([x, y]);
      return x > 330 ? [self, link] : [self];
    };
    expect(controlUnder(box, self, at)).toBe(true);
    expect(asked.length).toBeGreaterThan(1);
  });
});
