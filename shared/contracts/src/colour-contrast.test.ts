import { contrastRatio, readableTextOn } from './colour-contrast';

it('measures contrast as WCAG 2 does: 21:1 for black on white, 1:1 for a colour on itself', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
  expect(contrastRatio('#2b7de9', '#2b7de9')).toBe(1);
});

it('picks black or white text, whichever reads better on a background', () => {
  expect(readableTextOn('#2b7de9')).toBe('#000000');
  expect(readableTextOn('#2c3e50')).toBe('#ffffff');
});
